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

/**
 * The shop's product search (SPEC §2 Product list: a new search resets to page 1): the words are `q` in the URL and
 * the filter's keywords; the other list parameters stay. A seed product's word in each language (keywords match
 * every language's name, description and SKU), a word nothing matches, then the cleared field.
 */
interface SearchCase {
  lang: 'hr' | 'en'
  header: string
  prefix: string
  label: string
  submit: string
  word: string
  category: string
  count: RegExp
  countText: (n: number) => string
  empty: (q: string) => string
}

const SEARCH_CASES: SearchCase[] = [
  {
    lang: 'hr',
    header: 'hrv',
    prefix: '',
    label: 'Pretraži proizvode',
    submit: 'Traži',
    word: 'svjetionik',
    category: 'odjeca',
    count: /^Broj proizvoda: ([\d.]+)$/,
    countText: (n) => `Broj proizvoda: ${n}`,
    empty: (q) => `Nema proizvoda za „${q}”.`,
  },
  {
    lang: 'en',
    header: 'eng',
    prefix: '/en',
    label: 'Search products',
    submit: 'Search',
    word: 'lighthouse',
    category: 'apparel',
    count: /^Products: ([\d,]+)$/,
    countText: (n) => `Products: ${n}`,
    empty: (q) => `No products found for “${q}”.`,
  },
]

/** The first page (cheapest first) of the list the search asks for, as the API answers it: names and total. */
async function searchResults(
  request: APIRequestContext,
  c: SearchCase,
  keywords: string | undefined,
  category?: string,
): Promise<{ names: string[]; total: number }> {
  const res = await request.post('/api/v1/product/web/filter', {
    headers: { 'content-type': 'application/json', language: c.header },
    data: JSON.stringify({
      page: 1,
      limit: 12,
      sort: { param: 'finalPrice', order: 'asc' },
      filters: [{ key: 'archived', value: false }, ...(category ? [{ key: 'category', value: category }] : [])],
      ...(keywords ? { keywords } : {}),
    }),
  })
  expect(res.ok()).toBe(true)
  const data = (
    (await res.json()) as {
      data: { records: Array<{ name: string }>; pagination: { totalRecords: number } }
    }
  ).data
  return { names: data.records.map((r) => r.name), total: data.pagination.totalRecords }
}

const NO_MATCH = 'zqxwvj'

/** The list's count as a number (thousands separators of either language dropped). */
async function shownCount(page: Page, c: SearchCase): Promise<number> {
  const text = (await page.getByRole('main').getByRole('status').filter({ hasText: c.count }).textContent()) ?? ''
  return Number((c.count.exec(text.trim())?.[1] ?? '').replace(/[.,]/g, ''))
}

for (const c of SEARCH_CASES) {
  test(`${c.lang}: the product search finds a seed product, shows the count and an empty state, and clears`, async ({
    page,
    request,
  }) => {
    const main = page.getByRole('main')
    const form = main.getByRole('search')
    const field = form.getByLabel(c.label)
    const status = main.getByRole('status').filter({ hasText: c.count })
    const shopPath = `${c.prefix}/shop`
    const found = await searchResults(request, c, c.word)
    const everything = await searchResults(request, c, undefined)
    expect(found.total).toBeGreaterThan(0)
    expect(found.total).toBeLessThan(everything.total)

    // From page 2 of the cheapest-first list: the search goes back to page 1 and keeps the sort.
    await open(page, `${shopPath}?sort=cheapest&page=2`)
    await expect(field).toHaveAttribute('type', 'search')
    await field.fill(c.word)
    await field.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${escape(shopPath)}\\?q=${c.word}&sort=cheapest$`))
    await expect(status).toHaveText(c.countText(found.total))
    await expect(titles(page)).toHaveText(found.names)
    await expect(field).toBeFocused()
    await expect(field).toHaveValue(c.word)

    // A word nothing matches: the empty state names it, the count is 0.
    await field.fill(NO_MATCH)
    await form.getByRole('button', { name: c.submit }).click()
    await expect(page).toHaveURL(new RegExp(`\\?q=${NO_MATCH}&sort=cheapest$`))
    await expect(status).toHaveText(c.countText(0))
    await expect(main.getByText(c.empty(NO_MATCH))).toBeVisible()
    await expect(cards(page)).toHaveCount(0)

    // Back restores the earlier search (URL, field and list); forward again.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`\\?q=${c.word}&sort=cheapest$`))
    await expect(field).toHaveValue(c.word)
    await expect(titles(page)).toHaveText(found.names)
    await page.goForward()
    await expect(field).toHaveValue(NO_MATCH)
    await expect(main.getByText(c.empty(NO_MATCH))).toBeVisible()

    // Clearing the field shows the whole list again (the sort stays).
    await field.fill('')
    await expect(page).toHaveURL(new RegExp(`${escape(shopPath)}\\?sort=cheapest$`))
    await expect(status).toHaveText(c.count)
    await expect.poll(async () => shownCount(page, c)).toBe(everything.total)
    await expect(titles(page)).toHaveText(everything.names)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const c of SEARCH_CASES) {
    test(`${c.lang}: the product search is a plain GET form the server answers with the filtered list`, async ({
      page,
      request,
    }) => {
      const main = page.getByRole('main')
      const shopPath = `${c.prefix}/shop`
      const found = await searchResults(request, c, c.word)
      expect(found.total).toBeGreaterThan(0)

      const response = await page.goto(`${shopPath}?sort=cheapest&page=2`)
      expect(response?.status()).toBe(200)
      const form = main.getByRole('search')
      await form.getByLabel(c.label).fill(c.word)
      await form.getByRole('button', { name: c.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${escape(shopPath)}\\?q=${c.word}&sort=cheapest$`))
      await expect(main.getByRole('status').filter({ hasText: c.count })).toHaveText(c.countText(found.total))
      await expect(titles(page)).toHaveText(found.names)
      await expect(form.getByLabel(c.label)).toHaveValue(c.word)

      // On a category page the search stays in the category.
      const inCategory = await searchResults(request, c, c.word, c.category)
      expect(inCategory.total).toBeGreaterThan(0)
      expect(inCategory.total).toBeLessThan(found.total)
      const categoryPath = `${shopPath}/${c.category}`
      await page.goto(`${categoryPath}?sort=cheapest`)
      await form.getByLabel(c.label).fill(c.word)
      await form.getByLabel(c.label).press('Enter')
      await expect(page).toHaveURL(new RegExp(`${escape(categoryPath)}\\?q=${c.word}&sort=cheapest$`))
      await expect(main.getByRole('status').filter({ hasText: c.count })).toHaveText(c.countText(inCategory.total))
      await expect(titles(page)).toHaveText(inCategory.names)

      await page.goto(`${shopPath}?q=${NO_MATCH}`)
      await expect(main.getByText(c.empty(NO_MATCH))).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
    })
  }
})
