import type { Context } from 'hono'
import type { ConsentLogDto } from '../../contract/dto/cms'
import { acceptedCategories, type CookieChoice } from '../../contract/cookie-consent'
import type { AppEnv } from '../env'
import { visitorUpstream } from './visitor-upstream'

/**
 * Logs a cookie choice posted by the notice's form (SPEC §7 web/consent/log/create), as the app's
 * call to /api/consent/log does: this browser's visitor id (made, and set as its cookie, when it
 * has none), only the chosen categories. The choice applies whether or not the log line is
 * written: answers whether it was.
 */
export async function logCookieChoice(c: Context<AppEnv>, choice: CookieChoice): Promise<boolean> {
  const { upstream, remember } = visitorUpstream(c)
  const res = await upstream.json<ConsentLogDto>({
    method: 'POST',
    path: 'api/v1/web/consent/log/create',
    body: { sourceType: 'cookie', consents: acceptedCategories(choice) },
  })
  if (!res.ok) {
    console.warn('cookie consent: not logged', res.error.status, res.error.code)
    return false
  }
  remember()
  return true
}
