import { env } from 'cloudflare:test'
import { hashPassword } from '../users/crypto'
import { loginAs, type TestTokens } from '../test-helpers'
import { PERSONAL_DATA, personBinds } from './personal-data'

/**
 * Test-only: a customer with a row in every table PERSONAL_DATA lists, each personal value carrying
 * the person's own `mark` (a random token), so a test can look for any trace of them afterwards.
 */
export interface TestPerson {
  id: number
  email: string
  mark: string
  password: string
  tokens: TestTokens
  uploadKey: string
}

const one = async <T>(sql: string, ...binds: unknown[]): Promise<T> => {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>()
  if (!row) throw new Error(`no row: ${sql}`)
  return row
}

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run()

export async function createTestPerson(prefix: string): Promise<TestPerson> {
  const mark = `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`
  const email = `${mark}@example.com`
  // A password of their own: one person's password never opens another's account.
  const password = `lozinka-${mark}`
  const hash = await hashPassword(password)
  const user = await one<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, phone,
       email_verified, register_consents) VALUES (?1, ?1, ?2, ?3, ?4, ?5, ?5, ?5, 1, '["privacy"]') RETURNING id`,
    email,
    hash.hash,
    hash.salt,
    hash.iterations,
    `Ime ${mark}`,
  )
  const id = user.id
  const country = await one<{ id: number }>('SELECT id FROM countries ORDER BY id LIMIT 1')
  const product = await one<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')
  await run(
    `INSERT INTO user_addresses (user_id, first_name, last_name, contact_email, contact_phone, country_id, city, street, house_number, zip_code)
     VALUES (?1, ?2, ?2, ?3, ?2, ?4, ?2, ?2, ?2, ?2)`,
    id,
    `A ${mark}`,
    email,
    country.id,
  )
  await run(
    'INSERT INTO user_companies (user_id, name, oib, address, town) VALUES (?1, ?2, ?2, ?2, ?2)',
    id,
    `Tvrtka ${mark}`,
  )
  await run(
    "INSERT INTO comments (resource_type, resource_id, user_id, body, rating) VALUES ('product', ?1, ?2, ?3, 5)",
    product.id,
    id,
    `recenzija ${mark}`,
  )
  await run('INSERT INTO wishlists (user_id, product_id) VALUES (?1, ?2)', id, product.id)
  const uploadKey = await insertEmailRows(mark, email, id)
  await run(
    "INSERT INTO user_identities (provider, subject, user_id, email) VALUES ('google', ?1, ?2, ?3)",
    `g-${mark}`,
    id,
    email,
  )
  const tokens = await loginAs(email, password)
  // After the login, which clears the account's failed tries: one old failure stays on record.
  await insertLoginFailure(email)
  return { id, email, mark, password, tokens, uploadKey }
}

const insertLoginFailure = (email: string) =>
  run('INSERT INTO login_failures (key, failures, last_failure_at) VALUES (?1, 1, 0)', `account:${email}`)

/** Test-only: a person without an account (a guest buyer who also subscribed, wrote, consented), marked as createTestPerson's. */
export async function createTestGuest(prefix: string): Promise<{ email: string; mark: string; uploadKey: string }> {
  const mark = `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`
  const email = `${mark}@example.com`
  const uploadKey = await insertEmailRows(mark, email, null)
  await insertLoginFailure(email)
  return { email, mark, uploadKey }
}

/**
 * The rows a person leaves under their e-mail, with or without an account: a guest checkout's
 * records and order (with its events, return, coupon use and invoice), the newsletter, consents, a
 * form submission with an upload, an e-mail sent, a membership card, an audit entry naming them.
 */
async function insertEmailRows(mark: string, email: string, accountId: number | null): Promise<string> {
  const country = await one<{ id: number }>('SELECT id FROM countries ORDER BY id LIMIT 1')
  const address = JSON.stringify({ firstName: `Ime ${mark}`, street: `Ulica ${mark}`, contactPhone: mark })
  const guest = await one<{ id: number }>(
    'INSERT INTO guest_users (email, details, company) VALUES (?1, ?2, ?2) RETURNING id',
    email,
    JSON.stringify({ name: mark }),
  )
  await run(
    `INSERT INTO guest_addresses (guest_user_id, first_name, last_name, contact_email, contact_phone, country_id, city, street, house_number, zip_code)
     VALUES (?1, ?2, ?2, ?3, ?2, ?4, ?2, ?2, ?2, ?2)`,
    guest.id,
    `G ${mark}`,
    email,
    country.id,
  )
  const cart = await one<{ id: string }>(
    `INSERT INTO carts (id, protect_code_hash, user_id, guest_user_id, instructions, company_data, member_card_barcode)
     VALUES (?1, ?1, ?2, ?3, ?1, ?4, ?1) RETURNING id`,
    `cart-${mark}`,
    accountId,
    guest.id,
    JSON.stringify({ name: mark }),
  )
  const order = await one<{ id: number }>(
    `INSERT INTO orders (slug, cart_id, user_id, guest_user_id, email, language, status, gift_message, order_message, gift_to, gift_from,
       member_card_barcode, shipping_address, billing_address, company_data, extended_details, client_address, order_total_cents)
     VALUES (?1, ?2, ?3, ?4, ?5, 'hr', 'delivered', ?1, ?1, ?1, ?1, ?1, ?6, ?6, ?6, ?6, ?1, 1250) RETURNING id`,
    `o-${mark}`,
    cart.id,
    accountId,
    guest.id,
    email,
    address,
  )
  await run(
    "INSERT INTO order_events (order_id, event, actor, detail) VALUES (?1, 'return_requested', ?2, ?3)",
    order.id,
    email,
    JSON.stringify({ reason: `razlog ${mark}` }),
  )
  await run('INSERT INTO returns (order_id, reason, staff_note) VALUES (?1, ?2, ?2)', order.id, `razlog ${mark}`)
  await run(
    "INSERT INTO coupon_uses (coupon_id, order_id, user_id, email) VALUES ((SELECT id FROM coupons WHERE code = 'IZLOG10'), ?1, ?2, ?3)",
    order.id,
    accountId,
    email,
  )
  await run(
    `INSERT INTO invoices (order_id, kind, year, premises, device, seq, number, total_cents, document)
     VALUES (?1, 'invoice', 2026, ?2, '1', 1, ?2, 1250, ?3)`,
    order.id,
    `P${mark}`,
    JSON.stringify({ buyer: { name: `Ime ${mark}`, address: `Ulica ${mark}` } }),
  )
  await run(
    "INSERT INTO newsletter_subscriptions (email, language, confirmation_token) VALUES (?1, 'hr', ?2)",
    email,
    `n-${mark}`,
  )
  const visitor = `v-${mark}`
  await run(
    `INSERT INTO consent_logs (status, status_timestamp, source_type, user_type, email, user_id, client_address, visitor_id)
     VALUES ('accepted', '2026-01-01T00:00:00Z', 'register', 'user', ?1, ?2, ?3, ?4)`,
    email,
    accountId,
    `ip-${mark}`,
    visitor,
  )
  // The same visitor's banner choice before they logged in: found through the visitor id alone.
  await run(
    `INSERT INTO consent_logs (status, status_timestamp, source_type, user_type, client_address, visitor_id)
     VALUES ('accepted', '2026-01-01T00:00:00Z', 'banner', 'visitor', ?1, ?2)`,
    `ip-${mark}`,
    visitor,
  )
  const form = await one<{ id: number }>('INSERT INTO forms (slug) VALUES (?1) RETURNING id', `f-${mark}`)
  const submission = await one<{ id: number }>(
    "INSERT INTO form_submissions (form_id, language, data, email, confirmation_token) VALUES (?1, 'hr', ?2, ?3, ?4) RETURNING id",
    form.id,
    JSON.stringify({ message: `poruka ${mark}`, email }),
    email,
    `fs-${mark}`,
  )
  const uploadKey = `form-uploads/${mark}/cv.txt`
  await env.MEDIA.put(uploadKey, `datoteka ${mark}`)
  await run(
    "INSERT INTO form_uploads (submission_id, form_id, field, r2_key, name, mime, size) VALUES (?1, ?2, 'cv', ?3, ?4, 'text/plain', 10)",
    submission.id,
    form.id,
    uploadKey,
    `cv-${mark}.txt`,
  )
  await run(
    // Already sent: a queued row would be due in every other test file's run of the outbox.
    `INSERT INTO email_outbox (kind, recipient, locale, subject, html, text, next_attempt_at, created_at, status)
     VALUES ('passwordReset', ?1, 'hr', ?2, ?2, ?2, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'sent')`,
    email,
    `mail ${mark}`,
  )
  await run(
    'INSERT INTO membership_cards (barcode, holder_name, active, issued_to_email) VALUES (?1, ?2, 1, ?3)',
    `B${mark}`,
    `Ime ${mark}`,
    email,
  )
  await run(
    "INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail) VALUES (NULL, 'staff@example.com', 'memberCard.assign', ?1, ?2)",
    `membershipCard:${mark}`,
    JSON.stringify({ email }),
  )
  return uploadKey
}

/** Per PERSONAL_DATA table, the rowids of the person's rows (to look at them again after an erasure). */
export async function rowidsOf(person: { id: number | null; email: string }): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {}
  for (const entry of PERSONAL_DATA) {
    const sql = `SELECT rowid AS r FROM ${entry.table} WHERE ${entry.find}`
    const { results } = await env.DB.prepare(sql)
      .bind(...personBinds(sql, { accountId: person.id, email: person.email }))
      .all<{ r: number }>()
    out[entry.table] = results.map((row) => row.r)
  }
  return out
}

/** Whole rows by rowid, to compare another person's before and after. */
export async function rowsByRowid(table: string, rowids: number[]): Promise<Record<string, unknown>[]> {
  if (rowids.length === 0) return []
  const { results } = await env.DB.prepare(
    `SELECT * FROM ${table} WHERE rowid IN (${rowids.map(() => '?').join(', ')}) ORDER BY rowid`,
  )
    .bind(...rowids)
    .all<Record<string, unknown>>()
  return results
}

export const holds = (value: unknown, mark: string): boolean =>
  value !== null && value !== undefined && String(value).toLowerCase().includes(mark.toLowerCase())

/** The person's marks left in the listed personal columns of the rows they had (tables kept as the law requires aside). */
export async function tracesOf(
  person: { mark: string; email: string },
  before: Record<string, number[]>,
): Promise<string[]> {
  const traces: string[] = []
  for (const entry of PERSONAL_DATA) {
    if (entry.erase.kind === 'keep') continue
    for (const row of await rowsByRowid(entry.table, before[entry.table] ?? [])) {
      for (const column of entry.personal)
        if (holds(row[column], person.mark) || holds(row[column], person.email)) traces.push(`${entry.table}.${column}`)
    }
  }
  return traces
}
