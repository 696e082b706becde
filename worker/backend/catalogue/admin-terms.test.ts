import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LayeredFilter, ProductFilterResponse } from '../../../contract/dto/catalogue'
import type { LastPagePage } from '../../../contract/dto/cms'
import type { AdminAttribute, AdminCategoryNode, AdminTag } from '../../../contract/dto/catalogue-admin-terms'
import { callBackend } from '../test-helpers'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'
import { mediaPath } from '../media/store'
import { deleteCategory } from './admin-terms'

/**
 * Staff run categories, attributes and tags (issue 35): the tree with its moves and order, the
 * layered filters' attributes (a new one is in the shop's filters at once, counted right), tags;
 * every change audited, nobody else may make one. Names and slugs are unique per run (the test
 * storage is shared), and the few products made here are deleted again.
 */

let staff: TestCustomer
const RUN = crypto.randomUUID().slice(0, 8)
const made = { categories: [] as number[], attributes: [] as number[], tags: [] as number[], products: [] as number[] }

beforeAll(async () => {
  staff = await newCustomer(true)
})

afterAll(async () => {
  const db = env.DB
  const drop = (table: string, ids: number[]) =>
    db.prepare(`DELETE FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids))
  await db.batch([
    drop('products', made.products),
    drop('categories', made.categories),
    drop('attributes', made.attributes),
    drop('tags', made.tags),
  ])
})

const BASE = '/api/v1/admin/catalogue'
const asStaff = <T>(method: string, path: string, body?: unknown, language = 'hr') =>
  callBackend<T>(method, `${BASE}${path}`, { token: staff.token, body, language })

const SORTS = [
  { param: 'id', order: 'desc' },
  { param: 'finalPrice', order: 'asc' },
]
const categoryBody = (name: string, parentId: number | null = null) => ({
  names: { hr: `${name} hr`, en: `${name} en` },
  slugs: { hr: `${name}-hr-${RUN}`, en: `${name}-en-${RUN}` },
  parentId,
  mediaId: null,
  sortTypes: SORTS,
  sortDefaultType: SORTS[0],
})

async function newCategory(name: string, parentId: number | null = null): Promise<AdminCategoryNode> {
  const res = await asStaff<AdminCategoryNode>('POST', '/categories', categoryBody(name, parentId))
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  const node = res.json.data as AdminCategoryNode
  made.categories.push(node.id)
  return node
}

const tree = async () => (await asStaff<AdminCategoryNode[]>('GET', '/categories')).json.data as AdminCategoryNode[]
const flatten = (nodes: AdminCategoryNode[]): AdminCategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)])
const nodeOf = async (id: number) => flatten(await tree()).find((n) => n.id === id)

const auditOf = async (subject: string) =>
  (
    await env.DB.prepare('SELECT actor_email, action, detail FROM audit_log WHERE subject = ? ORDER BY id')
      .bind(subject)
      .all<{ actor_email: string; action: string; detail: string }>()
  ).results.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }))
/** Entries about these subjects or by this actor (other files write their own entries meanwhile). */
const auditCount = async (subjects: string[], actorEmail: string) =>
  (
    await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM audit_log WHERE subject IN (SELECT value FROM json_each(?)) OR actor_email = ?',
    )
      .bind(JSON.stringify(subjects), actorEmail)
      .first<{ n: number }>()
  )?.n ?? 0

/** Products of this file have ids of their own, far above the seed's (and the bulk seed's from 100000). */
const PRODUCT_IDS = 970_000 + Math.floor(Math.random() * 1000) * 10

/** A listed simple product of this run (deleted after the file). */
async function newProduct(categoryId: number): Promise<number> {
  const id = PRODUCT_IDS + made.products.length
  const sku = `TERMS-${RUN}-${made.products.length}`
  made.products.push(id)
  await env.DB.prepare(
    "INSERT INTO products (id, type, sku, retail_price_cents, basic_price_cents, stock_qty) VALUES (?, 'simple', ?, 1000, 800, 5)",
  )
    .bind(id, sku)
    .run()
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO product_translations (product_id, language, name, slug) VALUES (?1, 'hr', ?2, ?2), (?1, 'en', ?2 || '-en', ?2 || '-en')",
    ).bind(id, sku.toLowerCase()),
    env.DB.prepare('INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)').bind(id, categoryId),
  ])
  return id
}

describe('who may change categories, attributes and tags', () => {
  it('attacker: a visitor (401) and a customer (403) are refused on every call, and nothing changes', async () => {
    const customer = await newCustomer(false)
    const category = await newCategory('attacked')
    const attribute = (
      await asStaff<AdminAttribute>('POST', '/attributes', {
        code: `attacked_${RUN}`,
        inputType: 'dropdown',
        labels: { hr: 'Napadnut', en: 'Attacked' },
        filterable: false,
        position: 0,
        values: [{ labels: { hr: 'A', en: 'A' }, swatch: null }],
      })
    ).json.data as AdminAttribute
    made.attributes.push(attribute.id)
    const tag = (
      await asStaff<AdminTag>('POST', '/tags', {
        names: { hr: 'Napad', en: 'Attack' },
        slugs: { hr: `napad-${RUN}`, en: `attack-${RUN}` },
      })
    ).json.data as AdminTag
    made.tags.push(tag.id)
    const treeBefore = await tree()
    const subjects = [`category:${category.id}`, 'category:root', `attribute:${attribute.id}`, `tag:${tag.id}`]
    const auditBefore = await auditCount(subjects, customer.email)
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/categories'],
      ['POST', '/categories', categoryBody('intruder')],
      ['POST', '/categories/reorder', { parentId: null, ids: [category.id] }],
      ['PUT', `/categories/${category.id}`, categoryBody('renamed')],
      ['POST', `/categories/${category.id}/delete`, {}],
      ['GET', '/attributes'],
      [
        'POST',
        '/attributes',
        {
          code: `intruder_${RUN}`,
          inputType: 'yesNo',
          labels: { hr: 'x', en: 'x' },
          filterable: true,
          position: 0,
          values: [],
        },
      ],
      [
        'PUT',
        `/attributes/${attribute.id}`,
        {
          code: `renamed_${RUN}`,
          inputType: 'yesNo',
          labels: { hr: 'x', en: 'x' },
          filterable: true,
          position: 0,
          values: [],
        },
      ],
      ['POST', `/attributes/${attribute.id}/delete`],
      ['GET', '/tags'],
      ['POST', '/tags', { names: { hr: 'x', en: 'x' }, slugs: { hr: `intruder-${RUN}`, en: `intruder-en-${RUN}` } }],
      [
        'PUT',
        `/tags/${tag.id}`,
        { names: { hr: 'x', en: 'x' }, slugs: { hr: `renamed-${RUN}`, en: `renamed-en-${RUN}` } },
      ],
      ['POST', `/tags/${tag.id}/delete`],
    ]
    for (const [method, path, body] of calls) {
      expect((await callBackend(method, `${BASE}${path}`, { body })).status, `${method} ${path}`).toBe(401)
      const refused = await callBackend(method, `${BASE}${path}`, { token: customer.token, body })
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect(refused.json.code).toBe('BACKOFFICE_ONLY')
    }
    expect(await tree()).toEqual(treeBefore)
    expect(await auditCount(subjects, customer.email)).toBe(auditBefore)
    expect((await asStaff<LastPagePage<AdminAttribute>>('GET', `/attributes?q=intruder_${RUN}`)).json.data?.total).toBe(
      0,
    )
    expect((await asStaff<LastPagePage<AdminTag>>('GET', `/tags?q=intruder-${RUN}`)).json.data?.total).toBe(0)
    const attributes = await asStaff<LastPagePage<AdminAttribute>>('GET', `/attributes?q=attacked_${RUN}`)
    expect(attributes.json.data?.data).toEqual([{ ...attribute, values: attribute.values }])
    const tags = await asStaff<LastPagePage<AdminTag>>('GET', `/tags?q=napad-${RUN}`)
    expect(tags.json.data?.data).toEqual([tag])
  })
})

describe('the category tree', () => {
  it('creates, moves and renames categories, each change audited before → after', async () => {
    const parent = await newCategory('parent')
    const child = await newCategory('child', parent.id)
    expect(child).toMatchObject({ parentId: parent.id, position: 0, productCount: 0, sortDefaultType: SORTS[0] })
    expect((await nodeOf(parent.id))?.children.map((n) => n.id)).toEqual([child.id])

    const other = await newCategory('other')
    const moved = await asStaff<AdminCategoryNode>('PUT', `/categories/${child.id}`, {
      ...categoryBody('child-renamed', other.id),
      sortDefaultType: SORTS[1],
    })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(moved.json.data).toMatchObject({
      parentId: other.id,
      names: { hr: 'child-renamed hr', en: 'child-renamed en' },
      slugs: { hr: `child-renamed-hr-${RUN}`, en: `child-renamed-en-${RUN}` },
      sortDefaultType: SORTS[1],
    })
    expect((await nodeOf(parent.id))?.children).toEqual([])
    expect((await nodeOf(other.id))?.children.map((n) => n.id)).toEqual([child.id])

    // The shop reads the new slug in each language.
    const shop = await callBackend<{ id: number; name: string }>(
      'GET',
      `/api/v1/product/web/category/getBySlug/child-renamed-en-${RUN}`,
      { language: 'en' },
    )
    expect(shop.json.data).toMatchObject({ id: child.id, name: 'child-renamed en' })

    const trail = await auditOf(`category:${child.id}`)
    expect(trail.map((e) => e.action)).toEqual(['category.create', 'category.update'])
    expect(trail[1]?.actor_email).toBe(staff.email)
    expect(trail[1]?.detail).toMatchObject({
      before: { parentId: parent.id, names: { hr: 'child hr' } },
      after: { parentId: other.id, names: { hr: 'child-renamed hr' } },
    })
  })

  it("gives the backoffice its image's thumbnail, and none without an image", async () => {
    const media = await env.DB.prepare('SELECT id, title, extension FROM media ORDER BY id LIMIT 1').first<{
      id: number
      title: string
      extension: string
    }>()
    expect(media).not.toBeNull()
    if (!media) return
    const plain = await newCategory('no-image')
    expect(plain.imageUrl).toBeNull()
    const res = await asStaff<AdminCategoryNode>('PUT', `/categories/${plain.id}`, {
      ...categoryBody('no-image'),
      mediaId: media.id,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({ mediaId: media.id, imageUrl: mediaPath(media, 'thumbnail') })
    expect((await nodeOf(plain.id))?.imageUrl).toMatch(new RegExp(`^/media/\\d+/${media.id}/thumbnail/`))
  })

  it('refuses a parent that would make a loop, and a default sort that is not offered', async () => {
    const top = await newCategory('top')
    const middle = await newCategory('middle', top.id)
    const bottom = await newCategory('bottom', middle.id)
    for (const parentId of [top.id, bottom.id]) {
      const res = await asStaff('PUT', `/categories/${top.id}`, categoryBody('top', parentId), 'en')
      expect(res.status).toBe(409)
      expect(res.json).toMatchObject({ code: 'CATEGORY_PARENT_CYCLE', field: 'parentId' })
    }
    expect((await nodeOf(top.id))?.parentId).toBeNull()
    const missing = await asStaff('PUT', `/categories/${top.id}`, categoryBody('top', 999_999_999))
    expect(missing.json).toMatchObject({ code: 'CATEGORY_PARENT_NOT_FOUND' })
    const badSort = await asStaff('PUT', `/categories/${top.id}`, {
      ...categoryBody('top'),
      sortDefaultType: { param: 'name', order: 'asc' },
    })
    expect(badSort.status).toBe(400)
    expect(badSort.json.field).toBe('sortDefaultType')
    expect(await auditOf(`category:${top.id}`)).toHaveLength(1)
  })

  it('a slug taken in its language is a clear 409 on that field', async () => {
    const first = await newCategory('first')
    const taken = await asStaff(
      'POST',
      '/categories',
      { ...categoryBody('second'), slugs: { ...categoryBody('second').slugs, hr: first.slugs.hr } },
      'en',
    )
    expect(taken.status).toBe(409)
    expect(taken.json).toMatchObject({
      code: 'CATEGORY_SLUG_TAKEN',
      field: 'slugs.hr',
      params: { slug: first.slugs.hr },
    })
    const second = await newCategory('second')
    const update = await asStaff('PUT', `/categories/${second.id}`, {
      ...categoryBody('second'),
      slugs: { hr: second.slugs.hr, en: first.slugs.en },
    })
    expect(update.status).toBe(409)
    expect(update.json).toMatchObject({ code: 'CATEGORY_SLUG_TAKEN', field: 'slugs.en' })
    expect((await nodeOf(second.id))?.slugs).toEqual(second.slugs)
    // The same slug in the other language is another URL: allowed.
    const crossed = await asStaff('PUT', `/categories/${second.id}`, {
      ...categoryBody('second'),
      slugs: { hr: second.slugs.hr, en: first.slugs.hr },
    })
    expect(crossed.status).toBe(200)
  })

  it('reorders siblings in one call and refuses a list that is not exactly the siblings', async () => {
    const parent = await newCategory('order')
    const a = await newCategory('order-a', parent.id)
    const b = await newCategory('order-b', parent.id)
    const c = await newCategory('order-c', parent.id)
    const res = await asStaff<AdminCategoryNode[]>('POST', '/categories/reorder', {
      parentId: parent.id,
      ids: [c.id, a.id, b.id],
    })
    expect(res.status).toBe(200)
    const children = flatten(res.json.data ?? []).find((n) => n.id === parent.id)?.children ?? []
    expect(children.map((n) => [n.id, n.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ])
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, parent.id],
    ]) {
      const refused = await asStaff('POST', '/categories/reorder', { parentId: parent.id, ids })
      expect(refused.json.code).toBe('CATEGORY_SIBLINGS_CHANGED')
    }
    expect((await nodeOf(parent.id))?.children.map((n) => n.id)).toEqual([c.id, a.id, b.id])
    expect((await auditOf(`category:${parent.id}`)).map((e) => e.action)).toEqual([
      'category.create',
      'category.reorder',
    ])
  })

  it('deletes a category with products only to a target: products move there, children move up', async () => {
    const root = await newCategory('del-root')
    const doomed = await newCategory('del-doomed', root.id)
    const kid = await newCategory('del-kid', doomed.id)
    const target = await newCategory('del-target')
    const product = await newProduct(doomed.id)

    const refused = await asStaff('POST', `/categories/${doomed.id}/delete`, {}, 'en')
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ code: 'CATEGORY_HAS_PRODUCTS', params: { count: 1 } })
    expect((await asStaff('POST', `/categories/${doomed.id}/delete`, { moveProductsTo: doomed.id })).json.code).toBe(
      'CATEGORY_MOVE_TO_ITSELF',
    )
    expect(await nodeOf(doomed.id)).toBeDefined()

    const res = await asStaff('POST', `/categories/${doomed.id}/delete`, { moveProductsTo: target.id })
    expect(res.status).toBe(200)
    expect(await nodeOf(doomed.id)).toBeUndefined()
    expect((await nodeOf(kid.id))?.parentId).toBe(root.id)
    expect((await nodeOf(target.id))?.productCount).toBe(1)
    const links = await env.DB.prepare('SELECT category_id FROM product_categories WHERE product_id = ?')
      .bind(product)
      .all<{ category_id: number }>()
    expect(links.results.map((l) => l.category_id)).toEqual([target.id])
    expect((await auditOf(`category:${doomed.id}`)).at(-1)).toMatchObject({
      action: 'category.delete',
      detail: { productsMovedTo: target.id, childrenMovedTo: root.id, children: [kid.id] },
    })
    // An empty category goes without a target.
    expect((await asStaff('POST', `/categories/${kid.id}/delete`, {})).status).toBe(200)
  })
  it('a product linked between the check and the delete keeps the category whole', async () => {
    const parent = await newCategory('race-parent')
    const raced = await newCategory('race', parent.id)
    const kid = await newCategory('race-kid', raced.id)
    const seen = await nodeOf(raced.id)
    if (!seen) throw new Error('category missing')
    expect(seen.productCount).toBe(0)
    await newProduct(raced.id)
    const actor = { userId: staff.userId, email: staff.email }
    expect(await deleteCategory(env.DB, actor, seen, null)).toBe(false)
    expect((await nodeOf(raced.id))?.productCount).toBe(1)
    expect((await nodeOf(kid.id))?.parentId).toBe(raced.id)
    expect((await auditOf(`category:${raced.id}`)).map((e) => e.action)).toEqual(['category.create'])
  })
})

describe('attributes (the layered filters)', () => {
  const navigation = (slug: string, lang = 'hr') =>
    callBackend<LayeredFilter[]>('POST', '/api/v1/product/layered/navigation', {
      body: {
        filters: [
          { key: 'archived', value: false },
          { key: 'category', value: slug },
        ],
      },
      language: lang,
    })

  it('a new filterable attribute is in the shop filters at once, counted right; in use it cannot be deleted', async () => {
    const category = await newCategory('filtered')
    const [p1, p2, p3] = [await newProduct(category.id), await newProduct(category.id), await newProduct(category.id)]
    const code = `finish_${RUN}`
    const created = await asStaff<AdminAttribute>('POST', '/attributes', {
      code,
      inputType: 'visualSwatch',
      labels: { hr: 'Završna obrada', en: 'Finish' },
      filterable: true,
      position: 5,
      values: [
        { labels: { hr: 'Mat', en: 'Matte' }, swatch: '#222222' },
        { labels: { hr: 'Sjaj', en: 'Gloss' }, swatch: '#eeeeee' },
      ],
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const attribute = created.json.data as AdminAttribute
    made.attributes.push(attribute.id)
    const [matte, gloss] = attribute.values
    if (!matte || !gloss) throw new Error('values missing')
    await env.DB.prepare(
      'INSERT INTO product_attribute_values (product_id, attribute_id, value_id) VALUES (?1, ?4, ?5), (?2, ?4, ?5), (?3, ?4, ?6)',
    )
      .bind(p1, p2, p3, attribute.id, matte.id, gloss.id)
      .run()

    const facet = (await navigation(category.slugs.en, 'en')).json.data?.find((f) => f.attributeCode === code)
    expect(facet).toMatchObject({ label: 'Finish', type: 'visualSwatch' })
    expect(facet?.values.map((v) => [v.valueLabel, v.totalProducts, v.swatch])).toEqual([
      ['Matte', 2, '#222222'],
      ['Gloss', 1, '#eeeeee'],
    ])
    const shop = await callBackend<ProductFilterResponse>('POST', '/api/v1/product/web/filter', {
      body: {
        filters: [
          { key: 'archived', value: false },
          { key: code, value: String(matte.id) },
        ],
      },
    })
    expect(shop.json.data?.records.map((r) => r.id).sort()).toEqual([p1, p2].sort())

    // Not filterable any more: gone from the filters at once.
    const hidden = await asStaff<AdminAttribute>('PUT', `/attributes/${attribute.id}`, {
      code,
      inputType: 'visualSwatch',
      labels: { hr: 'Završna obrada', en: 'Finish' },
      filterable: false,
      position: 5,
      values: attribute.values.map(({ id, labels, swatch }) => ({ id, labels, swatch })),
    })
    expect(hidden.status).toBe(200)
    expect((await navigation(category.slugs.hr)).json.data?.some((f) => f.attributeCode === code)).toBe(false)

    const dropValue = await asStaff('PUT', `/attributes/${attribute.id}`, {
      code,
      inputType: 'visualSwatch',
      labels: { hr: 'Završna obrada', en: 'Finish' },
      filterable: true,
      position: 5,
      values: [{ id: gloss.id, labels: gloss.labels, swatch: gloss.swatch }],
    })
    expect(dropValue.json).toMatchObject({ code: 'ATTRIBUTE_VALUE_IN_USE', params: { value: 'Mat' } })

    const inUse = await asStaff('POST', `/attributes/${attribute.id}/delete`, undefined, 'en')
    expect(inUse.status).toBe(409)
    expect(inUse.json).toMatchObject({ code: 'ATTRIBUTE_IN_USE', params: { code, name: 'Završna obrada' } })
    expect((await asStaff<LastPagePage<AdminAttribute>>('GET', `/attributes?q=${code}`)).json.data?.total).toBe(1)

    await env.DB.prepare('DELETE FROM product_attribute_values WHERE attribute_id = ?').bind(attribute.id).run()
    expect((await asStaff('POST', `/attributes/${attribute.id}/delete`)).status).toBe(200)
    expect((await asStaff<LastPagePage<AdminAttribute>>('GET', `/attributes?q=${code}`)).json.data?.total).toBe(0)
    expect((await auditOf(`attribute:${attribute.id}`)).map((e) => e.action)).toEqual([
      'attribute.create',
      'attribute.update',
      'attribute.delete',
    ])
  })

  it('gives a yes/no its two values, refuses a taken code and a swatch without a colour', async () => {
    const code = `gift_${RUN}`
    const body = {
      code,
      inputType: 'yesNo',
      labels: { hr: 'Poklon', en: 'Gift' },
      filterable: true,
      position: 0,
      values: [],
    }
    const yesNo = await asStaff<AdminAttribute>('POST', '/attributes', body)
    expect(yesNo.status).toBe(201)
    made.attributes.push(yesNo.json.data?.id ?? 0)
    expect(yesNo.json.data?.values.map((v) => v.labels)).toEqual([
      { hr: 'Da', en: 'Yes' },
      { hr: 'Ne', en: 'No' },
    ])
    const taken = await asStaff('POST', '/attributes', { ...body, code: code.toUpperCase() })
    expect(taken.json).toMatchObject({ code: 'ATTRIBUTE_CODE_TAKEN', field: 'code' })
    const noColour = await asStaff('POST', '/attributes', {
      ...body,
      code: `colourless_${RUN}`,
      inputType: 'visualSwatch',
      values: [{ labels: { hr: 'Crvena', en: 'Red' }, swatch: 'red' }],
    })
    expect(noColour.status).toBe(400)
    expect(noColour.json.field).toBe('values')
    const noOptions = await asStaff('POST', '/attributes', { ...body, code: `empty_${RUN}`, inputType: 'dropdown' })
    expect(noOptions.status).toBe(400)
  })
})

describe('tags', () => {
  it('lists with search and paging, renames per language, and a delete removes its assignments', async () => {
    const create = (n: number) =>
      asStaff<AdminTag>('POST', '/tags', {
        names: { hr: `Oznaka ${RUN} ${n}`, en: `Tag ${RUN} ${n}` },
        slugs: { hr: `oznaka-${RUN}-${n}`, en: `tag-${RUN}-${n}` },
      })
    const tags: AdminTag[] = []
    for (let n = 0; n < 27; n++) {
      const res = await create(n)
      expect(res.status).toBe(201)
      tags.push(res.json.data as AdminTag)
      made.tags.push(res.json.data?.id ?? 0)
    }
    const first = await asStaff<LastPagePage<AdminTag>>('GET', `/tags?q=oznaka-${RUN}`)
    expect(first.json.data).toMatchObject({ total: 27, lastPage: 2, page: 1 })
    expect(first.json.data?.data).toHaveLength(25)
    const second = await asStaff<LastPagePage<AdminTag>>('GET', `/tags?q=oznaka-${RUN}&page=2`)
    expect(second.json.data?.data.map((t) => t.id)).toEqual([tags[1]?.id, tags[0]?.id])

    const duplicate = await create(3)
    expect(duplicate.json).toMatchObject({ code: 'TAG_SLUG_TAKEN', field: 'slugs.hr' })

    const tag = tags[0] as AdminTag
    const renamed = await asStaff<AdminTag>('PUT', `/tags/${tag.id}`, {
      names: { hr: 'Preimenovana', en: 'Renamed' },
      slugs: { hr: `preimenovana-${RUN}`, en: tag.slugs.en },
    })
    expect(renamed.json.data).toMatchObject({
      names: { hr: 'Preimenovana', en: 'Renamed' },
      slugs: { hr: `preimenovana-${RUN}` },
    })

    const category = await newCategory('tagged')
    const product = await newProduct(category.id)
    await env.DB.prepare('INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)').bind(product, tag.id).run()
    expect(
      (await asStaff<LastPagePage<AdminTag>>('GET', `/tags?q=preimenovana-${RUN}`)).json.data?.data[0]?.productCount,
    ).toBe(1)
    expect((await asStaff('POST', `/tags/${tag.id}/delete`)).status).toBe(200)
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM product_tags WHERE tag_id = ?')
      .bind(tag.id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
    expect((await asStaff('POST', `/tags/${tag.id}/delete`)).json.code).toBe('TAG_NOT_FOUND')
    expect((await auditOf(`tag:${tag.id}`)).map((e) => e.action)).toEqual(['tag.create', 'tag.update', 'tag.delete'])
  })
})
