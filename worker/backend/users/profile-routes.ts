import { Hono } from 'hono'
import * as v from 'valibot'
import { requireBackoffice, requireUser, type BackendEnv } from '../context'
import { BackendError, badRequest, conflict, notFound, ok, unauthorized, validate } from '../http'
import { getCheckoutSettings, isEmailVerificationRequired } from '../settings/repository'
import { addressDto, insertAddressStatement, prepareAddress, rowToInput, updateAddressStatement } from './addresses'
import { hashPassword, randomToken, sha256Hex } from './crypto'
import { isBarcodeUsableBy, isValidMembershipBarcode, membershipCardOwner, normaliseBarcode } from './membership'
import { findUserByEmail, findUserByLogin, getOwnAddress, getUserRow, userDto, type UserRow } from './repository'
import { AddressPatchSchema, AddressSchema, BarcodeCheckSchema, RegisterSchema, UpdateProfileSchema } from './schemas'

/** Registration, e-mail verification, profile, profile update, addresses and barcode validation. */
export const profileRoutes = new Hono<BackendEnv>()

const IdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'id must be a positive number.'), v.transform(Number)) })

const invalidBarcode = () => badRequest('Membership card barcode is invalid.', 'MEMBER_CARD_INVALID')

/** Empty / null barcode clears it; anything else must be a valid card not held by another user. */
async function checkedBarcode(db: D1Database, barcode: string | null | undefined, userId: number | null): Promise<string | null> {
  const code = normaliseBarcode(barcode ?? '')
  if (code === '') return null
  if (!(await isValidMembershipBarcode(db, code))) throw invalidBarcode()
  const owner = await membershipCardOwner(db, code)
  if (owner !== null && owner !== userId) throw conflict('This membership card is already assigned to another account.', 'MEMBER_CARD_TAKEN')
  return code
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message)
const isForeignKeyViolation = (error: unknown) => error instanceof Error && /FOREIGN KEY constraint failed/i.test(error.message)

async function currentUserRow(db: D1Database, userId: number): Promise<UserRow> {
  const row = await getUserRow(db, userId)
  if (!row) throw unauthorized('No active user', 'NO_ACTIVE_USER')
  return row
}

profileRoutes.get('/api/v1/user/web/profile', async (c) => {
  const row = await currentUserRow(c.env.DB, requireUser(c).userId)
  return ok(c, await userDto(c.env.DB, row, c.get('lang')))
})

profileRoutes.get('/api/v1/user/profile', async (c) => {
  const row = await currentUserRow(c.env.DB, requireBackoffice(c).userId)
  if (row.is_backoffice_user !== 1) throw new BackendError(403, 'BACKOFFICE_ONLY', 'Backoffice access required.')
  return ok(c, await userDto(c.env.DB, row, c.get('lang')))
})

profileRoutes.post('/api/v1/user/web/register', validate('json', RegisterSchema), async (c) => {
  const input = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const username = (input.username || input.email).toLowerCase()
  if (await findUserByEmail(db, input.email)) throw conflict('User already exist.', 'USER_EXISTS')
  if (username !== input.email && (await findUserByLogin(db, username))) throw conflict('Username already taken.', 'USERNAME_TAKEN')
  const barcode = await checkedBarcode(db, input.memberCardBarcode, null)
  const settings = await getCheckoutSettings(db)
  const addresses = await Promise.all((input.addresses ?? []).map((a, i) => prepareAddress(db, a, settings, lang, `addresses.${i}.`)))
  const verificationToken = (await isEmailVerificationRequired(db)) ? randomToken() : null
  const password = await hashPassword(input.password)
  let row: UserRow | null
  try {
    row = await db
      .prepare(
        `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, phone,
           member_card_barcode, email_verified, verification_token, register_consents, store_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .bind(
        input.email,
        username,
        password.hash,
        password.salt,
        password.iterations,
        input.firstName,
        input.lastName,
        input.phone,
        barcode,
        verificationToken ? 0 : 1,
        verificationToken ? await sha256Hex(verificationToken) : null,
        JSON.stringify(input.consents ?? []),
        c.get('storeId'),
      )
      .first<UserRow>()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('User already exist.', 'USER_EXISTS')
    throw error
  }
  if (!row) throw new Error('user insert returned no row')
  const extra: D1PreparedStatement[] = addresses.map((a) => insertAddressStatement(db, 'user_addresses', row.id, a))
  if (input.company) {
    extra.push(
      db
        .prepare('INSERT INTO user_companies (user_id, name, oib, address, town) VALUES (?, ?, ?, ?, ?)')
        .bind(row.id, input.company.name, input.company.oib, input.company.address, input.company.town),
    )
  }
  if (extra.length > 0) {
    try {
      await db.batch(extra)
    } catch (error) {
      await db.prepare('DELETE FROM users WHERE id = ?').bind(row.id).run()
      throw error
    }
  }
  return ok(c, { user: await userDto(db, row, lang), verificationToken }, 201)
})

profileRoutes.get('/api/v1/user/web/verify/:token', async (c) => {
  const token = c.req.param('token')
  if (token.length > 200) throw notFound('The verification link is invalid or was already used.', 'INVALID_VERIFICATION_TOKEN')
  const row = await c.env.DB.prepare(
    `UPDATE users SET email_verified = 1, verification_token = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE verification_token = ? RETURNING email`,
  )
    .bind(await sha256Hex(token))
    .first<{ email: string }>()
  if (!row) throw notFound('The verification link is invalid or was already used.', 'INVALID_VERIFICATION_TOKEN')
  return ok(c, { verified: true as const, email: row.email })
})

profileRoutes.patch('/api/v1/user/web/update', validate('json', UpdateProfileSchema), async (c) => {
  const db = c.env.DB
  const input = c.req.valid('json')
  const row = await currentUserRow(db, requireUser(c).userId)
  const email = input.email ?? row.email
  if (email !== row.email) {
    const other = await findUserByEmail(db, email)
    if (other && other.id !== row.id) throw conflict('User already exist.', 'USER_EXISTS')
  }
  const username = input.username?.toLowerCase() ?? (row.username === row.email ? email : row.username)
  if (username !== row.username) {
    const other = await findUserByLogin(db, username)
    if (other && other.id !== row.id) throw conflict('Username already taken.', 'USERNAME_TAKEN')
  }
  const barcode = input.memberCardBarcode === undefined ? row.member_card_barcode : await checkedBarcode(db, input.memberCardBarcode, row.id)
  const details = input.details ?? { firstName: row.first_name, lastName: row.last_name, phone: row.phone }
  const statements = [
    db
      .prepare(
        `UPDATE users SET email = ?, username = ?, first_name = ?, last_name = ?, phone = ?, member_card_barcode = ?,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
      )
      .bind(email, username, details.firstName, details.lastName, details.phone, barcode, row.id),
  ]
  if (input.company === null) statements.push(db.prepare('DELETE FROM user_companies WHERE user_id = ?').bind(row.id))
  if (input.company) {
    const co = input.company
    statements.push(
      db
        .prepare(
          `INSERT INTO user_companies (user_id, name, oib, address, town) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, oib = excluded.oib, address = excluded.address, town = excluded.town`,
        )
        .bind(row.id, co.name, co.oib, co.address, co.town),
    )
  }
  try {
    await db.batch(statements)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('User already exist.', 'USER_EXISTS')
    throw error
  }
  const updated = await currentUserRow(db, row.id)
  return ok(c, await userDto(db, updated, c.get('lang')))
})

profileRoutes.post('/api/v1/user/web/address/create', validate('json', AddressSchema), async (c) => {
  const db = c.env.DB
  const lang = c.get('lang')
  const user = requireUser(c)
  await currentUserRow(db, user.userId)
  const prepared = await prepareAddress(db, c.req.valid('json'), await getCheckoutSettings(db), lang)
  const inserted = await insertAddressStatement(db, 'user_addresses', user.userId, prepared).first<{ id: number }>()
  const row = inserted ? await getOwnAddress(db, user.userId, inserted.id) : null
  if (!row) throw new Error('address insert returned no row')
  return ok(c, addressDto(row, lang), 201)
})

profileRoutes.patch('/api/v1/user/web/address/update/:id', validate('param', IdParamSchema), validate('json', AddressPatchSchema), async (c) => {
  const db = c.env.DB
  const lang = c.get('lang')
  const user = requireUser(c)
  const { id } = c.req.valid('param')
  const existing = await getOwnAddress(db, user.userId, id)
  if (!existing) throw notFound('Address not found.', 'ADDRESS_NOT_FOUND')
  const patch = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined))
  const merged = v.safeParse(AddressSchema, { ...rowToInput(existing), ...patch })
  if (!merged.success) throw badRequest(merged.issues[0]?.message ?? 'Invalid address.', 'VALIDATION_ERROR')
  const prepared = await prepareAddress(db, merged.output, await getCheckoutSettings(db), lang)
  await updateAddressStatement(db, 'user_addresses', id, prepared).run()
  const row = await getOwnAddress(db, user.userId, id)
  if (!row) throw notFound('Address not found.', 'ADDRESS_NOT_FOUND')
  return ok(c, addressDto(row, lang))
})

profileRoutes.delete('/api/v1/user/web/address/delete/:id', validate('param', IdParamSchema), async (c) => {
  const user = requireUser(c)
  const { id } = c.req.valid('param')
  try {
    const result = await c.env.DB.prepare('DELETE FROM user_addresses WHERE id = ? AND user_id = ?').bind(id, user.userId).run()
    if (result.meta.changes !== 1) throw notFound('Address not found.', 'ADDRESS_NOT_FOUND')
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('The address is used by an order or cart and cannot be deleted.', 'ADDRESS_IN_USE')
    throw error
  }
  return ok(c, { deleted: true as const, id })
})

profileRoutes.post('/api/v1/user/validateMembersBarcode', validate('json', BarcodeCheckSchema), async (c) => {
  const { barcode } = c.req.valid('json')
  const userId = c.get('apiUser')?.userId ?? null
  return ok(c, { isValid: barcode !== '' && (await isBarcodeUsableBy(c.env.DB, barcode, userId)) })
})
