import type { Context } from 'hono'
import { cartFormActions } from '../../contract/cart-form'
import { checkoutFormActions } from '../../contract/checkout-form'
import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { MEDIA_CSP } from '../lib/media-csp'
import { matchRoute } from '../../contract/routes'
import { paymentFormOrigins } from '../lib/payment-origins'
import { CAPTCHA_ORIGINS, captchaConfig, type CaptchaProvider } from '../lib/captcha'

/**
 * Step 1 of the request flow: `hono/secure-headers` with a fresh CSP nonce for every response
 * (cached pages included: the page cache puts the response's nonce into a stored page), read
 * with `cspNonce(c)`. The headers are set after the handler and replace any the response set,
 * except on media files: they keep the strict policy of their own (MEDIA_CSP, with `sandbox`).
 */
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  xContentTypeOptions: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'SAMEORIGIN',
  // `interest-cohort` (FLoC, withdrawn; browsers warn about it) is no longer listed.
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'], usb: [] },
  // Only the headers above: the package's other defaults are not part of our policy.
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
})

export const securityHeaders = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  await pageHeaders(c, next)
  if (c.req.path.startsWith('/media/')) c.res.headers.set('Content-Security-Policy', MEDIA_CSP)
  else {
    allowPaymentForms(c.res.headers, c.req.path, paymentFormOrigins(c.env))
    allowCaptcha(c.res.headers, captchaConfig(c.env)?.provider ?? null)
  }
})

/**
 * With a captcha provider configured, pages may show its challenge: its frames and calls are
 * allowed (its script loads through 'strict-dynamic', from our nonced code, only where a form needs it).
 */
export function allowCaptcha(headers: Headers, provider: CaptchaProvider | null): void {
  const csp = headers.get('Content-Security-Policy')
  if (!csp || !provider) return
  const origins = CAPTCHA_ORIGINS[provider].origins.join(' ')
  headers.set(
    'Content-Security-Policy',
    csp
      .replace("frame-src 'self'", `frame-src 'self' ${origins}`)
      .replace("connect-src 'self'", `connect-src 'self' ${origins}`),
  )
}

/**
 * The pages that hand an order over to its payment provider: the checkout, the cart's and the
 * order pages' "pay now" (issue 34), and the hand-off page a browser without the app gets from
 * the order's form or the awaiting order's "pay now" form (issue 38).
 */
const PAYING_ROUTES: ReadonlySet<string> = new Set(['checkout', 'cart', 'profileOrder', 'orderLink'])

/**
 * Only those may post a form to an external payment provider (PAYMENT_FORM_ORIGINS): their
 * form-action lists those origins; every other page keeps 'self'.
 */
export function allowPaymentForms(headers: Headers, path: string, origins: readonly string[]): void {
  const csp = headers.get('Content-Security-Policy')
  const paying =
    PAYING_ROUTES.has(matchRoute(path)?.name ?? '') ||
    path === checkoutFormActions.order ||
    path === cartFormActions.payAwaiting
  if (!csp || origins.length === 0 || !paying) return
  headers.set('Content-Security-Policy', csp.replace("form-action 'self'", `form-action 'self' ${origins.join(' ')}`))
}

/** The response's CSP nonce (set by `securityHeaders`; empty outside it, e.g. in unit tests). */
export const cspNonce = (c: Context): string => c.get('secureHeadersNonce') ?? ''
