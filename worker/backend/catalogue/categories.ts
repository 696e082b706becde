import type { Locale } from '../../../contract/locales'
import type { CategoryNode, CategorySortType } from '../../../contract/dto/catalogue'
import { readMediaRow } from '../media/store'
import { batchRows, columns, type Row } from '../rows'
import { toMedia } from './cards'
import { LISTABLE_SQL } from './sql'

interface CategoryRow {
  id: number
  parent_id: number | null
  position: number
  sort_types: string
  sort_default_type: string
  name: string
  slug: string
  description: string
  slug_hr: string
  slug_en: string
  media_id: number | null
}

const categoryColumns = columns('categories')
const readCategoryRow = (r: Row): CategoryRow => ({
  id: categoryColumns.int(r, 'id'),
  parent_id: categoryColumns.nullableInt(r, 'parent_id'),
  position: categoryColumns.int(r, 'position'),
  sort_types: categoryColumns.text(r, 'sort_types'),
  sort_default_type: categoryColumns.text(r, 'sort_default_type'),
  name: categoryColumns.text(r, 'name'),
  slug: categoryColumns.text(r, 'slug'),
  description: categoryColumns.text(r, 'description'),
  slug_hr: categoryColumns.text(r, 'slug_hr'),
  slug_en: categoryColumns.text(r, 'slug_en'),
  media_id: categoryColumns.nullableInt(r, 'media_id'),
})
const links = columns('product_categories')
/** A product_categories link (category_id, product_id). */
export const readCategoryLink = (r: Row) => ({
  category_id: links.int(r, 'category_id'),
  product_id: links.int(r, 'product_id'),
})

const DEFAULT_SORT: CategorySortType = { param: 'id', order: 'desc' }

function parseSort(json: string): CategorySortType | null {
  try {
    const value: unknown = JSON.parse(json)
    if (value && typeof value === 'object' && 'param' in value && 'order' in value) {
      const { param, order } = value as { param: unknown; order: unknown }
      if (
        (param === 'id' || param === 'finalPrice' || param === 'name' || param === 'categoryPriority') &&
        (order === 'asc' || order === 'desc')
      ) {
        return { param, order }
      }
    }
  } catch {
    return null
  }
  return null
}

function parseSorts(json: string): CategorySortType[] {
  try {
    const value: unknown = JSON.parse(json)
    if (!Array.isArray(value)) return []
    return value.flatMap((item) => {
      const sort = parseSort(JSON.stringify(item))
      return sort ? [sort] : []
    })
  } catch {
    return []
  }
}

/** All categories as flat nodes (children empty) keyed by id, with product counts including descendants. */
export async function loadCategories(db: D1Database, lang: Locale): Promise<Map<number, CategoryNode>> {
  const [categories, media, links] = await db.batch([
    db
      .prepare(
        `SELECT c.id, c.parent_id, c.position, c.sort_types, c.sort_default_type, c.media_id,
           COALESCE(t.name, th.name, te.name) AS name, COALESCE(t.slug, th.slug, te.slug) AS slug,
           COALESCE(t.description, th.description, te.description, '') AS description,
           COALESCE(th.slug, te.slug) AS slug_hr, COALESCE(te.slug, th.slug) AS slug_en
         FROM categories c
         LEFT JOIN category_translations t ON t.category_id = c.id AND t.language = ?1
         LEFT JOIN category_translations th ON th.category_id = c.id AND th.language = 'hr'
         LEFT JOIN category_translations te ON te.category_id = c.id AND te.language = 'en'
         ORDER BY c.position, c.id`,
      )
      .bind(lang),
    db.prepare('SELECT m.* FROM media m WHERE m.id IN (SELECT media_id FROM categories WHERE media_id IS NOT NULL)'),
    db.prepare(
      `SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN products p ON p.id = pc.product_id
       WHERE ${LISTABLE_SQL} AND p.archived = 0`,
    ),
  ])
  const mediaById = new Map(batchRows(media, readMediaRow).map((m) => [m.id, m]))
  const rows = batchRows(categories, readCategoryRow)
  const map = new Map<number, CategoryNode>()
  for (const row of rows) {
    const image = row.media_id === null ? undefined : mediaById.get(row.media_id)
    map.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      slug: row.slug,
      slugs: { hr: row.slug_hr, en: row.slug_en },
      title: row.name,
      slugMain: row.slug_hr,
      description: row.description,
      image: image ? toMedia(image) : null,
      sortTypes: parseSorts(row.sort_types),
      sortDefaultType: parseSort(row.sort_default_type) ?? DEFAULT_SORT,
      position: row.position,
      productCount: 0,
      children: [],
    })
  }
  // Count each product once per category, including the categories above it.
  const counted = new Map<number, Set<number>>()
  for (const link of batchRows(links, readCategoryLink)) {
    for (const id of ancestorsAndSelf(map, link.category_id)) {
      const set = counted.get(id) ?? new Set<number>()
      set.add(link.product_id)
      counted.set(id, set)
    }
  }
  for (const [id, set] of counted) {
    const node = map.get(id)
    if (node) node.productCount = set.size
  }
  return map
}

/** The id itself and every ancestor (guards against cycles). */
export function ancestorsAndSelf(map: Map<number, Pick<CategoryNode, 'parentId'>>, id: number): number[] {
  const out: number[] = []
  let current: number | null = id
  while (current !== null && !out.includes(current)) {
    out.push(current)
    current = map.get(current)?.parentId ?? null
  }
  return out
}

/** The id itself and every descendant. */
export function descendantsAndSelf(map: Map<number, Pick<CategoryNode, 'parentId' | 'id'>>, id: number): number[] {
  const out = [id]
  for (let i = 0; i < out.length; i++) {
    for (const node of map.values()) {
      if (node.parentId === out[i] && !out.includes(node.id)) out.push(node.id)
    }
  }
  return out
}

/** Finds a category by id (number or numeric string) or by slug in either language. */
export function findCategory(map: Map<number, CategoryNode>, key: string | number): CategoryNode | undefined {
  const text = String(key).trim()
  if (/^\d+$/.test(text)) {
    const byId = map.get(Number(text))
    if (byId) return byId
  }
  for (const node of map.values()) if (node.slugs.hr === text || node.slugs.en === text) return node
  return undefined
}

export type CategorySortParam = 'id' | 'position' | 'name'

/** Nests the flat nodes into a tree (copies; the map stays flat), sorted at every level. */
export function buildTree(
  map: Map<number, CategoryNode>,
  rootId: number | null,
  sort: { param: CategorySortParam; order: 'asc' | 'desc' },
): CategoryNode[] {
  const compare = (a: CategoryNode, b: CategoryNode): number => {
    const direction = sort.order === 'asc' ? 1 : -1
    if (sort.param === 'name') return direction * a.name.localeCompare(b.name, 'hr') || a.id - b.id
    if (sort.param === 'position') return direction * (a.position - b.position) || a.id - b.id
    return direction * (a.id - b.id)
  }
  const build = (parentId: number | null, seen: Set<number>): CategoryNode[] =>
    [...map.values()]
      .filter((node) => node.parentId === parentId && !seen.has(node.id))
      .sort(compare)
      .map((node) => ({ ...node, children: build(node.id, new Set([...seen, node.id])) }))
  return build(rootId, new Set())
}
