import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { SignJWT, jwtVerify } from 'jose'
import * as v from 'valibot'
import type { AppEnv, Bindings } from '../env'
import { isLocale, type Locale } from '../../contract/locales'
import { buildPath } from '../../contract/routes'
import { safeRedirect } from '../../contract/safe-redirect'
import { cookieValue, expiredCookie, writeCookies } from '../lib/cookies'
import {
  authorizationUrl,
  exchangeCode,
  findProvider,
  newLoginAttempt,
  OidcError,
  type LoginAttempt,
} from '../lib/oidc'
import { acceptTokens, sessionCookies } from '../middleware/session'
import { adoptAbandonedCart } from './cart'

/**
 * /api/auth/social/:provider/start and /callback: the browser's half of OpenID Connect (issue 14).
 * `start` keeps state, nonce, the PKCE verifier and where to return in a short-lived signed
 * HttpOnly cookie and sends the visitor to the provider; `callback` checks the state, exchanges the
 * code (with the verifier and the client secret) and hands the ID token to the backend, which
 * decides who this is. The session then lives in the usual HttpOnly cookies; tokens never reach
 * the page. Any failure lands on /social-login with a code the page explains.
 */
export const socialRoutes = new Hono<AppEnv>()

const ATTEMPT_COOKIE = 'izlog_oidc'
/** The ticket of a provider login waiting for the account owner's password login (read by routes/auth.ts). */
export const LINK_TICKET_COOKIE = 'izlog_social_link'
const LINK_TICKET_TTL_SECONDS = 15 * 60

/** The backend's answer (contract SocialLoginResponse), read defensively: it may come from a remote upstream. */
interface SocialAnswer {
  tokens?: unknown
  replacedUnconfirmed?: unknown
  linkRequired?: unknown
  linkTicket?: unknown
}
const ATTEMPT_TTL_SECONDS = 10 * 60
const ATTEMPT_TYPE = 'oidc-attempt'

interface Attempt extends LoginAttempt {
  provider: string
  redirect: string
  locale: Locale
}

type AttemptEnv = Pick<Bindings, 'JWT_SECRET' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>
const attemptKey = (env: AttemptEnv) => new TextEncoder().encode(env.JWT_SECRET)

function sealAttempt(env: AttemptEnv, attempt: Attempt): Promise<string> {
  return new SignJWT({ ...attempt, typ: ATTEMPT_TYPE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(env.JWT_ISSUER)
    .setAudience(`${env.JWT_AUDIENCE}:${ATTEMPT_TYPE}`)
    .setIssuedAt()
    .setExpirationTime(`${ATTEMPT_TTL_SECONDS}s`)
    .sign(attemptKey(env))
}

const AttemptSchema = v.object({
  typ: v.literal(ATTEMPT_TYPE),
  provider: v.string(),
  redirect: v.string(),
  locale: v.picklist(['hr', 'en']),
  state: v.string(),
  nonce: v.string(),
  verifier: v.string(),
})

async function openAttempt(env: AttemptEnv, sealed: string | undefined): Promise<Attempt | null> {
  if (!sealed) return null
  try {
    const { payload } = await jwtVerify(sealed, attemptKey(env), {
      algorithms: ['HS256'],
      issuer: env.JWT_ISSUER,
      audience: `${env.JWT_AUDIENCE}:${ATTEMPT_TYPE}`,
    })
    const parsed = v.safeParse(AttemptSchema, payload)
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

const publicOrigin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN.trim().replace(/\/+$/, '') || new URL(c.req.url).origin
const callbackUri = (c: Context<AppEnv>, provider: string) => `${publicOrigin(c)}/api/auth/social/${provider}/callback`

/** Back to the social-login page, which explains `error` in the visitor's language. */
function failed(c: Context<AppEnv>, locale: Locale, code: string) {
  writeCookies(c, [expiredCookie(ATTEMPT_COOKIE)])
  return c.redirect(buildPath('socialLogin', locale, {}, { error: code }), 302)
}

socialRoutes.use('*', async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})

socialRoutes.get('/:provider/start', async (c) => {
  const localeParam = c.req.query('locale')
  const locale: Locale = isLocale(localeParam) ? localeParam : 'hr'
  const provider = findProvider(c.env, c.req.param('provider'))
  if (!provider) return failed(c, locale, 'not_configured')
  const attempt: Attempt = {
    provider: provider.id,
    redirect: safeRedirect(c.req.query('redirect'), ''),
    locale,
    ...newLoginAttempt(),
  }
  let target: string
  try {
    target = await authorizationUrl(provider, callbackUri(c, provider.id), attempt)
  } catch (error) {
    console.error(`izlog: social login ${provider.id}: ${error instanceof Error ? error.message : String(error)}`)
    return failed(c, locale, error instanceof OidcError ? error.code : 'provider_unavailable')
  }
  writeCookies(c, [cookieValue(ATTEMPT_COOKIE, await sealAttempt(c.env, attempt), ATTEMPT_TTL_SECONDS)])
  return c.redirect(target, 302)
})

socialRoutes.get('/:provider/callback', async (c) => {
  const attempt = await openAttempt(c.env, getCookie(c, ATTEMPT_COOKIE))
  const locale = attempt?.locale ?? 'hr'
  const providerId = c.req.param('provider')
  // No attempt of this browser, another provider, or a state that is not ours: a forged or replayed callback.
  if (!attempt || attempt.provider !== providerId || c.req.query('state') !== attempt.state)
    return failed(c, locale, 'state_mismatch')
  if (c.req.query('error')) return failed(c, locale, 'cancelled')
  const code = c.req.query('code')
  const provider = findProvider(c.env, providerId)
  if (!code || !provider) return failed(c, locale, !provider ? 'not_configured' : 'code_rejected')
  let idToken: string
  try {
    idToken = await exchangeCode(provider, callbackUri(c, provider.id), new URL(c.req.url).searchParams, attempt)
  } catch (error) {
    console.error(`izlog: social login ${provider.id}: ${error instanceof Error ? error.message : String(error)}`)
    return failed(c, locale, error instanceof OidcError ? error.code : 'provider_unavailable')
  }
  const res = await c.get('upstream').json<SocialAnswer>({
    method: 'POST',
    path: 'api/v1/user/social/oauth',
    body: { provider: provider.id, idToken, nonce: attempt.nonce },
  })
  if (!res.ok) {
    const reason =
      res.error.code === 'SOCIAL_EMAIL_UNVERIFIED'
        ? 'email_unverified'
        : res.error.code === 'SOCIAL_LOGIN_NOT_FOR_STAFF'
          ? 'staff'
          : res.status >= 500
            ? 'provider_unavailable'
            : 'token_invalid'
    return failed(c, locale, reason)
  }
  if (res.data.linkRequired === true && typeof res.data.linkTicket === 'string') {
    // A confirmed account has this e-mail: its owner links the provider by logging in with the
    // password once; the ticket waits for that login in an HttpOnly cookie (routes/auth.ts).
    writeCookies(c, [
      expiredCookie(ATTEMPT_COOKIE),
      cookieValue(LINK_TICKET_COOKIE, res.data.linkTicket, LINK_TICKET_TTL_SECONDS),
    ])
    return c.redirect(
      buildPath(
        'socialLogin',
        locale,
        {},
        { error: 'link_required', ...(attempt.redirect ? { redirect: attempt.redirect } : {}) },
      ),
      302,
    )
  }
  const session = await acceptTokens(c.env, res.data.tokens)
  if (!session) return failed(c, locale, 'provider_unavailable')
  const cart = await adoptAbandonedCart(c, session.accessToken)
  writeCookies(c, [
    ...sessionCookies(session),
    ...cart.cookies,
    expiredCookie(ATTEMPT_COOKIE),
    expiredCookie(LINK_TICKET_COOKIE),
  ])
  // An unconfirmed registration with this e-mail was discarded for the new account: the profile says so.
  if (res.data.replacedUnconfirmed === true)
    return c.redirect(buildPath('profile', locale, {}, { notice: 'account_replaced' }), 302)
  return c.redirect(attempt.redirect || buildPath('profile', locale), 302)
})
