import * as v from 'valibot'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'

export const NewsletterSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.email('validation.email'),
    v.maxLength(254, 'validation.maxLength'),
  ),
})

/** POST newsletter/subscribe {email} ('already subscribed' 409 for a duplicate). */
export const subscribeNewsletter = (api: ApiFetch, email: string) =>
  callApi(api, 'POST api/v1/newsletter/subscribe', { body: { email } })
