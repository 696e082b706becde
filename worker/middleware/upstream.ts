import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import type { Locale } from '../../contract/locales'
import { createUpstream, type UpstreamOptions } from '../upstream/client'
import { visitorIdOf } from '../lib/visitor-cookie'
import { siteOrigin } from '../lib/site-origin'

/** A page's loaders get the short deadline; the /api routes (proxy, cart, auth) the longer one. */
export function upstreamOptions(
  c: Context<AppEnv>,
  accessToken: string | null = c.get('accessToken'),
): UpstreamOptions {
  return {
    locale: c.get('locale'),
    accessToken,
    clientAddress: c.req.header('CF-Connecting-IP') ?? null,
    visitorId: visitorIdOf(c),
    siteOrigin: siteOrigin(c.env.PUBLIC_ORIGIN, c.req.url),
    signal: c.req.raw.signal,
    purpose: c.req.path.startsWith('/api/') ? 'api' : 'page',
    bookmark: c.get('databaseBookmark'),
  }
}

/** Step 4: one upstream client per request, carrying the locale, the verified access token and the visitor's address. */
export const upstreamMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('upstream', createUpstream(c.env, c.executionCtx, upstreamOptions(c)))
  await next()
})

/**
 * A form a page posts without the app names no language (no `language` header, no prefix in
 * /api/…): its page does. The texts and the upstream's data (an order's language, its e-mails, the
 * payment page) then follow that page's language.
 */
export function usePageLocale(c: Context<AppEnv>, locale: Locale): void {
  c.set('locale', locale)
  c.set('upstream', createUpstream(c.env, c.executionCtx, upstreamOptions(c)))
}
