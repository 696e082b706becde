import type { Locale } from '../../../contract/locales'
import { randomToken } from '../users/crypto'

export type Subscription = { state: 'confirmed' } | { state: 'pending'; token: string }

/**
 * Newsletter subscriptions, one per e-mail, double opt-in: a new (or still unconfirmed) address
 * gets a fresh confirmation token for the e-mail; a confirmed one is left as it is.
 */
export async function addSubscription(db: D1Database, email: string, language: Locale): Promise<Subscription> {
  const token = randomToken()
  const row = await db
    .prepare(
      `INSERT INTO newsletter_subscriptions (email, language, consent, confirmation_token) VALUES (?, ?, 1, ?)
       ON CONFLICT (email) DO UPDATE SET confirmation_token = excluded.confirmation_token, language = excluded.language
       WHERE newsletter_subscriptions.confirmed_at IS NULL
       RETURNING id`,
    )
    .bind(email, language, token)
    .first<{ id: number }>()
  return row ? { state: 'pending', token } : { state: 'confirmed' }
}

/** Confirms the subscription holding `token` (the first time is kept); null when no subscription has it. */
export async function confirmSubscription(
  db: D1Database,
  token: string,
  now: string,
): Promise<{ email: string } | null> {
  return db
    .prepare(
      'UPDATE newsletter_subscriptions SET confirmed_at = COALESCE(confirmed_at, ?) WHERE confirmation_token = ? RETURNING email',
    )
    .bind(now, token)
    .first<{ email: string }>()
}
