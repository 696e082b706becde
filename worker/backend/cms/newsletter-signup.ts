import type { Context } from 'hono'
import type { Locale } from '../../../contract/locales'
import { buildPath } from '../../../contract/routes'
import type { BackendEnv } from '../context'
import { emailLink } from '../email/links'
import { queueEmail } from '../email/queue'
import { newsletterConfirmationMessage } from '../email/templates'
import { acceptedNumbers, consentsFor, type ConsentList } from './consents'
import { addSubscription, type Subscription } from './newsletter'

/**
 * Signs `email` up for the newsletter, double opt-in: a new or still unconfirmed address gets the
 * confirmation e-mail (through the outbox); a confirmed one is left as it is.
 */
export async function signUpForNewsletter(c: Context<BackendEnv>, email: string, lang: Locale): Promise<Subscription> {
  const subscription = await addSubscription(c.env.DB, email, lang)
  if (subscription.state === 'pending') {
    const link = emailLink(c, buildPath('confirmEmail', lang, {}, { newsletterConfirmation: subscription.token }))
    await queueEmail(c, 'newsletterConfirmation', email, lang, newsletterConfirmationMessage(lang, link))
  }
  return subscription
}

/**
 * The newsletter box of another form (register, checkout) is a consent that the newsletter sign-up
 * also asks for: ticked, it signs the address up as the sign-up does. The flow has logged its
 * consents itself; its outcome never depends on this (a failure is logged, not thrown).
 */
export async function signUpIfNewsletterAccepted(
  c: Context<BackendEnv>,
  email: string,
  consents: ConsentList,
): Promise<void> {
  const lang = c.get('lang')
  try {
    if (!newsletterAccepted(await consentsFor(c.env.DB, lang, 'newsletter'), consents)) return
    await signUpForNewsletter(c, email, lang)
  } catch (error) {
    console.error('izlog: the newsletter sign-up of a ticked box was not written', error)
  }
}

/** Whether the form's accepted consents tick one of the newsletter's (`newsletter`: consentsFor's answer). */
export function newsletterAccepted(
  newsletter: Awaited<ReturnType<typeof consentsFor>>,
  consents: ConsentList,
): boolean {
  const accepted = acceptedNumbers(consents)
  return newsletter.consents.some((consent) => accepted.has(consent.uniqueNumber) || accepted.has(String(consent.id)))
}
