import type { Page } from '@playwright/test'
import { test, expect, visitorPage } from './console-guard'
import { origin, post } from './mailbox'
import { axeViolations, describeFindings, horizontalOverflow } from './axe'
import { buildPath } from '../contract/routes'

/**
 * The product list (issue 35, /admin/products) as a shop manager uses it, in both languages: a
 * seed product found by its SKU; the list filtered by status; two new drafts given the same stock
 * in one bulk action; one published and then in the shop; both archived at the end (after a
 * confirmation), so the shop is as it was.
 */

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

const CASES = [
  {
    lang: 'hr',
    search: 'Naziv, SKU ili slug',
    find: 'Traži',
    status: 'Status',
    archived: 'Arhiviran',
    published: 'Objavljen',
    draft: 'Skica',
    stock: 'Zaliha',
    action: 'Radnja',
    stockQty: 'Količina na zalihi',
    apply: 'Primijeni',
    select: (name: string) => `Odaberi: ${name}`,
    selected: 'Odabrano proizvoda: 2',
    changed: (changed: number, of: number) => `Promijenjeno proizvoda: ${changed} od ${of}.`,
    archiveTitle: 'Arhivirati odabrane proizvode (2)?',
    archive: 'Arhiviraj',
    count: (n: number) => `Zapisa: ${n}`,
  },
  {
    lang: 'en',
    search: 'Name, SKU or slug',
    find: 'Search',
    status: 'Status',
    archived: 'Archived',
    published: 'Published',
    draft: 'Draft',
    stock: 'Stock',
    action: 'Action',
    stockQty: 'Quantity in stock',
    apply: 'Apply',
    select: (name: string) => `Select: ${name}`,
    selected: 'Products selected: 2',
    changed: (changed: number, of: number) => `Products changed: ${changed} of ${of}.`,
    archiveTitle: 'Archive the selected products (2)?',
    archive: 'Archive',
    count: (n: number) => `Records: ${n}`,
  },
] as const

type Case = (typeof CASES)[number]

async function search(page: Page, c: Case, text: string) {
  await page.getByRole('searchbox', { name: c.search }).fill(text)
  await page.getByRole('button', { name: c.find, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`))
}

/** The list, once its app runs: a search typed before would be wiped by hydration and its click lost. */
async function openList(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** The table's row of one product (its SKU is in it). */
const row = (page: Page, sku: string) => page.getByRole('row').filter({ hasText: sku })

for (const c of CASES) {
  test(`${c.lang}: a product found by SKU, the list filtered by status, two drafts' stock set in bulk, one published into the shop, both archived`, async ({
    page,
    request,
    browser,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    const base = `E2E-H3-${c.lang.toUpperCase()}-${stamp}`
    const products = (['A', 'B'] as const).map((letter) => ({
      sku: `${base}-${letter}`,
      name: { hr: `Testni plakat ${letter} ${stamp}`, en: `Test poster ${letter} ${stamp}` },
      slug: {
        hr: `testni-plakat-${letter.toLowerCase()}-${stamp}`,
        en: `test-poster-${letter.toLowerCase()}-${stamp}`,
      },
    }))
    const [first, second] = products as [(typeof products)[0], (typeof products)[0]]
    const name = (p: typeof first) => p.name[c.lang]

    await page.goto(c.lang === 'hr' ? '/' : '/en')
    expect(await post(page, '/api/auth/login', { ...STAFF, locale: c.lang })).toBe(200)
    // Two drafts, as the editor would make them (created through the API: the list is what is tested here).
    for (const p of products) {
      const created = await page.request.post('/api/v1/admin/products', {
        headers: { origin: origin(), 'content-type': 'application/json', language: c.lang === 'hr' ? 'hrv' : 'eng' },
        data: JSON.stringify({
          sku: p.sku,
          status: 'draft',
          texts: { hr: { name: p.name.hr, slug: p.slug.hr }, en: { name: p.name.en, slug: p.slug.en } },
          retailPriceCents: 1500,
          taxRate: 25,
          stockQty: 20,
        }),
      })
      expect(created.status(), await created.text()).toBe(201)
    }

    const listPath = buildPath('adminProducts', c.lang)
    await openList(page, listPath)

    // A seed product by its SKU: the only row, its name the first link (to its editor).
    await search(page, c, 'IZL-PO-BURA')
    await expect(page.getByRole('status').filter({ hasText: c.count(1) })).toBeVisible()
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(row(page, 'IZL-PO-BURA').getByRole('link').first()).toHaveAttribute('href', /\/admin\/products\/\d+$/)

    // Filtered by status (the search cleared first): every row says archived, and the URL keeps it.
    await openList(page, listPath)
    await page.getByLabel(c.status, { exact: true }).selectOption('archived')
    await expect(page).toHaveURL(/[?&]status=archived/)
    const statuses = page.locator(`tbody td[data-label="${c.status}"]`)
    await expect(statuses.first()).toHaveText(c.archived)
    for (const text of await statuses.allTextContents()) expect(text).toBe(c.archived)

    // The drafts: found by their shared SKU start, both drafts with 20 in stock.
    await openList(page, listPath)
    await search(page, c, base)
    await expect(page.locator('tbody tr')).toHaveCount(2)
    for (const p of products) {
      await expect(row(page, p.sku).locator(`td[data-label="${c.status}"]`)).toHaveText(c.draft)
      await expect(row(page, p.sku).locator(`td[data-label="${c.stock}"]`)).toHaveText('20')
    }

    // A draft is not in the shop.
    const firstInShop = buildPath('product', c.lang, { slug: first.slug[c.lang] })
    expect((await request.get(firstInShop)).status()).toBe(404)

    // Both selected: the bar says how many; stock 7 for both.
    await page.getByRole('checkbox', { name: c.select(name(first)) }).check()
    await page.getByRole('checkbox', { name: c.select(name(second)) }).check()
    await expect(page.getByRole('status').filter({ hasText: c.selected })).toBeVisible()
    await page.getByLabel(c.action, { exact: true }).selectOption('setStock')
    await page.getByLabel(c.stockQty).fill('7')
    // The bar with its fields is accessible and, at 320 px, nothing scrolls sideways.
    const barFindings = await axeViolations(page)
    expect(barFindings.length ? describeFindings('the bulk bar', barFindings) : '').toBe('')
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await horizontalOverflow(page)).toBeNull()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: c.apply }).click()
    await expect(page.getByText(c.changed(2, 2))).toBeVisible()
    for (const p of products) await expect(row(page, p.sku).locator(`td[data-label="${c.stock}"]`)).toHaveText('7')
    // The selection is cleared after the action.
    await expect(page.getByRole('checkbox', { name: c.select(name(first)) })).not.toBeChecked()

    // One published: its row says so, and the shop shows it.
    await page.getByRole('checkbox', { name: c.select(name(first)) }).check()
    await page.getByLabel(c.action, { exact: true }).selectOption('publish')
    await page.getByRole('button', { name: c.apply }).click()
    await expect(page.getByText(c.changed(1, 1))).toBeVisible()
    await expect(row(page, first.sku).locator(`td[data-label="${c.status}"]`)).toHaveText(c.published)
    await expect(row(page, second.sku).locator(`td[data-label="${c.status}"]`)).toHaveText(c.draft)
    const visitor = await visitorPage(browser)
    const shown = await visitor.goto(firstInShop)
    expect(shown?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name(first))
    await visitor.context().close()

    // Clean-up through the list: both archived, after a confirmation.
    await page.getByRole('checkbox', { name: c.select(name(first)) }).check()
    await page.getByRole('checkbox', { name: c.select(name(second)) }).check()
    await page.getByLabel(c.action, { exact: true }).selectOption('archive')
    await page.getByRole('button', { name: c.apply }).click()
    const dialog = page.getByRole('dialog', { name: c.archiveTitle })
    await expect(dialog).toBeVisible()
    const dialogFindings = await axeViolations(page)
    expect(dialogFindings.length ? describeFindings('the archive confirmation', dialogFindings) : '').toBe('')
    await dialog.getByRole('button', { name: c.archive }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(c.changed(2, 2)).last()).toBeVisible()
    for (const p of products)
      await expect(row(page, p.sku).locator(`td[data-label="${c.status}"]`)).toHaveText(c.archived)
  })
}
