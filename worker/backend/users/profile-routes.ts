import type { Context } from 'hono'
import * as v from 'valibot'
import { requireBackoffice, requireUser, type BackendEnv } from '../context'
import { ok, refuse } from '../http'
import { validationFailure } from '../../lib/validation'
import { users } from '../../../contract/endpoints/users'
import { AddressSchema } from '../../../contract/schemas/users'
import { endpointRoutes } from '../routing'
import { getCheckoutSettings, isEmailVerificationRequired } from '../settings/repository'
import {
  addressDto,
  checkNames,
  deleteOwnAddress,
  insertAddress,
  insertAddressStatement,
  keepMarkUnique,
  prepareAddress,
  rowToInput,
  updateAddress,
} from './addresses'
import { hashPassword, randomToken, sha256Hex, verifyPassword } from './crypto'
import { buildPath } from '../../../contract/routes'
import { queueEmail } from '../email/queue'
import { emailLink } from '../email/links'
import { registrationAttemptMessage, verifyEmailMessage } from '../email/templates'
import type { RegisterResponse } from '../../../contract/dto/users'
import { claimableBarcode, isCardUsableBy, normaliseBarcode } from './membership'
import { refuseOverThrottle } from '../request-budget'
import { assertRequiredConsents } from '../cms/consents'
import { afterResponse } from './after-response'
import { confirmEmailChange, requestEmailChange } from './email-change'
import {
  deleteCompanyStatement,
  deleteUser,
  findUserByEmail,
  findUserByLogin,
  getOwnAddress,
  getUserRow,
  insertUser,
  updateProfileStatement,
  upsertCompanyStatement,
  userDto,
  verifyEmailByToken,
  type UserRow,
} from './users'
import { consentLogStatement } from '../cms/consents'
import { signUpIfNewsletterAccepted } from '../cms/newsletter-signup'
import { requestOrigin } from '../cms/consent-origin'

/** Registration, e-mail verification, profile, profile update, addresses and barcode validation. */
export const profileRoutes = endpointRoutes('api/v1/user')

/** Login takes the e-mail or the username: a username may not be an e-mail address other than the account's own. */
const usernameNotAnEmail = () => refuse(400, 'USERNAME_IS_EMAIL', { field: 'username' })

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message)
const isForeignKeyViolation = (error: unknown) =>
  error instanceof Error && /FOREIGN KEY constraint failed/i.test(error.message)

async function currentUserRow(db: D1Database, userId: number): Promise<UserRow> {
  const row = await getUserRow(db, userId)
  if (!row) throw refuse(401, 'NO_ACTIVE_USER')
  return row
}

profileRoutes.on(users.webProfile, async (c) => {
  const row = await currentUserRow(c.env.DB, requireUser(c).userId)
  return ok(c, await userDto(c.env.DB, row, c.get('lang')))
})

profileRoutes.on(users.staffProfile, async (c) => {
  const row = await currentUserRow(c.env.DB, requireBackoffice(c).userId)
  if (row.is_backoffice_user !== 1) throw refuse(403, 'BACKOFFICE_ONLY')
  return ok(c, await userDto(c.env.DB, row, c.get('lang')))
})

profileRoutes.on(users.register, async (c) => {
  const input = c.req.valid('json')
  const refused = await refuseOverThrottle(c, 'register', input.email)
  if (refused) return refused
  const db = c.env.DB
  const lang = c.get('lang')
  // The register form asks for them too; the account stands only with every required register consent.
  await assertRequiredConsents(db, lang, 'register', input.consents)
  const username = (input.username || input.email).toLowerCase()
  if (username !== input.email && username.includes('@')) throw usernameNotAnEmail()
  if (username !== input.email && (await findUserByLogin(db, username))) throw refuse(409, 'USERNAME_TAKEN')
  if (input.memberCardBarcode) {
    const refusedCard = await refuseOverThrottle(c, 'memberCardCheck', input.email)
    if (refusedCard) return refusedCard
  }
  const barcode = await claimableBarcode(db, input.memberCardBarcode, { id: null, email: input.email })
  const settings = await getCheckoutSettings(db)
  checkNames(input, settings)
  const addresses = await Promise.all(
    (input.addresses ?? []).map((a, i) => prepareAddress(db, a, settings, lang, `addresses.${i}.`)),
  )
  const verificationToken = (await isEmailVerificationRequired(db)) ? randomToken() : null
  const password = await hashPassword(input.password)
  // A known address gets the same answer as a new one (no account enumeration); its owner is told by e-mail.
  const response: RegisterResponse = { email: input.email, verificationRequired: verificationToken !== null }
  const existing = await findUserByEmail(db, input.email)
  if (existing) {
    await afterResponse(c, 'registration attempt notice', () => tellOwnerOfRegistrationAttempt(c, existing))
    return ok(c, response, 201)
  }
  let row: UserRow
  try {
    row = await insertUser(db, {
      email: input.email,
      username,
      password,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      memberCardBarcode: barcode,
      emailVerified: verificationToken === null,
      verificationTokenHash: verificationToken ? await sha256Hex(verificationToken) : null,
      consents: input.consents,
      storeId: c.get('storeId'),
      language: c.get('lang'),
    })
  } catch (error) {
    const raced = isUniqueViolation(error) ? await findUserByEmail(db, input.email) : null
    if (!raced) throw error
    await afterResponse(c, 'registration attempt notice', () => tellOwnerOfRegistrationAttempt(c, raced))
    return ok(c, response, 201)
  }
  const userId = row.id
  const extra: D1PreparedStatement[] = addresses.map((a) => insertAddressStatement(db, 'user_addresses', userId, a))
  if (input.company) extra.push(upsertCompanyStatement(db, userId, input.company))
  // Registration logs its own consents (the public log call cannot speak for 'register').
  if (input.consents?.length) {
    extra.push(
      consentLogStatement(db, {
        status: 'accepted',
        sourceType: 'register',
        consents: input.consents,
        userType: 'registered',
        email: row.email,
        userId,
        ...requestOrigin(c),
      }),
    )
  }
  if (extra.length > 0) {
    try {
      await db.batch(extra)
    } catch (error) {
      await deleteUser(db, userId)
      throw error
    }
  }
  await signUpIfNewsletterAccepted(c, row.email, input.consents)
  if (verificationToken) {
    // The link goes to the mailbox only (never to the client that registered).
    const link = emailLink(c, buildPath('confirmEmail', lang, {}, { verificationToken, redirect: input.redirect }))
    await queueEmail(c, 'verifyEmail', row.email, lang, verifyEmailMessage(lang, input.firstName || null, link))
  }
  return ok(c, response, 201)
})

/** Someone registered with an address that has an account: its owner may log in or set a new password. */
async function tellOwnerOfRegistrationAttempt(c: Context<BackendEnv>, owner: UserRow): Promise<void> {
  const lang = c.get('lang')
  const link = emailLink(c, buildPath('forgotPassword', lang))
  await queueEmail(
    c,
    'registrationAttempt',
    owner.email,
    lang,
    registrationAttemptMessage(lang, owner.first_name || null, link),
  )
}

profileRoutes.on(users.verifyEmail, async (c) => {
  const token = c.req.valid('param').token
  if (token.length > 200) throw refuse(404, 'INVALID_VERIFICATION_TOKEN')
  const tokenHash = await sha256Hex(token)
  // A new account's confirmation, or an e-mail change confirmed at its new address (email-change.ts).
  const email = (await verifyEmailByToken(c.env.DB, tokenHash)) ?? (await confirmEmailChange(c.env.DB, tokenHash))
  if (email === null) throw refuse(404, 'INVALID_VERIFICATION_TOKEN')
  return ok(c, { verified: true as const, email })
})

profileRoutes.on(users.updateProfile, async (c) => {
  const db = c.env.DB
  const input = c.req.valid('json')
  const row = await currentUserRow(db, requireUser(c).userId)
  const newEmail = input.email !== undefined && input.email !== row.email ? input.email : null
  if (newEmail !== null) {
    // Whoever holds an unlocked session must not take the account over by moving its e-mail.
    if (!input.currentPassword) throw refuse(400, 'CURRENT_PASSWORD_REQUIRED', { field: 'currentPassword' })
    const valid = await verifyPassword(input.currentPassword, {
      hash: row.password_hash,
      salt: row.password_salt,
      iterations: row.password_iterations,
    })
    if (!valid) throw refuse(400, 'INCORRECT_PASSWORD', { field: 'currentPassword' })
    const refused = await refuseOverThrottle(c, 'emailChange', newEmail)
    if (refused) return refused
    const other = await findUserByEmail(db, newEmail)
    if (other && other.id !== row.id) throw refuse(409, 'USER_EXISTS')
  }
  // The e-mail stays until the new address is confirmed (email-change.ts); so does a username that follows it.
  const email = row.email
  const requestedUsername = input.username?.toLowerCase()
  const username = requestedUsername === undefined || requestedUsername === newEmail ? row.username : requestedUsername
  if (username !== row.username) {
    if (username.includes('@') && username !== row.email) throw usernameNotAnEmail()
    const other = await findUserByLogin(db, username)
    if (other && other.id !== row.id) throw refuse(409, 'USERNAME_TAKEN')
  }
  let barcode = row.member_card_barcode
  if (
    input.memberCardBarcode !== undefined &&
    normaliseBarcode(input.memberCardBarcode ?? '') !== (row.member_card_barcode ?? '')
  ) {
    const refusedCard = await refuseOverThrottle(c, 'memberCardCheck', `user:${row.id}`)
    if (refusedCard) return refusedCard
    barcode = await claimableBarcode(db, input.memberCardBarcode, { id: row.id, email: row.email })
  }
  if (input.details) checkNames(input.details, await getCheckoutSettings(db), 'details.')
  const details = input.details ?? { firstName: row.first_name, lastName: row.last_name, phone: row.phone }
  const statements = [
    updateProfileStatement(db, row.id, {
      email,
      username,
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phone,
      memberCardBarcode: barcode,
    }),
  ]
  if (input.company === null) statements.push(deleteCompanyStatement(db, row.id))
  if (input.company) statements.push(upsertCompanyStatement(db, row.id, input.company))
  try {
    await db.batch(statements)
  } catch (error) {
    // The card was claimed by another account a moment ago (users.member_card_barcode is unique).
    if (isUniqueViolation(error) && /member_card/i.test(String(error)))
      await claimableBarcode(db, barcode, { id: row.id, email: row.email })
    if (isUniqueViolation(error)) throw refuse(409, 'USER_EXISTS')
    throw error
  }
  if (newEmail !== null) await requestEmailChange(c, row, newEmail)
  const updated = await currentUserRow(db, row.id)
  return ok(c, await userDto(db, updated, c.get('lang')))
})

profileRoutes.on(users.addressCreate, async (c) => {
  const db = c.env.DB
  const lang = c.get('lang')
  const user = requireUser(c)
  await currentUserRow(db, user.userId)
  const prepared = await prepareAddress(db, c.req.valid('json'), await getCheckoutSettings(db), lang)
  const id = await insertAddress(db, 'user_addresses', user.userId, prepared)
  await keepMarkUnique(db, user.userId, id, prepared.kind)
  const row = await getOwnAddress(db, user.userId, id)
  if (!row) throw new Error('address insert returned no row')
  return ok(c, addressDto(row, lang), 201)
})

profileRoutes.on(users.addressUpdate, async (c) => {
  const db = c.env.DB
  const lang = c.get('lang')
  const user = requireUser(c)
  const { id } = c.req.valid('param')
  const existing = await getOwnAddress(db, user.userId, id)
  if (!existing) throw refuse(404, 'ADDRESS_NOT_FOUND')
  const patch = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined))
  const merged = v.safeParse(AddressSchema, { ...rowToInput(existing), ...patch })
  // The merge of the row and the patch is checked as the row's validator checks a whole address.
  if (!merged.success) return validationFailure(c, merged.issues, lang)
  const prepared = await prepareAddress(db, merged.output, await getCheckoutSettings(db), lang)
  await updateAddress(db, 'user_addresses', id, prepared)
  await keepMarkUnique(db, user.userId, id, prepared.kind)
  const row = await getOwnAddress(db, user.userId, id)
  if (!row) throw refuse(404, 'ADDRESS_NOT_FOUND')
  return ok(c, addressDto(row, lang))
})

profileRoutes.on(users.addressDelete, async (c) => {
  const user = requireUser(c)
  const { id } = c.req.valid('param')
  try {
    if (!(await deleteOwnAddress(c.env.DB, user.userId, id))) throw refuse(404, 'ADDRESS_NOT_FOUND')
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refuse(409, 'ADDRESS_IN_USE')
    throw error
  }
  return ok(c, { deleted: true as const, id })
})

/** Whether the card gives the logged-in customer the member price (anonymous: never); throttled, so numbers cannot be guessed. */
profileRoutes.on(users.validateBarcode, async (c) => {
  const { barcode } = c.req.valid('json')
  const userId = c.get('apiUser')?.userId ?? null
  if (barcode === '') return ok(c, { isValid: false })
  const refused = await refuseOverThrottle(c, 'memberCardCheck', userId === null ? null : `user:${userId}`)
  if (refused) return refused
  return ok(c, { isValid: await isCardUsableBy(c.env.DB, barcode, userId) })
})
