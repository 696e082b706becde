import { SignJWT, jwtVerify } from 'jose'
import * as v from 'valibot'
import type { Bindings } from '../../lib/bindings'
import { columns, firstRow, type Row } from '../rows'

const identities = columns('user_identities')
const readUserId = (r: Row) => ({ user_id: identities.int(r, 'user_id') })

/**
 * Provider identities linked to accounts (user_identities: provider + the ID token's `sub`), and
 * the link ticket. The OAuth security BCP's account-linking rule: a provider login opens the
 * account its identity is linked to, never one it merely shares an e-mail with. An identity is
 * linked when it makes a new account, or when the owner of the existing, confirmed account with
 * that e-mail proves it by logging in with the password while holding the ticket the provider login
 * got (the edge keeps it in an HttpOnly cookie).
 */

export interface ProviderIdentity {
  provider: string
  subject: string
  email: string
}

/** The account an identity is linked to, if any. */
export async function linkedUserId(db: D1Database, provider: string, subject: string): Promise<number | null> {
  const row = await firstRow(
    db.prepare('SELECT user_id FROM user_identities WHERE provider = ? AND subject = ?').bind(provider, subject),
    readUserId,
  )
  return row?.user_id ?? null
}

/** Links the identity to the account; an identity already linked (to anyone) stays as it is. */
export async function linkIdentity(db: D1Database, userId: number, identity: ProviderIdentity): Promise<boolean> {
  const res = await db
    .prepare(
      'INSERT INTO user_identities (provider, subject, user_id, email) VALUES (?, ?, ?, ?) ON CONFLICT (provider, subject) DO NOTHING',
    )
    .bind(identity.provider, identity.subject, userId, identity.email)
    .run()
  return res.meta.changes === 1
}

export const linkIdentityStatement = (
  db: D1Database,
  userId: number,
  identity: ProviderIdentity,
): D1PreparedStatement =>
  db
    .prepare('INSERT INTO user_identities (provider, subject, user_id, email) VALUES (?, ?, ?, ?)')
    .bind(identity.provider, identity.subject, userId, identity.email)

/** How long a provider login waits for the password login that links it. */
export const LINK_TICKET_TTL_SECONDS = 15 * 60
const TICKET_TYPE = 'social-link'

type TicketEnv = Pick<Bindings, 'JWT_SECRET' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>
const ticketKey = (env: TicketEnv) => new TextEncoder().encode(env.JWT_SECRET)
const ticketAudience = (env: TicketEnv) => `${env.JWT_AUDIENCE}:${TICKET_TYPE}`

/** A signed, short-lived ticket naming the verified identity that waits to be linked. */
export function sealLinkTicket(env: TicketEnv, identity: ProviderIdentity): Promise<string> {
  return new SignJWT({
    typ: TICKET_TYPE,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(env.JWT_ISSUER)
    .setAudience(ticketAudience(env))
    .setIssuedAt()
    .setExpirationTime(`${LINK_TICKET_TTL_SECONDS}s`)
    .sign(ticketKey(env))
}

const TicketSchema = v.object({
  typ: v.literal(TICKET_TYPE),
  provider: v.string(),
  subject: v.string(),
  email: v.string(),
})

/** The identity of a valid ticket, else null (forged, expired, another kind of token). */
export async function openLinkTicket(env: TicketEnv, ticket: string): Promise<ProviderIdentity | null> {
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(env), {
      algorithms: ['HS256'],
      issuer: env.JWT_ISSUER,
      audience: ticketAudience(env),
      requiredClaims: ['exp', 'iat'],
    })
    const parsed = v.safeParse(TicketSchema, payload)
    return parsed.success
      ? { provider: parsed.output.provider, subject: parsed.output.subject, email: parsed.output.email }
      : null
  } catch {
    return null
  }
}
