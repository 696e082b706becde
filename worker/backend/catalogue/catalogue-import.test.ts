import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogueImportReport } from '../../../contract/dto/catalogue-admin'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'
import { productPath } from '../cms/paths'
import { callBackend, callBackendRaw } from '../test-helpers'
import { CATALOGUE_COLUMNS, parseCsv, serialiseCsv } from './catalogue-csv'
import { importCatalogue } from './catalogue-import'

/**
 * The catalogue's CSV import (issue 35): a dry run reports per row what would be created, changed,
 * left alone or refused (and why, per column, in the request's language) and writes nothing; the
 * confirmed run writes every row not refused in one batch, audited, with the Omnibus price history;
 * customers and visitors get nothing.
 */

let staff: TestCustomer
let customer: TestCustomer
beforeAll(async () => {
  staff = await newCustomer(true)
  customer = await newCustomer(false)
})
afterAll(async () => {
  await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'T35CSV-%'").run()
})

const IMPORT = '/api/v1/admin/products/import'
const unique = () => crypto.randomUUID().slice(0, 8)

/** As staff unless `token` says otherwise (null: a visitor). */
const importCsv = (csv: string, dryRun: boolean, language = 'hr', token: string | null = staff.token) =>
  callBackend<CatalogueImportReport>('POST', IMPORT, { token: token ?? undefined, body: { csv, dryRun }, language })

const countSql = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>()) ?? { n: -1 }

const HEADER = [
  'sku',
  'type',
  'status',
  'name_hr',
  'slug_hr',
  'description_hr',
  'seo_title_hr',
  'name_en',
  'slug_en',
  'retail_price',
  'discount_price',
  'tax_rate',
  'stock_qty',
  'sell_when_out_of_stock',
  'featured',
  'categories',
  'tags',
]

function productLine(word: string, extra: Partial<Record<string, string>> = {}): string[] {
  const cells: Record<string, string> = {
    sku: `T35CSV-${word}`,
    type: 'simple',
    // Drafts: in no shop list or count other test files read (storage is shared); the 301 test publishes one briefly.
    status: 'draft',
    name_hr: `Šalica ${word}, plava`,
    slug_hr: `csv-salica-${word}`,
    description_hr: `<p>Opis "${word}"\nu dva retka</p>`,
    seo_title_hr: `Šalica ${word} | izlog`,
    name_en: `Mug ${word}`,
    slug_en: `csv-mug-${word}`,
    retail_price: '12.50',
    discount_price: '',
    tax_rate: '25',
    stock_qty: '7',
    sell_when_out_of_stock: 'da',
    featured: 'false',
    categories: 'igre',
    tags: '',
    ...extra,
  }
  return HEADER.map((column) => cells[column] ?? '')
}

const csvOf = (lines: string[][], header = HEADER) => serialiseCsv(header, lines)

describe('the CSV format', () => {
  it('reads quoted commas, quotes and line breaks, a BOM, CRLF and the formula guard', () => {
    const table = parseCsv('\uFEFFsku,name_hr\r\n"A,1","Reče ""da""\nu retku"\r\nB,\'=SUM(1)\r\n\r\n')
    expect(table.delimiter).toBe(',')
    expect(table.header).toEqual(['sku', 'name_hr'])
    expect(table.records).toEqual([
      { line: 2, cells: ['A,1', 'Reče "da"\nu retku'] },
      { line: 3, cells: ['B', '=SUM(1)'] },
    ])
  })

  it('detects the semicolon of a comma-decimal spreadsheet', () => {
    const table = parseCsv('sku;retail_price\nA;12,50\n')
    expect(table.delimiter).toBe(';')
    expect(table.records[0]?.cells).toEqual(['A', '12,50'])
  })

  it('writes what it reads back', () => {
    const rows = [['X', 'a "quoted", text\nwith a line', '-5', '']]
    const table = parseCsv(serialiseCsv(['sku', 'description_hr', 'name_hr', 'slug_hr'], rows))
    expect(table.records[0]?.cells).toEqual(rows[0])
  })
})

describe('GET api/v1/admin/products/export', () => {
  it('gives staff every sellable item with both languages, variants after their product', async () => {
    const res = await callBackendRaw('GET', '/api/v1/admin/products/export', { token: staff.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    const table = parseCsv(text)
    expect(table.header).toEqual([...CATALOGUE_COLUMNS])
    const column = (name: string) => table.header.indexOf(name)
    const main = table.records.find((r) => r.cells[column('sku')] === 'IZL-TS-DUBOKO')
    expect(main?.cells[column('type')]).toBe('configurable')
    expect(main?.cells[column('slug_hr')]).toBe('majica-duboko-more')
    expect(main?.cells[column('slug_en')]).toBe('deep-sea-t-shirt')
    expect(main?.cells[column('categories')]).toMatch(/majice/)
    const variants = table.records.filter((r) => r.cells[column('parent_sku')] === 'IZL-TS-DUBOKO')
    expect(variants.length).toBeGreaterThan(1)
    expect(variants[0]?.cells[column('variant_values')]).toMatch(/=/)
    expect(main && variants[0] && table.records.indexOf(variants[0]) > table.records.indexOf(main)).toBe(true)
    expect(main?.cells[column('retail_price')]).toMatch(/^\d+\.\d\d$/)
  })

  it('is refused to a visitor and a customer', async () => {
    const visitor = await callBackendRaw('GET', '/api/v1/admin/products/export')
    expect(visitor.status).toBe(401)
    const shopper = await callBackendRaw('GET', '/api/v1/admin/products/export', { token: customer.token })
    expect(shopper.status).toBe(403)
  })

  it('imported back unchanged, is all "unchanged"', async () => {
    const res = await callBackendRaw('GET', '/api/v1/admin/products/export', { token: staff.token })
    const report = await importCsv(await res.text(), true)
    expect(report.status, report.json.message).toBe(200)
    const data = report.json.data as CatalogueImportReport
    expect(data.rows.filter((row) => row.outcome !== 'unchanged')).toEqual([])
    expect(data.counts.unchanged).toBeGreaterThan(20)
  })
})

describe('POST api/v1/admin/products/import', () => {
  it('a dry run reports each row and writes nothing', async () => {
    const w = unique()
    const audits = await countSql('SELECT COUNT(*) AS n FROM audit_log')
    const csv = csvOf([
      productLine(`${w}a`),
      productLine(`${w}b`, { retail_price: '10', discount_price: '12' }),
      productLine(`${w}c`, { categories: 'igre|nema-takve' }),
      productLine(`${w}d`, { slug_hr: `csv-salica-${w}a` }),
      productLine(`${w}a`, { slug_hr: `csv-other-${w}`, slug_en: `csv-other-${w}` }),
      productLine(`${w}e`, { slug_hr: 'Ne Valja', retail_price: 'dvanaest' }),
      productLine(`${w}f`, { slug_hr: 'majica-duboko-more' }),
    ])
    const res = await importCsv(csv, true)
    expect(res.status, res.json.message).toBe(200)
    const report = res.json.data as CatalogueImportReport
    expect(report).toMatchObject({ dryRun: true, applied: false, counts: { create: 1, refused: 6 } })
    const byLine = (line: number) => report.rows.find((row) => row.line === line)
    expect(byLine(2)).toMatchObject({ sku: `T35CSV-${w}a`, outcome: 'create', errors: [] })
    expect(byLine(3)?.errors).toEqual([
      { column: 'discount_price', message: 'Snižena cijena ne smije biti veća od redovne' },
    ])
    expect(byLine(4)?.errors).toEqual([{ column: 'categories', message: 'Kategorija „nema-takve” ne postoji.' }])
    expect(byLine(5)?.errors).toEqual([{ column: 'slug_hr', message: `Slug „csv-salica-${w}a” već je u retku 2.` }])
    expect(byLine(6)?.errors).toEqual([{ column: 'sku', message: 'Ista šifra već je u retku 2.' }])
    expect(
      byLine(7)
        ?.errors.map((e) => e.column)
        .sort(),
    ).toEqual(['retail_price', 'slug_hr'])
    expect(byLine(8)?.errors).toEqual([
      { column: 'slug_hr', message: 'Slug „majica-duboko-more” već ima drugi proizvod.' },
    ])
    expect((await countSql('SELECT COUNT(*) AS n FROM products WHERE sku LIKE ?', `T35CSV-${w}%`)).n).toBe(0)
    expect((await countSql('SELECT COUNT(*) AS n FROM audit_log')).n).toBe(audits.n)
  })

  it('the reasons are in the request language', async () => {
    const w = unique()
    const res = await importCsv(csvOf([productLine(w, { categories: 'nope', tax_rate: '' })]), true, 'en')
    const row = (res.json.data as CatalogueImportReport).rows[0]
    expect(row?.errors).toEqual(
      expect.arrayContaining([
        { column: 'categories', message: "There is no category 'nope'." },
        { column: 'tax_rate', message: expect.stringMatching(/required/i) },
      ]),
    )
  })

  it('refuses a VAT rate off the shop’s list for a new product; an existing product may keep its own', async () => {
    const w = unique()
    const refused = await importCsv(csvOf([productLine(w, { tax_rate: '17' })]), true, 'en')
    expect((refused.json.data as CatalogueImportReport).rows[0]).toMatchObject({
      outcome: 'refused',
      errors: [
        { column: 'tax_rate', message: "The 17 % VAT rate is not on the shop's list of rates (Shop settings)." },
      ],
    })
    // A product that carries a rate since taken off the list keeps it through an import of its other columns.
    const kept = unique()
    expect((await importCsv(csvOf([productLine(kept)]), false)).status).toBe(200)
    await env.DB.prepare('UPDATE products SET tax_rate = 17 WHERE sku = ?').bind(`T35CSV-${kept}`).run()
    const again = await importCsv(csvOf([productLine(kept, { tax_rate: '17', stock_qty: '9' })]), true)
    expect((again.json.data as CatalogueImportReport).rows[0]).toMatchObject({ outcome: 'update', errors: [] })
  })

  it('the confirmed run writes the rows not refused, audited, with price history', async () => {
    const w = unique()
    const csv = csvOf([
      productLine(`${w}a`, { tags: '', discount_price: '9.99' }),
      productLine(`${w}b`, { type: 'eProduct', stock_qty: '', status: 'draft' }),
      productLine(`${w}c`, { categories: 'nema-takve' }),
    ])
    const res = await importCsv(csv, false)
    expect(res.status, res.json.message).toBe(200)
    expect(res.json.data).toMatchObject({ dryRun: false, applied: true, counts: { create: 2, refused: 1 } })
    const a = await env.DB.prepare(
      `SELECT p.id, p.type, p.published, p.retail_price_cents, p.discount_price_cents, p.stock_qty, p.version,
         (SELECT name FROM product_translations WHERE product_id = p.id AND language = 'hr') AS name,
         (SELECT description FROM product_translations WHERE product_id = p.id AND language = 'hr') AS description,
         (SELECT seo_title FROM product_translations WHERE product_id = p.id AND language = 'hr') AS seo_title,
         p.sell_when_out_of_stock,
         (SELECT COUNT(*) FROM product_categories WHERE product_id = p.id) AS categories,
         (SELECT price_cents FROM price_history WHERE product_id = p.id) AS history
       FROM products p WHERE sku = ?`,
    )
      .bind(`T35CSV-${w}a`)
      .first<Record<string, unknown>>()
    expect(a).toMatchObject({
      type: 'simple',
      published: 0,
      retail_price_cents: 1250,
      discount_price_cents: 999,
      stock_qty: 7,
      name: `Šalica ${w}a, plava`,
      seo_title: `Šalica ${w}a | izlog`,
      sell_when_out_of_stock: 1,
      categories: 1,
      history: 999,
    })
    expect(a?.['description']).toContain(`Opis "${w}a"`)
    const b = await env.DB.prepare('SELECT type, published, stock_qty FROM products WHERE sku = ?')
      .bind(`T35CSV-${w}b`)
      .first()
    expect(b).toEqual({ type: 'eProduct', published: 0, stock_qty: null })
    expect((await countSql('SELECT COUNT(*) AS n FROM products WHERE sku = ?', `T35CSV-${w}c`)).n).toBe(0)
    const audit = await env.DB.prepare('SELECT action, actor_email, detail FROM audit_log WHERE subject = ?')
      .bind(`product:${String(a?.['id'])}`)
      .first<{ action: string; actor_email: string; detail: string }>()
    expect(audit?.action).toBe('product.import.create')
    expect(audit?.actor_email).toBe(staff.email)
    expect(JSON.parse(audit?.detail ?? '{}')).toMatchObject({ before: null, after: { retail_price: 1250 } })

    // The same file again, one price and a name changed: an update naming those columns; the rest unchanged.
    const again = csvOf([
      productLine(`${w}a`, { tags: '', discount_price: '8.00', name_hr: `Nova ${w}` }),
      productLine(`${w}b`, { type: 'eProduct', stock_qty: '', status: 'draft' }),
    ])
    const dry = await importCsv(again, true)
    expect(dry.json.data?.rows.map((row) => [row.outcome, row.changes])).toEqual([
      ['update', ['name_hr', 'discount_price']],
      ['unchanged', []],
    ])
    const applied = await importCsv(again, false)
    expect(applied.json.data?.counts).toEqual({ create: 0, update: 1, unchanged: 1, refused: 0 })
    const after = await env.DB.prepare(
      `SELECT p.discount_price_cents, p.version, (SELECT COUNT(*) FROM price_history WHERE product_id = p.id) AS history,
        (SELECT detail FROM audit_log WHERE subject = 'product:' || p.id AND action = 'product.import.update') AS audit
       FROM products p WHERE sku = ?`,
    )
      .bind(`T35CSV-${w}a`)
      .first<{ discount_price_cents: number; version: number; history: number; audit: string }>()
    expect(after).toMatchObject({ discount_price_cents: 800, version: Number(a?.['version']) + 1, history: 2 })
    expect(JSON.parse(after?.audit ?? '{}')).toMatchObject({
      before: { discount_price: 999, name_hr: `Šalica ${w}a, plava` },
      after: { discount_price: 800, name_hr: `Nova ${w}` },
    })
  })

  it("a published product's changed slug leaves a 301 from its old path", async () => {
    const w = unique()
    await importCsv(csvOf([productLine(w, { status: 'published', categories: '' })]), false)
    const res = await importCsv(
      csvOf([productLine(w, { status: 'archived', categories: '', slug_hr: `csv-salica-${w}-nova` })]),
      false,
    )
    expect(res.json.data?.rows[0]).toMatchObject({ outcome: 'update', changes: ['status', 'slug_hr'] })
    const archived = await env.DB.prepare('SELECT archived FROM products WHERE sku = ?').bind(`T35CSV-${w}`).first()
    expect(archived).toEqual({ archived: 1 })
    const redirect = await env.DB.prepare('SELECT to_path, status FROM redirects WHERE from_path = ?')
      .bind(productPath(`csv-salica-${w}`, 'hr'))
      .first()
    expect(redirect).toEqual({ to_path: productPath(`csv-salica-${w}-nova`, 'hr'), status: 301 })
    await env.DB.prepare('DELETE FROM redirects WHERE from_path = ?')
      .bind(productPath(`csv-salica-${w}`, 'hr'))
      .run()
  })

  it("reads a spreadsheet's semicolons and comma decimals", async () => {
    const w = unique()
    const csv = `\uFEFFsku;name_hr;slug_hr;retail_price;tax_rate;stock_qty\r\nT35CSV-${w};"Šalica; plava";csv-semi-${w};12,5;13;\r\n`
    const res = await importCsv(csv, false)
    expect(res.json.data?.counts, JSON.stringify(res.json.data?.rows)).toMatchObject({ create: 1 })
    const row = await env.DB.prepare(
      `SELECT p.retail_price_cents, p.tax_rate, p.stock_qty, t.name FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.language = 'hr' WHERE p.sku = ?`,
    )
      .bind(`T35CSV-${w}`)
      .first()
    expect(row).toEqual({ retail_price_cents: 1250, tax_rate: 13, stock_qty: null, name: 'Šalica; plava' })
  })

  it("changes an existing variant's price and stock, and refuses a new variant", async () => {
    const w = unique()
    const main = await env.DB.prepare(
      `INSERT INTO products (type, sku, retail_price_cents, basic_price_cents, tax_rate) VALUES ('configurable', ?, 2000, 1600, 25) RETURNING id, version`,
    )
      .bind(`T35CSV-${w}`)
      .first<{ id: number; version: number }>()
    await env.DB.prepare(
      `INSERT INTO products (type, sku, main_product_id, visible_individually, retail_price_cents, basic_price_cents, tax_rate, stock_qty)
       VALUES ('simple', ?, ?, 0, 2000, 1600, 25, 3)`,
    )
      .bind(`T35CSV-${w}-m`, main?.id)
      .run()
    const header = ['sku', 'parent_sku', 'retail_price', 'discount_price', 'stock_qty']
    const csv = csvOf(
      [
        [`T35CSV-${w}-m`, `T35CSV-${w}`, '22', '', '5'],
        [`T35CSV-${w}-l`, `T35CSV-${w}`, '22', '', '5'],
      ],
      header,
    )
    const res = await importCsv(csv, false)
    expect(res.status, res.json.message).toBe(200)
    expect(res.json.data?.rows.map((row) => [row.outcome, row.changes, row.errors.map((e) => e.column)])).toEqual([
      ['update', ['retail_price', 'stock_qty'], []],
      ['refused', [], ['sku']],
    ])
    const variant = await env.DB.prepare('SELECT retail_price_cents, stock_qty FROM products WHERE sku = ?')
      .bind(`T35CSV-${w}-m`)
      .first()
    expect(variant).toEqual({ retail_price_cents: 2200, stock_qty: 5 })
    const bumped = await env.DB.prepare('SELECT version FROM products WHERE id = ?')
      .bind(main?.id)
      .first<{ version: number }>()
    expect(bumped?.version).toBe((main?.version ?? 0) + 1)
  })

  it('refuses a CSV it cannot read, at the field csv, in the request language', async () => {
    const unknown = await importCsv('sku,colour\nA,red\n', true, 'en')
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({
      code: 'CATALOGUE_CSV_UNKNOWN_COLUMN',
      field: 'csv',
      params: { column: 'colour' },
    })
    const open = await importCsv('sku,name_hr\nA,"never closed\n', true)
    expect(open.json).toMatchObject({ code: 'CATALOGUE_CSV_UNCLOSED_QUOTE', params: { line: 2 } })
    const noSku = await importCsv('name_hr\nA\n', true)
    expect(noSku.json.code).toBe('CATALOGUE_CSV_NO_SKU')
    const notBoolean = await callBackend('POST', IMPORT, {
      token: staff.token,
      body: { csv: 'sku\nA\n', dryRun: 'no' },
    })
    expect(notBoolean.status).toBe(400)
    expect(notBoolean.json.field).toBe('dryRun')
  })

  it('a visitor and a customer are refused and nothing is written', async () => {
    const w = unique()
    const audits = await countSql('SELECT COUNT(*) AS n FROM audit_log')
    const csv = csvOf([productLine(w)])
    const visitor = await importCsv(csv, false, 'hr', null)
    expect(visitor.status).toBe(401)
    const shopper = await importCsv(csv, false, 'hr', customer.token)
    expect(shopper.status).toBe(403)
    expect((await countSql('SELECT COUNT(*) AS n FROM products WHERE sku = ?', `T35CSV-${w}`)).n).toBe(0)
    expect((await countSql('SELECT COUNT(*) AS n FROM audit_log')).n).toBe(audits.n)
  })
})

describe('5,000 rows in one request', () => {
  it(
    'checks and writes 5,000 new products (and exports 10,000), then they go again',
    { timeout: 180_000 },
    async () => {
      const w = unique()
      const lines = Array.from({ length: 5000 }, (_, i) =>
        productLine(`${w}-${i}`, { description_hr: `<p>Proizvod ${i}</p>`, categories: 'igre', tags: '' }),
      )
      const csv = csvOf(lines)
      let started = Date.now()
      const dry = await importCsv(csv, true)
      const dryMs = Date.now() - started
      expect(dry.status, dry.json.message).toBe(200)
      expect(dry.json.data?.counts).toEqual({ create: 5000, update: 0, unchanged: 0, refused: 0 })
      expect((await countSql('SELECT COUNT(*) AS n FROM products WHERE sku LIKE ?', `T35CSV-${w}-%`)).n).toBe(0)
      started = Date.now()
      const applied = await importCsv(csv, false)
      const applyMs = Date.now() - started
      expect(applied.status, applied.json.message).toBe(200)
      expect(applied.json.data?.applied).toBe(true)
      expect((await countSql('SELECT COUNT(*) AS n FROM products WHERE sku LIKE ?', `T35CSV-${w}-%`)).n).toBe(5000)
      expect(
        (
          await countSql(
            'SELECT COUNT(*) AS n FROM product_translations t JOIN products p ON p.id = t.product_id WHERE p.sku LIKE ?',
            `T35CSV-${w}-%`,
          )
        ).n,
      ).toBe(10_000)
      console.log(`catalogue import of 5,000 rows: dry run ${dryMs} ms, apply ${applyMs} ms`)

      // 5,000 more: the export then reads more than 10,000 products in one request.
      const more = await importCsv(
        csvOf(
          lines.map((cells, i) => productLine(`${w}-x${i}`, { description_hr: cells[5] ?? '', categories: 'igre' })),
        ),
        false,
      )
      expect(more.json.data?.counts.create).toBe(5000)
      started = Date.now()
      const res = await callBackendRaw('GET', '/api/v1/admin/products/export', { token: staff.token })
      const exported = parseCsv(await res.text())
      const exportMs = Date.now() - started
      expect(res.status).toBe(200)
      expect(exported.records.filter((r) => r.cells[0]?.startsWith(`T35CSV-${w}-`))).toHaveLength(10_000)
      console.log(`catalogue export of ${exported.records.length} rows: ${exportMs} ms`)
      await env.DB.prepare('DELETE FROM products WHERE sku LIKE ?').bind(`T35CSV-${w}-%`).run()
    },
  )
})

describe('never half-applied', () => {
  it('a product saved between the check and the write: nothing of the file is written', async () => {
    const w = unique()
    await importCsv(csvOf([productLine(`${w}a`)]), false)
    const before = await env.DB.prepare('SELECT id, version FROM products WHERE sku = ?')
      .bind(`T35CSV-${w}a`)
      .first<{ id: number; version: number }>()
    // Someone saves the product just before the import's batch runs.
    const db = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            await target.prepare('UPDATE products SET version = version + 1 WHERE id = ?').bind(before?.id).run()
            return target.batch(statements)
          }
        const value: unknown = Reflect.get(target, key)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const outcome = await importCatalogue(
      db,
      { userId: 1, email: staff.email },
      'hr',
      csvOf([productLine(`${w}a`, { retail_price: '99' }), productLine(`${w}b`)]),
      false,
    )
    expect(outcome.kind).toBe('changed')
    const after = await env.DB.prepare('SELECT retail_price_cents FROM products WHERE sku = ?')
      .bind(`T35CSV-${w}a`)
      .first()
    expect(after).toEqual({ retail_price_cents: 1250 })
    expect((await countSql('SELECT COUNT(*) AS n FROM products WHERE sku = ?', `T35CSV-${w}b`)).n).toBe(0)
  })
})
