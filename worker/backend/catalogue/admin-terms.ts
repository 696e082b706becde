import type { CategorySortType } from '../../../contract/dto/catalogue'
import type {
  AdminAttribute,
  AdminAttributeValue,
  AdminCategoryNode,
  AdminTag,
  TermTexts,
} from '../../../contract/dto/catalogue-admin-terms'
import type { AttributeInput, CategoryInput, TagInput } from '../../../contract/endpoints/catalogue-admin-terms'
import { auditCreatedStatement, auditStatement, type AuditActor } from '../audit-log'
import { containsSql } from '../contains-text'
import { mediaPath } from '../media/store'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'

/**
 * Categories, attributes and tags as staff run them (issue 35). Every change is one batch with its
 * audit entry (subjects `category:<id>`, `attribute:<id>`, `tag:<id>`, detail before → after), so
 * a refused change (a slug taken meanwhile fails the UNIQUE index) writes neither.
 */

export const categorySubject = (id: number) => `category:${id}`
export const attributeSubject = (id: number) => `attribute:${id}`
export const tagSubject = (id: number) => `tag:${id}`

/** A UNIQUE index refused the batch: someone took the slug or code between the check and the write. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed/i.test(error.message)

// Categories

const cat = columns('categories')
const readCategoryRow = (r: Row) => ({
  id: cat.int(r, 'id'),
  parent_id: cat.nullableInt(r, 'parent_id'),
  position: cat.int(r, 'position'),
  media_id: cat.nullableInt(r, 'media_id'),
  media_title: cat.nullableText(r, 'media_title'),
  media_extension: cat.nullableText(r, 'media_extension'),
  sort_types: cat.text(r, 'sort_types'),
  sort_default_type: cat.text(r, 'sort_default_type'),
  name_hr: cat.text(r, 'name_hr'),
  name_en: cat.text(r, 'name_en'),
  slug_hr: cat.text(r, 'slug_hr'),
  slug_en: cat.text(r, 'slug_en'),
  products: cat.int(r, 'products'),
})

const SORT_PARAMS: readonly string[] = ['id', 'finalPrice', 'name', 'categoryPriority']
const isSort = (value: unknown): value is CategorySortType =>
  typeof value === 'object' &&
  value !== null &&
  SORT_PARAMS.includes(String((value as { param?: unknown }).param)) &&
  ['asc', 'desc'].includes(String((value as { order?: unknown }).order))

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
const sortsOf = (json: string): CategorySortType[] => {
  const value = parseJson(json)
  return Array.isArray(value) ? value.filter(isSort).map(({ param, order }) => ({ param, order })) : []
}
const sortOf = (json: string): CategorySortType => {
  const value = parseJson(json)
  return isSort(value) ? { param: value.param, order: value.order } : { param: 'id', order: 'desc' }
}

/** Every category, flat, keyed by id (children empty), ordered by position then id. */
export async function loadAdminCategories(db: D1Database): Promise<Map<number, AdminCategoryNode>> {
  const rows = await allRows(
    db.prepare(
      `SELECT c.id, c.parent_id, c.position, c.media_id, c.sort_types, c.sort_default_type,
         m.title AS media_title, m.extension AS media_extension,
         COALESCE(th.name, te.name, '') AS name_hr, COALESCE(te.name, th.name, '') AS name_en,
         COALESCE(th.slug, te.slug, '') AS slug_hr, COALESCE(te.slug, th.slug, '') AS slug_en,
         (SELECT COUNT(*) FROM product_categories pc WHERE pc.category_id = c.id) AS products
       FROM categories c
       LEFT JOIN media m ON m.id = c.media_id
       LEFT JOIN category_translations th ON th.category_id = c.id AND th.language = 'hr'
       LEFT JOIN category_translations te ON te.category_id = c.id AND te.language = 'en'
       ORDER BY c.position, c.id`,
    ),
    readCategoryRow,
  )
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        parentId: row.parent_id,
        position: row.position,
        names: { hr: row.name_hr, en: row.name_en },
        slugs: { hr: row.slug_hr, en: row.slug_en },
        mediaId: row.media_id,
        imageUrl:
          row.media_id === null || row.media_title === null
            ? null
            : mediaPath(
                { id: row.media_id, title: row.media_title, extension: row.media_extension ?? '' },
                'thumbnail',
              ),
        sortTypes: sortsOf(row.sort_types),
        sortDefaultType: sortOf(row.sort_default_type),
        productCount: row.products,
        children: [],
      },
    ]),
  )
}

/** The tree under `parentId` (null: the roots); a node whose parent is missing counts as a root. */
export function adminCategoryTree(
  map: ReadonlyMap<number, AdminCategoryNode>,
  parentId: number | null = null,
): AdminCategoryNode[] {
  return [...map.values()]
    .filter((node) =>
      parentId === null ? node.parentId === null || !map.has(node.parentId) : node.parentId === parentId,
    )
    .map((node) => ({ ...node, children: adminCategoryTree(map, node.id) }))
}

/** Would `parentId` as the category's parent make a loop (itself or one of its descendants)? */
export function makesCycle(map: ReadonlyMap<number, AdminCategoryNode>, id: number, parentId: number | null): boolean {
  const seen = new Set<number>()
  for (let at = parentId; at !== null && !seen.has(at); at = map.get(at)?.parentId ?? null) {
    if (at === id) return true
    seen.add(at)
  }
  return false
}

const snapshotCategory = (
  node: Pick<AdminCategoryNode, 'names' | 'slugs' | 'parentId' | 'mediaId' | 'sortTypes' | 'sortDefaultType'>,
) => ({
  names: node.names,
  slugs: node.slugs,
  parentId: node.parentId,
  mediaId: node.mediaId,
  sortTypes: node.sortTypes,
  sortDefaultType: node.sortDefaultType,
})

const slugRow = (r: Row) => ({ language: cat.text(r, 'language'), slug: cat.text(r, 'slug') })

/** The first of `slugs` another row of `table` already has in its language, or null. */
async function slugTaken(
  db: D1Database,
  table: 'category_translations' | 'tag_translations',
  idColumn: 'category_id' | 'tag_id',
  slugs: TermTexts,
  exceptId: number,
): Promise<'hr' | 'en' | null> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT language, slug FROM ${table} WHERE ((language = 'hr' AND slug = ?1) OR (language = 'en' AND slug = ?2)) AND ${idColumn} != ?3 ORDER BY language DESC LIMIT 1`,
      )
      .bind(slugs.hr, slugs.en, exceptId),
    slugRow,
  )
  return row ? (row.language === 'en' ? 'en' : 'hr') : null
}

export const categorySlugTaken = (db: D1Database, slugs: TermTexts, exceptId = 0) =>
  slugTaken(db, 'category_translations', 'category_id', slugs, exceptId)

export async function mediaExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS one FROM media WHERE id = ?').bind(id).first()) !== null
}

const translationStatements = (
  db: D1Database,
  table: 'category_translations' | 'tag_translations',
  idColumn: 'category_id' | 'tag_id',
  idSql: string,
  idBinds: unknown[],
  names: TermTexts,
  slugs: TermTexts,
) =>
  (['hr', 'en'] as const).map((language) =>
    db
      .prepare(
        `INSERT INTO ${table} (${idColumn}, language, name, slug) VALUES (${idSql}, ?, ?, ?)
         ON CONFLICT (${idColumn}, language) DO UPDATE SET name = excluded.name, slug = excluded.slug`,
      )
      .bind(...idBinds, language, names[language], slugs[language]),
  )

/** A new category, last among its siblings; its id. */
export async function createCategory(db: D1Database, actor: AuditActor, input: CategoryInput): Promise<number> {
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO categories (parent_id, media_id, position, sort_types, sort_default_type)
         VALUES (?1, ?2, (SELECT COALESCE(MAX(position), -1) + 1 FROM categories WHERE parent_id IS ?1), ?3, ?4) RETURNING id`,
      )
      .bind(input.parentId, input.mediaId, JSON.stringify(input.sortTypes), JSON.stringify(input.sortDefaultType)),
    ...translationStatements(
      db,
      'category_translations',
      'category_id',
      '(SELECT MAX(id) FROM categories)',
      [],
      input.names,
      input.slugs,
    ),
    auditCreatedStatement(
      db,
      { actor, action: 'category.create', detail: { after: snapshotCategory(input) } },
      'category',
      'categories',
    ),
  ])
  return batchRows(results[0], (r) => cat.int(r, 'id'))[0] ?? 0
}

export async function updateCategory(
  db: D1Database,
  actor: AuditActor,
  before: AdminCategoryNode,
  input: CategoryInput,
): Promise<void> {
  const moved = before.parentId !== input.parentId
  await db.batch([
    db
      .prepare(
        `UPDATE categories SET parent_id = ?1, media_id = ?2, sort_types = ?3, sort_default_type = ?4,
           position = CASE WHEN ?5 THEN (SELECT COALESCE(MAX(position), -1) + 1 FROM categories WHERE parent_id IS ?1) ELSE position END,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?6`,
      )
      .bind(
        input.parentId,
        input.mediaId,
        JSON.stringify(input.sortTypes),
        JSON.stringify(input.sortDefaultType),
        moved ? 1 : 0,
        before.id,
      ),
    auditStatement(db, {
      actor,
      action: 'category.update',
      subject: categorySubject(before.id),
      detail: { before: snapshotCategory(before), after: snapshotCategory(input) },
    }),
    ...translationStatements(db, 'category_translations', 'category_id', '?', [before.id], input.names, input.slugs),
  ])
}

/** The siblings under `parentId` take the positions of `ids`' order (ids must be exactly those siblings). */
export async function reorderCategories(
  db: D1Database,
  actor: AuditActor,
  parentId: number | null,
  before: readonly number[],
  ids: readonly number[],
): Promise<void> {
  await db.batch([
    ...ids.map((id, position) =>
      db.prepare('UPDATE categories SET position = ? WHERE id = ? AND parent_id IS ?').bind(position, id, parentId),
    ),
    // changes() is the last update's: the audit statement's own guard is this WHERE.
    db
      .prepare(
        "INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail) VALUES (?, ?, 'category.reorder', ?, ?)",
      )
      .bind(
        actor.userId,
        actor.email,
        parentId === null ? 'category:root' : categorySubject(parentId),
        JSON.stringify({ before, after: ids }),
      ),
  ])
}

const KEEPS_NO_PRODUCTS = '(?3 IS NOT NULL OR NOT EXISTS (SELECT 1 FROM product_categories WHERE category_id = ?2))'

/**
 * Deletes a category: its products gain `moveTo` (when given), its children move up to its parent,
 * in one batch with the audit entry.
 */
export async function deleteCategory(
  db: D1Database,
  actor: AuditActor,
  node: AdminCategoryNode,
  moveTo: number | null,
): Promise<boolean> {
  const moveProducts =
    moveTo === null
      ? []
      : [
          db
            .prepare(
              'INSERT OR IGNORE INTO product_categories (product_id, category_id) SELECT product_id, ? FROM product_categories WHERE category_id = ?',
            )
            .bind(moveTo, node.id),
        ]
  const results = await db.batch([
    ...moveProducts,
    // Without a target, only while it has no products (one linked since the check keeps it whole).
    db
      .prepare(`UPDATE categories SET parent_id = ?1 WHERE parent_id = ?2 AND ${KEEPS_NO_PRODUCTS}`)
      .bind(node.parentId, node.id, moveTo),
    db.prepare(`DELETE FROM categories WHERE id = ?2 AND ${KEEPS_NO_PRODUCTS}`).bind(null, node.id, moveTo),
    auditStatement(db, {
      actor,
      action: 'category.delete',
      subject: categorySubject(node.id),
      detail: {
        before: snapshotCategory(node),
        productCount: node.productCount,
        productsMovedTo: moveTo,
        childrenMovedTo: node.parentId,
        children: node.children.map((child) => child.id),
      },
    }),
  ])
  // D1 counts the rows a foreign key's cascade removed too: any change means the row went.
  return (results[moveProducts.length + 1]?.meta.changes ?? 0) > 0
}

// Attributes

const attr = columns('attributes')
const readAttributeRow = (r: Row) => ({
  id: attr.int(r, 'id'),
  code: attr.text(r, 'code'),
  input_type: attr.text(r, 'input_type'),
  label_hr: attr.text(r, 'label_hr'),
  label_en: attr.text(r, 'label_en'),
  is_filterable: attr.int(r, 'is_filterable'),
  position: attr.int(r, 'position'),
  products: attr.int(r, 'products'),
})
const value = columns('attribute_values')
const readValueRow = (r: Row) => ({
  id: value.int(r, 'id'),
  attribute_id: value.int(r, 'attribute_id'),
  label_hr: value.text(r, 'label_hr'),
  label_en: value.text(r, 'label_en'),
  swatch: value.nullableText(r, 'swatch'),
  position: value.int(r, 'position'),
})

const ATTRIBUTE_SELECT = `SELECT a.id, a.code, a.input_type, a.label_hr, a.label_en, a.is_filterable, a.position,
  (SELECT COUNT(DISTINCT pav.product_id) FROM product_attribute_values pav WHERE pav.attribute_id = a.id) AS products
  FROM attributes a`

async function withValues(db: D1Database, rows: ReturnType<typeof readAttributeRow>[]): Promise<AdminAttribute[]> {
  if (rows.length === 0) return []
  const values = await allRows(
    db
      .prepare(
        `SELECT id, attribute_id, label_hr, label_en, swatch, position FROM attribute_values
         WHERE attribute_id IN (${rows.map(() => '?').join(',')}) ORDER BY position, id`,
      )
      .bind(...rows.map((row) => row.id)),
    readValueRow,
  )
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    inputType: row.input_type,
    labels: { hr: row.label_hr, en: row.label_en },
    filterable: row.is_filterable === 1,
    position: row.position,
    productCount: row.products,
    values: values
      .filter((v) => v.attribute_id === row.id)
      .map((v): AdminAttributeValue => ({
        id: v.id,
        labels: { hr: v.label_hr, en: v.label_en },
        swatch: v.swatch,
        position: v.position,
      })),
  }))
}

/** In filter order; `q` is found in the code or either label. */
export async function listAttributes(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminAttribute[]; total: number }> {
  const where = q
    ? `WHERE ${containsSql('a.code', '?1')} OR ${containsSql('a.label_hr', '?1')} OR ${containsSql('a.label_en', '?1')}`
    : ''
  const binds = q ? [q] : []
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${ATTRIBUTE_SELECT} ${where} ORDER BY a.position, a.id LIMIT ?${binds.length + 1} OFFSET ?${binds.length + 2}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM attributes a ${where}`).bind(...binds),
  ])
  return {
    rows: await withValues(db, batchRows(rows, readAttributeRow)),
    total: batchRows(count, (r) => attr.int(r, 'total'))[0] ?? 0,
  }
}

export async function findAttribute(db: D1Database, id: number): Promise<AdminAttribute | null> {
  const row = await firstRow(db.prepare(`${ATTRIBUTE_SELECT} WHERE a.id = ?`).bind(id), readAttributeRow)
  return row ? ((await withValues(db, [row]))[0] ?? null) : null
}

export async function attributeCodeTaken(db: D1Database, code: string, exceptId = 0): Promise<boolean> {
  return (
    (await db.prepare('SELECT 1 AS one FROM attributes WHERE code = ? AND id != ?').bind(code, exceptId).first()) !==
    null
  )
}

/** A yes/no attribute's two values when staff give none. */
const YES_NO: AttributeInput['values'] = [
  { labels: { hr: 'Da', en: 'Yes' }, swatch: null },
  { labels: { hr: 'Ne', en: 'No' }, swatch: null },
]
const valuesOf = (input: AttributeInput) =>
  input.inputType === 'yesNo' && input.values.length === 0 ? YES_NO : input.values

const snapshotAttribute = (a: {
  code: string
  inputType: string
  labels: TermTexts
  filterable: boolean
  position: number
  values: ReadonlyArray<{ id?: number; labels: TermTexts; swatch: string | null }>
}) => ({
  code: a.code,
  inputType: a.inputType,
  labels: a.labels,
  filterable: a.filterable,
  position: a.position,
  values: a.values.map(({ id, labels, swatch }) => ({ id: id ?? null, labels, swatch })),
})

export async function createAttribute(db: D1Database, actor: AuditActor, input: AttributeInput): Promise<number> {
  const values = valuesOf(input)
  const results = await db.batch([
    db
      .prepare(
        'INSERT INTO attributes (code, input_type, label_hr, label_en, is_filterable, position) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(input.code, input.inputType, input.labels.hr, input.labels.en, input.filterable ? 1 : 0, input.position),
    ...values.map((v, position) =>
      db
        .prepare(
          'INSERT INTO attribute_values (attribute_id, label_hr, label_en, swatch, position) VALUES ((SELECT MAX(id) FROM attributes), ?, ?, ?, ?)',
        )
        .bind(v.labels.hr, v.labels.en, v.swatch, position),
    ),
    auditCreatedStatement(
      db,
      { actor, action: 'attribute.create', detail: { after: snapshotAttribute({ ...input, values }) } },
      'attribute',
      'attributes',
    ),
  ])
  return batchRows(results[0], (r) => attr.int(r, 'id'))[0] ?? 0
}

/** Values of `before` the input leaves out, that products still carry. */
export async function removedValuesInUse(
  db: D1Database,
  before: AdminAttribute,
  input: AttributeInput,
): Promise<AdminAttributeValue[]> {
  const kept = new Set(input.values.flatMap((v) => (v.id === undefined ? [] : [v.id])))
  const removed = before.values.filter((v) => !kept.has(v.id))
  if (removed.length === 0) return []
  const used = await allRows(
    db
      .prepare(
        `SELECT DISTINCT value_id AS id FROM product_attribute_values WHERE value_id IN (${removed.map(() => '?').join(',')})`,
      )
      .bind(...removed.map((v) => v.id)),
    (r) => value.int(r, 'id'),
  )
  return removed.filter((v) => used.includes(v.id))
}

/**
 * Saves an attribute: values with an id are updated in place (products keep them), new ones
 * inserted, left-out ones deleted (the caller has checked no product carries them).
 */
export async function updateAttribute(
  db: D1Database,
  actor: AuditActor,
  before: AdminAttribute,
  input: AttributeInput,
): Promise<void> {
  const values = valuesOf(input)
  const kept = new Set(values.flatMap((v) => (v.id === undefined ? [] : [v.id])))
  const removed = before.values.filter((v) => !kept.has(v.id)).map((v) => v.id)
  await db.batch([
    db
      .prepare(
        'UPDATE attributes SET code = ?, input_type = ?, label_hr = ?, label_en = ?, is_filterable = ?, position = ? WHERE id = ?',
      )
      .bind(
        input.code,
        input.inputType,
        input.labels.hr,
        input.labels.en,
        input.filterable ? 1 : 0,
        input.position,
        before.id,
      ),
    auditStatement(db, {
      actor,
      action: 'attribute.update',
      subject: attributeSubject(before.id),
      detail: { before: snapshotAttribute(before), after: snapshotAttribute({ ...input, values }) },
    }),
    ...removed.map((id) =>
      db.prepare('DELETE FROM attribute_values WHERE id = ? AND attribute_id = ?').bind(id, before.id),
    ),
    ...values.map((v, position) =>
      v.id === undefined
        ? db
            .prepare(
              'INSERT INTO attribute_values (attribute_id, label_hr, label_en, swatch, position) VALUES (?, ?, ?, ?, ?)',
            )
            .bind(before.id, v.labels.hr, v.labels.en, v.swatch, position)
        : db
            .prepare(
              'UPDATE attribute_values SET label_hr = ?, label_en = ?, swatch = ?, position = ? WHERE id = ? AND attribute_id = ?',
            )
            .bind(v.labels.hr, v.labels.en, v.swatch, position, v.id, before.id),
    ),
  ])
}

/** Products (variants included) that carry the attribute or make variants by it. */
export async function attributeUsage(db: D1Database, id: number): Promise<number> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT (SELECT COUNT(DISTINCT product_id) FROM product_attribute_values WHERE attribute_id = ?1)
           + (SELECT COUNT(*) FROM configurable_attributes WHERE attribute_id = ?1) AS n`,
      )
      .bind(id),
    (r) => attr.int(r, 'n'),
  )
  return row ?? 0
}

export async function deleteAttribute(db: D1Database, actor: AuditActor, before: AdminAttribute): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .prepare(
        `DELETE FROM attributes WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM product_attribute_values WHERE attribute_id = ?1)
           AND NOT EXISTS (SELECT 1 FROM configurable_attributes WHERE attribute_id = ?1)`,
      )
      .bind(before.id),
    auditStatement(db, {
      actor,
      action: 'attribute.delete',
      subject: attributeSubject(before.id),
      detail: { before: snapshotAttribute(before) },
    }),
  ])
  return (deleted?.meta.changes ?? 0) > 0
}

// Tags

const tag = columns('tags')
const readTagRow = (r: Row) => ({
  id: tag.int(r, 'id'),
  name_hr: tag.text(r, 'name_hr'),
  name_en: tag.text(r, 'name_en'),
  slug_hr: tag.text(r, 'slug_hr'),
  slug_en: tag.text(r, 'slug_en'),
  products: tag.int(r, 'products'),
})
const toTag = (row: ReturnType<typeof readTagRow>): AdminTag => ({
  id: row.id,
  names: { hr: row.name_hr, en: row.name_en },
  slugs: { hr: row.slug_hr, en: row.slug_en },
  productCount: row.products,
})

const TAG_FROM = `FROM tags t
  LEFT JOIN tag_translations th ON th.tag_id = t.id AND th.language = 'hr'
  LEFT JOIN tag_translations te ON te.tag_id = t.id AND te.language = 'en'`
const TAG_SELECT = `SELECT t.id, COALESCE(th.name, te.name, '') AS name_hr, COALESCE(te.name, th.name, '') AS name_en,
  COALESCE(th.slug, te.slug, '') AS slug_hr, COALESCE(te.slug, th.slug, '') AS slug_en,
  (SELECT COUNT(*) FROM product_tags pt WHERE pt.tag_id = t.id) AS products ${TAG_FROM}`

/** Newest first; `q` is found in either language's name or slug. */
export async function listTags(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminTag[]; total: number }> {
  const where = q
    ? `WHERE ${['th.name', 'te.name', 'th.slug', 'te.slug'].map((column) => containsSql(column, '?1')).join(' OR ')}`
    : ''
  const binds = q ? [q] : []
  const [rows, count] = await db.batch([
    db
      .prepare(`${TAG_SELECT} ${where} ORDER BY t.id DESC LIMIT ?${binds.length + 1} OFFSET ?${binds.length + 2}`)
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total ${TAG_FROM} ${where}`).bind(...binds),
  ])
  return { rows: batchRows(rows, readTagRow).map(toTag), total: batchRows(count, (r) => tag.int(r, 'total'))[0] ?? 0 }
}

export async function findTag(db: D1Database, id: number): Promise<AdminTag | null> {
  const row = await firstRow(db.prepare(`${TAG_SELECT} WHERE t.id = ?`).bind(id), readTagRow)
  return row ? toTag(row) : null
}

export const tagSlugTaken = (db: D1Database, slugs: TermTexts, exceptId = 0) =>
  slugTaken(db, 'tag_translations', 'tag_id', slugs, exceptId)

export async function createTag(db: D1Database, actor: AuditActor, input: TagInput): Promise<number> {
  const results = await db.batch([
    db.prepare('INSERT INTO tags DEFAULT VALUES RETURNING id'),
    ...translationStatements(
      db,
      'tag_translations',
      'tag_id',
      '(SELECT MAX(id) FROM tags)',
      [],
      input.names,
      input.slugs,
    ),
    auditCreatedStatement(db, { actor, action: 'tag.create', detail: { after: input } }, 'tag', 'tags'),
  ])
  return batchRows(results[0], (r) => tag.int(r, 'id'))[0] ?? 0
}

export async function updateTag(db: D1Database, actor: AuditActor, before: AdminTag, input: TagInput): Promise<void> {
  await db.batch([
    ...translationStatements(db, 'tag_translations', 'tag_id', '?', [before.id], input.names, input.slugs),
    auditStatement(db, {
      actor,
      action: 'tag.update',
      subject: tagSubject(before.id),
      detail: { before: { names: before.names, slugs: before.slugs }, after: input },
    }),
  ])
}

/** Deletes the tag and (by the foreign key's cascade) its assignments to products. */
export async function deleteTag(db: D1Database, actor: AuditActor, before: AdminTag): Promise<boolean> {
  const [deleted] = await db.batch([
    db.prepare('DELETE FROM tags WHERE id = ?').bind(before.id),
    auditStatement(db, {
      actor,
      action: 'tag.delete',
      subject: tagSubject(before.id),
      detail: { before: { names: before.names, slugs: before.slugs }, productCount: before.productCount },
    }),
  ])
  return (deleted?.meta.changes ?? 0) > 0
}
