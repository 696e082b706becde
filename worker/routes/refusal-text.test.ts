import { describe, expect, it } from 'vitest'
import { productId } from '../backend/commerce/test-fixtures'
import { REGISTER_CONSENTS } from '../backend/test-helpers'
import { appFetch, sameOrigin } from '../../test/edge/helpers'

/**
 * The backend refuses with a code and params only (issue 33 §3); the edge answers the code's text
 * in the caller's language — for a refusal the storefront once knew by its own key, that key's text.
 */
const post = (path: string, body: unknown, language: 'hrv' | 'eng') =>
  appFetch(
    path,
    sameOrigin({
      method: 'POST',
      headers: { 'content-type': 'application/json', language },
      body: JSON.stringify(body),
    }),
  )

const registration = (email: string, extra: Record<string, unknown>) => ({
  firstName: 'Ana',
  lastName: 'Anić',
  email,
  password: 'lozinka-odbijena-1',
  confirmedPassword: 'lozinka-odbijena-1',
  consents: REGISTER_CONSENTS,
  ...extra,
})

const address = {
  firstName: 'Ana',
  lastName: 'Anić',
  contactEmail: 'ana@example.com',
  contactPhone: '+385 91 555 666',
  country: 'XX',
  city: 'Split',
  street: 'Marmontova',
  houseNumber: '3',
  zipCode: '21000',
}

describe("a backend refusal through the edge, in the caller's language", () => {
  it('a cart refusal: an invalid quantity reads as the storefront always showed it', async () => {
    const mask = await productId('IZL-HW-MASKA')
    const hr = await post('/api/cart/items', { productId: mask, qty: 10000 }, 'hrv')
    expect(hr.status).toBe(400)
    expect(await hr.json()).toMatchObject({
      code: 'INVALID_QUANTITY',
      message: 'Količina mora biti pozitivan cijeli broj',
    })
    const en = await post('/api/cart/items', { productId: mask, qty: 10000 }, 'eng')
    expect(await en.json()).toMatchObject({
      code: 'INVALID_QUANTITY',
      message: 'The quantity must be a positive whole number',
    })
  })

  it('a register refusal: a membership card not issued to the address, and an unknown country with its param', async () => {
    const card = { memberCardBarcode: '3850000000015' }
    const hr = await post('/api/v1/user/web/register', registration(`kartica-${Date.now()}@izlog.test`, card), 'hrv')
    expect(hr.status).toBe(400)
    expect(await hr.json()).toMatchObject({
      code: 'MEMBER_CARD_NOT_CLAIMABLE',
      field: 'memberCardBarcode',
      message:
        'Članska iskaznica s tim brojem ne može se dodati vašem računu. Provjerite broj; iskaznicu koja nije izdana na vašu e-mail adresu dodjeljuje trgovina.',
    })
    const en = await post('/api/v1/user/web/register', registration(`card-${Date.now()}@izlog.test`, card), 'eng')
    expect(await en.json()).toMatchObject({
      code: 'MEMBER_CARD_NOT_CLAIMABLE',
      message:
        'A membership card with this number cannot be added to your account. Check the number; a card not issued to your e-mail address is assigned by the shop.',
    })

    const withAddress = (email: string) => registration(email, { addresses: [address] })
    const country = await post('/api/v1/user/web/register', withAddress(`drzava-${Date.now()}@izlog.test`), 'hrv')
    expect(await country.json()).toMatchObject({ code: 'UNKNOWN_COUNTRY', message: 'Nepoznata država XX.' })
    const countryEn = await post('/api/v1/user/web/register', withAddress(`country-${Date.now()}@izlog.test`), 'eng')
    expect(await countryEn.json()).toMatchObject({ code: 'UNKNOWN_COUNTRY', message: 'Unknown country XX.' })
  })
})
