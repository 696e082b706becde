import type { Bindings } from '../../lib/bindings'

/**
 * A link of this site for an e-mail: absolute with PUBLIC_ORIGIN (set it in production, where
 * mail leaves), else the path alone, which the dev mailbox resolves against the site it runs on.
 */
export function emailLink(env: Pick<Bindings, 'PUBLIC_ORIGIN'>, path: string): string {
  return `${env.PUBLIC_ORIGIN.trim().replace(/\/+$/, '')}${path}`
}
