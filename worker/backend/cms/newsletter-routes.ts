import type { NewsletterConfirmResult, NewsletterSubscription } from '../../../contract/dto/cms'
import { CONFIRMATION_TOKEN } from '../../../contract/schemas/cms-form'
import { engagement } from '../../../contract/endpoints/engagement'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { refuseOverThrottle } from '../request-budget'
import { NEWSLETTER_CONSENT } from '../../../contract/schemas/consents'
import { acceptedNumbers, assertRequiredConsents, consentLogStatement } from './consents'
import { requestOrigin } from './consent-origin'
import { nowIso } from './shared'
import { confirmSubscription } from './newsletter'
import { signUpForNewsletter } from './newsletter-signup'

/**
 * POST newsletter/subscribe {email, consents?}: one subscription per e-mail, double opt-in — the
 * confirmation e-mail's link (GET newsletter/confirmEmail/{token}) makes it count.
 */
export const newsletterRoutes = endpointRoutes('api/v1/newsletter')

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

newsletterRoutes.on(engagement.newsletterSubscribe, async (c) => {
  const lang = c.get('lang')
  const input = c.req.valid('json')
  if (input.email === undefined || input.email === null || input.email === '')
    throw refuse(400, 'EMAIL_REQUIRED', { field: 'email' })
  if (typeof input.email !== 'string') throw refuse(400, 'INVALID_EMAIL', { field: 'email' })
  const email = input.email.trim().toLowerCase()
  if (email.length > 254 || !EMAIL.test(email)) throw refuse(400, 'INVALID_EMAIL', { field: 'email' })
  await assertRequiredConsents(c.env.DB, lang, 'newsletter', input.consents)
  const refused = await refuseOverThrottle(c, 'newsletter', email)
  if (refused) return refused
  const subscription = await signUpForNewsletter(c, email, lang)
  if (subscription.state === 'confirmed') throw refuse(409, 'ALREADY_SUBSCRIBED')
  const viewer = c.get('apiUser')
  await consentLogStatement(c.env.DB, {
    status: 'accepted',
    sourceType: 'newsletter',
    // Subscribing is the newsletter consent, also from a form that shows no box for it (the home page's).
    consents: [...new Set([...acceptedNumbers(input.consents), NEWSLETTER_CONSENT])],
    userType: viewer ? 'registered' : 'guest',
    email,
    userId: viewer?.userId ?? null,
    ...requestOrigin(c),
  }).run()
  const data: NewsletterSubscription = { email, subscribed: false, confirmationSent: true }
  return ok(c, data, 201)
})

newsletterRoutes.on(engagement.newsletterConfirmEmail, async (c) => {
  const token = (c.req.param('token') ?? '').trim()
  if (!CONFIRMATION_TOKEN.test(token)) throw refuse(400, 'INVALID_CONFIRMATION_ID')
  const confirmed = await confirmSubscription(c.env.DB, token, nowIso())
  if (!confirmed) throw refuse(404, 'CONFIRMATION_NOT_FOUND')
  const data: NewsletterConfirmResult = { email: confirmed.email, confirmed: true }
  return ok(c, data)
})
