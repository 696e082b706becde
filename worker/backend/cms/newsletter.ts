import type { Locale } from '../../../contract/locales'

/** Newsletter subscriptions (one per e-mail). False when the address is subscribed already. */
export async function addSubscription(db: D1Database, email: string, language: Locale): Promise<boolean> {
  const row = await db
    .prepare('INSERT INTO newsletter_subscriptions (email, language, consent) VALUES (?, ?, 1) ON CONFLICT (email) DO NOTHING RETURNING id')
    .bind(email, language)
    .first<{ id: number }>()
  return row !== null
}
