import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { BundleCheck, ProductDetail } from '../../../contract/dto/catalogue'
import { loadCartProducts } from './cart-lookup'
import { lowestPrice } from './product-detail'
import { updateProductRating } from './rating'
import { api } from './test-client'

const get = (query: string, lang: 'hr' | 'en' = 'hr') =>
  api<ProductDetail>('GET', `/api/v1/product/web/get?${query}`, { lang })

describe('product/web/get', () => {
  it('returns an eProduct in both languages, by either language slug', async () => {
    const hr = await get('slug=izlog-duboko-more-vr')
    expect(hr.status).toBe(200)
    expect(hr.body.data).toMatchObject({
      id: 1,
      type: 'eProduct',
      format: 'eProduct',
      name: 'Izlog: Duboko more VR',
      slug: 'izlog-duboko-more-vr',
      sku: 'IZL-G-DUBOKO',
      stockQty: null,
      available: true,
      archived: false,
      isPurchasable: true,
      featured: true,
    })
    const en = await get('slug=izlog-duboko-more-vr', 'en')
    expect(en.body.data).toMatchObject({
      id: 1,
      name: 'Izlog: Deep Sea VR',
      slug: 'izlog-deep-sea-vr',
      slugs: { hr: 'izlog-duboko-more-vr', en: 'izlog-deep-sea-vr' },
    })
    expect(en.body.data.description).toContain('<p>Explore sunken ships')
    const crossLang = await get('slug=izlog-deep-sea-vr', 'hr')
    expect(crossLang.body.data).toMatchObject({ id: 1, name: 'Izlog: Duboko more VR', slug: 'izlog-duboko-more-vr' })
    const byId = await get('id=1&store=1&currency=EUR', 'en')
    expect(byId.body.data.name).toBe('Izlog: Deep Sea VR')
  })

  it('has every SPEC §3 field, with prices, discount percent, media sizes, categories, tags and attributes', async () => {
    const { data } = (await get('slug=izlog-deep-sea-vr', 'en')).body
    expect(data).toMatchObject({
      retailPrice: 29.99,
      discount: 22.49,
      finalPrice: 22.49,
      membershipPrice: 19.99,
      basicPrice: 23.99,
      taxRate: 25,
      discountPercent: 25,
      manufacturer: 'Izlog Studio',
      brand: 'Izlog',
      rating: { average: expect.any(Number), count: expect.any(Number) },
    })
    expect(data.media.length).toBe(2)
    expect(Object.keys(data.media[0]?.urls ?? {}).sort()).toEqual([
      'fullhd',
      'large',
      'medium',
      'original',
      'portrait',
      'thumbnail',
    ])
    expect(data.categories.map((c) => c.slug)).toEqual(['games', 'digital'])
    expect(data.tags.map((t) => t.slug)).toContain('made-in-croatia')
    const platform = data.attributeSet.attributes.find((a) => a.code === 'platform')
    expect(platform?.values.map((v) => v.value)).toEqual(['Meta Quest', 'SteamVR', 'Izlog Vizor'])
    expect(data.attributeSet.attributes.find((a) => a.code === 'players')?.values[0]?.value).toBe('1')
    expect(data.crossSellProducts.map((p) => p.id)).toEqual([11, 22, 27, 15])
    expect(data.shortDescription).toContain('Adriatic')
    for (const key of [
      'lowestPrice',
      'categoryPriority',
      'bundles',
      'associatedProducts',
      'associatedProductsAttributes',
      'mainProduct',
      'customOptions',
      'available',
    ]) {
      expect(data).toHaveProperty(key)
    }
  })

  it('lowestPrice is the lowest final price of the 30 days before the current price took effect', async () => {
    // Product 1: 19.99 45 days ago (too old), 29.99 28 days ago, 22.49 since 12 days ago: before it, 29.99.
    expect((await get('id=1')).body.data.lowestPrice).toBe(29.99)
    // Product 3: a 24.99 flash sale 20 days ago is lower than today's 27.99.
    const bora = (await get('id=3')).body.data
    expect(bora.finalPrice).toBe(27.99)
    expect(bora.lowestPrice).toBe(24.99)
    // Without history the current price is the lowest.
    expect((await get('id=2')).body.data.lowestPrice).toBe(19.99)
    await env.DB.prepare(
      "INSERT INTO price_history (product_id, price_cents, recorded_at) VALUES (8, 499, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-31 days'))",
    ).run()
    expect(await lowestPrice(env.DB, 8, 9.99)).toBe(9.99)
  })

  it('returns a configurable with its variants and axes, and a variant with its main product', async () => {
    const { data } = (await get('slug=deep-sea-t-shirt', 'en')).body
    expect(data.type).toBe('configurable')
    expect(data.associatedProducts).toHaveLength(10)
    expect(data.associatedProductsAttributes.map((a) => [a.attributeCode, a.inputType, a.label])).toEqual([
      ['size', 'textSwatch', 'Size'],
      ['colour', 'visualSwatch', 'Colour'],
    ])
    const colour = data.associatedProductsAttributes[1]
    expect(colour?.values.map((v) => [v.value, v.isMedia, v.shopDefault, v.swatch])).toEqual([
      ['Black', true, true, '#14171c'],
      ['Adriatic blue', true, false, '#1d6fa5'],
    ])
    expect(data.associatedProductsAttributes[0]?.values.find((v) => v.shopDefault)?.value).toBe('M')
    const sold = data.associatedProducts.find((v) => v.attributes.size === 305 && v.attributes.colour === 403)
    expect(sold).toMatchObject({ available: false, stockQty: 0 })
    const medium = data.associatedProducts.find((v) => v.attributes.size === 302 && v.attributes.colour === 401)
    expect(medium).toMatchObject({ id: 2210, available: true, finalPrice: 24 })
    expect(medium?.media[0]?.id).toBe(1400 + 22 * 5)
    const variant = (await get('id=2210', 'en')).body.data
    expect(variant).toMatchObject({ id: 2210, type: 'simple', mainProductId: 22, visibleIndividually: false })
    expect(variant.mainProduct).toMatchObject({ id: 22, slug: 'deep-sea-t-shirt' })
    expect(variant.description).toContain('Water-based print')
  })

  it('returns a simple product with a number custom option and a sold-out product as unavailable', async () => {
    const poster = (await get('slug=poster-duboko-more-50x70')).body.data
    expect(poster.customOptions).toEqual([
      {
        id: 2,
        option_type: 'number',
        label: 'Broj otiska (1–100)',
        required: false,
        custom_option_values: [
          { id: 20, label: 'Broj otiska (1–100)' },
          { id: 21, label: 'Ostavite prazno za sljedeći slobodan broj' },
        ],
      },
    ])
    const strap = (await get('slug=battery-head-strap', 'en')).body.data
    expect(strap).toMatchObject({
      type: 'simple',
      stockQty: 0,
      available: false,
      discountPercent: Math.round(((59 - 49) / 59) * 100),
    })
  })

  it('returns bundles with full component products (incl. configurable data) and their options', async () => {
    const collector = (await get('slug=deep-sea-collectors-bundle', 'en')).body.data
    expect(collector.type).toBe('bundle')
    expect(collector.bundles.map((b) => [b.productId, b.format, b.qty])).toEqual([
      [1, 'eProduct', 1],
      [11, 'eProduct', 1],
      [27, 'simple', 1],
      [22, 'configurable', 1],
    ])
    const shirt = collector.bundles.find((b) => b.productId === 22)?.product
    expect(shirt?.associatedProducts).toHaveLength(10)
    expect(shirt?.associatedProductsAttributes).toHaveLength(2)
    const engraved = (await get('slug=gravirani-paket-vizor')).body.data
    expect(engraved.customOptions[0]).toMatchObject({ option_type: 'text', label: 'Ime za gravuru', required: true })
    expect((await get('slug=engraved-vizor-bundle', 'en')).body.data.customOptions[0]?.label).toBe('Engraving name')
    expect(engraved.bundles.find((b) => b.productId === 36)?.qty).toBe(2)
  })

  it('answers 404 for unknown products and 400 for bad queries', async () => {
    const missing = await get('slug=no-such-product')
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('PRODUCT_NOT_FOUND')
    expect((await get('id=99999999')).status).toBe(404)
    const none = await get('store=1')
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Neispravan unos' })
    expect((await get('id=abc')).status).toBe(400)
  })
})

describe('checkBundles', () => {
  it('says which bundles need customisation and lists their components', async () => {
    const res = await api<BundleCheck[]>('GET', '/api/v1/product/checkBundles?productIds=31,32,1', { lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.body.data.map((b) => [b.productId, b.needsCustomization])).toEqual([
      [31, false],
      [32, true],
    ])
    expect(res.body.data[1]?.components.find((c) => c.configurable)).toMatchObject({
      productId: 22,
      name: 'Deep Sea T-shirt',
    })
    expect((await api('GET', '/api/v1/product/checkBundles?productIds=1;2')).status).toBe(400)
    expect((await api('GET', '/api/v1/product/checkBundles')).status).toBe(400)
  })
})

describe('loadCartProducts', () => {
  it('gives the cart what it needs for each product type', async () => {
    const map = await loadCartProducts(env.DB, [2210, 33, 1, 27, 999999], 'en')
    expect(map.has(999999)).toBe(false)
    expect(map.get(2210)).toMatchObject({
      type: 'simple',
      mainProductId: 22,
      mainProductSlug: 'deep-sea-t-shirt',
      visibleIndividually: false,
      finalPriceCents: 2400,
      taxRate: 25,
      available: true,
    })
    expect(map.get(2210)?.attributes).toEqual([
      { code: 'size', label: 'Size', valueLabel: 'M' },
      { code: 'colour', label: 'Colour', valueLabel: 'Black' },
    ])
    expect(map.get(2210)?.mediaUrl).toMatch(/^\/media\/1\/1510\/medium\//)
    expect(map.get(33)?.bundleComponents).toEqual([
      { productId: 15, qty: 1, type: 'simple' },
      { productId: 16, qty: 1, type: 'simple' },
      { productId: 19, qty: 1, type: 'simple' },
      { productId: 36, qty: 2, type: 'simple' },
    ])
    expect(map.get(33)?.customOptions).toEqual([{ id: 1, type: 'text', label: 'Engraving name', required: true }])
    expect(map.get(1)).toMatchObject({
      type: 'eProduct',
      stockQty: null,
      membershipPriceCents: 1999,
      retailPriceCents: 2999,
      finalPriceCents: 2249,
      archived: false,
      isPurchasable: true,
    })
    expect(map.get(27)?.customOptions[0]).toMatchObject({ type: 'number', required: false })
  })
})

describe('updateProductRating', () => {
  it('stores the average (clamped, 2 decimals) and count shown by product get', async () => {
    await updateProductRating(env.DB, 5, 4.3333, 3)
    expect((await get('id=5')).body.data.rating).toEqual({ average: 4.33, count: 3 })
    await updateProductRating(env.DB, 5, 0, 0)
    expect((await get('id=5')).body.data.rating).toEqual({ average: 0, count: 0 })
  })
})
