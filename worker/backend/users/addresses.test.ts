import { describe, expect, it } from 'vitest'
import type { AddressDto, UserDto } from '../../../contract/dto/users'
import { callBackend, loginAs, uniqueEmail, REGISTER_CONSENTS } from '../test-helpers'

const address = {
  firstName: 'Ivo',
  lastName: "O'Brien",
  contactEmail: 'ivo@example.com',
  contactPhone: '+385 91 555 666',
  country: 'HR',
  city: 'Split',
  street: 'Marmontova',
  houseNumber: '3',
  zipCode: '21000',
}

async function customer() {
  const email = uniqueEmail('addr')
  await callBackend('POST', '/api/v1/user/web/register', {
    body: {
      email,
      password: 'adresa-lozinka',
      confirmedPassword: 'adresa-lozinka',
      firstName: 'Ivo',
      lastName: 'Ivić',
      consents: REGISTER_CONSENTS,
    },
  })
  return (await loginAs(email, 'adresa-lozinka')).accessToken
}

describe('user addresses', () => {
  it('creates and updates own addresses with SPEC limits', async () => {
    const token = await customer()
    const created = await callBackend<AddressDto>('POST', '/api/v1/user/web/address/create', {
      token,
      body: { ...address, kind: 'shipping', type: 'Shipping' },
    })
    expect(created.status).toBe(201)
    expect(created.json.data).toMatchObject({
      city: 'Split',
      country: 'HR',
      countryId: 191,
      kind: 'shipping',
      type: 'Shipping',
      companyName: '',
    })
    const id = created.json.data?.id ?? 0

    for (const [field, value, text] of [
      ['houseNumber', '1'.repeat(16), 'Unos može imati najviše 15 znakova'],
      ['zipCode', '1'.repeat(26), 'Unos može imati najviše 25 znakova'],
      ['city', 'c'.repeat(76), 'Unos može imati najviše 75 znakova'],
      ['contactEmail', 'nope', 'Unesite ispravnu e-mail adresu'],
    ] as const) {
      const res = await callBackend('POST', '/api/v1/user/web/address/create', {
        token,
        body: { ...address, [field]: value },
      })
      expect(res.status, field).toBe(400)
      expect(res.json, field).toMatchObject({ code: 'VALIDATION_ERROR', message: text, field })
    }
    for (const [field, value, refusal] of [
      ['firstName', 'Iv0', { code: 'NAME_CHARACTERS_NOT_ALLOWED', field: 'firstName' }],
      ['country', 'XX', { code: 'UNKNOWN_COUNTRY', field: 'country', params: { country: 'XX' } }],
    ] as const) {
      const res = await callBackend('POST', '/api/v1/user/web/address/create', {
        token,
        body: { ...address, [field]: value },
      })
      expect(res.status, field).toBe(400)
      expect(res.json, field).toMatchObject(refusal)
    }

    const updated = await callBackend<AddressDto>('PATCH', `/api/v1/user/web/address/update/${id}`, {
      token,
      body: { city: 'Zadar', zipCode: '23000', country: 191 },
    })
    expect(updated.status).toBe(200)
    expect(updated.json.data).toMatchObject({
      id,
      city: 'Zadar',
      zipCode: '23000',
      street: 'Marmontova',
      kind: 'shipping',
      type: 'Shipping',
    })
    const tooLong = await callBackend('PATCH', `/api/v1/user/web/address/update/${id}`, {
      token,
      body: { street: 's'.repeat(76) },
    })
    expect(tooLong.status).toBe(400)

    const profile = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', { token })
    expect(profile.json.data?.addresses.map((a) => a.city)).toEqual(['Zadar'])
  })

  it("refuses other users' addresses and anonymous calls", async () => {
    const owner = await customer()
    const other = await customer()
    const created = await callBackend<AddressDto>('POST', '/api/v1/user/web/address/create', {
      token: owner,
      body: address,
    })
    const id = created.json.data?.id ?? 0
    const res = await callBackend('PATCH', `/api/v1/user/web/address/update/${id}`, {
      token: other,
      body: { city: 'Pula' },
    })
    expect(res.status).toBe(404)
    expect((await callBackend('POST', '/api/v1/user/web/address/create', { body: address })).status).toBe(401)
    expect((await callBackend('PATCH', '/api/v1/user/web/address/update/abc', { token: owner, body: {} })).status).toBe(
      400,
    )
  })

  it('keeps one address per mark (main, billing, shipping) and deletes only own addresses', async () => {
    const owner = await customer()
    const create = async (kind: string, city: string) =>
      (
        await callBackend<AddressDto>('POST', '/api/v1/user/web/address/create', {
          token: owner,
          body: { ...address, city, kind },
        })
      ).json.data!
    const first = await create('billing', 'Rijeka')
    const second = await create('billing', 'Osijek')
    const third = await create('main', 'Zadar')
    const kinds = async () => {
      const profile = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', { token: owner })
      return Object.fromEntries((profile.json.data?.addresses ?? []).map((a) => [a.city, a.kind]))
    }
    expect(await kinds()).toEqual({ Rijeka: 'other', Osijek: 'billing', Zadar: 'main' })
    await callBackend('PATCH', `/api/v1/user/web/address/update/${first.id}`, { token: owner, body: { kind: 'main' } })
    expect(await kinds()).toEqual({ Rijeka: 'main', Osijek: 'billing', Zadar: 'other' })

    const stranger = await customer()
    expect(
      (await callBackend('DELETE', `/api/v1/user/web/address/delete/${second.id}`, { token: stranger })).status,
    ).toBe(404)
    expect((await callBackend('DELETE', `/api/v1/user/web/address/delete/${second.id}`, { token: owner })).status).toBe(
      200,
    )
    expect(await kinds()).toEqual({ Rijeka: 'main', Zadar: 'other' })
    expect(third.id).toBeGreaterThan(0)
  })
})
