import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import { page } from '../../../test/session'
import { callBackend } from '../test-helpers'
import {
  asStaff,
  BASE,
  cleanUp,
  create,
  newAttribute,
  newImage,
  newProduct,
  save,
  trySave,
  unique,
} from './test-admin-products'

/**
 * The product editor's fields (issue 35): the four types, SEO texts (and the shop page's head),
 * sanitised descriptions, images with alt texts, attribute values checked against their attribute,
 * cross-sells; each bad value a 400 at its field.
 */

afterAll(cleanUp)

const shopGet = (slug: string, lang = 'hr') =>
  callBackend<ProductDetail>('GET', `/api/v1/product/web/get?slug=${slug}`, { language: lang })
const history = async (id: number) =>
  (
    await env.DB.prepare('SELECT price_cents FROM price_history WHERE product_id = ? ORDER BY id')
      .bind(id)
      .all<{ price_cents: number }>()
  ).results.map((r) => r.price_cents)

describe('every type of product', () => {
  it('creates each of the four types; a configurable keeps its prices and stock (its variants’) on save', async () => {
    for (const type of ['simple', 'bundle', 'eProduct'] as const) {
      const product = await create(newProduct(unique(), { type }))
      expect(product.type).toBe(type)
    }
    const configurable = await create(newProduct(unique(), { type: 'configurable' }))
    expect(configurable).toMatchObject({ type: 'configurable', retailPriceCents: 2000, stockQty: 10 })
    expect(configurable.configurable).not.toBeNull()
    const saved = await save(configurable, { retailPriceCents: 9900, stockQty: 1, brand: 'Izlog' })
    expect(saved).toMatchObject({ retailPriceCents: 2000, stockQty: 10, brand: 'Izlog', version: 2 })
    expect(await history(configurable.id)).toEqual([])
    // The type is chosen once: a save's `type` is not read.
    expect((await save(saved, { type: 'simple' })).type).toBe('configurable')
  })
})

describe('texts', () => {
  it('SEO texts are saved per language and name the shop page; descriptions are sanitised', async () => {
    const word = unique()
    const body = newProduct(word, { status: 'published' })
    body.texts.hr = {
      ...body.texts.hr,
      description: '<p onclick="steal()">Opis<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      ...{ seoTitle: `Najbolja kapa ${word}`, seoDescription: 'Topla vunena kapa iz Zagreba.' },
    }
    const product = await create(body)
    expect(product.texts.hr).toMatchObject({
      seoTitle: `Najbolja kapa ${word}`,
      seoDescription: 'Topla vunena kapa iz Zagreba.',
    })
    expect(product.texts.en).toMatchObject({ seoTitle: '', seoDescription: '' })
    const description = product.texts.hr?.description ?? ''
    expect(description).toContain('Opis')
    expect(description).not.toMatch(/script|onclick|javascript:/)

    expect((await shopGet(`kapa-${word}`)).json.data?.seo).toEqual({
      title: `Najbolja kapa ${word}`,
      description: 'Topla vunena kapa iz Zagreba.',
    })
    const hr = await (await page(`/product/kapa-${word}`)).text()
    expect(hr).toContain(`<title>Najbolja kapa ${word}`)
    expect(hr).toMatch(/<meta name="description" content="Topla vunena kapa iz Zagreba."/)
    // Without SEO texts the page uses the name and the short description.
    const en = await (await page(`/en/product/cap-${word}`)).text()
    expect(en).toContain(`<title>Cap ${word}`)
    expect(en).toMatch(/<meta name="description" content="Short"/)
  })
})

describe('images', () => {
  it('keeps the images in order with their thumbnails; alt texts go to the media files', async () => {
    const word = unique()
    const [first, second] = [await newImage(`${word}a`), await newImage(`${word}b`)]
    const product = await create(
      newProduct(word, {
        images: [
          { mediaId: second, alt: { hr: 'Kapa sprijeda', en: 'Cap, front' } },
          { mediaId: first, alt: { hr: 'Kapa straga', en: '' } },
        ],
      }),
    )
    expect(product.images.map((i) => i.mediaId)).toEqual([second, first])
    expect(product.images[0]).toMatchObject({ alt: { hr: 'Kapa sprijeda', en: 'Cap, front' } })
    expect(product.images[0]?.url).toMatch(new RegExp(`^/media/1/${second}/thumbnail/`))
    const alt = await env.DB.prepare('SELECT alt FROM media WHERE id = ?').bind(first).first<{ alt: string }>()
    expect(JSON.parse(alt?.alt ?? '{}')).toEqual({ hr: 'Kapa straga', en: '' })

    const reordered = await save(product, { images: [{ mediaId: first, alt: { hr: 'Straga', en: 'Back' } }] })
    expect(reordered.images).toEqual([expect.objectContaining({ mediaId: first, alt: { hr: 'Straga', en: 'Back' } })])
  })

  it("the shop's product page shows each image with its alt text in the page's language", async () => {
    const word = unique()
    const image = await newImage(`${word}g`)
    await create(
      newProduct(word, {
        status: 'published',
        images: [{ mediaId: image, alt: { hr: 'Kapa na polici', en: 'A cap on a shelf' } }],
      }),
    )
    expect(await (await page(`/product/kapa-${word}`)).text()).toContain('alt="Kapa na polici"')
    expect(await (await page(`/en/product/cap-${word}`)).text()).toContain('alt="A cap on a shelf"')
  })

  it('an unknown or private file, or one image twice, is a 400 at its field and nothing is saved', async () => {
    const word = unique()
    const product = await create(newProduct(word))
    const hidden = await newImage(`${word}p`, 'private')
    const unknown = await trySave(product, { images: [{ mediaId: 99_999_999 }] }, 'en')
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ code: 'PRODUCT_MEDIA_NOT_FOUND', field: 'images.0.mediaId' })
    const secret = await trySave(product, { images: [{ mediaId: await newImage(`${word}q`) }, { mediaId: hidden }] })
    expect(secret.json).toMatchObject({ code: 'PRODUCT_MEDIA_NOT_FOUND', field: 'images.1.mediaId' })
    const twice = await trySave(product, { images: [{ mediaId: hidden }, { mediaId: hidden }] })
    expect(twice.status).toBe(400)
    expect(twice.json.field).toBe('images')
    const now = (await asStaff<{ version: number; images: unknown[] }>('GET', `${BASE}/${product.id}`)).json.data
    expect(now).toMatchObject({ version: 1, images: [] })
  })
})

describe('attribute values', () => {
  it('saves option, multiple, number and date values; an attribute without a value stores nothing', async () => {
    const word = unique()
    const colour = await newAttribute(word, 'dropdown', ['Crvena', 'Plava'])
    const tags = await newAttribute(word, 'multipleSelect', ['A', 'B', 'C'])
    const weight = await newAttribute(word, 'numberField')
    const release = await newAttribute(word, 'date')
    const attributes = [
      { attributeId: colour.id, valueIds: [colour.values[1]] },
      { attributeId: tags.id, valueIds: [tags.values[0], tags.values[2]] },
      { attributeId: weight.id, number: 1.5 },
      { attributeId: release.id, text: '2026-03-01' },
      // No value at all: nothing is stored for it.
      { attributeId: (await newAttribute(word, 'textSwatch', ['S'])).id, valueIds: [] },
    ]
    const product = await create(newProduct(word, { attributes, status: 'published' }))
    expect(product.attributes).toEqual([
      { attributeId: colour.id, valueIds: [colour.values[1]], number: null, text: null },
      { attributeId: tags.id, valueIds: [tags.values[0], tags.values[2]], number: null, text: null },
      { attributeId: weight.id, valueIds: [], number: 1.5, text: null },
      { attributeId: release.id, valueIds: [], number: null, text: '2026-03-01' },
    ])
    const saved = await save(product, { attributes: [{ attributeId: weight.id, number: 2 }] })
    expect(saved.attributes).toEqual([{ attributeId: weight.id, valueIds: [], number: 2, text: null }])
  })

  it('refuses a value of another attribute, one unfit for the input type, an unknown attribute and an axis', async () => {
    const word = unique()
    const colour = await newAttribute(word, 'dropdown', ['Crvena', 'Plava'])
    const size = await newAttribute(word, 'yesNo', ['Da', 'Ne'])
    const weight = await newAttribute(word, 'numberField')
    const release = await newAttribute(word, 'dateTime')
    const product = await create(newProduct(word, { type: 'configurable' }))
    const refusal = async (attributes: unknown[]) => {
      const res = await trySave(product, { attributes }, 'en')
      expect(res.status).toBe(400)
      return { code: res.json.code, field: res.json.field, params: res.json.params }
    }
    expect(await refusal([{ attributeId: colour.id, valueIds: [size.values[0]] }])).toMatchObject({
      code: 'ATTRIBUTE_VALUE_NOT_FOUND',
      field: 'attributes.0.valueIds',
    })
    expect(await refusal([{ attributeId: weight.id }, { attributeId: colour.id, valueIds: colour.values }])).toEqual({
      code: 'PRODUCT_ATTRIBUTE_VALUE_INVALID',
      field: 'attributes.1',
      params: { code: colour.code },
    })
    expect(await refusal([{ attributeId: weight.id, valueIds: [colour.values[0]] }])).toMatchObject({
      code: 'ATTRIBUTE_VALUE_NOT_FOUND',
    })
    expect(await refusal([{ attributeId: release.id, text: '1. 3. 2026.' }])).toMatchObject({
      code: 'PRODUCT_ATTRIBUTE_VALUE_INVALID',
      field: 'attributes.0',
    })
    expect(await refusal([{ attributeId: release.id, number: 3 }])).toMatchObject({ field: 'attributes.0' })
    expect(await refusal([{ attributeId: 99_999_999, valueIds: [] }])).toMatchObject({
      code: 'ATTRIBUTE_NOT_FOUND',
      field: 'attributes.0.attributeId',
    })
    await env.DB.prepare('INSERT INTO configurable_attributes (product_id, attribute_id) VALUES (?, ?)')
      .bind(product.id, size.id)
      .run()
    expect(await refusal([{ attributeId: size.id, valueIds: [size.values[0]] }])).toMatchObject({
      code: 'PRODUCT_ATTRIBUTE_IS_AXIS',
      field: 'attributes.0.attributeId',
    })
    expect(await refusal([{ attributeId: colour.id }, { attributeId: colour.id }])).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'attributes',
    })
  })
})

describe('cross-sells', () => {
  it('keeps the order staff give; the product itself or an unknown one is a 400', async () => {
    const [a, b] = [
      await create(newProduct(unique(), { status: 'published' })),
      await create(newProduct(unique(), { status: 'published' })),
    ]
    const word = unique()
    const product = await create(newProduct(word, { status: 'published', crossSellIds: [b.id, a.id, b.id] }))
    expect(product.crossSellIds).toEqual([b.id, a.id])
    const shop = (await shopGet(`kapa-${word}`)).json.data
    expect(shop?.crossSellProducts.map((p) => p.id)).toEqual([b.id, a.id])
    const self = await trySave(product, { crossSellIds: [a.id, product.id] })
    expect(self.json).toMatchObject({ code: 'PRODUCT_CROSS_SELL_SELF', field: 'crossSellIds' })
    const unknown = await trySave(product, { crossSellIds: [99_999_999] }, 'hr')
    expect(unknown.json).toMatchObject({ code: 'PRODUCT_CROSS_SELL_NOT_FOUND', field: 'crossSellIds' })
  })
})
