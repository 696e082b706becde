import { describe, expect, it } from 'vitest'
import type {
  LayeredFilter,
  ProductCard,
  ProductFilterRequest,
  ProductFilterResponse,
} from '../../../contract/dto/catalogue'
import { api } from './test-client'
import { PRODUCTS } from '../seed/catalogue-data/products'

const LISTED = { key: 'archived', value: false }
const filter = (body: ProductFilterRequest, lang: 'hr' | 'en' = 'hr') =>
  api<ProductFilterResponse>('POST', '/api/v1/product/web/filter', { body, lang })
/** The seed's products only: the tests share one database, and other files add products of their own. */
const SEEDED_IDS = new Set(PRODUCTS.map((product) => product.id))
const seeded = (records: Array<{ id: number }>) => records.filter((r) => SEEDED_IDS.has(r.id))
const all = async (body: ProductFilterRequest) => {
  const res = await filter({ ...body, limit: 100000, allowUnlimited: true, filters: [LISTED, ...(body.filters ?? [])] })
  expect(res.status).toBe(200)
  return res.body.data
}

describe('product/web/filter', () => {
  it('returns an empty result when nothing meaningful is asked (SPEC §5)', async () => {
    for (const body of [{}, { filters: [LISTED] }, { keywords: '   ' }]) {
      const res = await filter(body)
      expect(res.status).toBe(200)
      expect(res.body.data.records).toEqual([])
      expect(res.body.data.pagination.totalRecords).toBe(0)
    }
  })

  it('lists only main, visible products and applies archived as sent', async () => {
    const data = await all({ page: 1 })
    const ids = data.records.map((r) => r.id)
    expect(ids).toContain(1)
    expect(ids).not.toContain(35) // archived
    expect(ids).not.toContain(36) // not individually visible
    expect(ids).not.toContain(2200) // a variant of product 22
    const archived = await filter({ page: 1, filters: [{ key: 'archived', value: true }] })
    expect(seeded(archived.body.data.records).map((r) => r.id)).toEqual([35])
  })

  it('pages: page/limit/totalPages/totalRecords are consistent and pages do not overlap', async () => {
    const total = (await all({ page: 1 })).pagination.totalRecords
    const first = await filter({ page: 1, limit: 7, filters: [LISTED] })
    const second = await filter({ page: 2, limit: 7, filters: [LISTED] })
    expect(first.body.data.pagination).toEqual({
      page: 1,
      limit: 7,
      totalPages: Math.ceil(total / 7),
      totalRecords: total,
    })
    expect(first.body.data.records).toHaveLength(7)
    expect(second.body.data.pagination.page).toBe(2)
    const overlap = first.body.data.records.filter((r) => second.body.data.records.some((s) => s.id === r.id))
    expect(overlap).toEqual([])
    const beyond = await filter({ page: 9999, limit: 7, filters: [LISTED] })
    expect(beyond.body.data.records).toEqual([])
    const defaults = await filter({ filters: [LISTED, { key: 'type', value: 'eProduct' }] })
    expect(defaults.body.data.pagination.limit).toBe(10)
  })

  it('filters by category slug in either language, including descendants, and by id', async () => {
    const apparel = seeded((await all({ filters: [{ key: 'category', value: 'odjeca' }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(apparel).toEqual([22, 23, 24, 25, 26])
    const hoodies = seeded((await all({ filters: [{ key: 'category', value: 'hoodies' }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(hoodies).toEqual([25, 26])
    const byId = seeded((await all({ filters: [{ key: 'category', value: 5 }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(byId).toEqual([25, 26])
    const main = seeded((await all({ mainCategory: 'vr-gear' })).records).map((r) => r.id)
    expect(main).toContain(17) // accessories is a child of VR gear
    expect(main).not.toContain(35)
    const unknown = await all({ filters: [{ key: 'category', value: 'no-such-category' }] })
    expect(unknown.records).toEqual([])
  })

  it('filters by attribute values (ids or labels, comma-joined = any), variants count for configurables', async () => {
    const puzzle = seeded((await all({ filters: [{ key: 'genre', value: '203' }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(puzzle).toEqual([2, 9])
    const either = seeded((await all({ filters: [{ key: 'genre', value: '203,205' }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(either).toEqual([2, 5, 9])
    const byLabel = seeded((await all({ filters: [{ key: 'genre', value: 'Puzzle' }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(byLabel).toEqual([2, 9])
    const orange = seeded((await all({ filters: [{ key: 'colour', value: '404' }] })).records).map((r) => r.id)
    expect(orange).toEqual([24])
    const both = seeded(
      (
        await all({
          filters: [
            { key: 'genre', value: '203' },
            { key: 'platform', value: '104' },
          ],
        })
      ).records,
    ).map((r) => r.id)
    expect(both).toEqual([9])
  })

  it('filters by number ranges (price, number attribute); a null bound is ignored', async () => {
    const cheap = (await all({ filters: [{ key: 'finalPrice', value: null, range: { min: 10, max: 20 } }] }))
      .records as ProductCard[]
    expect(cheap.length).toBeGreaterThan(0)
    for (const r of cheap) expect(r.finalPrice >= 10 && r.finalPrice <= 20).toBe(true)
    const open = (await all({ filters: [{ key: 'finalPrice', range: { min: 400, max: null } }] }))
      .records as ProductCard[]
    expect(
      seeded(open)
        .map((r) => r.id)
        .sort((a, b) => a - b),
    ).toEqual([31, 33])
    const coop = seeded((await all({ filters: [{ key: 'players', range: { min: 3, max: null } }] })).records).map(
      (r) => r.id,
    )
    expect(coop).toEqual([6])
  })

  it('filters by keywords (any language, sku), tag, type and featured', async () => {
    const deep = seeded((await all({ keywords: 'duboko more' })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(deep).toEqual([1, 11, 22, 27, 31, 32]) // 31 mentions the game in its description
    const english = seeded((await all({ keywords: 'lighthouse' })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(english).toEqual([2, 25, 30])
    const percent = await all({ keywords: '100%' })
    expect(percent.records).toEqual([])
    const tag = seeded((await all({ filters: [{ key: 'tag', value: 'family-friendly' }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(tag).toEqual([4, 5, 8, 9, 10, 34])
    const bundles = seeded((await all({ filters: [{ key: 'type', value: 'bundle' }] })).records)
      .map((r) => r.id)
      .sort((a, b) => a - b)
    expect(bundles).toEqual([31, 32, 33, 34])
    const featured = (await all({ filters: [{ key: 'featured', value: true }] })).records as ProductCard[]
    expect(
      seeded(featured)
        .map((r) => r.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 7, 15, 23, 31])
  })

  it('sorts by all 8 sort options', async () => {
    const check = async (
      param: 'id' | 'finalPrice' | 'name' | 'categoryPriority',
      order: 'asc' | 'desc',
      lang: 'hr' | 'en' = 'hr',
    ) => {
      const res = await filter(
        {
          page: 1,
          limit: 100,
          sort: { param, order },
          filters: [LISTED, { key: 'type', value: 'simple,eProduct,configurable,bundle' }],
        },
        lang,
      )
      const records = res.body.data.records as ProductCard[]
      expect(records.length).toBeGreaterThan(30)
      const key = (r: ProductCard): number | string =>
        param === 'name'
          ? r.name.toLowerCase()
          : param === 'id'
            ? r.id
            : param === 'finalPrice'
              ? r.finalPrice
              : r.categoryPriority
      for (let i = 1; i < records.length; i++) {
        const a = records[i - 1]
        const b = records[i]
        if (!a || !b) continue
        const ka = key(a)
        const kb = key(b)
        if (order === 'asc') expect(ka <= kb, `${param} ${order}: ${String(ka)} before ${String(kb)}`).toBe(true)
        else expect(ka >= kb, `${param} ${order}: ${String(ka)} before ${String(kb)}`).toBe(true)
      }
      return records
    }
    for (const param of ['id', 'finalPrice', 'name', 'categoryPriority'] as const) {
      const asc = await check(param, 'asc')
      const desc = await check(param, 'desc')
      expect(asc.map((r) => r.id)).not.toEqual(desc.map((r) => r.id))
    }
    const english = await check('name', 'asc', 'en')
    expect(english.some((r) => r.name === 'Bora poster')).toBe(true)
    const byDefault = await filter({ page: 1, filters: [LISTED] })
    const ids = byDefault.body.data.records.map((r) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('returns list cards with discount percent, slugs in both languages, and honours select', async () => {
    const res = await filter({ page: 1, limit: 100, filters: [LISTED, { key: 'type', value: 'eProduct' }] }, 'en')
    const deep = (res.body.data.records as ProductCard[]).find((r) => r.id === 1)
    expect(deep).toMatchObject({
      name: 'Izlog: Deep Sea VR',
      slug: 'izlog-deep-sea-vr',
      slugs: { hr: 'izlog-duboko-more-vr', en: 'izlog-deep-sea-vr' },
      type: 'eProduct',
      retailPrice: 29.99,
      discount: 22.49,
      finalPrice: 22.49,
      available: true,
    })
    expect(deep?.discountPercent).toBe(Math.round(((29.99 - 22.49) / 29.99) * 100))
    expect(deep?.media?.urls.medium).toMatch(/^\/media\/1\/1001\/medium\/.+\.svg$/)
    const plain = (res.body.data.records as ProductCard[]).find((r) => r.id === 2)
    expect(plain?.discount).toBeNull()
    expect(plain?.discountPercent).toBe(0)
    const selected = await filter({ select: ['slugs', 'updatedAt'], allowUnlimited: true, filters: [LISTED] })
    const first = selected.body.data.records[0]
    expect(first && Object.keys(first).sort()).toEqual(['id', 'slugs', 'updatedAt'])
    expect(selected.body.data.pagination.totalRecords).toBe(selected.body.data.records.length)
  })

  it('answers 400 with the code or the refused field for bad bodies, its text translated (no English note)', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ page: 0 }, /^VALIDATION_ERROR page$/],
      [{ page: 'two' }, /^VALIDATION_ERROR page$/],
      [{ limit: 5.5 }, /^VALIDATION_ERROR limit$/],
      [{ limit: 500 }, /^LIMIT_TOO_HIGH/],
      [{ page: 1, sort: { param: 'price', order: 'asc' } }, /^VALIDATION_ERROR sort\.param$/],
      [{ page: 1, sort: { param: 'id', order: 'up' } }, /^VALIDATION_ERROR sort\.order$/],
      [{ page: 1, filters: 'category' }, /^VALIDATION_ERROR filters$/],
      [{ page: 1, filters: [{ value: 1 }] }, /^VALIDATION_ERROR filters\.0/],
      [{ page: 1, filters: [{ key: 'no_such_attribute', value: '1' }] }, /^FILTER_UNKNOWN_KEY/],
      [{ page: 1, filters: [{ key: 'release_date', value: '2024-01-01' }] }, /^FILTER_NOT_FILTERABLE/],
      [{ page: 1, filters: [{ key: 'type', value: 'spaceship' }] }, /^FILTER_UNKNOWN_PRODUCT_TYPE/],
      [{ page: 1, filters: [{ key: 'featured', value: 'maybe' }] }, /^FILTER_EXPECTS_BOOLEAN/],
      [{ page: 1, filters: [{ key: 'finalPrice', range: { min: 'a' } }] }, /^VALIDATION_ERROR filters\.0\.range/],
      [{ select: ['password'] }, /^VALIDATION_ERROR select/],
    ]
    for (const [body, expected] of cases) {
      const res = await filter(body as ProductFilterRequest)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const answer = res.body as { code?: string; field?: string; message: string }
      expect(`${answer.code} ${answer.field ?? ''}`, JSON.stringify(body)).toMatch(expected)
      if (answer.code === 'VALIDATION_ERROR')
        expect(['Neispravan unos', 'Unos ovog polja je obavezan'], JSON.stringify(body)).toContain(answer.message)
      expect(res.body.statusCode).toBe(400)
    }
    const malformed = await api('POST', '/api/v1/product/web/filter', { rawBody: '{"page":' })
    expect(malformed.status).toBe(400)
  })
})

describe('product/layered/navigation', () => {
  it('counts match the filtered list for every facet value', async () => {
    const base: ProductFilterRequest = { filters: [LISTED, { key: 'category', value: 'igre' }] }
    const res = await api<LayeredFilter[]>('POST', '/api/v1/product/layered/navigation', { body: base })
    expect(res.status).toBe(200)
    const facets = res.body.data
    const codes = facets.map((f) => f.attributeCode)
    expect(codes).toEqual(
      expect.arrayContaining(['finalPrice', 'category', 'platform', 'genre', 'age_rating', 'players', 'vr_required']),
    )
    const total = (await all(base)).pagination.totalRecords
    const price = facets.find((f) => f.attributeCode === 'finalPrice')
    expect(price?.type).toBe('number')
    expect(price?.values[0]?.totalProducts).toBe(total)
    const priced = await all({
      filters: [
        ...(base.filters ?? []),
        { key: 'finalPrice', range: { min: price?.values[0]?.minValue ?? 0, max: price?.values[0]?.maxValue ?? 0 } },
      ],
    })
    expect(priced.pagination.totalRecords).toBe(total)
    for (const facet of facets.filter((f) => f.type !== 'number')) {
      for (const value of facet.values) {
        const narrowed = await all({
          filters: [...(base.filters ?? []), { key: facet.attributeCode, value: value.value }],
        })
        expect(narrowed.pagination.totalRecords, `${facet.attributeCode}=${value.value}`).toBe(value.totalProducts)
      }
    }
  })

  it('counts configurables by their variants and labels facets in the requested language', async () => {
    const res = await api<LayeredFilter[]>('POST', '/api/v1/product/layered/navigation', {
      body: { filters: [LISTED, { key: 'category', value: 't-shirts' }] },
      lang: 'en',
    })
    const colour = res.body.data.find((f) => f.attributeCode === 'colour')
    expect(colour).toMatchObject({ label: 'Colour', type: 'visualSwatch' })
    expect(colour?.values.find((v) => v.value === '401')).toMatchObject({
      valueLabel: 'Black',
      totalProducts: 2,
      swatch: '#14171c',
    })
    const size = res.body.data.find((f) => f.attributeCode === 'size')
    expect(size?.values.map((v) => v.valueLabel)).toEqual(['S', 'M', 'L', 'XL', 'XXL'])
    expect(size?.values.every((v) => v.totalProducts === 3)).toBe(true)
  })
})
