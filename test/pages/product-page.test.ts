import { describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, CUSTOMER_EMAIL, ORIGIN, apiData, page, sessionCookie, textOf } from '../session'
import type { BundleCheck, ProductDetail } from '../../contract/dto/catalogue'
import { bundlePayload, initialBundleChoices, needsCustomization } from '../../client/features/product/bundle-options'
import { productHead } from '../../client/features/product/product-head'
import { productJsonLd, offerSource } from '../../client/features/product/product-json-ld'
import { findVariant } from '../../client/features/product/variant-selection'
import { socialImage } from '../../contract/social-image'

/**
 * The product page on the server (SPEC §2 Product, §3, §4): JSON-LD Product + BreadcrumbList with
 * the CSP nonce, Open Graph product tags, canonical + hreflang to the translated slugs, and
 * `?variant=` choosing a configurable's variant in the SSR HTML — in both languages.
 */

const product = (slug: string, language = 'hrv') =>
  apiData<ProductDetail>(`api/v1/product/web/get?slug=${encodeURIComponent(slug)}`, { language })

interface JsonLd {
  '@type': string
  [key: string]: unknown
}

/** Every `<script type="application/ld+json">` of the page: its nonce and the parsed JSON. */
function jsonLdScripts(html: string): Array<{ nonce: string | null; raw: string; data: JsonLd }> {
  return [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    nonce: /nonce="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? null,
    raw: m[2] ?? '',
    data: JSON.parse(m[2] ?? 'null') as JsonLd,
  }))
}

function meta(html: string, property: string): string | null {
  const tag = [...html.matchAll(/<meta [^>]*>/g)]
    .map((m) => m[0])
    .find((candidate) => candidate.includes(`property="${property}"`))
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null
}

function radio(html: string, value: number): string {
  return (
    [...html.matchAll(/<input type="radio"[^>]*>/g)]
      .map((m) => m[0])
      .find((input) => input.includes(`value="${value}"`)) ?? ''
  )
}

describe('product page head', () => {
  it('has JSON-LD Product and BreadcrumbList with the CSP nonce, parseable, in both languages', async () => {
    const hr = await product('izlog-duboko-more-vr')
    const res = await page(`/product/${hr.slugs.hr}`)
    expect(res.status).toBe(200)
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const html = await res.text()
    const scripts = jsonLdScripts(html)
    expect(scripts.map((s) => s.data['@type'])).toEqual(['Product', 'BreadcrumbList'])
    for (const script of scripts) {
      expect(script.nonce).toBe(nonce)
      expect(script.raw).not.toContain('<')
    }
    const ld = scripts[0]?.data
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: hr.name,
      sku: hr.sku,
      url: `${ORIGIN}/product/${hr.slugs.hr}`,
      offers: {
        '@type': 'Offer',
        price: hr.finalPrice.toFixed(2),
        priceCurrency: 'EUR',
        availability: hr.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: `${ORIGIN}/product/${hr.slugs.hr}`,
      },
    })
    expect(typeof ld?.['description']).toBe('string')
    expect(ld?.['description']).not.toMatch(/<|&lt;/)
    expect(ld?.['image']).toEqual([`${ORIGIN}${hr.media[0]?.urls.large ?? ''}`])
    const crumbs = scripts[1]?.data['itemListElement'] as Array<{ position: number; name: string; item: string }>
    const category = hr.categories[0]
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Naslovnica', `${ORIGIN}/`],
      [2, 'Trgovina', `${ORIGIN}/shop`],
      [3, category?.name, `${ORIGIN}/shop/${category?.slug ?? ''}`],
      [4, hr.name, `${ORIGIN}/product/${hr.slugs.hr}`],
    ])
    // The visible breadcrumb says the same.
    expect(html).toMatch(/<nav aria-label="Putanja"/)

    const en = await product(hr.slugs.en, 'eng')
    const enHtml = await (await page(`/en/product/${hr.slugs.en}`)).text()
    const enLd = jsonLdScripts(enHtml)
    expect(enLd[0]?.data).toMatchObject({
      name: en.name,
      offers: { price: en.finalPrice.toFixed(2), url: `${ORIGIN}/en/product/${hr.slugs.en}` },
    })
    expect((enLd[1]?.data['itemListElement'] as Array<{ name: string }>).map((c) => c.name).slice(0, 2)).toEqual([
      'Home',
      'Shop',
    ])
  })

  it('has Open Graph product tags, canonical and hreflang alternates to the translated slug', async () => {
    const p = await product('izlog-duboko-more-vr')
    // The English slug on the Croatian route answers too; canonical and alternates use the real slugs.
    const html = await (await page(`/product/${p.slugs.en}`)).text()
    expect(html).toContain(`<link rel="canonical" href="https://izlog.test/product/${p.slugs.hr}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="hr" href="https://izlog.test/product/${p.slugs.hr}"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="https://izlog.test/en/product/${p.slugs.en}"/>`)
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="https://izlog.test/product/${p.slugs.hr}"/>`,
    )
    expect(meta(html, 'og:type')).toBe('product')
    expect(meta(html, 'og:title')).toContain(p.name)
    expect(meta(html, 'og:description')).toBeTruthy()
    expect(meta(html, 'og:url')).toBe(`https://izlog.test/product/${p.slugs.hr}`)
    // The picture social networks show: the product's image as a raster (socialImage), never the SVG.
    expect(meta(html, 'og:image')).toBe(`https://izlog.test${socialImage(p.media[0]?.urls.large).path}`)
    expect(meta(html, 'og:image')).toMatch(/\/og\/[^/]+\.(png|jpg)$/)
    expect(meta(html, 'product:price:amount')).toBe(p.finalPrice.toFixed(2))
    expect(meta(html, 'product:price:currency')).toBe('EUR')
    const en = await (await page(`/en/product/${p.slugs.en}`)).text()
    expect(en).toContain(`<link rel="canonical" href="https://izlog.test/en/product/${p.slugs.en}"/>`)
  })

  it('adds aggregateRating only for a rated product', async () => {
    const base = { ...(await product('majica-bura')), rating: { average: 0, count: 0 } }
    expect(productJsonLd(base, offerSource(base, null, 'hr'), 'x')['aggregateRating']).toBeUndefined()
    const rated = { ...base, rating: { average: 4.5, count: 12 } }
    expect(productJsonLd(rated, offerSource(rated, null, 'hr'), 'x')['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    })
  })
})

describe('configurable product SSR', () => {
  it('starts on the shop defaults: a size chosen, no colour, add-to-cart sent to the edge to check the choice', async () => {
    const p = await product('majica-bura')
    const html = await (await page(`/product/${p.slug}`)).text()
    const size = p.associatedProductsAttributes.find((a) => a.attributeCode === 'size')
    const colour = p.associatedProductsAttributes.find((a) => a.attributeCode === 'colour')
    const defaultSize = size?.values.find((v) => v.shopDefault)
    expect(defaultSize).toBeDefined()
    expect(colour?.values.some((v) => v.shopDefault)).toBe(false)
    expect(radio(html, defaultSize?.id ?? 0)).toContain('checked=""')
    for (const value of colour?.values ?? []) expect(radio(html, value.id)).not.toContain('checked')
    // Before the app (or without it) the form posts and the edge asks for a missing choice; the app disables it.
    expect(html).toMatch(/<button type="submit" class="btn btn--primary purchase-panel__add"/)
    expect(html).not.toMatch(/purchase-panel__add" disabled=""/)
    expect(textOf(html)).toContain('Odaberite sve opcije kako biste proizvod dodali u košaricu.')
    // Colours are radios named by the colour (the swatch itself is only colour).
    expect(html).toContain(`<legend class="variant-swatches__legend">${colour?.label ?? ''}</legend>`)
  })

  it('server-renders the variant named by ?variant= (slug or id): its values, SKU, price and JSON-LD offer', async () => {
    const p = await product('majica-bura')
    const variant = p.associatedProducts.find(
      (v) =>
        v.available &&
        v.attributes['size'] !== p.associatedProductsAttributes[0]?.values.find((x) => x.shopDefault)?.id,
    )
    expect(variant).toBeDefined()
    if (!variant) return
    for (const param of [variant.slug, String(variant.id)]) {
      const res = await page(`/product/${p.slug}?variant=${encodeURIComponent(param)}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(radio(html, variant.attributes['size'] ?? 0)).toContain('checked=""')
      expect(radio(html, variant.attributes['colour'] ?? 0)).toContain('checked=""')
      expect(textOf(html)).toContain(variant.sku)
      expect(html).not.toMatch(/purchase-panel__add" disabled=""/)
      const ld = jsonLdScripts(html)[0]?.data
      expect(ld).toMatchObject({
        sku: variant.sku,
        offers: { price: variant.finalPrice.toFixed(2), url: `${ORIGIN}/product/${p.slug}?variant=${variant.slug}` },
      })
      // The canonical URL is the product itself.
      expect(html).toContain(`<link rel="canonical" href="https://izlog.test/product/${p.slug}"/>`)
      expect(meta(html, 'og:title')).toContain(variant.name)
    }
    // An unknown ?variant= falls back to the defaults.
    const unknown = await (await page(`/product/${p.slug}?variant=no-such-variant`)).text()
    expect(textOf(unknown)).toContain('Odaberite sve opcije kako biste proizvod dodali u košaricu.')
  })

  it('sends a hidden variant page to its main product with the variant chosen', async () => {
    const p = await product('majica-bura')
    const variant = p.associatedProducts[0]
    expect(variant).toBeDefined()
    const res = await page(`/product/${variant?.slug ?? ''}?cartItemId=12`)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/product/${p.slug}?variant=${variant?.slug ?? ''}&cartItemId=12`)
    const en = await product(p.slugs.en, 'eng')
    const enVariant = en.associatedProducts[0]
    const enRes = await page(`/en/product/${enVariant?.slug ?? ''}`)
    expect(enRes.headers.get('Location')).toBe(`/en/product/${en.slug}?variant=${enVariant?.slug ?? ''}`)
  })

  it('keeps a line-editing page out of search results', async () => {
    const html = await (await page('/product/majica-bura?cartItemId=4')).text()
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
  })
})

describe('bundle product SSR', () => {
  it('offers the customization modal for a bundle with a configurable component, direct add otherwise', async () => {
    const checks = await apiData<BundleCheck[]>('api/v1/product/checkBundles?productIds=31,32,33')
    const custom = checks.find((c) => c.needsCustomization)
    const direct = checks.find((c) => !c.needsCustomization)
    expect(custom && direct).toBeTruthy()
    if (!custom || !direct) return
    const customProduct = await apiData<ProductDetail>(`api/v1/product/web/get?id=${custom.productId}`)
    expect(needsCustomization(customProduct)).toBe(true)
    const html = await (await page(`/product/${customProduct.slug}`)).text()
    expect(html).toMatch(
      /<button type="button" class="btn btn--primary purchase-panel__add" aria-haspopup="dialog">Prilagodi paket<\/button>/,
    )
    // The payload needs a variant for every configurable component.
    const choices = initialBundleChoices(customProduct.bundles, null)
    const missing = bundlePayload(customProduct.bundles, choices)
    expect(missing).toMatchObject({ ok: false, reason: 'notSet' })
    const configurable = customProduct.bundles.find((entry) => entry.format === 'configurable')
    const variant = configurable?.product.associatedProducts.find((v) => v.available)
    expect(configurable && variant).toBeTruthy()
    if (!configurable || !variant) return
    const chosen = { ...choices, [configurable.productId]: { ...variant.attributes } }
    expect(
      findVariant(
        configurable.product.associatedProducts,
        configurable.product.associatedProductsAttributes,
        chosen[configurable.productId] ?? {},
      )?.id,
    ).toBe(variant.id)
    const ready = bundlePayload(customProduct.bundles, chosen)
    expect(ready).toEqual({
      ok: true,
      bundleOptions: customProduct.bundles.map((entry) => ({
        id: entry.productId,
        options: entry.productId === configurable.productId ? { productId: variant.id } : null,
      })),
    })

    const directProduct = await apiData<ProductDetail>(`api/v1/product/web/get?id=${direct.productId}`)
    expect(needsCustomization(directProduct)).toBe(false)
    const directHtml = await (await page(`/en/product/${directProduct.slugs.en}`)).text()
    expect(directHtml).toMatch(
      /<button type="submit" class="btn btn--primary purchase-panel__add"[^>]*>Add to cart<\/button>/,
    )
    expect(directHtml).toContain('Quantity')
  })

  it('renders required custom options with their label and hint', async () => {
    const engraved = await product('gravirani-paket-vizor')
    const option = engraved.customOptions[0]
    expect(option?.required).toBe(true)
    const html = await (await page(`/product/${engraved.slug}`)).text()
    const input = [...html.matchAll(/<input [^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => tag.includes(`name="option.${option?.id ?? 0}"`))
    expect(input).toContain('required=""')
    expect(input).toContain('type="text"')
    expect(textOf(html)).toContain(option?.label ?? '')
    expect(textOf(html)).toContain(option?.custom_option_values[1]?.label ?? '')
    expect(productHead(engraved, 'hr').meta).toContainEqual({ property: 'product:price:currency', content: 'EUR' })
  })
})

describe('wishlist toggle', () => {
  it('is there for a logged-in customer only, not for visitors or backoffice users', async () => {
    const customer = await page('/product/tesla-iskra', await sessionCookie(CUSTOMER_EMAIL))
    expect(customer.headers.get('Cache-Control')).toContain('private')
    expect(await customer.text()).toMatch(
      /<button type="button" class="btn btn--ghost wishlist-toggle" aria-pressed="false"[^>]*>.*Spremi na listu želja<\/button>/,
    )
    const admin = await (await page('/product/tesla-iskra', await sessionCookie(ADMIN_EMAIL))).text()
    expect(admin).not.toContain('wishlist-toggle')
    const visitor = await (await page('/product/tesla-iskra')).text()
    expect(visitor).not.toContain('wishlist-toggle')
  })
})
