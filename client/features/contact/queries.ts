import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { ContactReason } from '../../../contract/dto/cms'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

interface ContactMessage {
  name: string
  email: string
  reason: ContactReason
  message: string
  /** uniqueNumbers of the accepted consents. */
  consents: string[]
  /** The captcha's site key and answer, when the contact form asks for one (the server verifies it). */
  captcha?: { siteKey: string; answer: string } | null
}

/** POST contact/contactAdmin — stored as a submission of the contact form. */
export const sendContactMessage = (api: ApiFetch, { captcha, ...message }: ContactMessage) =>
  callApi(api, 'POST api/v1/contact/contactAdmin', {
    body: { ...message, ...(captcha ? { recaptchaKey: captcha.siteKey, recaptchaResponse: captcha.answer } : {}) },
  })

/** GET seller: who sells, the one record the bank-transfer slip also names as payee. */
export const sellerQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['seller', locale] as const,
    queryFn: () => callApi(api, 'GET api/v1/seller'),
    staleTime: 5 * 60_000,
  })
