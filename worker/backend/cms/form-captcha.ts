import type { Context } from 'hono'
import type { FormDto } from '../../../contract/dto/cms'
import { verifyCaptcha } from '../../lib/captcha'
import { type BackendEnv } from '../context'
import { CLIENT_ADDRESS_HEADER } from '../../../contract/upstream-headers'
import { refuse } from '../http'

/**
 * The one captcha check of CMS forms: every path that stores a submission of a form marked
 * "captcha" (form/storeData, contact/contactAdmin) calls it before storing. Throws 400 when the
 * answer is missing or wrong or no captcha is configured, 503 when the provider cannot be asked.
 */
export async function assertCaptchaSolved(
  c: Context<BackendEnv>,
  form: Pick<FormDto, 'captcha'>,
  answer: unknown,
): Promise<void> {
  if (!form.captcha) return
  const outcome = await verifyCaptcha(c.env, answer, c.req.header(CLIENT_ADDRESS_HEADER))
  if (outcome === 'not_configured') throw refuse(400, 'CAPTCHA_NOT_CONFIGURED')
  if (outcome === 'unavailable') throw refuse(503, 'CAPTCHA_UNAVAILABLE')
  if (outcome === 'failed') throw refuse(400, 'CAPTCHA_FAILED')
}
