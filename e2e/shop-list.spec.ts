import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * The shop product list (SPEC §2/§4/§9): sort, a layered-navigation filter, per-page and
 * pagination all live in the query string, change the list by client navigation, and browser
 * back/forward restore the exact previous list (URL, controls and grid) — in Croatian and English.
 */

interface LangCase {
  lang: 'hr' | 'en'
  header: string
  prefix: string
  category: string
  labels: {
    sort: string
    cheapest: string
    perPage: string
    colour: string
    pagination: string
    page: (n: number) => string
  }
  count: RegExp
  countText: (n: number) => string
  parsePrice: (text: string) => number
}

const CASES: LangCase[] = [
  {
    lang: 'hr',
    header: 'hrv',
    prefix: '',
    category: 'odjeca',
    labels: {
      sort: 'Poredaj',
      cheapest: 'Najniža cijena',
      perPage: 'Proizvoda po stranici',
      colour: 'Boja',
      pagination: 'Stranice popisa proizvoda',
      page: (n) => `Stranica ${n}`,
    },
    count: /^Broj proizvoda: ([\d.]+)$/,
    countText: (n) => `Broj proizvoda: ${n}`,
    // '1.234,56 €'
    parsePrice: (text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  },
  {
    lang: 'en',
    header: 'eng',
    prefix: '/en',
    category: 'apparel',
    labels: {
      sort: 'Sort by',
      cheapest: 'Lowest price',
      perPage: 'Products per page',
      colour: 'Colour',
      pagination: 'Product list pages',
      page: (n) => `Page ${n}`,
    },
    count: /^Products: ([\d,]+)$/,
    countText: (n) => `Products: ${n}`,
    // '€1,234.56'
    parsePrice: (text) => Number(text.replace(/[^\d.]/g, '')),
  },
]

interface FacetValue {
  value: string
  valueLabel: string
  totalProducts: number
}

/** The category's colour facet read through the edge API, in the page's language. */
async function colourValues(request: APIRequestContext, c: LangCase): Promise<FacetValue[]> {
  const res = await request.post('/api/v1/product/layered/navigation', {
    headers: { 'content-type': 'application/json', language: c.header },
    data: JSON.stringify({
      filters: [
        { key: 'archived', value: false },
        { key: 'category', value: c.category },
      ],
    }),
  })
  expect(res.ok()).toBe(true)
  const facets = ((await res.json()) as { data: Array<{ attributeCode: string; values: FacetValue[] }> }).data
  return facets.find((f) => f.attributeCode === 'colour')?.values ?? []
}

/** Product names of one list page as the API returns them (what the grid must show, in order). */
async function apiNames(
  request: APIRequestContext,
  c: LangCase,
  query: { category?: string; colour?: string; page?: number; limit?: number },
): Promise<string[]> {
  const filters: Array<Record<string, unknown>> = [{ key: 'archived', value: false }]
  if (query.category) filters.push({ key: 'category', value: query.category })
  if (query.colour) filters.push({ key: 'colour', value: query.colour })
  const res = await request.post('/api/v1/product/web/filter', {
    headers: { 'content-type': 'application/json', language: c.header },
    data: JSON.stringify({
      page: query.page ?? 1,
      limit: query.limit ?? 12,
      sort: { param: 'finalPrice', order: 'asc' },
      filters,
    }),
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { records: Array<{ name: string }> } }).data.records.map((r) => r.name)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

const cards = (page: Page): Locator => page.getByRole('main').getByRole('article')
const titles = (page: Page): Locator => cards(page).getByRole('heading', { level: 3 })

async function productCount(page: Page, c: LangCase): Promise<number> {
  const text = (await page.getByRole('main').getByRole('status').filter({ hasText: c.count }).textContent()) ?? ''
  return Number((c.count.exec(text.trim())?.[1] ?? '').replace(/[.,]/g, ''))
}

/** The final (first shown) price of every card, in grid order. */
async function prices(page: Page, c: LangCase): Promise<number[]> {
  const all: number[] = []
  for (const card of await cards(page).all()) {
    const text =
      (await card
        .getByText(/\d[\d.,]*\d\s*€|€\s*\d/)
        .first()
        .textContent()) ?? ''
    all.push(c.parsePrice(text))
  }
  return all
}

function expectAscending(values: number[]) {
  expect(values.length).toBeGreaterThan(0)
  for (const value of values) expect(Number.isFinite(value)).toBe(true)
  expect(values).toEqual([...values].sort((a, b) => a - b))
}

for (const c of CASES) {
  test(`${c.lang}: sort, filter, per page and pagination keep their state in the URL through back and forward`, async ({
    page,
    request,
  }) => {
    const main = page.getByRole('main')
    const sort = main.getByLabel(c.labels.sort)
    const perPage = main.getByLabel(c.labels.perPage)
    const status = main.getByRole('status').filter({ hasText: c.count })
    const categoryPath = `${c.prefix}/shop/${c.category}`

    // A category with several products.
    await open(page, categoryPath)
    const total = await productCount(page, c)
    expect(total).toBeGreaterThan(2)
    await expect(cards(page)).toHaveCount(Math.min(total, 12))

    // Cheapest first: the URL gets the sort (page 1 is implied), the grid shows the ascending prices.
    await sort.selectOption({ label: c.labels.cheapest })
    await expect(page).toHaveURL(new RegExp(`${escape(categoryPath)}\\?sort=cheapest$`))
    await expect(sort).toHaveValue('cheapest')
    const sortedNames = await apiNames(request, c, { category: c.category })
    await expect(titles(page)).toHaveText(sortedNames)
    expectAscending(await prices(page, c))

    // A colour checkbox that narrows the list: after the 500 ms debounce the URL carries it.
    const colour = (await colourValues(request, c))
      .filter((v) => v.totalProducts > 0 && v.totalProducts < total)
      .sort((a, b) => a.totalProducts - b.totalProducts)[0]
    if (!colour) throw new Error(`no narrowing colour in ${c.category}`)
    const checkbox = main
      .getByRole('group', { name: c.labels.colour })
      .getByRole('checkbox', { name: `${colour.valueLabel} (${colour.totalProducts})` })
    await checkbox.check()
    await expect(page).toHaveURL(new RegExp(`\\?sort=cheapest&colour=${colour.value}$`))
    await expect(status).toHaveText(c.countText(colour.totalProducts))
    const filteredNames = await apiNames(request, c, { category: c.category, colour: colour.value })
    expect(filteredNames).toHaveLength(colour.totalProducts)
    await expect(titles(page)).toHaveText(filteredNames)
    expectAscending(await prices(page, c))
    const filteredUrl = page.url()

    // 24 per page: page resets, the filter and sort stay.
    await perPage.selectOption('24')
    await expect(page).toHaveURL(new RegExp(`\\?sort=cheapest&limit=24&colour=${colour.value}$`))
    await expect(titles(page)).toHaveText(filteredNames)

    // Back restores the exact previous lists; forward again.
    await page.goBack()
    await expect(page).toHaveURL(filteredUrl)
    await expect(perPage).toHaveValue('12')
    await expect(sort).toHaveValue('cheapest')
    await expect(checkbox).toBeChecked()
    await expect(titles(page)).toHaveText(filteredNames)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${escape(categoryPath)}\\?sort=cheapest$`))
    await expect(checkbox).not.toBeChecked()
    await expect(status).toHaveText(c.countText(total))
    await expect(titles(page)).toHaveText(sortedNames)
    await page.goForward()
    await expect(page).toHaveURL(filteredUrl)
    await expect(checkbox).toBeChecked()
    await expect(titles(page)).toHaveText(filteredNames)
    await page.goForward()
    await expect(page).toHaveURL(new RegExp(`\\?sort=cheapest&limit=24&colour=${colour.value}$`))
    await expect(perPage).toHaveValue('24')

    // The all-products list has several pages: page 2 continues the ascending prices.
    const shopPath = `${c.prefix}/shop`
    await open(page, shopPath)
    const all = await productCount(page, c)
    expect(all).toBeGreaterThan(12)
    await sort.selectOption({ label: c.labels.cheapest })
    await expect(page).toHaveURL(new RegExp(`${escape(shopPath)}\\?sort=cheapest$`))
    await expect(titles(page)).toHaveText(await apiNames(request, c, {}))
    const firstPage = await prices(page, c)
    expect(firstPage).toHaveLength(12)
    expectAscending(firstPage)

    const pagination = main.getByRole('navigation', { name: c.labels.pagination })
    await pagination.getByRole('link', { name: c.labels.page(2), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${escape(shopPath)}\\?sort=cheapest&page=2$`))
    await expect(pagination.getByRole('link', { name: c.labels.page(2), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const secondNames = await apiNames(request, c, { page: 2 })
    expect(secondNames).toHaveLength(Math.min(12, all - 12))
    await expect(titles(page)).toHaveText(secondNames)
    expectAscending([...firstPage, ...(await prices(page, c))])
    const secondUrl = page.url()

    // Changing the page size goes back to page 1.
    await perPage.selectOption('24')
    await expect(page).toHaveURL(new RegExp(`${escape(shopPath)}\\?sort=cheapest&limit=24$`))
    const wideNames = await apiNames(request, c, { limit: 24 })
    await expect(titles(page)).toHaveText(wideNames)
    expectAscending(await prices(page, c))

    await page.goBack()
    await expect(page).toHaveURL(secondUrl)
    await expect(perPage).toHaveValue('12')
    await expect(sort).toHaveValue('cheapest')
    await expect(titles(page)).toHaveText(secondNames)
    await page.goForward()
    await expect(page).toHaveURL(new RegExp(`${escape(shopPath)}\\?sort=cheapest&limit=24$`))
    await expect(titles(page)).toHaveText(wideNames)
  })
}
