import { describe, expect, it } from 'vitest'
import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import { bodyOf, draftOf, emptyDraft, finalCentsOf, moved, sameDraft } from './draft'
import { changesOf, fieldLabel, valueText } from './history'
import { formatEuroInput, parseCount, parseEuros, parseRate } from './money'

describe('euro amounts', () => {
  it('reads each language’s way of writing euros as cents', () => {
    expect(parseEuros('12,50', 'hr')).toBe(1250)
    expect(parseEuros('12.50', 'en')).toBe(1250)
    expect(parseEuros('1.234,5', 'hr')).toBe(123450)
    expect(parseEuros('1,234.05', 'en')).toBe(123405)
    expect(parseEuros('12', 'hr')).toBe(1200)
    expect(parseEuros(' 9,99 € ', 'hr')).toBe(999)
  })

  it('understands the other decimal mark when the text is unambiguous', () => {
    expect(parseEuros('12.5', 'hr')).toBe(1250)
    expect(parseEuros('12,50', 'en')).toBe(1250)
    // Three digits after a mark are thousands, not cents.
    expect(parseEuros('1.234', 'hr')).toBe(123400)
    expect(parseEuros('1,234', 'en')).toBe(123400)
  })

  it('refuses what is no amount and leaves empty as none', () => {
    expect(parseEuros('', 'hr')).toBeNull()
    expect(parseEuros('   ', 'en')).toBeNull()
    for (const text of ['abc', '12,345', '-5', '1,2,3', '12.50.1', '1.23.45', '12,5x'])
      expect(parseEuros(text, 'hr'), text).toBeUndefined()
  })

  it('writes cents back as the input shows them', () => {
    expect(formatEuroInput(1250, 'hr')).toBe('12,50')
    expect(formatEuroInput(1250, 'en')).toBe('12.50')
    expect(formatEuroInput(5, 'hr')).toBe('0,05')
    expect(formatEuroInput(null, 'en')).toBe('')
    for (const cents of [0, 1, 99, 100, 123456789]) expect(parseEuros(formatEuroInput(cents, 'hr'), 'hr')).toBe(cents)
  })

  it('reads counts and VAT rates', () => {
    expect(parseCount('')).toBeNull()
    expect(parseCount('12')).toBe(12)
    expect(parseCount('-3')).toBeUndefined()
    expect(parseCount('-3', { allowNegative: true })).toBe(-3)
    expect(parseCount('1.5')).toBeUndefined()
    expect(parseRate('9,5')).toBe(9.5)
    expect(parseRate('25')).toBe(25)
    expect(parseRate('101')).toBeUndefined()
    expect(parseRate('x')).toBeUndefined()
  })
})

const saved: AdminProductDetail = {
  id: 7,
  type: 'simple',
  sku: 'T-1',
  status: 'published',
  version: 3,
  texts: {
    hr: {
      name: 'Majica',
      slug: 'majica',
      shortDescription: 'K',
      description: '<p>D</p>',
      seoTitle: '',
      seoDescription: '',
    },
    en: null,
  },
  retailPriceCents: 2000,
  discountPriceCents: 1500,
  finalPriceCents: 1500,
  membershipPriceCents: null,
  taxRate: 9.5,
  lowestPrice30DaysCents: 1500,
  stockQty: 4,
  lowStockThreshold: null,
  featured: false,
  isPurchasable: true,
  visibleIndividually: true,
  categoryPriority: 0,
  manufacturer: null,
  brand: 'izlog',
  categoryIds: [1],
  tagIds: [],
  crossSellIds: [9],
  sellWhenOutOfStock: false,
  images: [{ mediaId: 5, url: '/m/5.webp', alt: { hr: 'a', en: 'b' } }],
  attributes: [
    { attributeId: 2, valueIds: [21], number: null, text: null },
    { attributeId: 3, valueIds: [31], number: null, text: null },
  ],
  configurable: null,
  variants: [],
  bundleComponents: [],
  digital: null,
  ordered: false,
  updatedAt: '2026-11-27T09:00:00Z',
}

describe('the editor’s draft', () => {
  it('sends back a saved product unchanged', () => {
    const draft = draftOf(saved, 'hr')
    expect(draft.vat).toBe('other')
    expect(draft.vatOther).toBe('9,5')
    const result = bodyOf(draft, 'hr', saved)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.body).toMatchObject({
      sku: 'T-1',
      status: 'published',
      texts: { hr: { name: 'Majica', slug: 'majica', description: '<p>D</p>' }, en: null },
      retailPriceCents: 2000,
      discountPriceCents: 1500,
      membershipPriceCents: null,
      taxRate: 9.5,
      stockQty: 4,
      lowStockThreshold: null,
      brand: 'izlog',
      manufacturer: null,
      crossSellIds: [9],
      images: [{ mediaId: 5, alt: { hr: 'a', en: 'b' } }],
    })
    expect('slugEdited' in result.body.texts.hr).toBe(false)
    expect(sameDraft(draft, draftOf(saved, 'hr'))).toBe(true)
  })

  it('knows a change from the saved product (and an English toggle that kept its texts is one)', () => {
    const draft = draftOf(saved, 'en')
    expect(sameDraft({ ...draft, retail: '20.01' }, draft)).toBe(false)
    expect(sameDraft({ ...draft, enEnabled: true }, draft)).toBe(false)
    // Text typed into English while it is off is not sent, so it is no change.
    expect(sameDraft({ ...draft, en: { ...draft.en, name: 'x' } }, draft)).toBe(true)
    // An attribute set to nothing is the same as none.
    expect(
      sameDraft(
        { ...draft, attributes: [...draft.attributes, { attributeId: 4, valueIds: [], number: null, text: null }] },
        draft,
      ),
    ).toBe(true)
  })

  it('names the fields whose text is no number by the body’s path', () => {
    const draft = { ...emptyDraft('simple'), retail: '12,3,4', stock: '-1', vat: 'other' as const, vatOther: '' }
    const result = bodyOf(draft, 'hr', null)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((p) => p.field).sort()).toEqual(['retailPriceCents', 'stockQty', 'taxRate'])
    const missing = bodyOf({ ...emptyDraft('simple'), retail: '' }, 'hr', null)
    expect(missing.ok ? [] : missing.problems).toEqual([{ field: 'retailPriceCents', problem: 'prices.invalid' }])
  })

  it('keeps a configurable’s own prices and stock (its variants have them)', () => {
    const configurable = {
      ...saved,
      type: 'configurable' as const,
      configurable: { attributeIds: [3], defaultVariantId: null },
    }
    const draft = draftOf(configurable, 'hr')
    // The axis is the variants': not among the product's own attribute values.
    expect(draft.attributes.map((a) => a.attributeId)).toEqual([2])
    const result = bodyOf({ ...draft, retail: 'nonsense', stock: 'x' }, 'hr', configurable)
    expect(result.ok && result.body.retailPriceCents).toBe(2000)
    expect(result.ok && result.body.stockQty).toBe(4)
  })

  it('shows the final price as typed and moves list items', () => {
    expect(finalCentsOf({ ...emptyDraft('simple'), retail: '20', discount: '' }, 'hr')).toBe(2000)
    expect(finalCentsOf({ ...emptyDraft('simple'), retail: '20', discount: '15,5' }, 'hr')).toBe(1550)
    expect(finalCentsOf({ ...emptyDraft('simple'), retail: 'x' }, 'hr')).toBeNull()
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b'], 1, 2)).toEqual(['a', 'b'])
  })
})

describe('the history panel', () => {
  const t = ((key: string, params?: Record<string, unknown>) =>
    params ? `${key} ${JSON.stringify(params)}` : key) as never
  it('lists a save’s fields before → after, and other details as they are', () => {
    expect(
      changesOf({
        id: 1,
        actorEmail: 'a@b',
        action: 'product.update',
        at: '2026-11-27T09:00:00Z',
        detail: { before: { retailPriceCents: 2000 }, after: { retailPriceCents: 1800 } },
      }),
    ).toEqual([{ field: 'retailPriceCents', before: 2000, after: 1800 }])
    expect(
      changesOf({
        id: 2,
        actorEmail: 'a@b',
        action: 'product.create',
        at: '2026-11-27T09:00:00Z',
        detail: { sku: 'X' },
      }),
    ).toEqual([{ field: 'sku', after: 'X' }])
    // A new product's snapshot lists only what it was given.
    expect(
      changesOf({
        id: 3,
        actorEmail: 'a@b',
        action: 'product.create',
        at: '2026-11-27T09:00:00Z',
        detail: { sku: 'Y', brand: null, nameEn: '', tagIds: [], featured: false },
      }).map((change) => change.field),
    ).toEqual(['sku', 'featured'])
  })

  it('writes values and field names as staff read them', () => {
    expect(valueText('retailPriceCents', 1250, 'hr', t)).toBe('12,50\u00a0€')
    expect(valueText('featured', true, 'hr', t)).toBe('productEditor.history.yes')
    expect(valueText('brand', null, 'hr', t)).toBe('productEditor.history.empty_value')
    expect(valueText('descriptionHr', '<p>Hello <b>world</b></p>', 'hr', t)).toBe('Hello world')
    expect(valueText('categoryIds', [1, 2], 'hr', t)).toBe('1, 2')
    expect(fieldLabel('nameEn', t)).toBe('productEditor.texts.name (EN)')
    expect(fieldLabel('sku', t)).toBe('productEditor.sku')
    expect(fieldLabel('somethingNew', t)).toBe('somethingNew')
  })
})
