import { describe, expect, it } from 'vitest'
import type { AdminAttribute } from '../../../../contract/dto/catalogue-admin-terms'
import {
  centsText,
  comboKey,
  combinations,
  draftsOf,
  generateRows,
  parseMoney,
  parseStock,
  valueSlug,
  variantsPayload,
  type VariantDraft,
} from './variant-grid'

const size: AdminAttribute = {
  id: 1,
  code: 'size',
  inputType: 'dropdown',
  labels: { hr: 'Veličina', en: 'Size' },
  filterable: true,
  position: 0,
  productCount: 0,
  values: [
    { id: 11, labels: { hr: 'M', en: 'M' }, swatch: null, position: 0 },
    { id: 12, labels: { hr: 'L', en: 'L' }, swatch: null, position: 1 },
  ],
}
const colour: AdminAttribute = {
  ...size,
  id: 2,
  code: 'colour',
  inputType: 'visualSwatch',
  labels: { hr: 'Boja', en: 'Colour' },
  values: [
    { id: 21, labels: { hr: 'Crvena', en: 'Red' }, swatch: '#ff0000', position: 0 },
    { id: 22, labels: { hr: 'Žuta', en: 'Yellow' }, swatch: '#ffff00', position: 1 },
  ],
}

const row = (valueIds: number[], change: Partial<VariantDraft> = {}): VariantDraft => ({
  key: comboKey(valueIds),
  id: null,
  valueIds,
  sku: `S-${valueIds.join('-')}`,
  retail: '10,00',
  discount: '',
  stock: '',
  imageMediaId: null,
  ...change,
})

describe('the variant grid', () => {
  it('makes every combination, the first axis slowest', () => {
    expect(combinations([1, 2], { 1: [11, 12], 2: [21, 22] })).toEqual([
      [11, 21],
      [11, 22],
      [12, 21],
      [12, 22],
    ])
    expect(combinations([1, 2], { 1: [11], 2: [] })).toEqual([])
    expect(combinations([], {})).toEqual([])
  })

  it('keeps the data of a variant whose combination stays, and lists the rows no combination keeps', () => {
    const kept = row([11, 21], { id: 5, sku: 'KEEP', retail: '12,50', stock: '3', imageMediaId: 9 })
    const gone = row([12, 22], { id: 6, sku: 'GONE' })
    const { rows, dropped } = generateRows({
      axes: [1, 2],
      chosen: { 1: [11], 2: [21, 22] },
      current: [kept, gone],
      productSku: 'TEE',
      slugOf: (id) => valueSlug([size, colour], id),
      retail: '20,00',
      discount: '',
    })
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ id: 5, sku: 'KEEP', retail: '12,50', stock: '3', imageMediaId: 9 })
    // A new combination: the suggested SKU (value labels as slugs, Croatian letters plain) and the product's price.
    expect(rows[1]).toMatchObject({ id: null, sku: 'TEE-m-zuta', retail: '20,00', valueIds: [11, 22] })
    expect(dropped.map((draft) => draft.sku)).toEqual(['GONE'])
  })

  it('matches a combination whatever the order of the axes', () => {
    const kept = row([11, 21], { id: 5 })
    const { rows } = generateRows({
      axes: [2, 1],
      chosen: { 1: [11], 2: [21] },
      current: [kept],
      productSku: 'TEE',
      slugOf: String,
      retail: '1',
      discount: '',
    })
    expect(rows).toEqual([{ ...kept, valueIds: [21, 11] }])
  })

  it('reads money and stock as staff type them', () => {
    expect(parseMoney('12,99')).toBe(1299)
    expect(parseMoney('12.99')).toBe(1299)
    expect(parseMoney(' 12 € ')).toBe(1200)
    expect(parseMoney('1.234,50')).toBe(123450)
    expect(parseMoney('1,234.50')).toBe(123450)
    expect(parseMoney('0,5')).toBe(50)
    expect(parseMoney('')).toBeNull()
    expect(parseMoney('-3')).toBe('invalid')
    expect(parseMoney('12,999')).toBe('invalid')
    expect(parseMoney('1.234')).toBe('invalid')
    expect(parseMoney('1,2,3')).toBe('invalid')
    expect(parseMoney('abc')).toBe('invalid')
    expect(centsText(1299, 'hr')).toBe('12,99')
    expect(centsText(1299, 'en')).toBe('12.99')
    expect(centsText(null, 'en')).toBe('')
    expect(parseStock('')).toBeNull()
    expect(parseStock('0')).toBe(0)
    expect(parseStock('2.5')).toBe('invalid')
    expect(parseStock('-1')).toBe('invalid')
  })

  it('names each refused cell as the backend does (variants.N.field)', () => {
    const result = variantsPayload([
      row([11, 21], { sku: '' }),
      row([11, 22], { sku: 'A B', retail: 'x' }),
      row([12, 21], { sku: 'same', discount: '20', stock: '-2' }),
      row([12, 22], { sku: 'SAME' }),
    ])
    expect(result).toEqual({
      ok: false,
      problems: {
        'variants.0.sku': 'skuRequired',
        'variants.1.sku': 'skuFormat',
        'variants.1.retailPriceCents': 'priceInvalid',
        'variants.2.discountPriceCents': 'discountAbove',
        'variants.2.stockQty': 'stockInvalid',
        'variants.3.sku': 'skuTwice',
      },
    })
  })

  it('sends cents, null for unlimited stock and the id of a kept variant', () => {
    const result = variantsPayload([
      row([11, 21], { id: 5, sku: ' TEE-M ', retail: '19,90', discount: '15', stock: '0', imageMediaId: 3 }),
      row([12, 21], { retail: '19.90' }),
    ])
    expect(result).toEqual({
      ok: true,
      variants: [
        {
          id: 5,
          sku: 'TEE-M',
          valueIds: [11, 21],
          retailPriceCents: 1990,
          discountPriceCents: 1500,
          stockQty: 0,
          imageMediaId: 3,
        },
        {
          sku: 'S-12-21',
          valueIds: [12, 21],
          retailPriceCents: 1990,
          discountPriceCents: null,
          stockQty: null,
          imageMediaId: null,
        },
      ],
    })
  })

  it('leaves archived variants out of the grid', () => {
    const base = {
      retailPriceCents: 1000,
      discountPriceCents: null,
      finalPriceCents: 1000,
      stockQty: null,
      imageMediaId: null,
    }
    const drafts = draftsOf(
      [
        { ...base, id: 1, sku: 'A', valueIds: [11, 21], archived: false },
        { ...base, id: 2, sku: 'B', valueIds: [12, 21], archived: true },
      ],
      'en',
    )
    expect(drafts.map((draft) => draft.sku)).toEqual(['A'])
    expect(drafts[0]).toMatchObject({ retail: '10.00', discount: '', stock: '' })
  })
})
