import { Hono } from 'hono'
import * as v from 'valibot'
import type { NewsletterSubscription } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { badRequest, conflict, ok, validate } from '../http'
import { ConsentListSchema, assertRequiredConsents, consentLogStatement } from './consents'
import { nowIso } from './shared'
import { addSubscription } from './newsletter'

/** POST newsletter/subscribe {email, consents?}: one subscription per e-mail. */
export const newsletterRoutes = new Hono<BackendEnv>()

const MESSAGES = {
  invalidEmail: { hr: 'Unesite ispravnu e-mail adresu', en: 'Please enter a valid e-mail address.' },
  required: { hr: 'Unos ovog polja je obavezan', en: 'This field is required.' },
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

const SubscribeSchema = v.object({
  email: v.optional(v.unknown()),
  consents: v.optional(ConsentListSchema, []),
})

newsletterRoutes.post('/api/v1/newsletter/subscribe', validate('json', SubscribeSchema), async (c) => {
  const lang = c.get('lang')
  const input = c.req.valid('json')
  if (input.email === undefined || input.email === null || input.email === '') throw badRequest(MESSAGES.required[lang], 'EMAIL_REQUIRED')
  if (typeof input.email !== 'string') throw badRequest(MESSAGES.invalidEmail[lang], 'INVALID_EMAIL')
  const email = input.email.trim().toLowerCase()
  if (email.length > 254 || !EMAIL.test(email)) throw badRequest(MESSAGES.invalidEmail[lang], 'INVALID_EMAIL')
  await assertRequiredConsents(c.env.DB, lang, 'newsletter', input.consents)
  if (!(await addSubscription(c.env.DB, email, lang))) throw conflict('already subscribed', 'ALREADY_SUBSCRIBED')
  const viewer = c.get('apiUser')
  await consentLogStatement(c.env.DB, {
    status: 'accepted',
    statusTimestamp: nowIso(),
    sourceType: 'newsletter',
    consents: input.consents,
    userType: viewer ? 'registered' : 'guest',
    email,
    userId: viewer?.userId ?? null,
  }).run()
  const data: NewsletterSubscription = { email, subscribed: true }
  return ok(c, data, 201)
})
