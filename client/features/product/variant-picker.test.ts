import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AssociatedProduct, AssociatedProductsAttribute } from '../../../contract/dto/catalogue'
import { formatMoney } from '../../../contract/format'
import type { Locale } from '../../../contract/locales'
import { createTranslator, I18nProvider, type Messages } from '../../i18n/i18n'
import { messages as product } from '../../i18n/messages/product'
import { VariantPicker } from './variant-picker'
import { pricesDiffer, valuePriceRange, type Selection } from './variant-selection'

/** Issue 38: the variants' prices in the choices' labels, as the server renders them. */

const axes: AssociatedProductsAttribute[] = [
  {
    attributeId: 3,
    attributeCode: 'size',
    label: 'Size',
    inputType: 'textSwatch',
    customClass: '',
    values: [
      { id: 301, value: 'S', isMedia: false, shopDefault: false, swatch: 'S' },
      { id: 305, value: 'XXL', isMedia: false, shopDefault: false, swatch: 'XXL' },
    ],
  },
  {
    attributeId: 4,
    attributeCode: 'colour',
    label: 'Colour',
    inputType: 'dropdown',
    customClass: '',
    values: [
      { id: 402, value: 'White', isMedia: false, shopDefault: false, swatch: null },
      { id: 404, value: 'Orange', isMedia: false, shopDefault: false, swatch: null },
    ],
  },
]

function variant(id: number, size: number, colour: number, finalPrice: number, available = true): AssociatedProduct {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Hoodie ${id}`,
    slug: `hoodie-${id}`,
    retailPrice: finalPrice,
    basicPrice: finalPrice / 1.25,
    finalPrice,
    discount: null,
    discountPercent: 0,
    membershipPrice: null,
    media: [],
    available,
    isPurchasable: true,
    stockQty: available ? 5 : 0,
    attributes: { size, colour },
  }
}

// S costs 54 in both colours; XXL/White 60, XXL/Orange 62 (sold out).
const variants = [
  variant(1, 301, 402, 54),
  variant(2, 301, 404, 54),
  variant(3, 305, 402, 60),
  variant(4, 305, 404, 62, false),
]

function render(locale: Locale, selection: Selection, showPrices = true, list = variants): string {
  const translator = createTranslator(locale, product[locale] as unknown as Messages)
  const picker = createElement(VariantPicker, {
    attributes: axes,
    variants: list,
    selection,
    onSelect: () => undefined,
    showPrices,
  })
  return renderToStaticMarkup(createElement(I18nProvider, { translator, children: picker }))
}

const swatchPrice = (html: string, value: string) =>
  new RegExp(
    `value="${value}"[^>]*/><span class="swatch-option__face" aria-hidden="true">[^<]*</span><span class="swatch-option__price" aria-hidden="true">([^<]*)</span><span class="visually-hidden">([^<]*)</span>`,
  )
    .exec(html)
    ?.slice(1, 3) ?? null

describe('variant prices', () => {
  it('differ only when some variant costs another amount; a value costs what its matching variants cost', () => {
    expect(pricesDiffer(variants)).toBe(true)
    expect(pricesDiffer(variants.slice(0, 2))).toBe(false)
    expect(valuePriceRange(variants, axes, { size: null, colour: null }, 'size', 305)).toEqual({ min: 60, max: 62 })
    expect(valuePriceRange(variants, axes, { size: null, colour: 402 }, 'size', 305)).toEqual({ min: 60, max: 60 })
    expect(valuePriceRange(variants, axes, { size: 301, colour: null }, 'colour', 404)).toEqual({ min: 54, max: 54 })
    expect(valuePriceRange(variants, axes, { size: 999, colour: null }, 'colour', 404)).toBeNull()
  })

  for (const [locale, from, soldOut] of [
    ['hr', 'od', 'rasprodano'],
    ['en', 'from', 'sold out'],
  ] as const) {
    it(`${locale}: each choice says its price, "${from}" the lowest when its variants differ; selects too`, () => {
      const nothing = render(locale, { size: null, colour: null })
      const s = formatMoney(54, locale)
      expect(swatchPrice(nothing, '301')).toEqual([s, `S, ${s}`])
      const xxl = `${from} ${formatMoney(60, locale)}`
      expect(swatchPrice(nothing, '305')).toEqual([xxl, `XXL, ${xxl}`])
      // With XXL chosen, the select's colours say that size's prices (and a sold-out one says so).
      const chosen = render(locale, { size: 305, colour: null })
      expect(chosen).toContain(`<option value="402">White, ${formatMoney(60, locale)}</option>`)
      expect(chosen).toContain(`<option value="404">Orange (${soldOut}), ${formatMoney(62, locale)}</option>`)
    })
  }

  it('says nothing more when the prices are the same, or where the picker is not asked to (a bundle)', () => {
    for (const html of [
      render('hr', { size: null, colour: null }, true, variants.slice(0, 2)),
      render('hr', { size: null, colour: null }, false),
    ]) {
      expect(html).not.toContain('swatch-option__price')
      expect(html).toContain('<option value="402">White</option>')
    }
  })
})
