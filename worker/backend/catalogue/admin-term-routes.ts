import type {
  AdminAttribute,
  AdminCategoryNode,
  AdminTag,
  TermTexts,
} from '../../../contract/dto/catalogue-admin-terms'
import { catalogueAdminTerms as rows, type CategoryInput } from '../../../contract/endpoints/catalogue-admin-terms'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { staffActor, requireBackoffice } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import {
  adminCategoryTree,
  attributeCodeTaken,
  attributeUsage,
  categorySlugTaken,
  createAttribute,
  createCategory,
  createTag,
  deleteAttribute,
  deleteCategory,
  deleteTag,
  findAttribute,
  findTag,
  isUniqueViolation,
  listAttributes,
  listTags,
  loadAdminCategories,
  makesCycle,
  mediaExists,
  removedValuesInUse,
  reorderCategories,
  tagSlugTaken,
  updateAttribute,
  updateCategory,
  updateTag,
} from './admin-terms'

/**
 * The backoffice's categories, attributes and tags (issue 35). Every call checks the staff member
 * again; every change is audited and (by its row's `purges`) empties the shop's caches, so a new
 * filterable attribute or a renamed category shows at once.
 */
export const adminTermRoutes = endpointRoutes('api/v1/admin/catalogue')

/** A slug another row already has: a clear 409 on the field. */
const slugTaken = (code: string, language: 'hr' | 'en', slugs: TermTexts) =>
  refuse(409, code, { params: { slug: slugs[language] }, field: `slugs.${language}` })

/** Runs a write; a UNIQUE index that refused it (a slug or code taken meanwhile) is the same 409. */
async function unique<T>(write: () => Promise<T>, onTaken: () => Error): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw onTaken()
    throw error
  }
}

// Categories

async function categoryOr404(db: D1Database, id: number) {
  const map = await loadAdminCategories(db)
  const flat = map.get(id)
  if (!flat) throw refuse(404, 'CATEGORY_NOT_FOUND')
  return { map, node: { ...flat, children: adminCategoryTree(map, id) } }
}

async function nodeAfter(db: D1Database, id: number): Promise<AdminCategoryNode> {
  return (await categoryOr404(db, id)).node
}

/** What a category save refers to must exist: its parent (not itself nor below it) and its image. */
async function checkCategoryInput(
  db: D1Database,
  map: ReadonlyMap<number, AdminCategoryNode>,
  input: CategoryInput,
  id = 0,
) {
  if (input.parentId !== null && !map.has(input.parentId))
    throw refuse(404, 'CATEGORY_PARENT_NOT_FOUND', { field: 'parentId' })
  if (id !== 0 && makesCycle(map, id, input.parentId)) throw refuse(409, 'CATEGORY_PARENT_CYCLE', { field: 'parentId' })
  if (input.mediaId !== null && !(await mediaExists(db, input.mediaId)))
    throw refuse(404, 'MEDIA_NOT_FOUND', { field: 'mediaId' })
  const taken = await categorySlugTaken(db, input.slugs, id)
  if (taken) throw slugTaken('CATEGORY_SLUG_TAKEN', taken, input.slugs)
}

adminTermRoutes.on(rows.adminCategories, async (c) => {
  requireBackoffice(c)
  return ok(c, adminCategoryTree(await loadAdminCategories(c.env.DB)))
})

adminTermRoutes.on(rows.adminCategoryCreate, async (c) => {
  const actor = staffActor(c)
  const input = c.req.valid('json')
  await checkCategoryInput(c.env.DB, await loadAdminCategories(c.env.DB), input)
  const id = await unique(
    () => createCategory(c.env.DB, actor, input),
    () => refuse(409, 'CATEGORY_SLUG_TAKEN', { params: { slug: input.slugs.hr }, field: 'slugs.hr' }),
  )
  return ok(c, await nodeAfter(c.env.DB, id), 201)
})

adminTermRoutes.on(rows.adminCategoryUpdate, async (c) => {
  const actor = staffActor(c)
  const input = c.req.valid('json')
  const { map, node } = await categoryOr404(c.env.DB, c.req.valid('param').id)
  await checkCategoryInput(c.env.DB, map, input, node.id)
  await unique(
    () => updateCategory(c.env.DB, actor, node, input),
    () => refuse(409, 'CATEGORY_SLUG_TAKEN', { params: { slug: input.slugs.hr }, field: 'slugs.hr' }),
  )
  return ok(c, await nodeAfter(c.env.DB, node.id))
})

adminTermRoutes.on(rows.adminCategoryReorder, async (c) => {
  const actor = staffActor(c)
  const { parentId, ids } = c.req.valid('json')
  const map = await loadAdminCategories(c.env.DB)
  if (parentId !== null && !map.has(parentId)) throw refuse(404, 'CATEGORY_PARENT_NOT_FOUND', { field: 'parentId' })
  const siblings = [...map.values()].filter((node) => node.parentId === parentId).map((node) => node.id)
  // The list must be exactly the siblings, once each: otherwise the tree changed since staff read it.
  if (new Set(ids).size !== ids.length || ids.length !== siblings.length || !ids.every((id) => siblings.includes(id)))
    throw refuse(409, 'CATEGORY_SIBLINGS_CHANGED', { field: 'ids' })
  await reorderCategories(c.env.DB, actor, parentId, siblings, ids)
  return ok(c, adminCategoryTree(await loadAdminCategories(c.env.DB)))
})

adminTermRoutes.on(rows.adminCategoryDelete, async (c) => {
  const actor = staffActor(c)
  const moveTo = c.req.valid('json').moveProductsTo ?? null
  const { map, node } = await categoryOr404(c.env.DB, c.req.valid('param').id)
  if (moveTo !== null) {
    if (moveTo === node.id) throw refuse(409, 'CATEGORY_MOVE_TO_ITSELF', { field: 'moveProductsTo' })
    if (!map.has(moveTo)) throw refuse(404, 'CATEGORY_MOVE_TARGET_NOT_FOUND', { field: 'moveProductsTo' })
  } else if (node.productCount > 0) {
    throw refuse(409, 'CATEGORY_HAS_PRODUCTS', {
      params: { count: node.productCount, name: node.names.hr },
      field: 'moveProductsTo',
    })
  }
  if (!(await deleteCategory(c.env.DB, actor, node, moveTo))) {
    const still = (await loadAdminCategories(c.env.DB)).get(node.id)
    if (!still) throw refuse(404, 'CATEGORY_NOT_FOUND')
    throw refuse(409, 'CATEGORY_HAS_PRODUCTS', {
      params: { count: still.productCount, name: still.names.hr },
      field: 'moveProductsTo',
    })
  }
  return ok(c, { id: node.id })
})

// Attributes

async function attributeOr404(db: D1Database, id: number): Promise<AdminAttribute> {
  const attribute = await findAttribute(db, id)
  if (!attribute) throw refuse(404, 'ATTRIBUTE_NOT_FOUND')
  return attribute
}

const codeTaken = (code: string) => refuse(409, 'ATTRIBUTE_CODE_TAKEN', { params: { code }, field: 'code' })

adminTermRoutes.on(rows.adminAttributes, async (c) => {
  requireBackoffice(c)
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows: list, total } = await listAttributes(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminAttribute>(list, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminTermRoutes.on(rows.adminAttributeCreate, async (c) => {
  const actor = staffActor(c)
  const input = c.req.valid('json')
  if (input.values.some((value) => value.id !== undefined))
    throw refuse(400, 'ATTRIBUTE_VALUE_NOT_FOUND', { field: 'values' })
  if (await attributeCodeTaken(c.env.DB, input.code)) throw codeTaken(input.code)
  const id = await unique(
    () => createAttribute(c.env.DB, actor, input),
    () => codeTaken(input.code),
  )
  return ok(c, await attributeOr404(c.env.DB, id), 201)
})

adminTermRoutes.on(rows.adminAttributeUpdate, async (c) => {
  const actor = staffActor(c)
  const input = c.req.valid('json')
  const before = await attributeOr404(c.env.DB, c.req.valid('param').id)
  const own = new Set(before.values.map((value) => value.id))
  if (input.values.some((value) => value.id !== undefined && !own.has(value.id)))
    throw refuse(400, 'ATTRIBUTE_VALUE_NOT_FOUND', { field: 'values' })
  // Products carry values by id: an input type that changes what a value means is refused while they do.
  if (input.inputType !== before.inputType && before.productCount > 0)
    throw refuse(409, 'ATTRIBUTE_TYPE_IN_USE', {
      params: { code: before.code, count: before.productCount },
      field: 'inputType',
    })
  const inUse = await removedValuesInUse(c.env.DB, before, input)
  if (inUse.length > 0)
    throw refuse(409, 'ATTRIBUTE_VALUE_IN_USE', {
      params: { value: inUse.map((value) => value.labels.hr).join(', ') },
      field: 'values',
    })
  if (await attributeCodeTaken(c.env.DB, input.code, before.id)) throw codeTaken(input.code)
  await unique(
    () => updateAttribute(c.env.DB, actor, before, input),
    () => codeTaken(input.code),
  )
  return ok(c, await attributeOr404(c.env.DB, before.id))
})

adminTermRoutes.on(rows.adminAttributeDelete, async (c) => {
  const actor = staffActor(c)
  const before = await attributeOr404(c.env.DB, c.req.valid('param').id)
  const inUse = () =>
    refuse(409, 'ATTRIBUTE_IN_USE', {
      params: { code: before.code, name: before.labels.hr, count: before.productCount },
    })
  if ((await attributeUsage(c.env.DB, before.id)) > 0) throw inUse()
  // Refused by the statement itself too: a product given the attribute since the check keeps it.
  if (!(await deleteAttribute(c.env.DB, actor, before))) throw inUse()
  return ok(c, { id: before.id })
})

// Tags

async function tagOr404(db: D1Database, id: number): Promise<AdminTag> {
  const found = await findTag(db, id)
  if (!found) throw refuse(404, 'TAG_NOT_FOUND')
  return found
}

adminTermRoutes.on(rows.adminTags, async (c) => {
  requireBackoffice(c)
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows: list, total } = await listTags(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminTag>(list, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminTermRoutes.on(rows.adminTagCreate, async (c) => {
  const actor = staffActor(c)
  const input = c.req.valid('json')
  const taken = await tagSlugTaken(c.env.DB, input.slugs)
  if (taken) throw slugTaken('TAG_SLUG_TAKEN', taken, input.slugs)
  const id = await unique(
    () => createTag(c.env.DB, actor, input),
    () => slugTaken('TAG_SLUG_TAKEN', 'hr', input.slugs),
  )
  return ok(c, await tagOr404(c.env.DB, id), 201)
})

adminTermRoutes.on(rows.adminTagUpdate, async (c) => {
  const actor = staffActor(c)
  const input = c.req.valid('json')
  const before = await tagOr404(c.env.DB, c.req.valid('param').id)
  const taken = await tagSlugTaken(c.env.DB, input.slugs, before.id)
  if (taken) throw slugTaken('TAG_SLUG_TAKEN', taken, input.slugs)
  await unique(
    () => updateTag(c.env.DB, actor, before, input),
    () => slugTaken('TAG_SLUG_TAKEN', 'hr', input.slugs),
  )
  return ok(c, await tagOr404(c.env.DB, before.id))
})

adminTermRoutes.on(rows.adminTagDelete, async (c) => {
  const actor = staffActor(c)
  const before = await tagOr404(c.env.DB, c.req.valid('param').id)
  if (!(await deleteTag(c.env.DB, actor, before))) throw refuse(404, 'TAG_NOT_FOUND')
  return ok(c, { id: before.id })
})
