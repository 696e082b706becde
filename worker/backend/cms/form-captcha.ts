import type { Context } from 'hono'
import type { FormDto } from '../../../contract/dto/cms'
import { verifyCaptcha } from '../../lib/captcha'
import { type BackendEnv } from '../context'
import { CLIENT_ADDRESS_HEADER } from '../../../contract/upstream-headers'
import { BackendError, badRequest } from '../http'

/** SPEC §8 'reCAPTCHA missing in template' (the client translates it by code). */
export const CAPTCHA_MISSING = 'reCAPTCHA missing in template'

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
  if (outcome === 'not_configured') throw badRequest(CAPTCHA_MISSING, 'CAPTCHA_NOT_CONFIGURED')
  if (outcome === 'unavailable')
    throw new BackendError(503, 'CAPTCHA_UNAVAILABLE', 'The captcha could not be checked right now.')
  if (outcome === 'failed') throw badRequest('The captcha was not solved.', 'CAPTCHA_FAILED')
}
