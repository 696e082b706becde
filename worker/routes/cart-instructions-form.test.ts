import { beforeAll, describe, expect, it } from 'vitest'
import type { Cart } from '../../contract/dto/commerce'
import { cartFormActions } from '../../contract/cart-form'
import { INSTRUCTIONS_MAX_LENGTH } from '../../contract/schemas/cart'
import { productId } from '../backend/commerce/test-fixtures'
import { ORIGIN, formPost, cookieHeader, jarCall, workerFetch, type Jar } from '../../test/edge/helpers'

/** The cart's note to the order as an HTML form (issue 38): saved without the app, 303 back with the outcome. */

let mask = 0

beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
})

const post = formPost

async function instructionsOf(jar: Jar): Promise<string | undefined> {
  const res = await jarCall('GET', '/api/cart', jar)
  return (await res.json<{ data: Cart | null }>()).data?.instructions
}

async function aCart(): Promise<Jar> {
  const jar: Jar = {}
  await post(cartFormActions.add, jar, { productId: String(mask), qty: '1', returnTo: '/kosarica' })
  expect(jar['cartId']).toBeTruthy()
  return jar
}

const location = (res: Response) => res.headers.get('Location') ?? ''

describe('the cart note form', () => {
  it('saves the note with the cart and 303s back with the outcome; an empty note clears it', async () => {
    const jar = await aCart()
    const res = await post(cartFormActions.instructions, jar, {
      instructions: 'Pozvoniti dvaput.\nUlaz iz dvorišta.',
      returnTo: '/kosarica',
    })
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/kosarica?cart=instructionsSaved')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await instructionsOf(jar)).toBe('Pozvoniti dvaput.\nUlaz iz dvorišta.')
    const cleared = await post(cartFormActions.instructions, jar, { instructions: '', returnTo: '/en/cart' })
    expect(location(cleared)).toBe('/en/cart?cart=instructionsSaved')
    expect(await instructionsOf(jar)).toBe('')
  })

  it('bad input is an outcome, never a 500, and changes nothing: too long, missing, not a form', async () => {
    const jar = await aCart()
    await post(cartFormActions.instructions, jar, { instructions: 'Prvo.', returnTo: '/kosarica' })
    const long = await post(cartFormActions.instructions, jar, {
      instructions: 'x'.repeat(INSTRUCTIONS_MAX_LENGTH + 1),
      returnTo: '/kosarica',
    })
    expect(long.status).toBe(303)
    expect(location(long)).toBe('/kosarica?cart=instructionsInvalid')
    const missing = await post(cartFormActions.instructions, jar, { returnTo: '/kosarica' })
    expect(location(missing)).toBe('/kosarica?cart=instructionsInvalid')
    const json = await workerFetch(cartFormActions.instructions, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', Cookie: cookieHeader(jar), Origin: ORIGIN },
      body: JSON.stringify({ instructions: 'JSON' }),
    })
    expect(json.status).toBe(303)
    expect(location(json)).toBe('/kosarica?cart=instructionsInvalid')
    expect(await instructionsOf(jar)).toBe('Prvo.')
  })

  it('without a cart: the outcome says the cart is empty; an unsafe return path goes to the cart page', async () => {
    const res = await post(cartFormActions.instructions, {}, { instructions: 'x', returnTo: '//evil.example/' })
    expect(location(res)).toBe('/kosarica?cart=cartEmpty')
  })

  it('attacker: a cross-site post is refused (translated 403) and the note stays', async () => {
    const jar = await aCart()
    await post(cartFormActions.instructions, jar, { instructions: 'Moja napomena.', returnTo: '/kosarica' })
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
    ]) {
      const res = await post(cartFormActions.instructions, jar, { instructions: 'Podmetnuto.' }, headers)
      expect(res.status).toBe(403)
      expect((await res.json<{ message: string }>()).message).toMatch(/odbijen/)
    }
    expect(await instructionsOf(jar)).toBe('Moja napomena.')
  })

  it('the cart page renders the note as a form that posts to the edge, and shows its outcome translated', async () => {
    const jar = await aCart()
    await post(cartFormActions.instructions, jar, { instructions: 'Na vrata.', returnTo: '/kosarica' })
    const hr = await (await jarCall('GET', '/kosarica?cart=instructionsSaved', jar)).text()
    const form = new RegExp(`<form[^>]*action="${cartFormActions.instructions}"[^>]*>([\\s\\S]*?)</form>`).exec(hr)
    expect(form?.[0]).toContain('method="post"')
    expect(form?.[1]).toMatch(/<textarea[^>]*name="instructions"[^>]*>Na vrata\.<\/textarea>/)
    expect(form?.[1]).toContain('type="submit"')
    expect(form?.[1]).toContain('name="returnTo" value="/kosarica"')
    expect(hr).toContain('role="status">Napomena je spremljena.')
    const en = await (await jarCall('GET', '/en/cart?cart=instructionsInvalid', jar)).text()
    expect(en).toContain('role="status">Your notes were not saved: they are too long. Shorten them and save again.')
  })
})
