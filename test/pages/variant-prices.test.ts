import { describe, expect, it } from 'vitest'
import { apiData, page } from '../session'
import type { ProductDetail } from '../../contract/dto/catalogue'
import { formatMoney } from '../../contract/format'

/**
 * Issue 38: a configurable product whose variants cost different amounts says each choice's price
 * in the server's HTML (a shopper without JavaScript knows what they pay), translated and formatted
 * as the page's money; a product whose variants all cost the same says nothing more.
 */

const product = (slug: string, language: string) =>
  apiData<ProductDetail>(`api/v1/product/web/get?slug=${encodeURIComponent(slug)}`, { language })

/** The label around the radio of `valueId`: its visible price and its accessible name. */
function option(html: string, valueId: number): { price: string | null; name: string } {
  const label =
    [...html.matchAll(/<label class="swatch-option[^"]*"[^>]*>([\s\S]*?)<\/label>/g)]
      .map((m) => m[1] ?? '')
      .find((inner) => inner.includes(`value="${valueId}"`)) ?? ''
  return {
    price: /<span class="swatch-option__price" aria-hidden="true">([^<]*)<\/span>/.exec(label)?.[1] ?? null,
    name: /<span class="visually-hidden">([^<]*)<\/span>/.exec(label)?.[1] ?? '',
  }
}

const cases = [
  { locale: 'hr', language: 'hrv', prefix: '' },
  { locale: 'en', language: 'eng', prefix: '/en' },
] as const

describe('variant prices on the product page', () => {
  for (const c of cases) {
    it(`${c.locale}: each size and colour of a product whose variants differ says its price`, async () => {
      const p = await product(c.locale === 'hr' ? 'hoodica-svjetionik' : 'lighthouse-hoodie', c.language)
      const size = p.associatedProductsAttributes.find((a) => a.attributeCode === 'size')
      const colour = p.associatedProductsAttributes.find((a) => a.attributeCode === 'colour')
      if (!size || !colour) throw new Error('the hoodie has no size and colour')
      const priceOf = (sizeId: number, colourId?: number) =>
        p.associatedProducts.find(
          (v) => v.attributes['size'] === sizeId && (colourId === undefined || v.attributes['colour'] === colourId),
        )?.finalPrice ?? 0
      const prices = new Set(p.associatedProducts.map((v) => v.finalPrice))
      expect(prices.size).toBeGreaterThan(1)

      const html = await (await page(`${c.prefix}/product/${p.slug}`)).text()
      for (const value of size.values) {
        const money = formatMoney(priceOf(value.id), c.locale)
        expect(option(html, value.id)).toEqual({ price: money, name: `${value.value}, ${money}` })
      }
      // The shop default size is chosen: a colour costs what that size costs in it.
      const chosen = size.values.find((v) => v.shopDefault)
      for (const value of colour.values)
        expect(option(html, value.id).price).toBe(formatMoney(priceOf(chosen?.id ?? 0, value.id), c.locale))

      // A dearer variant named in the address: the colours say its price.
      const dear = p.associatedProducts.reduce((a, b) => (b.finalPrice > a.finalPrice ? b : a))
      const dearHtml = await (await page(`${c.prefix}/product/${p.slug}?variant=${dear.slug}`)).text()
      expect(option(dearHtml, dear.attributes['colour'] ?? 0).price).toBe(formatMoney(dear.finalPrice, c.locale))
    })
  }

  it('a product whose variants all cost the same shows no price per choice', async () => {
    const p = await product('majica-bura', 'hrv')
    expect(new Set(p.associatedProducts.map((v) => v.finalPrice)).size).toBe(1)
    const html = await (await page(`/product/${p.slug}`)).text()
    expect(html).toContain('class="swatch-option ')
    expect(html).not.toContain('swatch-option__price')
    expect(html).not.toContain('swatch-option--priced')
  })
})
