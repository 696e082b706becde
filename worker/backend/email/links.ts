import type { Context } from 'hono'
import type { Bindings } from '../../lib/bindings'
import { SITE_ORIGIN_HEADER } from '../../../contract/upstream-headers'

/**
 * A link of this site for an e-mail, always absolute when the origin is known: PUBLIC_ORIGIN, else
 * the origin of the visitor's request that wrote the e-mail (the edge sends it). Only a call with
 * neither (a job the cron runs without PUBLIC_ORIGIN) writes the path alone, which the dev mailbox
 * resolves against the site it runs on.
 */
export function emailLink(
  c: Pick<Context<{ Bindings: Pick<Bindings, 'PUBLIC_ORIGIN'> }>, 'env' | 'req'>,
  path: string,
): string {
  const origin = c.env.PUBLIC_ORIGIN.trim() || (c.req.header(SITE_ORIGIN_HEADER) ?? '').trim()
  return `${origin.replace(/\/+$/, '')}${path}`
}
