import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { UserDto } from '../../../contract/dto/users'
import { THROTTLES } from '../request-budget'
import {
  REGISTER_CONSENTS,
  SEEDED,
  callBackend,
  issueTestCard,
  loginAs,
  uniqueClientAddress,
  uniqueEmail,
} from '../test-helpers'

/**
 * A membership card belongs to one account, and an account claims one only when the card was
 * issued to its e-mail (issue 32); checking numbers is throttled per client and per account.
 */

const PASSWORD = 'clanska-lozinka-1'
const register = (email: string, memberCardBarcode?: string) =>
  callBackend('POST', '/api/v1/user/web/register', {
    body: {
      email,
      password: PASSWORD,
      confirmedPassword: PASSWORD,
      firstName: 'Kata',
      lastName: 'Katić',
      consents: REGISTER_CONSENTS,
      ...(memberCardBarcode ? { memberCardBarcode } : {}),
    },
    headers: { 'x-izlog-client-address': uniqueClientAddress() },
  })

async function customer() {
  const email = uniqueEmail('card')
  expect((await register(email)).status).toBe(201)
  return { email, token: (await loginAs(email, PASSWORD)).accessToken }
}

const setCard = (token: string, memberCardBarcode: string) =>
  callBackend<UserDto>('PATCH', '/api/v1/user/web/update', {
    token,
    body: { memberCardBarcode },
    headers: { 'x-izlog-client-address': uniqueClientAddress() },
    language: 'en',
  })

describe('claiming a membership card', () => {
  it('attacker: registers or edits the profile with a card number issued to someone else (held or not) — refused alike, no member price', async () => {
    const unheld = await issueTestCard(uniqueEmail('card-owner'))
    const unissued = await issueTestCard(null)
    for (const card of [unheld, unissued, '3850000000015', '3850000000022']) {
      const res = await register(uniqueEmail('card-thief'), card)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('MEMBER_CARD_NOT_CLAIMABLE')
    }
    const attacker = await customer()
    for (const card of [unheld, unissued, '3850000000015']) {
      const res = await setCard(attacker.token, card)
      expect(res.status).toBe(400)
      // One code for every card that is not the claimant's, and nothing about the card in it.
      expect(res.json).toMatchObject({ code: 'MEMBER_CARD_NOT_CLAIMABLE', field: 'memberCardBarcode' })
      expect(res.json.params).toBeUndefined()
    }
    const profile = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', { token: attacker.token })
    expect(profile.json.data?.memberCardBarcode).toBeNull()
    const kupac = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', {
      token: (await loginAs(SEEDED.customer.email, SEEDED.customer.password)).accessToken,
    })
    expect(kupac.json.data?.memberCardBarcode).toBe('3850000000015')
  })

  it('a card issued to the e-mail is claimed at registration or on the profile; a second account cannot hold it, and is not told whose it is', async () => {
    const email = uniqueEmail('card-holder')
    const card = await issueTestCard(email)
    expect((await register(email, card)).status).toBe(201)
    const holder = (await loginAs(email, PASSWORD)).accessToken
    expect(
      (await callBackend<UserDto>('GET', '/api/v1/user/web/profile', { token: holder })).json.data?.memberCardBarcode,
    ).toBe(card)

    const later = await customer()
    const laterCard = await issueTestCard(later.email)
    expect((await setCard(later.token, laterCard)).json.data?.memberCardBarcode).toBe(laterCard)

    // Staff re-issued the first card to another address while it is still held: that account is refused.
    const second = await customer()
    await env.DB.prepare('UPDATE membership_cards SET issued_to_email = ? WHERE barcode = ?')
      .bind(second.email, card)
      .run()
    const taken = await setCard(second.token, card)
    expect(taken.status).toBe(409)
    expect(taken.json.code).toBe('MEMBER_CARD_TAKEN')
    // Taken, without saying by whom.
    expect(taken.json.params).toBeUndefined()
  })

  it('attacker: guesses numbers with the barcode check — counted per account and per client, then 429', async () => {
    const attacker = await customer()
    const check = (barcode: string, from: string, token?: string) =>
      callBackend<{ isValid: boolean }>('POST', '/api/v1/user/validateMembersBarcode', {
        body: { barcode },
        token,
        headers: { 'x-izlog-client-address': from },
      })
    for (let i = 0; i < THROTTLES.memberCardCheck.perTarget.limit; i++)
      expect((await check(`38500001${i}`, uniqueClientAddress(), attacker.token)).status).toBe(200)
    expect((await check('3850000000015', uniqueClientAddress(), attacker.token)).status).toBe(429)

    const from = uniqueClientAddress()
    for (let i = 0; i < THROTTLES.memberCardCheck.perClient.limit; i++)
      expect((await check(`38500002${i}`, from)).status).toBe(200)
    const held = await check('3850000000015', from)
    expect(held.status).toBe(429)
    expect(held.json.code).toBe('TOO_MANY_REQUESTS')
  })
})

describe('saving a card on the profile (SPEC §5: validated by the server before it is saved)', () => {
  const profileCard = async (token: string) =>
    (await callBackend<UserDto>('GET', '/api/v1/user/web/profile', { token })).json.data?.memberCardBarcode

  it('a valid card issued to the account is saved, and a second one replaces it (the first is free again)', async () => {
    const me = await customer()
    const first = await issueTestCard(me.email)
    const saved = await setCard(me.token, first)
    expect(saved.status).toBe(200)
    expect(saved.json.data?.memberCardBarcode).toBe(first)
    // The same card again changes nothing and is not refused.
    expect((await setCard(me.token, ` ${first} `)).status).toBe(200)

    const second = await issueTestCard(me.email)
    expect((await setCard(me.token, second)).json.data?.memberCardBarcode).toBe(second)
    expect(await profileCard(me.token)).toBe(second)
    const holders = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE member_card_barcode = ?')
      .bind(first)
      .first<{ n: number }>()
    expect(holders?.n).toBe(0)
  })

  it('an unknown number, a switched-off card and an expired card are refused with the field named; the saved card stays', async () => {
    const me = await customer()
    const kept = await issueTestCard(me.email)
    expect((await setCard(me.token, kept)).status).toBe(200)
    const inactive = await issueTestCard(me.email)
    await env.DB.prepare('UPDATE membership_cards SET active = 0 WHERE barcode = ?').bind(inactive).run()
    const expired = await issueTestCard(me.email)
    await env.DB.prepare("UPDATE membership_cards SET valid_until = '2020-01-31' WHERE barcode = ?").bind(expired).run()
    for (const card of ['3850000099990', inactive, expired, '3850000000046']) {
      const res = await setCard(me.token, card)
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({ code: 'MEMBER_CARD_NOT_CLAIMABLE', field: 'memberCardBarcode' })
    }
    expect(await profileCard(me.token)).toBe(kept)
  })

  it('attacker: a card held by another account is not saved, even when it was issued to the attacker’s e-mail', async () => {
    const holder = await customer()
    const card = await issueTestCard(holder.email)
    expect((await setCard(holder.token, card)).status).toBe(200)
    const attacker = await customer()
    const refused = await setCard(attacker.token, card)
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe('MEMBER_CARD_NOT_CLAIMABLE')
    await env.DB.prepare('UPDATE membership_cards SET issued_to_email = ? WHERE barcode = ?')
      .bind(attacker.email, card)
      .run()
    const taken = await setCard(attacker.token, card)
    expect(taken.status).toBe(409)
    expect(taken.json).toMatchObject({ code: 'MEMBER_CARD_TAKEN', field: 'memberCardBarcode' })
    expect(await profileCard(attacker.token)).toBeNull()
    expect(await profileCard(holder.token)).toBe(card)
  })
})
