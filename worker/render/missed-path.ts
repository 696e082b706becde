import type { Context } from 'hono'
import type { AppEnv } from '../env'
import type { RedirectTarget } from '../../contract/dto/cms'
import { isSafePath } from '../../contract/safe-redirect'

/**
 * Before a 404 page (issue 16): a redirect staff made for this path answers instead; otherwise the
 * miss is logged (after the answer) for the admin's failed-request list, where it can become a
 * redirect. An upstream failure here never changes the 404 page.
 */
export async function redirectForMissedPath(c: Context<AppEnv>, pathname: string): Promise<Response | null> {
  const upstream = c.get('upstream')
  const found = await upstream.json<RedirectTarget>({
    method: 'GET',
    path: 'api/v1/redirect/resolve',
    query: { path: pathname },
  })
  if (found.ok && isSafePath(found.data.to) && (found.data.status === 301 || found.data.status === 302)) {
    // Not stored by browsers or the page cache: staff may change or remove the redirect.
    return new Response(null, {
      status: found.data.status,
      headers: { Location: found.data.to, 'Cache-Control': 'no-store' },
    })
  }
  const report = upstream
    .fetch({
      method: 'POST',
      path: 'api/v1/redirect/addFailedRequest',
      body: JSON.stringify({ path: pathname }),
      headers: { 'content-type': 'application/json' },
    })
    .then((res) => res.body?.cancel())
    .catch((error: unknown) => console.error('izlog: the missed path was not logged', error))
  try {
    c.executionCtx.waitUntil(report)
  } catch {
    await report
  }
  return null
}
