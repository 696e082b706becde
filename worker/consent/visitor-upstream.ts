import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { writeCookies } from '../lib/cookies'
import { newVisitorId, visitorCookie, visitorIdOf } from '../lib/visitor-cookie'
import { upstreamOptions } from '../middleware/upstream'
import { createUpstream } from '../upstream/client'

/**
 * The upstream client that names this browser's opaque visitor id to the backend (the consent log
 * ties an entry to it, never to anything the page names): the request's own when the browser has
 * the id, else one carrying a new id. `remember` gives the browser that id's cookie once the call
 * went through.
 */
export function visitorUpstream(c: Context<AppEnv>) {
  const known = visitorIdOf(c)
  const visitorId = known ?? newVisitorId()
  const upstream = known
    ? c.get('upstream')
    : createUpstream(c.env, c.executionCtx, { ...upstreamOptions(c), visitorId })
  return { upstream, remember: () => writeCookies(c, [visitorCookie(visitorId)]) }
}
