import type { Bindings } from '../../lib/bindings'
import { SITE_ORIGIN_HEADER } from '../../../contract/upstream-headers'

/** What a link needs: the configured origin, and the visitor request's (a request, or a job that kept it). */
export interface EmailLinkContext {
  env: Pick<Bindings, 'PUBLIC_ORIGIN'>
  req: { header(name: string): string | undefined }
}

/**
 * A link of this site for an e-mail, always absolute when the origin is known: PUBLIC_ORIGIN, else
 * the origin of the visitor's request that wrote the e-mail (the edge sends it). Only a call with
 * neither (a job the cron runs without PUBLIC_ORIGIN) writes the path alone, which the dev mailbox
 * resolves against the site it runs on; production does not send such an e-mail (deliver.ts).
 */
export function emailLink(c: EmailLinkContext, path: string): string {
  const origin = c.env.PUBLIC_ORIGIN.trim() || (c.req.header(SITE_ORIGIN_HEADER) ?? '').trim()
  return `${origin.replace(/\/+$/, '')}${path}`
}

/** A link in an e-mail's HTML that is a path without an origin: `href="/…"` (not `//host`). */
const PATH_ONLY_HREF = /\bhref\s*=\s*["']\/(?!\/)/i

/** Why an e-mail cannot go out, for the outbox: its links name no site (null when they all do). */
export function missingOriginReason(html: string): string | null {
  return PATH_ONLY_HREF.test(html)
    ? 'Not sent: a link in this e-mail has no site address (PUBLIC_ORIGIN is empty and no visitor request named the origin). Set PUBLIC_ORIGIN; the e-mail must be written again.'
    : null
}
