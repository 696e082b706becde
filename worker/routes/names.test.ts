import { beforeAll, describe, expect, it } from 'vitest'
import { productId, SHIPPING_ADDRESS } from '../backend/commerce/test-fixtures'
import { REGISTER_CONSENTS } from '../backend/test-helpers'
import { jarCall, type Jar } from '../../test/edge/helpers'
import { sessionCookie } from '../../test/session'
import { messages } from '../../contract/validation/messages'

/**
 * Issue 34: one name rule (contract/validation/name.ts) for the register, profile, address book and
 * guest checkout calls, through the whole Worker as the shopper's browser sends them. Real names
 * pass; digits and markup are refused with the rule's text in the request's language, never an
 * English note or a field path.
 */

const NAMES = [
  ['Ana-Marija', 'Šimunović-Đurđević'],
  ['J.', "O'Brien"],
  ['Mary Ann', 'O’Neill'],
] as const
const REFUSED = ['Iv0', 'Ana<b>', '-'] as const
const LANGUAGES = [
  ['hrv', 'hr'],
  ['eng', 'en'],
] as const

let mask = 0
beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
})

const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`

const registration = (email: string, firstName: string, lastName: string) => ({
  firstName,
  lastName,
  email,
  password: 'lozinka-imena-1',
  confirmedPassword: 'lozinka-imena-1',
  consents: REGISTER_CONSENTS,
  addresses: [{ ...SHIPPING_ADDRESS, firstName, lastName }],
})

/** A cart session in a fresh jar (guest/update needs one). */
async function cartJar(): Promise<Jar> {
  const jar: Jar = {}
  expect((await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 })).status).toBe(200)
  return jar
}

const guestBody = (firstName: string, lastName: string) => ({
  email: unique('ime'),
  details: { firstName, lastName, phone: '+385911234567' },
  addresses: [{ ...SHIPPING_ADDRESS, firstName, lastName, kind: 'shipping', type: 'Shipping' }],
})

/** A registered customer's jar (the access cookie), for the profile and the address book. */
async function customerJar(): Promise<Jar> {
  const email = unique('kupac-ime')
  const res = await jarCall('POST', '/api/v1/user/web/register', {}, registration(email, 'Ana', 'Horvat'))
  expect(res.status).toBe(201)
  const [name, value] = (await sessionCookie(email)).split('=', 2) as [string, string]
  return { [name]: value }
}

interface Answer {
  code?: string
  message?: string
  field?: string
  data?: { firstName?: string; details?: { firstName: string; lastName: string } }
}

describe('names with a hyphen, a dot, an apostrophe or two parts (issue 34)', () => {
  it.each(NAMES)('%s %s passes guest/update, register, the profile and the address book', async (first, last) => {
    const guest = await jarCall('PATCH', '/api/v1/user/guest/update', await cartJar(), guestBody(first, last))
    expect(guest.status, await guest.clone().text()).toBe(200)
    expect(((await guest.json()) as { data: { details: object } }).data.details).toMatchObject({
      firstName: first,
      lastName: last,
    })

    const register = await jarCall('POST', '/api/v1/user/web/register', {}, registration(unique('ime'), first, last))
    expect(register.status, await register.clone().text()).toBe(201)

    const jar = await customerJar()
    const profile = await jarCall('PATCH', '/api/v1/user/web/update', jar, {
      details: { firstName: first, lastName: last },
    })
    expect(profile.status, await profile.clone().text()).toBe(200)
    expect(((await profile.json()) as Answer).data?.details).toMatchObject({ firstName: first, lastName: last })

    const address = await jarCall('POST', '/api/v1/user/web/address/create', jar, {
      ...SHIPPING_ADDRESS,
      firstName: first,
      lastName: last,
    })
    expect(address.status, await address.clone().text()).toBe(201)
    expect(((await address.json()) as Answer).data).toMatchObject({ firstName: first })
  })

  it.each(LANGUAGES)(
    'digits and markup are refused in %s with the rule’s text and no field path',
    async (language, locale) => {
      const text = messages[locale].validation.name
      const headers = { language }
      const jar = await customerJar()
      for (const name of REFUSED) {
        const answers = [
          [
            'details.lastName',
            await jarCall('PATCH', '/api/v1/user/guest/update', await cartJar(), guestBody('Ana', name), headers),
          ],
          [
            'firstName',
            await jarCall(
              'POST',
              '/api/v1/user/web/register',
              {},
              registration(unique('ime'), name, 'Horvat'),
              headers,
            ),
          ],
          [
            'details.lastName',
            await jarCall(
              'PATCH',
              '/api/v1/user/web/update',
              jar,
              { details: { firstName: 'Ana', lastName: name } },
              headers,
            ),
          ],
          [
            'firstName',
            await jarCall(
              'POST',
              '/api/v1/user/web/address/create',
              jar,
              { ...SHIPPING_ADDRESS, firstName: name },
              headers,
            ),
          ],
        ] as const
        for (const [field, res] of answers) {
          expect(res.status, `${name} ${field}`).toBe(400)
          const body = (await res.json()) as Answer
          expect(body, `${name} ${field}`).toMatchObject({ code: 'NAME_CHARACTERS_NOT_ALLOWED', message: text, field })
        }
      }
    },
  )

  it.each(LANGUAGES)(
    'a name left empty is refused in %s with the required text, never a field path or an English note',
    async (language, locale) => {
      const res = await jarCall(
        'PATCH',
        '/api/v1/user/guest/update',
        await cartJar(),
        { ...guestBody('Ana', 'Horvat'), addresses: [{ ...SHIPPING_ADDRESS, firstName: ' ' }] },
        { language },
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: messages[locale].validation.required,
        field: 'addresses.0.firstName',
      })
    },
  )
})
