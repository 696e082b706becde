import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProductDetail } from '../../contract/dto/catalogue-admin'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { appFetch, cookieHeader, sameOrigin } from './helpers'

/**
 * An eProduct's file and key pool through the edge (issue 35): the upload streams through the
 * proxy as multipart, a refusal reaches staff as a text in their language with its field, and a
 * visitor is stopped at the edge.
 */

let staff: string
let productId = 0
const SKU = `T35E-${crypto.randomUUID().slice(0, 8)}`

beforeAll(async () => {
  staff = await signAccessToken(env, {
    userId: 1,
    email: 'admin@izlog.hr',
    firstName: 'Ana',
    lastName: 'Babić',
    isBackofficeUser: true,
  })
  const row = await env.DB.prepare(
    `INSERT INTO products (type, sku, published, retail_price_cents, basic_price_cents, tax_rate)
     VALUES ('eProduct', ?, 0, 1000, 800, 25) RETURNING id`,
  )
    .bind(SKU)
    .first<{ id: number }>()
  productId = row?.id ?? 0
  await env.DB.prepare("INSERT INTO product_translations (product_id, language, name, slug) VALUES (?, 'hr', ?, ?)")
    .bind(productId, SKU, SKU.toLowerCase())
    .run()
})
afterAll(async () => {
  const file = await env.DB.prepare('SELECT r2_key FROM product_files WHERE product_id = ?')
    .bind(productId)
    .first<{ r2_key: string }>()
  if (file) await env.MEDIA.delete(file.r2_key)
  await env.DB.prepare('DELETE FROM products WHERE id = ?').bind(productId).run()
})

const asStaff = (path: string, init: RequestInit, language = 'hr') =>
  appFetch(
    path,
    sameOrigin({
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }),
        language,
      },
    }),
  )

describe('an eProduct’s parts through the edge', () => {
  it('uploads the file as multipart and adds keys; refusals come translated with their field', async () => {
    const form = new FormData()
    form.append('file', new File(['game bytes'], 'igra.zip', { type: 'application/zip' }))
    form.append('version', '1')
    const uploaded = await asStaff(`/api/v1/admin/products/${productId}/file`, { method: 'PUT', body: form })
    expect(uploaded.status).toBe(200)
    const detail = ((await uploaded.json()) as { data: AdminProductDetail }).data
    expect(detail.digital?.file).toMatchObject({ name: 'igra.zip', size: 10 })
    expect(detail.version).toBe(2)

    const stale = await asStaff(
      `/api/v1/admin/products/${productId}/file`,
      { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ version: 1 }) },
      'en',
    )
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({
      code: 'PRODUCT_CHANGED',
      field: 'version',
      message: 'Someone else changed this product meanwhile. Reload it and make your changes again.',
    })

    const empty = await asStaff(
      `/api/v1/admin/products/${productId}/keys`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: ' \n ' }) },
      'en',
    )
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({
      code: 'LICENCE_KEYS_EMPTY',
      field: 'text',
      message: 'Paste at least one key.',
    })
    const hr = await asStaff(`/api/v1/admin/products/${productId}/keys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: ' \n ' }),
    })
    expect(((await hr.json()) as { message: string }).message).toBe('Zalijepite barem jedan ključ.')

    const added = await asStaff(`/api/v1/admin/products/${productId}/keys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'EDGE-1\nEDGE-2' }),
    })
    expect(added.status).toBe(201)
    expect(((await added.json()) as { data: unknown }).data).toEqual({ added: 2, duplicates: [], available: 2 })
  })

  it('stops a visitor at the edge', async () => {
    const res = await appFetch(
      `/api/v1/admin/products/${productId}/keys`,
      sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"text":"X"}' }),
    )
    expect(res.status).toBe(401)
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM licence_keys WHERE product_id = ? AND key = 'X'")
      .bind(productId)
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })
})
