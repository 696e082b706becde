import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { RegisterResponse, UserDto } from '../../../contract/dto/users'
import {
  REGISTER_CONSENTS,
  SEEDED,
  callBackend,
  issueTestCard,
  latestEmailTo,
  loginAs,
  uniqueClientAddress,
  uniqueEmail,
} from '../test-helpers'

const valid = (email: string) => ({
  email,
  password: 'dobra-lozinka',
  confirmedPassword: 'dobra-lozinka',
  firstName: 'Marija',
  lastName: 'Kovač',
  consents: REGISTER_CONSENTS,
})

describe('register', () => {
  it('registers a user who can log in at once (seed: verification not required)', async () => {
    const mistypedOib = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(uniqueEmail('oib')), company: { name: 'Izlog d.o.o.', oib: '12345678901' } },
    })
    expect(mistypedOib.status).toBe(400)
    expect(mistypedOib.json).toMatchObject({
      message: 'OIB nije ispravan: kontrolna znamenka ne odgovara. Provjerite broj.',
      field: 'company.oib',
    })

    const email = uniqueEmail('reg')
    const res = await callBackend<RegisterResponse>('POST', '/api/v1/user/web/register', {
      body: {
        ...valid(email.toUpperCase()),
        consents: [
          { uniqueNumber: 'privacy', accepted: true },
          { uniqueNumber: 'newsletter', accepted: false },
        ],
      },
    })
    expect(res.status).toBe(201)
    expect(res.json.data).toEqual({ email, verificationRequired: false })
    expect(JSON.stringify(res.json)).not.toMatch(/verificationToken/)
    const tokens = await loginAs(email, 'dobra-lozinka')
    expect(tokens.accessToken).toBeTruthy()
    const profile = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', { token: tokens.accessToken })
    expect(profile.json.data).toMatchObject({
      email,
      username: email,
      emailVerified: true,
      pendingEmail: null,
      details: { firstName: 'Marija', lastName: 'Kovač' },
    })
    const row = await env.DB.prepare(
      'SELECT password_hash, password_iterations, register_consents FROM users WHERE email = ?',
    )
      .bind(email)
      .first<{
        password_hash: string
        password_iterations: number
        register_consents: string
      }>()
    expect(row?.password_hash).not.toContain('dobra-lozinka')
    expect(row?.password_iterations).toBe(100000)
    expect(JSON.parse(row?.register_consents ?? '[]')).toEqual([
      { uniqueNumber: 'privacy', accepted: true },
      { uniqueNumber: 'newsletter', accepted: false },
    ])
  })

  it('validates password length, confirmation, e-mail and names', async () => {
    const email = uniqueEmail('reg')
    const short = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(email), password: 'short', confirmedPassword: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.json).toMatchObject({ message: 'Unos mora imati najmanje 8 znakova', field: 'password' })
    const mismatch = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(email), confirmedPassword: 'druga-lozinka' },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.json.message).toBe('Lozinke se moraju podudarati')
    expect(mismatch.json.field).toBe('confirmedPassword')
    const badEmail = await callBackend('POST', '/api/v1/user/web/register', { body: { ...valid('not-an-email') } })
    expect(badEmail.status).toBe(400)
    const noName = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(email), firstName: '  ' },
    })
    expect(noName.status).toBe(400)
    expect(noName.json).toMatchObject({ message: 'Unos ovog polja je obavezan', field: 'firstName' })
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?')
      .bind(email)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('a known e-mail gets the answer of a new one, and the account stays as it was', async () => {
    const dup = await callBackend('POST', '/api/v1/user/web/register', {
      body: valid('Kupac@izlog.hr'),
      headers: { 'x-izlog-client-address': uniqueClientAddress() },
    })
    expect(dup.status).toBe(201)
    expect(dup.json.data).toEqual({ email: 'kupac@izlog.hr', verificationRequired: false })
    expect((await loginAs(SEEDED.customer.email, SEEDED.customer.password)).accessToken).toBeTruthy()
  })

  it('registers with addresses and a valid membership card; refuses invalid cards and address limits', async () => {
    const address = {
      firstName: "D'Ana",
      lastName: 'Perić',
      contactEmail: 'ana@example.com',
      contactPhone: '+385 98 111 222',
      country: 'SI',
      city: 'Ljubljana',
      street: 'Slovenska cesta',
      houseNumber: '5a',
      zipCode: '1000',
    }
    const inactiveCard = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(uniqueEmail('reg')), memberCardBarcode: '3850000000046' },
    })
    expect(inactiveCard.status).toBe(400)
    expect(inactiveCard.json.code).toBe('MEMBER_CARD_NOT_CLAIMABLE')
    // Someone else's card: refused like a number that is no card at all.
    const othersCard = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(uniqueEmail('reg')), memberCardBarcode: '3850000000015' },
    })
    expect(othersCard.status).toBe(400)
    expect(othersCard.json.code).toBe('MEMBER_CARD_NOT_CLAIMABLE')
    const longStreet = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(uniqueEmail('reg')), addresses: [{ ...address, street: 'x'.repeat(76) }] },
    })
    expect(longStreet.status).toBe(400)
    expect(longStreet.json).toMatchObject({
      message: 'Unos može imati najviše 75 znakova',
      field: 'addresses.0.street',
    })

    const mistypedOib = await callBackend('POST', '/api/v1/user/web/register', {
      body: { ...valid(uniqueEmail('oib')), company: { name: 'Izlog d.o.o.', oib: '12345678901' } },
    })
    expect(mistypedOib.status).toBe(400)
    expect(mistypedOib.json).toMatchObject({
      message: 'OIB nije ispravan: kontrolna znamenka ne odgovara. Provjerite broj.',
      field: 'company.oib',
    })

    const email = uniqueEmail('reg')
    const card = await issueTestCard(email)
    const res = await callBackend<RegisterResponse>('POST', '/api/v1/user/web/register', {
      body: {
        ...valid(email),
        memberCardBarcode: card,
        addresses: [address],
        company: { name: 'Izlog d.o.o.', oib: '12345678903' },
      },
    })
    expect(res.status).toBe(201)
    const user = (
      await callBackend<UserDto>('GET', '/api/v1/user/web/profile', {
        token: (await loginAs(email, 'dobra-lozinka')).accessToken,
      })
    ).json.data
    expect(user?.memberCardBarcode).toBe(card)
    expect(user?.addresses).toHaveLength(1)
    expect(user?.addresses[0]).toMatchObject({
      country: 'SI',
      countryId: 705,
      houseNumber: '5a',
      type: 'Main',
      kind: 'main',
    })
    expect(user?.company).toMatchObject({ name: 'Izlog d.o.o.', oib: '12345678903' })
  })
})

describe('membership barcode validation', () => {
  it('answers isValid for active, inactive, unknown and empty barcodes', async () => {
    const from = uniqueClientAddress()
    const check = async (barcode: string, token?: string) =>
      (
        await callBackend<{ isValid: boolean }>('POST', '/api/v1/user/validateMembersBarcode', {
          body: { barcode },
          token,
          headers: { 'x-izlog-client-address': from },
        })
      ).json.data?.isValid
    expect(await check('3850000000046')).toBe(false)
    expect(await check('0000000000000')).toBe(false)
    expect(await check('')).toBe(false)
    // The customer's own card is valid for them, not for anyone else (an anonymous visitor never).
    expect(await check('3850000000015')).toBe(false)
    const tokens = await loginAs('kupac@izlog.hr', 'izlog-kupac-2026')
    expect(await check('3850000000015', tokens.accessToken)).toBe(true)
    // A card issued to another customer's e-mail is not the customer's.
    expect(await check('3850000000022', tokens.accessToken)).toBe(false)
    expect((await callBackend('POST', '/api/v1/user/validateMembersBarcode', { body: {} })).status).toBe(400)
  })
})

describe('profile update', () => {
  it('updates details, e-mail and barcode with the rules', async () => {
    const email = uniqueEmail('upd')
    await callBackend('POST', '/api/v1/user/web/register', { body: valid(email) })
    const tokens = await loginAs(email, 'dobra-lozinka')
    const newEmail = uniqueEmail('upd2')
    const card = await issueTestCard(email)
    const res = await callBackend<UserDto>('PATCH', '/api/v1/user/web/update', {
      token: tokens.accessToken,
      body: {
        details: { firstName: 'Maja', lastName: 'Novak', phone: '091 000 111' },
        email: newEmail,
        memberCardBarcode: card,
        currentPassword: 'dobra-lozinka',
      },
    })
    expect(res.status).toBe(200)
    // The new e-mail waits for its confirmation link (email-change.test.ts); the rest is saved at once.
    expect(res.json.data).toMatchObject({
      email,
      username: email,
      pendingEmail: newEmail,
      memberCardBarcode: card,
      details: { firstName: 'Maja', lastName: 'Novak' },
    })

    const invalidCard = await callBackend('PATCH', '/api/v1/user/web/update', {
      token: tokens.accessToken,
      body: { memberCardBarcode: '3850000000046' },
    })
    expect(invalidCard.status).toBe(400)
    const taken = await callBackend('PATCH', '/api/v1/user/web/update', {
      token: tokens.accessToken,
      body: { email: 'kupac@izlog.hr', currentPassword: 'dobra-lozinka' },
    })
    expect(taken.status).toBe(409)
    expect(taken.json.code).toBe('USER_EXISTS')
    const cleared = await callBackend<UserDto>('PATCH', '/api/v1/user/web/update', {
      token: tokens.accessToken,
      body: { memberCardBarcode: '' },
    })
    expect(cleared.json.data?.memberCardBarcode).toBeNull()
    const noToken = await callBackend('PATCH', '/api/v1/user/web/update', { body: { email: uniqueEmail() } })
    expect(noToken.status).toBe(401)
    // Nothing lost after the refused calls.
    const profile = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', { token: tokens.accessToken })
    expect(profile.json.data).toMatchObject({ email, pendingEmail: newEmail, details: { firstName: 'Maja' } })
  })

  it('staff require e-mail confirmation; the link carries the safe return path; a customer cannot change the setting', async () => {
    const staff = (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
    const customerEmail = uniqueEmail('not-staff')
    await callBackend('POST', '/api/v1/user/web/register', { body: valid(customerEmail) })
    const customer = (await loginAs(customerEmail, 'dobra-lozinka')).accessToken
    expect(
      (
        await callBackend('PATCH', '/api/v1/admin/settings/registration', {
          token: customer,
          body: { emailVerificationRequired: true },
        })
      ).status,
    ).toBe(403)
    expect(
      (await callBackend('PATCH', '/api/v1/admin/settings/registration', { body: { emailVerificationRequired: true } }))
        .status,
    ).toBe(401)
    expect(
      (
        await callBackend('PATCH', '/api/v1/admin/settings/registration', {
          token: staff,
          body: { emailVerificationRequired: 'yes' },
        })
      ).status,
    ).toBe(400)

    const on = await callBackend<{ emailVerificationRequired: boolean }>(
      'PATCH',
      '/api/v1/admin/settings/registration',
      { token: staff, body: { emailVerificationRequired: true } },
    )
    expect(on.json.data).toEqual({ emailVerificationRequired: true })
    try {
      const email = uniqueEmail('verify-return')
      const unsafe = await callBackend('POST', '/api/v1/user/web/register', {
        body: { ...valid(email), redirect: '//evil.example/x' },
      })
      expect(unsafe.status).toBe(400)
      const res = await callBackend<RegisterResponse>('POST', '/api/v1/user/web/register', {
        body: { ...valid(email), redirect: '/kosarica' },
      })
      expect(res.json.data?.verificationRequired).toBe(true)
      expect((await latestEmailTo(email))?.text).toMatch(
        /\/potvrdi-email\?verificationToken=[\w-]+&redirect=%2Fkosarica/,
      )
      expect(
        (await callBackend('POST', '/api/v1/login', { body: { username: email, password: 'dobra-lozinka' } })).status,
      ).not.toBe(200)
    } finally {
      await callBackend('PATCH', '/api/v1/admin/settings/registration', {
        token: staff,
        body: { emailVerificationRequired: false },
      })
    }
    const off = await callBackend<{ emailVerificationRequired: boolean }>(
      'GET',
      '/api/v1/admin/settings/registration',
      { token: staff },
    )
    expect(off.json.data).toEqual({ emailVerificationRequired: false })
  })
})
