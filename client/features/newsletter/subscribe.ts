import * as v from 'valibot'
import type { ApiFetch } from '../../../contract/api'
import type { NewsletterSubscription } from '../../../contract/dto/cms'

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
  api<NewsletterSubscription>({ method: 'POST', path: 'api/v1/newsletter/subscribe', body: { email } })
