import { env, exports } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BundleCheck, ProductDetail } from '../../../contract/dto/catalogue'
import type {
  AdminLicenceKeyRow,
  AdminLicenceKeysAdded,
  AdminProductDetail,
} from '../../../contract/dto/catalogue-admin'
import type { LastPagePage } from '../../../contract/dto/cms'
import { newCustomer, placeCardOrder, type TestCustomer } from '../commerce/test-fixtures'
import { callBackend } from '../test-helpers'
import { failedAtGate, versionGateStatement } from './admin-product-parts'
import { PRODUCT_FILE_PREFIX, parseKeys } from './admin-digital'

/**
 * The parts of a product that belong to its type (issue 35): a configurable's variant grid, a
 * bundle's components, an eProduct's file and licence keys. Happy paths, every refusal with its
 * field, a stale version, and customers and visitors who change nothing.
 */

const SIZE = 3
const COLOUR = 4
const PLAYERS = 7 // a numberField: no values to make variants of
const [S, M, L] = [301, 302, 303]
const [BLACK, WHITE] = [401, 402]
const SEED_IMAGE = 1001

let staff: TestCustomer
let customer: TestCustomer
beforeAll(async () => {
  staff = await newCustomer(true)
  customer = await newCustomer(false)
})
afterAll(async () => {
  const keys = await env.DB.prepare(
    "SELECT r2_key FROM product_files f JOIN products p ON p.id = f.product_id WHERE p.sku LIKE 'T35V-%'",
  ).all<{ r2_key: string }>()
  for (const row of keys.results) await env.MEDIA.delete(row.r2_key)
  await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'T35V-%' AND main_product_id IS NOT NULL").run()
  await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'T35V-%'").run()
})

const BASE = '/api/v1/admin/products'
const unique = () => crypto.randomUUID().slice(0, 8)
const as =
  (who: TestCustomer | null) =>
  (method: string, path: string, body?: unknown, language = 'hr') =>
    callBackend<unknown>(method, path, { token: who?.token, body, language })
const asStaff = <T>(method: string, path: string, body?: unknown, language = 'hr') =>
  callBackend<T>(method, path, { token: staff.token, body, language })

/** A published main product of `type` with texts in both languages and category 3, straight in the tables. */
async function newMain(type: 'simple' | 'configurable' | 'bundle' | 'eProduct', word = unique()): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO products (type, sku, published, retail_price_cents, basic_price_cents, tax_rate, stock_qty)
     VALUES (?, ?, 1, 5000, 4000, 25, ?) RETURNING id`,
  )
    .bind(type, `T35V-${word}`, type === 'simple' ? 10 : null)
    .first<{ id: number }>()
  if (!row) throw new Error('insert failed')
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO product_translations (product_id, language, name, slug) VALUES (?, 'hr', ?, ?), (?, 'en', ?, ?)",
    ).bind(row.id, `Majica ${word}`, `majica-${word}`, row.id, `Shirt ${word}`, `shirt-${word}`),
    env.DB.prepare('INSERT INTO product_categories (product_id, category_id) VALUES (?, 3)').bind(row.id),
  ])
  return row.id
}

async function read(id: number): Promise<AdminProductDetail> {
  const res = await asStaff<AdminProductDetail>('GET', `${BASE}/${id}`)
  expect(res.status, res.json.message).toBe(200)
  return res.json.data as AdminProductDetail
}

const variant = (sku: string, valueIds: number[], extra: Record<string, unknown> = {}) => ({
  sku,
  valueIds,
  retailPriceCents: 2000,
  discountPriceCents: null,
  stockQty: 5,
  imageMediaId: null,
  ...extra,
})

async function putVariants(id: number, body: Record<string, unknown>) {
  return asStaff<AdminProductDetail>('PUT', `${BASE}/${id}/variants`, body)
}

async function auditOf(id: number, action: string) {
  const rows = await env.DB.prepare('SELECT detail FROM audit_log WHERE subject = ? AND action = ? ORDER BY id')
    .bind(`product:${id}`, action)
    .all<{ detail: string }>()
  return rows.results.map((r) => JSON.parse(r.detail) as Record<string, unknown>)
}

const versionOf = async (id: number) =>
  (await env.DB.prepare('SELECT version FROM products WHERE id = ?').bind(id).first<{ version: number }>())?.version

describe('the version gate', () => {
  it('fails the whole batch over a stale version, and lets a current one through', async () => {
    const id = await newMain('simple')
    const version = (await versionOf(id)) ?? 0
    const brand = (value: string) => env.DB.prepare('UPDATE products SET brand = ? WHERE id = ?').bind(value, id)
    let failure: unknown = null
    try {
      await env.DB.batch([brand('first'), versionGateStatement(env.DB, id, version + 1), brand('stale')])
    } catch (error) {
      failure = error
    }
    expect(failedAtGate(failure)).toBe(true)
    const after = await env.DB.prepare('SELECT brand FROM products WHERE id = ?')
      .bind(id)
      .first<{ brand: string | null }>()
    expect(after?.brand).toBeNull()
    await env.DB.batch([versionGateStatement(env.DB, id, version), brand('current')])
    const now = await env.DB.prepare('SELECT brand FROM products WHERE id = ?').bind(id).first<{ brand: string }>()
    expect(now?.brand).toBe('current')
  })
})

describe('a configurable product’s variant grid', () => {
  it('creates a 2 × 2 grid with images and a default variant; the shop sells it and starts on the default', async () => {
    const word = unique()
    const id = await newMain('configurable', word)
    const before = await read(id)
    const res = await putVariants(id, {
      version: before.version,
      attributeIds: [SIZE, COLOUR],
      defaultSku: `T35V-${word}-L-WHITE`,
      variants: [
        variant(`T35V-${word}-M-BLACK`, [M, BLACK], { imageMediaId: SEED_IMAGE }),
        variant(`T35V-${word}-M-WHITE`, [M, WHITE], { retailPriceCents: 2500, discountPriceCents: 1800 }),
        variant(`T35V-${word}-L-BLACK`, [L, BLACK], { stockQty: 0 }),
        variant(`T35V-${word}-L-WHITE`, [L, WHITE], { stockQty: null }),
      ],
    })
    expect(res.status, res.json.message).toBe(200)
    const saved = res.json.data as AdminProductDetail
    expect(saved.version).toBe(before.version + 1)
    expect(saved.configurable?.attributeIds).toEqual([SIZE, COLOUR])
    expect(saved.variants.map((v) => [v.sku, v.valueIds, v.archived])).toEqual([
      [`T35V-${word}-M-BLACK`, [M, BLACK], false],
      [`T35V-${word}-M-WHITE`, [M, WHITE], false],
      [`T35V-${word}-L-BLACK`, [L, BLACK], false],
      [`T35V-${word}-L-WHITE`, [L, WHITE], false],
    ])
    expect(saved.variants[0]?.imageMediaId).toBe(SEED_IMAGE)
    expect(saved.variants[1]?.finalPriceCents).toBe(1800)
    expect(saved.variants[3]?.stockQty).toBeNull()
    const defaultVariant = saved.variants.find((v) => v.sku === `T35V-${word}-L-WHITE`)
    expect(saved.configurable?.defaultVariantId).toBe(defaultVariant?.id)
    // The main product's price is its cheapest variant's, as the shop lists it.
    expect(saved.retailPriceCents).toBe(2500)
    expect(saved.finalPriceCents).toBe(1800)

    // Each variant's price is in its price history; the audit names the grid before and after.
    const history = await env.DB.prepare('SELECT price_cents FROM price_history WHERE product_id = ?')
      .bind(saved.variants[1]?.id)
      .all<{ price_cents: number }>()
    expect(history.results.map((r) => r.price_cents)).toEqual([1800])
    const [audit] = await auditOf(id, 'product.variants')
    expect((audit?.after as { variants: unknown[] }).variants).toHaveLength(4)
    expect((audit?.before as { variants: unknown[] }).variants).toHaveLength(0)

    // The shop: four variants with names and slugs from the product's and the values', the default's values preselected.
    const shop = await callBackend<ProductDetail>('GET', `/api/v1/product/web/get?slug=shirt-${word}`, {
      language: 'en',
    })
    expect(shop.status, shop.json.message).toBe(200)
    const product = shop.json.data as ProductDetail
    expect(product.associatedProducts).toHaveLength(4)
    const white = product.associatedProducts.find((v) => v.sku === `T35V-${word}-M-WHITE`)
    expect(white?.name).toBe(`Shirt ${word} — M / White`)
    expect(white?.slug).toBe(`shirt-${word}-m-white`)
    expect(product.associatedProducts.find((v) => v.sku === `T35V-${word}-L-BLACK`)?.available).toBe(false)
    const defaults = product.associatedProductsAttributes.map(
      (axis) => axis.values.find((value) => value.shopDefault)?.id,
    )
    expect(defaults).toEqual([L, WHITE])
  })

  it('updates, swaps SKUs, deletes a variant left out and archives one an order names', async () => {
    const word = unique()
    const id = await newMain('configurable', word)
    const first = (
      await putVariants(id, {
        version: (await read(id)).version,
        attributeIds: [SIZE],
        defaultSku: null,
        variants: [variant(`T35V-${word}-S`, [S]), variant(`T35V-${word}-M`, [M]), variant(`T35V-${word}-L`, [L])],
      })
    ).json.data as AdminProductDetail
    const [small, medium, large] = first.variants
    if (!small || !medium || !large) throw new Error('three variants expected')
    await placeCardOrder(large.id)

    const res = await putVariants(id, {
      version: first.version,
      attributeIds: [SIZE],
      defaultSku: `T35V-${word}-S`,
      variants: [
        // S and M trade SKUs (and values) in one save; M's price changes.
        { ...variant(`T35V-${word}-M`, [M], { retailPriceCents: 2200 }), id: small.id },
        { ...variant(`T35V-${word}-S`, [S]), id: medium.id },
      ],
    })
    expect(res.status, res.json.message).toBe(200)
    const saved = res.json.data as AdminProductDetail
    expect(saved.variants.map((v) => [v.id, v.sku, v.archived])).toEqual([
      [small.id, `T35V-${word}-M`, false],
      [medium.id, `T35V-${word}-S`, false],
      [large.id, `T35V-${word}-L`, true],
    ])
    expect(saved.configurable?.defaultVariantId).toBe(medium.id)
    const [, audit] = await auditOf(id, 'product.variants')
    expect(audit?.archived).toEqual([`T35V-${word}-L`])

    // Dropped again without an order: deleted. The archived one may come back into the grid.
    const third = await putVariants(id, {
      version: saved.version,
      attributeIds: [SIZE],
      defaultSku: null,
      variants: [
        { ...variant(`T35V-${word}-M`, [M]), id: small.id },
        { ...variant(`T35V-${word}-L`, [L]), id: large.id },
      ],
    })
    expect(third.status, third.json.message).toBe(200)
    const last = third.json.data as AdminProductDetail
    expect(last.variants.map((v) => [v.id, v.archived])).toEqual([
      [small.id, false],
      [large.id, false],
    ])
    const gone = await env.DB.prepare('SELECT id FROM products WHERE id = ?').bind(medium.id).first()
    expect(gone).toBeNull()

    // L out again (archived again), and a new variant of the same size: the archived one keeps its SKU
    // and slug, so the new one is told its SKU is taken, and with another SKU gets a slug of its own.
    const taken = await putVariants(id, {
      version: last.version,
      attributeIds: [SIZE],
      defaultSku: null,
      variants: [{ ...variant(`T35V-${word}-M`, [M]), id: small.id }, variant(`T35V-${word}-L`, [L])],
    })
    expect([taken.status, taken.json.code, taken.json.field]).toEqual([409, 'PRODUCT_SKU_TAKEN', 'variants.1.sku'])
    const fourth = await putVariants(id, {
      version: last.version,
      attributeIds: [SIZE],
      defaultSku: null,
      variants: [{ ...variant(`T35V-${word}-M`, [M]), id: small.id }, variant(`T35V-${word}-L2`, [L])],
    })
    expect(fourth.status, fourth.json.message).toBe(200)
    const slugs = await env.DB.prepare(
      "SELECT p.sku, t.slug FROM product_translations t JOIN products p ON p.id = t.product_id WHERE p.main_product_id = ? AND t.language = 'hr' ORDER BY p.id",
    )
      .bind(id)
      .all<{ sku: string; slug: string }>()
    expect(slugs.results.map((r) => [r.sku, r.slug])).toEqual([
      [`T35V-${word}-M`, `majica-${word}-m`],
      [`T35V-${word}-L`, `majica-${word}-l`],
      [`T35V-${word}-L2`, `majica-${word}-t35v-${word}-l2`],
    ])
    const fifth = await putVariants(id, {
      version: (fourth.json.data as AdminProductDetail).version,
      attributeIds: [SIZE],
      defaultSku: null,
      variants: [{ ...variant(`T35V-${word}-M`, [M]), id: small.id }],
    })
    expect(fifth.status, fifth.json.message).toBe(200)
    const audits = await auditOf(id, 'product.variants')
    // L was archived by the 2nd and 4th saves only; L2 (never ordered) is deleted by the 5th.
    expect(audits.map((a) => a.archived)).toEqual([[], [`T35V-${word}-L`], [], [`T35V-${word}-L`], []])
    expect(audits[4]?.deleted).toEqual([`T35V-${word}-L2`])
  })

  it('refuses each bad grid at its field and changes nothing', async () => {
    const word = unique()
    const id = await newMain('configurable', word)
    const simple = await newMain('simple')
    const version = (await read(id)).version
    const grid = (variants: unknown[], extra: Record<string, unknown> = {}) => ({
      version,
      attributeIds: [SIZE, COLOUR],
      defaultSku: null,
      variants,
      ...extra,
    })
    const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
      [
        'a value of another axis',
        grid([variant(`T35V-${word}-a`, [M, S])]),
        400,
        'VARIANT_VALUE_NOT_OF_AXIS',
        'variants.0.valueIds.1',
      ],
      [
        'a value missing',
        grid([variant(`T35V-${word}-a`, [M])]),
        400,
        'VARIANT_VALUES_PER_AXIS',
        'variants.0.valueIds',
      ],
      [
        'the same combination twice',
        grid([variant(`T35V-${word}-a`, [M, BLACK]), variant(`T35V-${word}-b`, [M, BLACK])]),
        400,
        'VARIANT_COMBINATION_DUPLICATE',
        'variants.1.valueIds',
      ],
      [
        'the same SKU twice',
        grid([variant(`T35V-${word}-a`, [M, BLACK]), variant(`T35V-${word}-a`, [M, WHITE])]),
        400,
        'VARIANT_SKU_DUPLICATE',
        'variants.1.sku',
      ],
      [
        "another product's SKU",
        grid([variant(`T35V-${word}-a`, [M, BLACK]), variant('IZL-TS-DUBOKO', [M, WHITE])]),
        409,
        'PRODUCT_SKU_TAKEN',
        'variants.1.sku',
      ],
      [
        'a discount above the retail price',
        grid([variant(`T35V-${word}-a`, [M, BLACK], { discountPriceCents: 3000 })]),
        400,
        'VALIDATION_ERROR',
        'variants.0.discountPriceCents',
      ],
      [
        'an attribute without values',
        grid([variant(`T35V-${word}-a`, [M])], { attributeIds: [PLAYERS] }),
        400,
        'VARIANT_AXIS_NOT_OPTION',
        'attributeIds.0',
      ],
      ['an axis twice', grid([], { attributeIds: [SIZE, SIZE] }), 400, 'VARIANT_AXIS_DUPLICATE', 'attributeIds.1'],
      [
        'a default that is no variant',
        grid([variant(`T35V-${word}-a`, [M, BLACK])], { defaultSku: 'NOPE' }),
        400,
        'VARIANT_DEFAULT_UNKNOWN',
        'defaultSku',
      ],
      [
        "another product's variant id",
        grid([{ ...variant(`T35V-${word}-a`, [M, BLACK]), id: 2200 }]),
        400,
        'VARIANT_NOT_FOUND',
        'variants.0.id',
      ],
      [
        'an unknown image',
        grid([variant(`T35V-${word}-a`, [M, BLACK], { imageMediaId: 999999999 })]),
        400,
        'MEDIA_NOT_FOUND',
        'variants.0.imageMediaId',
      ],
      ['no version', { attributeIds: [SIZE], variants: [] }, 400, 'VALIDATION_ERROR', 'version'],
    ]
    for (const [name, body, status, code, field] of cases) {
      const res = await putVariants(id, body)
      expect([name, res.status, res.json.code, res.json.field]).toEqual([name, status, code, field])
      expect(res.json.message, name).toBeTruthy()
    }
    // The edge turns the code into the text in the request's language (refusal-texts.test.ts checks both exist).
    const english = await asStaff('PUT', `${BASE}/${id}/variants`, cases[0]?.[1], 'en')
    expect(english.json.code).toBe('VARIANT_VALUE_NOT_OF_AXIS')

    const notConfigurable = await putVariants(simple, grid([]))
    expect([notConfigurable.status, notConfigurable.json.code]).toEqual([400, 'PRODUCT_NOT_CONFIGURABLE'])
    const stale = await putVariants(id, grid([variant(`T35V-${word}-a`, [M, BLACK])], { version: version + 1 }))
    expect([stale.status, stale.json.code, stale.json.field]).toEqual([409, 'PRODUCT_CHANGED', 'version'])
    const unknown = await putVariants(999999999, grid([]))
    expect(unknown.status).toBe(404)

    expect(await versionOf(id)).toBe(version)
    const variants = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE main_product_id = ?')
      .bind(id)
      .first<{ n: number }>()
    expect(variants?.n).toBe(0)
    expect(await auditOf(id, 'product.variants')).toEqual([])
  })
})

describe('a bundle’s components', () => {
  it('saves components in order with their quantity; the shop’s bundle check sees a configurable one', async () => {
    const id = await newMain('bundle')
    const before = await read(id)
    const res = await asStaff<AdminProductDetail>('PUT', `${BASE}/${id}/bundle`, {
      version: before.version,
      components: [
        { productId: 22, qty: 1 },
        { productId: 1, qty: 2 },
      ],
    })
    expect(res.status, res.json.message).toBe(200)
    const saved = res.json.data as AdminProductDetail
    expect(saved.version).toBe(before.version + 1)
    expect(saved.bundleComponents.map((c) => [c.productId, c.qty, c.type])).toEqual([
      [22, 1, 'configurable'],
      [1, 2, saved.bundleComponents[1]?.type],
    ])
    const rowIds = await env.DB.prepare('SELECT id FROM bundle_components WHERE bundle_id = ? AND component_id = 22')
      .bind(id)
      .first<{ id: number }>()

    const check = await callBackend<BundleCheck[]>('GET', `/api/v1/product/checkBundles?productIds=${id}`)
    expect(check.status).toBe(200)
    expect(check.json.data?.[0]?.needsCustomization).toBe(true)
    expect(check.json.data?.[0]?.components.map((c) => c.productId)).toEqual([22, 1])

    // Reordered, one out: the one that stays keeps its row (carts name it by that id).
    const again = await asStaff<AdminProductDetail>('PUT', `${BASE}/${id}/bundle`, {
      version: saved.version,
      components: [{ productId: 22, qty: 3 }],
    })
    expect(again.status, again.json.message).toBe(200)
    expect((again.json.data as AdminProductDetail).bundleComponents.map((c) => [c.productId, c.qty])).toEqual([[22, 3]])
    const kept = await env.DB.prepare('SELECT id FROM bundle_components WHERE bundle_id = ? AND component_id = 22')
      .bind(id)
      .first<{ id: number }>()
    expect(kept?.id).toBe(rowIds?.id)
    const audits = await auditOf(id, 'product.bundle')
    expect(audits).toHaveLength(2)
    expect(audits[1]?.before).toEqual({
      components: [
        { productId: 22, sku: 'IZL-TS-DUBOKO', qty: 1 },
        { productId: 1, sku: expect.any(String), qty: 2 },
      ],
    })
  })

  it('refuses itself, a bundle, a variant, an unknown product and a repeat at their field', async () => {
    const id = await newMain('bundle')
    const configurable = await newMain('configurable')
    const version = (await read(id)).version
    const variantId = 2200 // a variant of the seed's configurable 22
    const seedBundle = (
      await env.DB.prepare("SELECT id FROM products WHERE type = 'bundle' AND sku LIKE 'IZL-%' LIMIT 1").first<{
        id: number
      }>()
    )?.id
    const cases: Array<[unknown[], number, string, string]> = [
      [[{ productId: id, qty: 1 }], 400, 'BUNDLE_COMPONENT_SELF', 'components.0.productId'],
      [
        [
          { productId: 1, qty: 1 },
          { productId: seedBundle, qty: 1 },
        ],
        400,
        'BUNDLE_IN_BUNDLE',
        'components.1.productId',
      ],
      [[{ productId: variantId, qty: 1 }], 400, 'BUNDLE_COMPONENT_VARIANT', 'components.0.productId'],
      [[{ productId: 999999999, qty: 1 }], 400, 'BUNDLE_COMPONENT_NOT_FOUND', 'components.0.productId'],
      [
        [
          { productId: 1, qty: 1 },
          { productId: 1, qty: 2 },
        ],
        400,
        'BUNDLE_COMPONENT_DUPLICATE',
        'components.1.productId',
      ],
      [[{ productId: 1, qty: 100 }], 400, 'VALIDATION_ERROR', 'components.0.qty'],
      [[], 400, 'VALIDATION_ERROR', 'components'],
      [Array.from({ length: 21 }, (_, n) => ({ productId: n + 1, qty: 1 })), 400, 'VALIDATION_ERROR', 'components'],
    ]
    for (const [components, status, code, field] of cases) {
      const res = await asStaff('PUT', `${BASE}/${id}/bundle`, { version, components })
      expect([res.status, res.json.code, res.json.field]).toEqual([status, code, field])
    }
    const notBundle = await asStaff('PUT', `${BASE}/${configurable}/bundle`, {
      version: 1,
      components: [{ productId: 1, qty: 1 }],
    })
    expect([notBundle.status, notBundle.json.code]).toEqual([400, 'PRODUCT_NOT_BUNDLE'])
    const stale = await asStaff('PUT', `${BASE}/${id}/bundle`, {
      version: version + 5,
      components: [{ productId: 1, qty: 1 }],
    })
    expect([stale.status, stale.json.code, stale.json.field]).toEqual([409, 'PRODUCT_CHANGED', 'version'])
    expect(await versionOf(id)).toBe(version)
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM bundle_components WHERE bundle_id = ?')
      .bind(id)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })
})

function fileForm(version: number | null, bytes: string, name = 'igra.zip'): FormData {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type: 'application/zip' }))
  if (version !== null) form.append('version', String(version))
  return form
}

describe('an eProduct’s file', () => {
  it('stores the file privately, replaces and removes it; no public URL reaches it', async () => {
    const id = await newMain('eProduct')
    const before = await read(id)
    expect(before.digital).toEqual({ file: null, keys: { available: 0, assigned: 0 } })
    const secret = `secret-build-${unique()}`
    const res = await asStaff<AdminProductDetail>(
      'PUT',
      `${BASE}/${id}/file`,
      fileForm(before.version, secret, '../igre/Igra 1.zip'),
    )
    expect(res.status, res.json.message).toBe(200)
    const saved = res.json.data as AdminProductDetail
    expect(saved.version).toBe(before.version + 1)
    expect(saved.digital?.file).toMatchObject({ name: 'Igra 1.zip', size: secret.length, mime: 'application/zip' })
    const row = await env.DB.prepare('SELECT r2_key FROM product_files WHERE product_id = ?')
      .bind(id)
      .first<{ r2_key: string }>()
    const key = row?.r2_key ?? ''
    expect(key.startsWith(`${PRODUCT_FILE_PREFIX}${id}/`)).toBe(true)
    expect(await (await env.MEDIA.get(key))?.text()).toBe(secret)

    // Not a media file, so the public /media route has nothing that names it; its key as a path is no file either.
    const media = await env.DB.prepare('SELECT COUNT(*) AS n FROM media WHERE r2_key = ?')
      .bind(key)
      .first<{ n: number }>()
    expect(media?.n).toBe(0)
    for (const path of [`/${key}`, `/media/${key}`, `/media/1/${id}/original/${key.split('/').pop()}`]) {
      const answer = await exports.default.fetch(`http://localhost${path}`)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(await answer.text(), path).not.toContain(secret)
    }

    const replaced = await asStaff<AdminProductDetail>(
      'PUT',
      `${BASE}/${id}/file`,
      fileForm(saved.version, 'v2', 'v2.zip'),
    )
    expect(replaced.status, replaced.json.message).toBe(200)
    expect(await env.MEDIA.get(key)).toBeNull()
    const newKey =
      (
        await env.DB.prepare('SELECT r2_key FROM product_files WHERE product_id = ?')
          .bind(id)
          .first<{ r2_key: string }>()
      )?.r2_key ?? ''
    const removed = await asStaff<AdminProductDetail>('DELETE', `${BASE}/${id}/file`, {
      version: (replaced.json.data as AdminProductDetail).version,
    })
    expect(removed.status, removed.json.message).toBe(200)
    expect((removed.json.data as AdminProductDetail).digital?.file).toBeNull()
    expect(await env.MEDIA.get(newKey)).toBeNull()
    expect((await auditOf(id, 'product.file.upload')).length).toBe(1)
    expect((await auditOf(id, 'product.file.replace')).length).toBe(1)
    expect((await auditOf(id, 'product.file.delete')).length).toBe(1)
  })

  it('goes from R2 with its product when staff delete an eProduct no order names', async () => {
    const id = await newMain('eProduct')
    const before = await read(id)
    const uploaded = await asStaff('PUT', `${BASE}/${id}/file`, fileForm(before.version, 'build', 'igra.zip'))
    expect(uploaded.status, uploaded.json.message).toBe(200)
    const key = (await env.MEDIA.list({ prefix: `${PRODUCT_FILE_PREFIX}${id}/` })).objects[0]?.key ?? ''
    expect(key).not.toBe('')
    const deleted = await asStaff('DELETE', `${BASE}/${id}`)
    expect(deleted.status, deleted.json.message).toBe(200)
    expect(await env.MEDIA.get(key)).toBeNull()
  })

  it('refuses a stale version, no file, no version, another type and too large a body', async () => {
    const id = await newMain('eProduct')
    const simple = await newMain('simple')
    const version = (await read(id)).version
    const stale = await asStaff('PUT', `${BASE}/${id}/file`, fileForm(version + 1, 'x'))
    expect([stale.status, stale.json.code, stale.json.field]).toEqual([409, 'PRODUCT_CHANGED', 'version'])
    const noVersion = await asStaff('PUT', `${BASE}/${id}/file`, fileForm(null, 'x'))
    expect([noVersion.status, noVersion.json.code, noVersion.json.field]).toEqual([
      400,
      'PRODUCT_VERSION_REQUIRED',
      'version',
    ])
    const empty = await asStaff('PUT', `${BASE}/${id}/file`, fileForm(version, ''))
    expect([empty.status, empty.json.code, empty.json.field]).toEqual([400, 'PRODUCT_FILE_MISSING', 'file'])
    const json = await asStaff('PUT', `${BASE}/${id}/file`, { version })
    expect([json.status, json.json.code]).toEqual([400, 'PRODUCT_FILE_MULTIPART'])
    const other = await asStaff('PUT', `${BASE}/${simple}/file`, fileForm(1, 'x'))
    expect([other.status, other.json.code]).toEqual([400, 'PRODUCT_NOT_EPRODUCT'])
    const noFile = await asStaff('DELETE', `${BASE}/${id}/file`, { version })
    expect([noFile.status, noFile.json.code]).toEqual([404, 'PRODUCT_FILE_NOT_FOUND'])
    const huge = await callBackend('PUT', `${BASE}/${id}/file`, {
      token: staff.token,
      body: fileForm(version, 'x'),
      headers: { 'content-length': String(200 * 1024 * 1024) },
      language: 'en',
    })
    expect([huge.status, huge.json.code, huge.json.field, huge.json.params]).toEqual([
      413,
      'PRODUCT_FILE_TOO_LARGE',
      'file',
      { max: 100 },
    ])
    expect(await versionOf(id)).toBe(version)
    const listed = await env.MEDIA.list({ prefix: `${PRODUCT_FILE_PREFIX}${id}/` })
    expect(listed.objects).toHaveLength(0)
  })
})

describe('an eProduct’s licence keys', () => {
  it('reads keys one a line or from a CSV’s first column', () => {
    expect(parseKeys('AAA-1\n\n  BBB-2  \r\nCCC-3')).toEqual(['AAA-1', 'BBB-2', 'CCC-3'])
    expect(parseKeys('key,note\n"K,1",first\nK2;x\nK3\tgift')).toEqual(['K,1', 'K2', 'K3'])
  })

  it('adds keys, lists duplicates, pages and searches the pool, deletes only unassigned keys', async () => {
    const id = await newMain('eProduct')
    const version = (await read(id)).version
    const added = await asStaff<AdminLicenceKeysAdded>('POST', `${BASE}/${id}/keys`, { text: 'K-1\nK-2\nK-1\n\nK-3' })
    expect(added.status, added.json.message).toBe(201)
    expect(added.json.data).toEqual({ added: 3, duplicates: ['K-1'], available: 3 })
    const again = await asStaff<AdminLicenceKeysAdded>('POST', `${BASE}/${id}/keys`, { text: 'K-3,old\nK-4' })
    expect(again.json.data).toEqual({ added: 1, duplicates: ['K-3'], available: 4 })
    // The pool changes no field the editor holds: the version stays.
    expect(await versionOf(id)).toBe(version)
    const audits = await auditOf(id, 'product.keys.add')
    expect(audits).toHaveLength(2)
    expect(JSON.stringify(audits)).not.toContain('K-1')

    // One key given to an order (issue 36's work, by hand here).
    await env.DB.prepare(
      "UPDATE licence_keys SET assigned_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE product_id = ? AND key = 'K-2'",
    )
      .bind(id)
      .run()
    const page = await asStaff<LastPagePage<AdminLicenceKeyRow>>('GET', `${BASE}/${id}/keys`)
    expect(page.status).toBe(200)
    expect(page.json.data?.total).toBe(4)
    expect(page.json.data?.data.map((k) => k.key)).toEqual(['K-4', 'K-3', '••••K-2', 'K-1'])
    const assigned = await asStaff<LastPagePage<AdminLicenceKeyRow>>('GET', `${BASE}/${id}/keys?state=assigned`)
    expect(assigned.json.data?.data.map((k) => k.key)).toEqual(['••••K-2'])
    const searched = await asStaff<LastPagePage<AdminLicenceKeyRow>>('GET', `${BASE}/${id}/keys?q=k-3`)
    expect(searched.json.data?.data.map((k) => k.key)).toEqual(['K-3'])
    const detail = await read(id)
    expect(detail.digital?.keys).toEqual({ available: 3, assigned: 1 })

    const assignedId = assigned.json.data?.data[0]?.id
    const refused = await asStaff('DELETE', `${BASE}/${id}/keys/${assignedId}`)
    expect([refused.status, refused.json.code]).toEqual([409, 'LICENCE_KEY_ASSIGNED'])
    const k4 = page.json.data?.data[0]?.id
    const deleted = await asStaff('DELETE', `${BASE}/${id}/keys/${k4}`)
    expect(deleted.status, deleted.json.message).toBe(200)
    expect(deleted.json.data).toEqual({ id: k4, deleted: true, available: 2 })
    const missing = await asStaff('DELETE', `${BASE}/${id}/keys/${k4}`)
    expect([missing.status, missing.json.code]).toEqual([404, 'LICENCE_KEY_NOT_FOUND'])
    expect(await auditOf(id, 'product.keys.delete')).toHaveLength(1)
  })

  it('refuses an empty paste, too long a key, too many keys and another type', async () => {
    const id = await newMain('eProduct')
    const simple = await newMain('simple')
    const cases: Array<[string, number, string]> = [
      ['\n  \n', 400, 'LICENCE_KEYS_EMPTY'],
      [`ok\n${'x'.repeat(201)}`, 400, 'LICENCE_KEY_TOO_LONG'],
      [Array.from({ length: 10_001 }, (_, n) => `K${n}`).join('\n'), 400, 'LICENCE_KEYS_TOO_MANY'],
    ]
    for (const [text, status, code] of cases) {
      const res = await asStaff('POST', `${BASE}/${id}/keys`, { text })
      expect([res.status, res.json.code, res.json.field]).toEqual([status, code, 'text'])
    }
    const other = await asStaff('POST', `${BASE}/${simple}/keys`, { text: 'K' })
    expect([other.status, other.json.code]).toEqual([400, 'PRODUCT_NOT_EPRODUCT'])
    const list = await asStaff('GET', `${BASE}/${simple}/keys`)
    expect([list.status, list.json.code]).toEqual([400, 'PRODUCT_NOT_EPRODUCT'])
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM licence_keys WHERE product_id = ?')
      .bind(id)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('takes 10,000 keys in one paste', async () => {
    const id = await newMain('eProduct')
    const text = Array.from({ length: 10_000 }, (_, n) => `BULK-${n}`).join('\n')
    const res = await asStaff<AdminLicenceKeysAdded>('POST', `${BASE}/${id}/keys`, { text })
    expect(res.status, res.json.message).toBe(201)
    expect(res.json.data?.added).toBe(10_000)
    expect(res.json.data?.available).toBe(10_000)
  })
})

describe('customers and visitors', () => {
  it('get 401 / 403 from every type-part call and change nothing', async () => {
    const configurable = await newMain('configurable')
    const bundle = await newMain('bundle')
    const eProduct = await newMain('eProduct')
    await asStaff('POST', `${BASE}/${eProduct}/keys`, { text: 'ATTACK-KEEP' })
    const keyId = (
      await env.DB.prepare('SELECT id FROM licence_keys WHERE product_id = ?').bind(eProduct).first<{ id: number }>()
    )?.id
    const versions = [await versionOf(configurable), await versionOf(bundle), await versionOf(eProduct)]
    const calls: Array<[string, string, unknown]> = [
      [
        'PUT',
        `${BASE}/${configurable}/variants`,
        { version: 1, attributeIds: [SIZE], defaultSku: null, variants: [variant('T35V-x', [S])] },
      ],
      ['PUT', `${BASE}/${bundle}/bundle`, { version: 1, components: [{ productId: 1, qty: 1 }] }],
      ['PUT', `${BASE}/${eProduct}/file`, fileForm(1, 'x')],
      ['DELETE', `${BASE}/${eProduct}/file`, { version: 1 }],
      ['GET', `${BASE}/${eProduct}/keys`, undefined],
      ['POST', `${BASE}/${eProduct}/keys`, { text: 'ATTACK' }],
      ['DELETE', `${BASE}/${eProduct}/keys/${keyId}`, undefined],
    ]
    for (const [who, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      for (const [method, path, body] of calls) {
        const res = await as(who)(method, path, body instanceof FormData ? fileForm(1, 'x') : body)
        expect([method, path, res.status], who ? 'customer' : 'visitor').toEqual([method, path, status])
      }
    }
    expect([await versionOf(configurable), await versionOf(bundle), await versionOf(eProduct)]).toEqual(versions)
    const keys = await env.DB.prepare('SELECT key FROM licence_keys WHERE product_id = ?')
      .bind(eProduct)
      .all<{ key: string }>()
    expect(keys.results.map((k) => k.key)).toEqual(['ATTACK-KEEP'])
    const files = await env.MEDIA.list({ prefix: `${PRODUCT_FILE_PREFIX}${eProduct}/` })
    expect(files.objects).toHaveLength(0)
    const variants = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE main_product_id = ?')
      .bind(configurable)
      .first<{ n: number }>()
    expect(variants?.n).toBe(0)
  })
})
