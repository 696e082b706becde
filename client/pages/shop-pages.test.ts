import { describe, expect, it } from 'vitest'
import type { CategoryNode, LayeredFilter, ProductFilterResponse } from '../../contract/dto/catalogue'
import { apiData, page, textOf } from '../../test/session'

const categories = () =>
  apiData<CategoryNode[]>('api/v1/product/web/category/filter', {
    method: 'POST',
    body: { tree: true, sort: { param: 'id', order: 'asc' } },
  })
const products = (body: object, language = 'hrv') =>
  apiData<ProductFilterResponse>('api/v1/product/web/filter', { method: 'POST', body, language })

describe('shop', () => {
  it('lists the categories as tiles and every product, in both languages', async () => {
    const tree = await categories()
    const first = tree[0]
    expect(first).toBeDefined()
    if (!first) return
    const res = await page('/shop')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toContain('public')
    const html = await res.text()
    expect(html).toMatch(/<h1[^>]*>Kategorije<\/h1>/)
    expect(html).toContain(`href="/shop/${first.slugs.hr}"`)
    expect(html).toMatch(/href="\/product\/[^"]+"/)
    // The products come in place in the first HTML (their first image is the page's LCP), not in a
    // part streamed after the footer.
    // Nothing in it streams in later, not even a bundle tile's button (that changed the tile's size: CLS).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main.search(/href="\/product\//)).toBeGreaterThan(0)
    expect(main).not.toContain('<template id="B:')
    expect(html).toContain('rel="alternate" hrefLang="en" href="https://izlog.test/en/shop"')
    const en = await (await page('/en/shop')).text()
    expect(en).toMatch(/<h1[^>]*>Categories<\/h1>/)
    expect(en).toContain(`href="/en/shop/${first.slugs.en}"`)
  })

  it('shows a category with its products, 12 per page, and pagination links that keep the state', async () => {
    const tree = await categories()
    const withProducts = tree.find((node) => node.productCount > 0)
    expect(withProducts).toBeDefined()
    if (!withProducts) return
    const list = await products({
      page: 1,
      limit: 12,
      sort: { param: 'id', order: 'desc' },
      filters: [
        { key: 'archived', value: false },
        { key: 'category', value: withProducts.slugs.hr },
      ],
    })
    const res = await page(`/shop/${withProducts.slugs.hr}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${withProducts.name}</h1>`))
    for (const record of list.records) expect(html).toContain(`href="/product/${record.slug}"`)
    expect(textOf(html)).toContain(`Broj proizvoda: ${list.pagination.totalRecords}`)
    expect(html).toContain(`hrefLang="en" href="https://izlog.test/en/shop/${withProducts.slugs.en}"`)
    const en = await page(`/en/shop/${withProducts.slugs.en}`)
    expect(en.status).toBe(200)
    await en.body?.cancel()
  })

  it('pages through all products with ?page=', async () => {
    const all = await products({
      page: 2,
      limit: 12,
      sort: { param: 'id', order: 'desc' },
      filters: [{ key: 'archived', value: false }],
    })
    expect(all.pagination.totalPages).toBeGreaterThan(1)
    const html = await (await page('/shop?page=2')).text()
    for (const record of all.records) expect(html).toContain(`href="/product/${record.slug}"`)
    expect(html).toContain('aria-current="page"')
    expect(html).toMatch(/href="\/shop\?page=1"|href="\/shop"/)
  })

  it('server-renders a filtered, sorted, paged list from the query string (noindex), the plain category indexable', async () => {
    const tree = await categories()
    const category = tree.find((node) => node.productCount > 2)
    expect(category).toBeDefined()
    if (!category) return
    const base = [
      { key: 'archived', value: false },
      { key: 'category', value: category.slug },
    ]
    const facets = await apiData<LayeredFilter[]>('api/v1/product/layered/navigation', {
      method: 'POST',
      body: { filters: base },
    })
    const price = facets.find((facet) => facet.attributeCode === 'finalPrice')?.values[0]
    const multi = facets.find((facet) => facet.type === 'multipleSelect' || facet.type === 'visualSwatch')
    expect(price?.minValue).toBeDefined()
    expect(multi).toBeDefined()
    if (!price || price.minValue === undefined || price.maxValue === undefined || !multi) return
    const ids = multi.values.slice(0, 2).map((value) => value.value)
    const expected = await products({
      page: 1,
      limit: 24,
      sort: { param: 'finalPrice', order: 'asc' },
      filters: [
        ...base,
        { key: 'finalPrice', range: { min: price.minValue, max: price.maxValue } },
        { key: multi.attributeCode, value: ids.join(',') },
      ],
    })
    expect(expected.records.length).toBeGreaterThan(0)
    const query = `sort=cheapest&limit=24&finalPrice=${price.minValue},${price.maxValue}&${multi.attributeCode}=${ids.join(',')}&utm_source=test`
    const res = await page(`/shop/${category.slugs.hr}?${query}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
    // The grid holds exactly the backend's filtered list, in its order.
    const slugs = [
      ...html.matchAll(/class="card__link" href="\/product\/([^"]+)"|href="\/product\/([^"]+)" class="card__link"/g),
    ].map((m) => m[1] ?? m[2])
    expect(slugs).toEqual(expected.records.map((record) => record.slug))
    const text = textOf(html)
    expect(text).toContain(`Broj proizvoda: ${expected.pagination.totalRecords}`)
    // The controls show the state: the chosen checkboxes, sort and size, labelled fieldsets.
    const filterPanel = /<form class="stack shop-filters"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    const inputs = [...filterPanel.matchAll(/<input type="checkbox"[^>]*>/g)].map((m) => m[0])
    for (const id of ids) expect(inputs.find((input) => input.includes(`value="${id}"`)) ?? '').toContain('checked=""')
    expect(inputs.filter((input) => input.includes('checked=""'))).toHaveLength(ids.length)
    expect(html).toMatch(/<option value="cheapest" selected="">/)
    expect(html).toMatch(/<option value="24" selected="">/)
    expect(html).toContain(`<legend>${multi.label}</legend>`)
    expect(text).toContain('Najniža cijena')
    expect(text).toContain('Prioritet kategorije (najviši prvo)')
    const plain = await page(`/shop/${category.slugs.hr}`)
    const plainHtml = await plain.text()
    expect(plainHtml).not.toContain('noindex')
    const en = await page(`/en/shop/${category.slugs.en}?${query}`)
    expect(en.status).toBe(200)
    const enText = textOf(await en.text())
    expect(enText).toContain('Lowest price')
    expect(enText).toContain('Products per page')
  })

  it('keeps the filters in the pagination links and ignores a range with a missing bound', async () => {
    const all = await products({
      page: 2,
      limit: 12,
      sort: { param: 'name', order: 'asc' },
      filters: [{ key: 'archived', value: false }],
    })
    expect(all.pagination.totalPages).toBeGreaterThan(1)
    const res = await page('/shop?sort=nameAsc&finalPrice=5,&page=2')
    expect(res.status).toBe(200)
    const html = await res.text()
    for (const record of all.records) expect(html).toContain(`href="/product/${record.slug}"`)
    expect(html).toContain('href="/shop?sort=nameAsc&amp;finalPrice=5%2C"')
    expect(html).toContain('href="/shop?sort=nameAsc&amp;finalPrice=5%2C&amp;page=3"')
  })

  it('answers 404 for an unknown category', async () => {
    const res = await page('/shop/nepostojeca-kategorija-xyz')
    expect(res.status).toBe(404)
    await res.body?.cancel()
  })
})

describe('product', () => {
  it('redirects /product without a slug to the shop', async () => {
    const hr = await page('/product')
    expect(hr.status).toBe(302)
    expect(hr.headers.get('Location')).toBe('/shop')
    const en = await page('/en/product')
    expect(en.status).toBe(302)
    expect(en.headers.get('Location')).toBe('/en/shop')
  })

  it('shows name, price, SKU, availability, categories and hreflang alternates from its slugs', async () => {
    const list = await products({
      page: 1,
      limit: 1,
      sort: { param: 'id', order: 'asc' },
      filters: [{ key: 'archived', value: false }],
    })
    const first = list.records[0]
    expect(first?.slug).toBeDefined()
    if (!first?.slug || !first.slugs || !first.name) return
    const res = await page(`/product/${first.slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const text = textOf(html)
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    expect(text).toContain(first.name)
    expect(text).toContain('Šifra proizvoda')
    expect(text).toMatch(/Na zalihi|Trenutno nije dostupno/)
    expect(text).toMatch(/\d+,\d{2}\s€/)
    expect(html).toContain(`hrefLang="en" href="https://izlog.test/en/product/${first.slugs.en}"`)
    expect(html).toContain('"@type":"Product"')
    expect(html).toMatch(/srcSet="[^"]+ 768w/i)
    const en = await page(`/en/product/${first.slugs.en}`)
    expect(en.status).toBe(200)
    expect(textOf(await en.text())).toContain('SKU')
  })

  it('shows the struck regular price, discount percent and the 30-day lowest price when discounted', async () => {
    const list = await products({
      page: 1,
      limit: 100,
      sort: { param: 'id', order: 'asc' },
      filters: [{ key: 'archived', value: false }],
    })
    const discounted = list.records.find((record) => record.discount !== null && record.discount !== undefined)
    expect(discounted).toBeDefined()
    if (!discounted?.slug) return
    const html = await (await page(`/product/${discounted.slug}`)).text()
    expect(html).toContain('price--old')
    expect(textOf(html)).toContain(`-${discounted.discountPercent} %`)
    expect(textOf(html)).toContain('Najniža cijena u posljednjih 30 dana')
  })

  it('answers 404 for an unknown product', async () => {
    const res = await page('/en/product/no-such-product-xyz')
    expect(res.status).toBe(404)
    await res.body?.cancel()
  })
})

describe('product variants', () => {
  it('sends a hidden variant of a configurable product to its main product', async () => {
    const { env } = await import('cloudflare:workers')
    const row = await env.DB.prepare(
      `SELECT v.id AS id FROM products v JOIN products m ON m.id = v.main_product_id WHERE v.visible_individually = 0 AND v.archived = 0 LIMIT 1`,
    ).first<{ id: number }>()
    expect(row).toBeTruthy()
    if (!row) return
    const variant = await apiData<{ slug: string; mainProduct: { slug: string } | null }>(
      `api/v1/product/web/get?id=${row.id}`,
    )
    expect(variant.mainProduct).toBeTruthy()
    const res = await page(`/product/${variant.slug}`)
    expect(res.status).toBe(302)
    // The main product page opens with this variant chosen.
    expect(res.headers.get('Location')).toBe(`/product/${variant.mainProduct?.slug ?? ''}?variant=${variant.slug}`)
  })
})
