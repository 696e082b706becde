import { describe, expect, it } from 'vitest'
import type { BundleEntry, ProductDetail } from '../../contract/dto/catalogue'
import type { Cart } from '../../contract/dto/commerce'
import { BUNDLE_FIELD_PREFIX, cartFormActions } from '../../contract/cart-form'
import { productId } from '../backend/commerce/test-fixtures'
import { formPost, jarCall, workerFetch, type Jar } from '../../test/edge/helpers'

/** A bundle whose components must be chosen, added by a form without the app (issue 38). */

const BUNDLE = 'kolekcionarski-paket-duboko-more'

const post = (fields: Record<string, string>, jar: Jar = {}, headers: Record<string, string> = {}) =>
  formPost(cartFormActions.add, jar, fields, headers)

async function bundle(language = 'hrv'): Promise<ProductDetail> {
  const res = await workerFetch(`/api/v1/product/web/get?slug=${BUNDLE}`, { headers: { language } })
  return (await res.json<{ data: ProductDetail }>()).data
}

const configurable = (product: ProductDetail) =>
  product.bundles.filter((entry) => entry.format === 'configurable' || entry.product.type === 'configurable')

/** The fields choosing `pick`'s variant of every configurable component. */
function choose(product: ProductDetail, pick: (entry: BundleEntry) => ProductDetail['associatedProducts'][number]) {
  const fields: Record<string, string> = { productId: String(product.id), qty: '1', returnTo: `/product/${BUNDLE}` }
  const variants: Record<number, number> = {}
  for (const entry of configurable(product)) {
    const variant = pick(entry)
    variants[entry.productId] = variant.id
    for (const attribute of entry.product.associatedProductsAttributes)
      fields[`${BUNDLE_FIELD_PREFIX}${entry.productId}.${attribute.attributeCode}`] = String(
        variant.attributes[attribute.attributeCode],
      )
  }
  return { fields, variants }
}

const buyable = (entry: BundleEntry) => {
  const variant = entry.product.associatedProducts.find((v) => v.available && v.isPurchasable)
  if (!variant) throw new Error(`no buyable variant of ${entry.product.name}`)
  return variant
}

const location = (res: Response) => res.headers.get('Location') ?? ''

describe('the bundle form', () => {
  it('adds the bundle with each configurable component as chosen, 303 back with the outcome', async () => {
    const product = await bundle()
    expect(configurable(product).length).toBeGreaterThan(0)
    const { fields, variants } = choose(product, buyable)
    const jar: Jar = {}
    const res = await post(fields, jar)
    expect(res.status).toBe(303)
    expect(location(res)).toBe(`/product/${BUNDLE}?cart=added`)
    const cart = (await (await jarCall('GET', '/api/cart', jar)).json<{ data: Cart }>()).data
    const line = cart.items.find((item) => item.productId === product.id)
    expect(line?.qty).toBe(1)
    for (const [componentId, variantId] of Object.entries(variants))
      expect(line?.options.bundleOptions.find((option) => option.id === Number(componentId))?.options).toEqual({
        productId: variantId,
      })
  })

  it('a component without a whole choice, or with a value it does not have, asks for the choice and adds nothing', async () => {
    const product = await bundle()
    const { fields } = choose(product, buyable)
    const [first] = Object.keys(fields).filter((key) => key.startsWith(BUNDLE_FIELD_PREFIX))
    if (!first) throw new Error('no component field')
    for (const broken of [
      Object.fromEntries(Object.entries(fields).filter(([key]) => key !== first)),
      { ...fields, [first]: '999999' },
      { ...fields, [first]: 'x' },
    ]) {
      const jar: Jar = {}
      const res = await post(broken, jar)
      expect(location(res)).toBe(`/product/${BUNDLE}?cart=chooseVariant`)
      expect(jar['cartId']).toBeUndefined()
    }
  })

  it('a sold-out variant of a component is out of stock', async () => {
    const product = await bundle()
    const soldOut = configurable(product).find((entry) =>
      entry.product.associatedProducts.some((v) => !v.available || !v.isPurchasable),
    )
    if (!soldOut) throw new Error('the seeded bundle has no sold-out component variant')
    const { fields } = choose(product, (entry) =>
      entry === soldOut
        ? (entry.product.associatedProducts.find((v) => !v.available || !v.isPurchasable) ?? buyable(entry))
        : buyable(entry),
    )
    expect(location(await post(fields))).toBe(`/product/${BUNDLE}?cart=outOfStock`)
  })

  it('attacker: component choices on a product that is no bundle are refused; a cross-site post changes nothing', async () => {
    const mask = await productId('IZL-HW-MASKA')
    const jar: Jar = {}
    const res = await post({ productId: String(mask), [`${BUNDLE_FIELD_PREFIX}1.size`]: '302', returnTo: '/shop' }, jar)
    expect(location(res)).toBe('/shop?cart=needsOptions')
    expect(jar['cartId']).toBeUndefined()
    const product = await bundle()
    const crossSite = await post(
      choose(product, buyable).fields,
      {},
      {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    )
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.getSetCookie()).toHaveLength(0)
  })

  it('the product page carries the form for a browser without JavaScript, in both languages', async () => {
    for (const [language, prefix] of [
      ['hrv', ''],
      ['eng', '/en'],
    ] as const) {
      const product = await bundle(language)
      const html = await (await workerFetch(`${prefix}/product/${product.slug}`)).text()
      const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? ''
      expect(noscript).toMatch(new RegExp(`<form[^>]*action="${cartFormActions.add}"[^>]*method="post"`))
      expect(noscript).toContain(`name="productId" value="${product.id}"`)
      for (const entry of configurable(product))
        for (const attribute of entry.product.associatedProductsAttributes)
          expect(noscript).toContain(`name="${BUNDLE_FIELD_PREFIX}${entry.productId}.${attribute.attributeCode}"`)
      expect(noscript).toContain(language === 'hrv' ? 'Dodaj u košaricu' : 'Add to cart')
    }
  })
})
