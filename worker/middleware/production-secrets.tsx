import { createMiddleware } from 'hono/factory'
import type { Locale } from '../../contract/locales'
import { isOn, isProduction, type AppEnv, type Bindings } from '../env'
import { renderPlainDocument } from '../lib/plain-document'

/**
 * In production the Worker refuses to serve (a 500 page, and a log line naming each variable) while
 * a secret is missing, too short or a development value: .dev.vars.example marks every local value
 * with the `dev-only-` prefix, and the secrets that were once defaults in wrangler.toml are listed.
 */
const DEVELOPMENT_PREFIX = 'dev-only-'
const FORMER_DEFAULTS: ReadonlySet<string> = new Set([
  'local-development-secret-change-me-0123456789',
  'izlog-local-key',
])

interface SecretRule {
  name: 'JWT_SECRET' | 'API_KEY' | 'BACKEND_HTTP_SECRET'
  minLength: number
  needed: (env: Bindings) => boolean
}

const RULES: readonly SecretRule[] = [
  { name: 'JWT_SECRET', minLength: 32, needed: () => true },
  { name: 'API_KEY', minLength: 16, needed: () => true },
  { name: 'BACKEND_HTTP_SECRET', minLength: 32, needed: (env) => isOn(env.BACKEND_HTTP) },
]

/** E-mails that leave carry absolute links: with a sender configured, the site's public https origin is required. */
function emailOriginProblems(env: Bindings): string[] {
  if (!(env.EMAIL_SENDER ?? '').trim()) return []
  const origin = (env.PUBLIC_ORIGIN ?? '').trim()
  if (!origin) return ['PUBLIC_ORIGIN is not set (e-mail links need the site origin)']
  return /^https:\/\/[^/\s]+\/?$/.test(origin) ? [] : ['PUBLIC_ORIGIN is not an https origin (e.g. https://izlog.hr)']
}

/** The secrets (and settings) production cannot run with, each with the reason. */
export function unsafeSecrets(env: Bindings): string[] {
  return RULES.filter((rule) => rule.needed(env))
    .flatMap((rule) => {
      const value = (env[rule.name] as string | undefined) ?? ''
      if (!value) return [`${rule.name} is not set`]
      if (value.startsWith(DEVELOPMENT_PREFIX) || FORMER_DEFAULTS.has(value))
        return [`${rule.name} is a development value`]
      if (value.length < rule.minLength) return [`${rule.name} is shorter than ${rule.minLength} characters`]
      return []
    })
    .concat(emailOriginProblems(env))
}

const TEXT: Record<Locale, { title: string; body: string }> = {
  hr: {
    title: 'Stranica trenutačno nije dostupna',
    body: 'Poslužitelj nije ispravno podešen. Pokušajte ponovno kasnije.',
  },
  en: {
    title: 'The site is not available right now',
    body: 'The server is not configured correctly. Please try again later.',
  },
}

const CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0f0d1a;color:#f4f2ff}main{max-width:32rem;padding:2rem;text-align:center}p{color:#cfc9ef;line-height:1.6}`

export const productionSecretsGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (!isProduction(c.env)) return next()
  const problems = unsafeSecrets(c.env)
  if (problems.length === 0) return next()
  for (const problem of problems)
    console.error(
      `izlog: refusing to serve in production: ${problem} (a secret: \`wrangler secret put\`; a setting: wrangler.toml [vars])`,
    )
  const text = TEXT[c.get('locale')]
  const body = (
    <>
      <h1>{text.title}</h1>
      <p>{text.body}</p>
    </>
  )
  return renderPlainDocument(c, { lang: c.get('locale'), title: text.title, css: CSS }, body, 500, {
    'Cache-Control': 'no-store',
  })
})
