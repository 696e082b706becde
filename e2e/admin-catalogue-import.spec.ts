import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { axeViolations, describeFindings, horizontalOverflow } from './axe'
import { origin, post } from './mailbox'
import { buildPath } from '../contract/routes'

/**
 * The catalogue's CSV import (issue 35, /admin/products/import) as a shop manager uses it, in both
 * languages: a CSV of 50 new products, 3 of them bad (a discount above the retail price, a category
 * that does not exist, a slug another row has). The check lists the 3 with their reasons and
 * writes nothing — the admin list and the shop have none of the 47; after the confirmed import the
 * 47 exist (and are in the shop), the 3 do not. Everything made here is archived at the end.
 */

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

const CASES = [
  {
    lang: 'hr',
    download: 'Preuzmi katalog (CSV)',
    file: 'CSV datoteka',
    check: 'Provjeri',
    checked: 'Rezultat provjere',
    applied: 'Uvoz je upisan',
    importRows: 'Uvezi retke (47)',
    confirmTitle: 'Uvesti 47 redaka?',
    confirm: 'Uvezi',
    refused: 'Odbijen',
    appliedNote: 'Upisano je 47 novih i 0 izmijenjenih proizvoda. Odbijeni retci (3) nisu upisani.',
    reasons: {
      discount: 'Snižena cijena ne smije biti veća od redovne',
      category: 'Kategorija „nema-takve” ne postoji.',
      slug: (slug: string) => `Slug „${slug}” već je u retku 2.`,
    },
    summary: 'Sažetak',
  },
  {
    lang: 'en',
    download: 'Download the catalogue (CSV)',
    file: 'CSV file',
    check: 'Check',
    checked: 'Check result',
    applied: 'The import is written',
    importRows: 'Import rows (47)',
    confirmTitle: 'Import 47 rows?',
    confirm: 'Import',
    refused: 'Refused',
    appliedNote: '47 new and 0 changed products were written. The refused rows (3) were not.',
    reasons: {
      discount: 'The discount price may not be higher than the retail price',
      category: "There is no category 'nema-takve'.",
      slug: (slug: string) => `The slug '${slug}' is already on row 2.`,
    },
    summary: 'Summary',
  },
] as const

const HEADER =
  'sku,type,status,name_hr,slug_hr,name_en,slug_en,retail_price,discount_price,tax_rate,stock_qty,categories'

/** 50 rows (file rows 2–51): rows 5, 13 and 24 are bad. */
function catalogue(base: string, stamp: string) {
  const lines: string[][] = []
  for (let i = 0; i < 50; i += 1)
    lines.push([
      `${base}-${i}`,
      'simple',
      'published',
      `"Plakat ${stamp} br. ${i}, A3"`,
      `csv-plakat-${stamp}-${i}`,
      `"Poster ${stamp} no. ${i}, A3"`,
      `csv-poster-${stamp}-${i}`,
      '9.90',
      '',
      '25',
      '5',
      'igre',
    ])
  const bad = { discount: 3, category: 11, slug: 22 }
  lines[bad.discount]![8] = '19.90'
  lines[bad.category]![11] = 'igre|nema-takve'
  lines[bad.slug]![4] = `csv-plakat-${stamp}-0`
  return { csv: [HEADER, ...lines.map((cells) => cells.join(','))].join('\r\n') + '\r\n', bad }
}

const headers = (lang: string) => ({ origin: origin(), language: lang === 'hr' ? 'hrv' : 'eng' })

/** The admin list's products whose SKU starts with `base` (all pages). */
async function adminProducts(page: Page, lang: string, base: string): Promise<Array<{ id: number; sku: string }>> {
  const found: Array<{ id: number; sku: string }> = []
  for (let n = 1; n < 10; n += 1) {
    const res = await page.request.get(`/api/v1/admin/products?q=${encodeURIComponent(base)}&page=${n}`, {
      headers: headers(lang),
    })
    expect(res.status()).toBe(200)
    const body = (await res.json()) as { data: { data: Array<{ id: number; sku: string }>; lastPage: number } }
    found.push(...body.data.data)
    if (n >= body.data.lastPage) break
  }
  return found
}

for (const c of CASES) {
  test(`${c.lang}: a CSV of 50 with 3 bad rows — the check lists the 3 with reasons and writes nothing; the confirmed import writes the 47`, async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    const base = `E2E-H7-${c.lang.toUpperCase()}-${stamp}`
    const { csv, bad } = catalogue(base, stamp)
    const shopPath = (i: number) =>
      buildPath('product', c.lang, { slug: `csv-${c.lang === 'hr' ? 'plakat' : 'poster'}-${stamp}-${i}` })

    await page.goto(c.lang === 'hr' ? '/' : '/en')
    expect(await post(page, '/api/auth/login', { ...STAFF, locale: c.lang })).toBe(200)
    await page.goto(buildPath('adminProductImport', c.lang))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

    // The export is the page's download link (through the edge, with the staff session's cookie).
    const exportLink = page.getByRole('link', { name: c.download })
    const exported = await page.request.get((await exportLink.getAttribute('href')) ?? '')
    expect(exported.status()).toBe(200)
    expect(exported.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const catalogueCsv = await exported.text()
    expect(catalogueCsv.split(/\r\n/)[0]).toMatch(/^\uFEFF?sku,type,parent_sku,status,name_hr,/)
    expect(catalogueCsv).toContain('IZL-TS-DUBOKO')

    await page.getByLabel(c.file).setInputFiles({ name: 'katalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: c.check, exact: true }).click()
    const result = page.getByRole('heading', { name: c.checked })
    await expect(result).toBeFocused()

    // The summary and the 3 refused rows first, each with its reason at its column.
    const summary = page.getByLabel(c.summary).locator('dd')
    await expect(summary.nth(0)).toHaveText('3')
    await expect(summary.nth(1)).toHaveText('47')
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(50)
    for (const [index, line, column, reason] of [
      [0, bad.discount + 2, 'discount_price', c.reasons.discount],
      [1, bad.category + 2, 'categories', c.reasons.category],
      [2, bad.slug + 2, 'slug_hr', c.reasons.slug(`csv-plakat-${stamp}-0`)],
    ] as const) {
      const row = rows.nth(index)
      await expect(row.locator('td').nth(0)).toHaveText(String(line))
      await expect(row.locator('td').nth(2)).toHaveText(c.refused)
      await expect(row.locator('td').nth(3)).toHaveText(`${column}: ${reason}`)
    }
    const findings = await axeViolations(page)
    expect(findings, describeFindings(`${c.lang} import report`, findings)).toEqual([])
    // The report at 390 px: its table stacks, nothing scrolls the page sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await horizontalOverflow(page)).toBeNull()
    await page.setViewportSize({ width: 1280, height: 800 })

    // Nothing is written before the confirmation: not in the admin list, not in the shop.
    expect(await adminProducts(page, c.lang, base)).toEqual([])
    expect((await request.get(shopPath(0))).status()).toBe(404)

    await page.getByRole('button', { name: c.importRows }).click()
    const dialog = page.getByRole('dialog', { name: c.confirmTitle })
    await dialog.getByRole('button', { name: c.confirm, exact: true }).click()
    await expect(page.getByRole('heading', { name: c.applied })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: c.appliedNote })).toBeVisible()

    // The 47 exist (published, so in the shop too); the 3 refused do not.
    const written = await adminProducts(page, c.lang, base)
    expect(written).toHaveLength(47)
    const skus = new Set(written.map((p) => p.sku))
    for (const i of Object.values(bad)) expect(skus.has(`${base}-${i}`)).toBe(false)
    expect((await request.get(shopPath(0))).status()).toBe(200)

    // Clean up: archived, as staff would.
    const archived = await page.request.post('/api/v1/admin/products/bulk', {
      headers: { ...headers(c.lang), 'content-type': 'application/json' },
      data: JSON.stringify({ action: 'archive', ids: written.map((p) => p.id) }),
    })
    expect(archived.status(), await archived.text()).toBe(200)
  })
}
