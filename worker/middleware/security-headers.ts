import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

/** 16 random bytes, base64: a fresh CSP nonce for every response (cached pages included). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ')
}

const STATIC_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()'],
]

/** Step 1 of the request flow: nonce in, security headers on every response out. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce()
  c.set('nonce', nonce)
  await next()
  c.header('Content-Security-Policy', contentSecurityPolicy(nonce))
  for (const [name, value] of STATIC_HEADERS) c.header(name, value)
})
