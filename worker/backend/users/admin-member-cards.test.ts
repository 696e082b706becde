import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminMemberCardDetail, AdminMemberCardRow } from '../../../contract/dto/admin'
import type { LastPagePage } from '../../../contract/dto/cms'
import type { UserDto } from '../../../contract/dto/users'
import { ean13CheckDigit } from '../../../contract/validation/ean13'
import { isCardUsableBy } from './membership'
import { callBackend, uniqueClientAddress } from '../test-helpers'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'

/**
 * Staff issue, assign, release and (de)activate membership cards (issue 32); every change is in
 * the audit log. Nobody else may: a customer claims only a card issued to their own e-mail, on
 * their profile.
 */

let staff: TestCustomer
beforeAll(async () => {
  staff = await newCustomer(true)
})

/** A fresh EAN-13 number (12 random digits and their check digit). */
function newCardNumber(): string {
  const data = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => String(byte % 10)).join('')
  return `${data}${ean13CheckDigit(data)}`
}

const asStaff = <T>(method: string, path: string, body?: unknown, language = 'hr') =>
  callBackend<T>(method, path, { token: staff.token, body, language })

async function issue(email: string): Promise<AdminMemberCardRow> {
  const res = await asStaff<AdminMemberCardRow>('POST', '/api/v1/admin/member-cards', {
    barcode: newCardNumber(),
    email,
  })
  expect(res.status, res.json.message).toBe(201)
  return res.json.data as AdminMemberCardRow
}

const detail = async (id: number) =>
  (await asStaff<AdminMemberCardDetail>('GET', `/api/v1/admin/member-cards/${id}`)).json.data as AdminMemberCardDetail
const holderOf = async (barcode: string) =>
  (await env.DB.prepare('SELECT id FROM users WHERE member_card_barcode = ?').bind(barcode).first<{ id: number }>())
    ?.id ?? null
const auditCount = async (barcode: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE subject = ?')
      .bind(`membershipCard:${barcode}`)
      .first<{ n: number }>()
  )?.n ?? 0
const claimOnProfile = (token: string, memberCardBarcode: string) =>
  callBackend<UserDto>('PATCH', '/api/v1/user/web/update', {
    token,
    body: { memberCardBarcode },
    headers: { 'x-izlog-client-address': uniqueClientAddress() },
    language: 'en',
  })

describe('who may change membership cards', () => {
  it('attacker: a visitor (401) and a customer (403) are refused on every member-card call, and nothing changes', async () => {
    const victim = await newCustomer(false)
    const attacker = await newCustomer(false)
    const card = await issue(victim.email)
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/admin/member-cards'],
      ['GET', `/api/v1/admin/member-cards/${card.id}`],
      ['POST', '/api/v1/admin/member-cards', { barcode: newCardNumber(), email: attacker.email }],
      ['POST', `/api/v1/admin/member-cards/${card.id}/assign`, { email: attacker.email }],
      ['POST', `/api/v1/admin/member-cards/${card.id}/release`, {}],
      ['POST', `/api/v1/admin/member-cards/${card.id}/active`, { active: false }],
    ]
    for (const [method, path, body] of calls) {
      expect((await callBackend(method, path, { body })).status, `${method} ${path}`).toBe(401)
      const refused = await callBackend(method, path, { token: attacker.token, body })
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect(refused.json.code).toBe('BACKOFFICE_ONLY')
    }
    expect(await holderOf(card.barcode)).toBeNull()
    expect(await auditCount(card.barcode)).toBe(1)
    expect((await detail(card.id)).card).toMatchObject({ active: true, issuedToEmail: victim.email, holder: null })
  })

  it('attacker: a customer cannot claim a card staff assigned to someone else, nor use the staff call to take it', async () => {
    const victim = await newCustomer(false)
    const attacker = await newCustomer(false)
    const card = await issue(victim.email)
    expect(
      (await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/assign`, { email: victim.email })).status,
    ).toBe(200)

    const onProfile = await claimOnProfile(attacker.token, card.barcode)
    expect(onProfile.status).toBe(400)
    expect(onProfile.json.code).toBe('MEMBER_CARD_NOT_CLAIMABLE')
    const staffCall = await callBackend('POST', `/api/v1/admin/member-cards/${card.id}/assign`, {
      token: attacker.token,
      body: { email: attacker.email },
    })
    expect(staffCall.status).toBe(403)
    expect(await holderOf(card.barcode)).toBe(victim.userId)
    expect(await isCardUsableBy(env.DB, card.barcode, attacker.userId)).toBe(false)

    // Released by staff, the card is still issued to the victim's e-mail: still not the attacker's to claim.
    expect((await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/release`, {})).status).toBe(200)
    expect((await claimOnProfile(attacker.token, card.barcode)).json.code).toBe('MEMBER_CARD_NOT_CLAIMABLE')
    expect(await holderOf(card.barcode)).toBeNull()
  })
})

describe('staff and membership cards', () => {
  it('issues a card to an e-mail; that customer claims it on the profile; the history says who issued it', async () => {
    const customer = await newCustomer(false)
    const card = await issue(customer.email.toUpperCase())
    expect(card).toMatchObject({ active: true, issuedToEmail: customer.email, holder: null, validUntil: null })
    expect(card.barcode).toMatch(/^\d{13}$/)

    const claimed = await claimOnProfile(customer.token, card.barcode)
    expect(claimed.status).toBe(200)
    expect(claimed.json.data?.memberCardBarcode).toBe(card.barcode)
    expect(await isCardUsableBy(env.DB, card.barcode, customer.userId)).toBe(true)

    const { card: after, history } = await detail(card.id)
    expect(after.holder).toEqual({ id: customer.userId, email: customer.email, name: 'Test Kupac' })
    expect(history).toEqual([
      expect.objectContaining({
        action: 'memberCard.issue',
        actorEmail: staff.email,
        detail: { email: customer.email },
      }),
    ])
    const entry = await env.DB.prepare('SELECT actor_user_id FROM audit_log WHERE id = ?')
      .bind(history[0]?.id)
      .first<{ actor_user_id: number }>()
    expect(entry?.actor_user_id).toBe(staff.userId)

    const again = await asStaff(
      'POST',
      '/api/v1/admin/member-cards',
      { barcode: card.barcode, email: 'drugi@example.com' },
      'en',
    )
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ code: 'MEMBER_CARD_EXISTS' })
    expect(await auditCount(card.barcode)).toBe(1)
  })

  it('finds cards by number, issued-to e-mail or holder’s e-mail (any length of term), 25 a page', async () => {
    const holder = await newCustomer(false)
    const tag = crypto.randomUUID().slice(0, 8)
    const issuedTo = `kartica-${tag}@example.com`
    const card = await issue(issuedTo)
    expect(
      (await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/assign`, { email: holder.email })).status,
    ).toBe(200)
    const second = await issue(issuedTo)

    const search = async (q: string) =>
      (await asStaff<LastPagePage<AdminMemberCardRow>>('GET', `/api/v1/admin/member-cards?q=${encodeURIComponent(q)}`))
        .json.data
    expect((await search(card.barcode.slice(2, 11)))?.data.map((row) => row.id)).toContain(card.id)
    // Assigning made the card issued to the holder; the second card is still issued to the address.
    expect((await search(holder.email.toUpperCase()))?.data.map((row) => row.id)).toEqual([card.id])
    expect((await search(tag))?.data.map((row) => row.id)).toEqual([second.id])
    // Issue 37: by the holder's name too.
    await env.DB.prepare('UPDATE users SET last_name = ? WHERE id = ?').bind(`Holder${tag}`, holder.userId).run()
    expect(await search(`test holder${tag}`)).toMatchObject({ total: 1, data: [{ id: card.id }] })
    // Longer than a LIKE pattern D1 accepts (50 bytes): still an answer, not an error.
    const long = await asStaff<LastPagePage<AdminMemberCardRow>>(
      'GET',
      `/api/v1/admin/member-cards?q=${encodeURIComponent(`ž%_'"😀${'x'.repeat(60)}`)}`,
    )
    expect(long.status).toBe(200)
    expect(long.json.data?.total).toBe(0)

    for (let i = 0; i < 26; i++) await issue(`stranica-${tag}@example.com`)
    const first = (
      await asStaff<LastPagePage<AdminMemberCardRow>>('GET', `/api/v1/admin/member-cards?q=stranica-${tag}`)
    ).json.data
    expect(first).toMatchObject({ total: 26, perPage: 25, lastPage: 2 })
    expect(first?.data).toHaveLength(25)
    const last = (
      await asStaff<LastPagePage<AdminMemberCardRow>>('GET', `/api/v1/admin/member-cards?q=stranica-${tag}&page=2`)
    ).json.data
    expect(last?.data).toHaveLength(1)
  })

  it('assigns a card to an existing account and releases it; each is audited; conflicts are explained', async () => {
    const customer = await newCustomer(false)
    const other = await newCustomer(false)
    const card = await issue(`netko-${crypto.randomUUID().slice(0, 8)}@example.com`)

    const assigned = await asStaff<AdminMemberCardRow>('POST', `/api/v1/admin/member-cards/${card.id}/assign`, {
      email: ` ${customer.email.toUpperCase()} `,
    })
    expect(assigned.status).toBe(200)
    expect(assigned.json.data).toMatchObject({
      issuedToEmail: customer.email,
      holder: { id: customer.userId, email: customer.email },
    })
    expect(await isCardUsableBy(env.DB, card.barcode, customer.userId)).toBe(true)
    // The same assignment again changes nothing.
    expect(
      (await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/assign`, { email: customer.email })).status,
    ).toBe(200)

    const held = await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/assign`, { email: other.email }, 'en')
    expect(held.status).toBe(409)
    expect(held.json).toMatchObject({
      code: 'MEMBER_CARD_HELD',
      params: { email: customer.email },
    })
    const secondCard = await issue(other.email)
    const hasCard = await asStaff('POST', `/api/v1/admin/member-cards/${secondCard.id}/assign`, {
      email: customer.email,
    })
    expect(hasCard.status).toBe(409)
    expect(hasCard.json).toMatchObject({
      code: 'ACCOUNT_HAS_CARD',
      params: { email: customer.email, barcode: card.barcode },
    })
    const nobody = await asStaff(
      'POST',
      `/api/v1/admin/member-cards/${card.id}/assign`,
      { email: 'nitko-ovdje@example.com' },
      'en',
    )
    expect(nobody.status).toBe(404)
    expect(nobody.json).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' })

    const released = await asStaff<AdminMemberCardRow>('POST', `/api/v1/admin/member-cards/${card.id}/release`, {})
    expect(released.status).toBe(200)
    expect(released.json.data?.holder).toBeNull()
    expect(await holderOf(card.barcode)).toBeNull()
    const twice = await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/release`, {}, 'en')
    expect(twice.status).toBe(409)
    expect(twice.json).toMatchObject({ code: 'MEMBER_CARD_NOT_HELD' })

    const { history } = await detail(card.id)
    expect(history.map((entry) => entry.action)).toEqual([
      'memberCard.release',
      'memberCard.assign',
      'memberCard.issue',
    ])
    expect(history[0]).toMatchObject({
      actorEmail: staff.email,
      detail: { accountId: customer.userId, email: customer.email },
    })
    expect(history[1]?.detail).toMatchObject({ accountId: customer.userId, email: customer.email })
  })

  it('deactivates and activates a card: an inactive card gives no member price; a change to the same state is not logged', async () => {
    const customer = await newCustomer(false)
    const card = await issue(customer.email)
    expect(
      (await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/assign`, { email: customer.email })).status,
    ).toBe(200)

    const off = await asStaff<AdminMemberCardRow>('POST', `/api/v1/admin/member-cards/${card.id}/active`, {
      active: false,
    })
    expect(off.json.data?.active).toBe(false)
    expect(await isCardUsableBy(env.DB, card.barcode, customer.userId)).toBe(false)
    expect((await asStaff('POST', `/api/v1/admin/member-cards/${card.id}/active`, { active: false })).status).toBe(200)
    const on = await asStaff<AdminMemberCardRow>('POST', `/api/v1/admin/member-cards/${card.id}/active`, {
      active: true,
    })
    expect(on.json.data?.active).toBe(true)
    expect(await isCardUsableBy(env.DB, card.barcode, customer.userId)).toBe(true)
    expect((await detail(card.id)).history.map((entry) => entry.action)).toEqual([
      'memberCard.activate',
      'memberCard.deactivate',
      'memberCard.assign',
      'memberCard.issue',
    ])
  })

  it('bad input is a translated 400 (or 404), never a 500', async () => {
    const good = newCardNumber()
    const wrongDigit = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`
    const cases: Array<[string, string, unknown, number, string, string]> = [
      [
        'POST',
        '/api/v1/admin/member-cards',
        { barcode: wrongDigit, email: 'a@example.com' },
        400,
        'Broj iskaznice ima 13 znamenki (EAN-13) s ispravnom kontrolnom znamenkom. Provjerite broj.',
        'A card number has 13 digits (EAN-13) with a matching check digit. Please check the number.',
      ],
      [
        'POST',
        '/api/v1/admin/member-cards',
        { barcode: 'T12345', email: 'a@example.com' },
        400,
        'Broj iskaznice ima 13 znamenki (EAN-13) s ispravnom kontrolnom znamenkom. Provjerite broj.',
        'A card number has 13 digits (EAN-13) with a matching check digit. Please check the number.',
      ],
      [
        'POST',
        '/api/v1/admin/member-cards',
        { barcode: good, email: 'nije-adresa' },
        400,
        'Unesite ispravnu e-mail adresu',
        'Enter a valid e-mail address',
      ],
      [
        'POST',
        '/api/v1/admin/member-cards',
        { barcode: good },
        400,
        'Unos ovog polja je obavezan',
        'This field is required',
      ],
      [
        'POST',
        '/api/v1/admin/member-cards/1/assign',
        { email: 42 },
        400,
        'Unos ovog polja je obavezan',
        'This field is required',
      ],
      [
        'POST',
        '/api/v1/admin/member-cards/1/active',
        { active: 'no' },
        400,
        'Unos ovog polja je obavezan',
        'This field is required',
      ],
      [
        'GET',
        `/api/v1/admin/member-cards?q=${'x'.repeat(500)}`,
        undefined,
        400,
        'Unos može imati najviše 120 znakova',
        'Enter at most 120 characters',
      ],
      [
        'POST',
        '/api/v1/admin/member-cards/999999999/release',
        {},
        404,
        // A refusal is a code: the edge writes its text in the caller's language.
        'MEMBER_CARD_NOT_FOUND',
        'MEMBER_CARD_NOT_FOUND',
      ],
    ]
    for (const [method, path, body, status, hr, en] of cases) {
      const inHr = await asStaff(method, path, body, 'hr')
      expect(inHr.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status)
      expect(inHr.json.message).toBe(hr)
      expect((await asStaff(method, path, body, 'en')).json.message).toBe(en)
    }
    const notJson = await callBackend('POST', '/api/v1/admin/member-cards', {
      token: staff.token,
      body: '{"barcode":',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM membership_cards WHERE barcode = ?')
        .bind(good)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
  })
})
