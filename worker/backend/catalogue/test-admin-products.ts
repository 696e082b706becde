import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import type { AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'
import { callBackend, type BackendResult } from '../test-helpers'

/**
 * The product admin tests' kit (issue 35): a staff member, a product to create and save through the
 * API, and media files and attributes of the test's own (storage is shared between test files: every
 * row made here carries the `word` of its test and goes again with `cleanUp`).
 */

export const BASE = '/api/v1/admin/products'

let staffMember: TestCustomer | null = null
export async function staff(): Promise<TestCustomer> {
  staffMember ??= await newCustomer(true)
  return staffMember
}

export async function asStaff<T>(
  method: string,
  path: string,
  body?: unknown,
  language = 'hr',
): Promise<BackendResult<T>> {
  return callBackend<T>(method, path, { token: (await staff()).token, body, language })
}

/** A unique word, so searches, slugs and SKUs of one test never meet another's. */
export const unique = () => crypto.randomUUID().slice(0, 8)

export function newProduct(word = unique(), extra: Record<string, unknown> = {}) {
  return {
    sku: `T35-E-${word}`,
    status: 'draft',
    texts: {
      hr: { name: `Kapa ${word}`, slug: `kapa-${word}`, shortDescription: 'Kratko', description: '<p>Opis</p>' },
      en: { name: `Cap ${word}`, slug: `cap-${word}`, shortDescription: 'Short', description: '<p>Text</p>' },
    },
    retailPriceCents: 2000,
    taxRate: 25,
    stockQty: 10,
    ...extra,
  }
}

export async function create(body: Record<string, unknown> = newProduct()): Promise<AdminProductDetail> {
  const res = await asStaff<AdminProductDetail>('POST', BASE, body)
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  return res.json.data as AdminProductDetail
}

/** The detail as a save's body (what the editor sends back), with `change` over it. */
export function saveBody(p: AdminProductDetail, change: Record<string, unknown> = {}) {
  return {
    version: p.version,
    sku: p.sku,
    status: p.status === 'draft' ? 'draft' : 'published',
    texts: p.texts,
    retailPriceCents: p.retailPriceCents,
    discountPriceCents: p.discountPriceCents,
    membershipPriceCents: p.membershipPriceCents,
    taxRate: p.taxRate,
    stockQty: p.stockQty,
    lowStockThreshold: p.lowStockThreshold,
    sellWhenOutOfStock: p.sellWhenOutOfStock,
    featured: p.featured,
    isPurchasable: p.isPurchasable,
    visibleIndividually: p.visibleIndividually,
    categoryPriority: p.categoryPriority,
    manufacturer: p.manufacturer,
    brand: p.brand,
    categoryIds: p.categoryIds,
    tagIds: p.tagIds,
    crossSellIds: p.crossSellIds,
    images: p.images.map(({ mediaId, alt }) => ({ mediaId, alt })),
    attributes: p.attributes,
    ...change,
  }
}

export function trySave(p: AdminProductDetail, change: Record<string, unknown> = {}, language = 'hr') {
  return asStaff<AdminProductDetail>('PUT', `${BASE}/${p.id}`, saveBody(p, change), language)
}

export async function save(p: AdminProductDetail, change: Record<string, unknown> = {}): Promise<AdminProductDetail> {
  const res = await trySave(p, change)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.data as AdminProductDetail
}

/** A public image of the media manager (a row only: the tests read no bytes). */
export async function newImage(word: string, access: 'public' | 'private' = 'public'): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO media (title, original_name, mime, extension, size, hash, access, r2_key)
     VALUES (?, ?, 'image/png', 'png', 100, ?, ?, ?) RETURNING id`,
  )
    .bind(`Slika ${word}`, `${word}.png`, word, access, `t35-test/${word}-${unique()}.png`)
    .first<{ id: number }>()
  if (!row) throw new Error('no media row')
  return row.id
}

/** An attribute of the test's own with option values (`labels`), returned with its value ids. */
export async function newAttribute(
  word: string,
  inputType: string,
  labels: string[] = [],
): Promise<{ id: number; code: string; values: number[] }> {
  const code = `t35_${word}_${inputType}`.toLowerCase()
  const attribute = await env.DB.prepare(
    'INSERT INTO attributes (code, input_type, label_hr, label_en) VALUES (?, ?, ?, ?) RETURNING id',
  )
    .bind(code, inputType, `Svojstvo ${word}`, `Attribute ${word}`)
    .first<{ id: number }>()
  if (!attribute) throw new Error('no attribute row')
  const values: number[] = []
  for (const [position, label] of labels.entries()) {
    const value = await env.DB.prepare(
      'INSERT INTO attribute_values (attribute_id, label_hr, label_en, position) VALUES (?, ?, ?, ?) RETURNING id',
    )
      .bind(attribute.id, label, label, position)
      .first<{ id: number }>()
    if (value) values.push(value.id)
  }
  return { id: attribute.id, code, values }
}

/** Every product, media row and attribute the product admin tests made. */
export async function cleanUp(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM products WHERE sku LIKE 'T35-E-%'"),
    env.DB.prepare("DELETE FROM media WHERE r2_key LIKE 't35-test/%'"),
    env.DB.prepare("DELETE FROM attributes WHERE code LIKE 't35\\_%' ESCAPE '\\'"),
  ])
}
