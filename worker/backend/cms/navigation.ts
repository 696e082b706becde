import type { Locale } from '../../../contract/locales'
import type { NavigationLink, NavigationLinkType } from '../../../contract/dto/cms'
import { categoryPath, postPath, productPath, termPath } from './paths'
import { allRows, columns, firstRow, type Row } from '../rows'

/** Navigation menus (tables navigations, navigation_links) resolved into linked trees per language. */
interface LinkRow {
  id: number
  parent_id: number | null
  position: number
  link_type: NavigationLinkType
  target: '_self' | '_blank'
  name: string | null
  name_hr: string | null
  href: string | null
  post_slug: string | null
  post_hr_slug: string | null
  post_visible: number | null
  product_slug: string | null
  product_visible: number | null
  category_slug: string | null
  term_slug: string | null
}

const links = columns('navigation_links')
const readLinkRow = (r: Row): LinkRow => ({
  id: links.int(r, 'id'),
  parent_id: links.nullableInt(r, 'parent_id'),
  position: links.int(r, 'position'),
  link_type: links.oneOf(r, 'link_type', ['page', 'post', 'product', 'category', 'term', 'custom']),
  target: links.oneOf(r, 'target', ['_self', '_blank']),
  name: links.nullableText(r, 'name'),
  name_hr: links.nullableText(r, 'name_hr'),
  href: links.nullableText(r, 'href'),
  post_slug: links.nullableText(r, 'post_slug'),
  post_hr_slug: links.nullableText(r, 'post_hr_slug'),
  post_visible: links.nullableInt(r, 'post_visible'),
  product_slug: links.nullableText(r, 'product_slug'),
  product_visible: links.nullableInt(r, 'product_visible'),
  category_slug: links.nullableText(r, 'category_slug'),
  term_slug: links.nullableText(r, 'term_slug'),
})
const readId = (r: Row) => ({ id: links.int(r, 'id') })

/** The path of a link in `lang`, or null when its target is gone or not public. */
function hrefOf(row: LinkRow, lang: Locale): string | null {
  switch (row.link_type) {
    case 'page':
    case 'post':
      return row.post_slug && row.post_visible ? postPath(row.post_slug, lang, row.post_hr_slug ?? row.post_slug) : null
    case 'product':
      return row.product_slug && row.product_visible ? productPath(row.product_slug, lang) : null
    case 'category':
      return row.category_slug ? categoryPath(row.category_slug, lang) : null
    case 'term':
      return row.term_slug ? termPath(row.term_slug, lang) : null
    case 'custom':
      return row.href || null
  }
}

export async function navigationTree(db: D1Database, handler: string, lang: Locale): Promise<NavigationLink[] | null> {
  // The menu and its links side by side (one round trip): the links by the menu's handler.
  const [nav, results] = await Promise.all([
    firstRow(db.prepare('SELECT id FROM navigations WHERE handler = ?').bind(handler), readId),
    allRows(
      db
        .prepare(
          `SELECT l.id, l.parent_id, l.position, l.link_type, l.target,
         lt.name AS name, lhr.name AS name_hr, COALESCE(NULLIF(lt.href, ''), lhr.href) AS href,
         pt.slug AS post_slug, phr.slug AS post_hr_slug,
         (p.status = 'published') AS post_visible,
         prt.slug AS product_slug, (pr.archived = 0 AND pr.published = 1) AS product_visible,
         ct.slug AS category_slug, tt.slug AS term_slug
       FROM navigation_links l
       LEFT JOIN navigation_link_translations lt ON lt.link_id = l.id AND lt.language = ?2
       LEFT JOIN navigation_link_translations lhr ON lhr.link_id = l.id AND lhr.language = 'hr'
       LEFT JOIN posts p ON p.id = l.post_id
       LEFT JOIN post_translations pt ON pt.post_id = l.post_id AND pt.language = ?2
       LEFT JOIN post_translations phr ON phr.post_id = l.post_id AND phr.language = 'hr'
       LEFT JOIN products pr ON pr.id = l.product_id
       LEFT JOIN product_translations prt ON prt.product_id = l.product_id AND prt.language = ?2
       LEFT JOIN category_translations ct ON ct.category_id = l.category_id AND ct.language = ?2
       LEFT JOIN term_translations tt ON tt.term_id = l.term_id AND tt.language = ?2
       WHERE l.navigation_id = (SELECT id FROM navigations WHERE handler = ?1)
       ORDER BY l.position, l.id`,
        )
        .bind(handler, lang),
      readLinkRow,
    ),
  ])
  if (!nav) return null
  const nodes = new Map<number, NavigationLink & { parentId: number | null }>()
  for (const row of results) {
    const href = hrefOf(row, lang)
    const name = row.name ?? row.name_hr
    if (!href || !name) continue
    nodes.set(row.id, {
      id: row.id,
      name,
      href,
      target: row.target,
      type: row.link_type,
      children: [],
      parentId: row.parent_id,
    })
  }
  const roots: NavigationLink[] = []
  const strip = ({ parentId: _parentId, ...link }: NavigationLink & { parentId: number | null }): NavigationLink => link
  const built = new Map<number, NavigationLink>()
  for (const [id, node] of nodes) built.set(id, strip(node))
  for (const [id, node] of nodes) {
    const link = built.get(id)
    if (!link) continue
    if (node.parentId === null) roots.push(link)
    else built.get(node.parentId)?.children.push(link)
  }
  return roots
}

/** A footer menu link as written by edit mode (contract MenuLinkInput, validated). */
export interface MenuLinkWrite {
  id?: number | undefined
  name: string
  target?: { kind: 'page' | 'post' | 'product' | 'category'; id: number } | { kind: 'custom'; href: string } | undefined
  newTab: boolean
}

const TARGET_TABLE = { page: 'posts', post: 'posts', product: 'products', category: 'categories' } as const
const TARGET_COLUMN = { page: 'post_id', post: 'post_id', product: 'product_id', category: 'category_id' } as const

export type MenuWriteOutcome =
  | { kind: 'saved' }
  | { kind: 'missing-menu' }
  | { kind: 'bad-target'; index: number }
  | { kind: 'bad-link'; index: number }

/**
 * Replaces a flat menu's links with `links`, in order: existing ones (by id, of this menu) get
 * their name in `lang` and, when given, a new target; new ones start with the same name in every
 * language; links left out are removed. Every target must exist. One batch: all or nothing.
 */
export async function writeMenu(
  db: D1Database,
  handler: string,
  lang: Locale,
  links: readonly MenuLinkWrite[],
): Promise<MenuWriteOutcome> {
  const nav = await firstRow(db.prepare('SELECT id FROM navigations WHERE handler = ?').bind(handler), readId)
  if (!nav) return { kind: 'missing-menu' }
  const existing = await allRows(
    db.prepare('SELECT id FROM navigation_links WHERE navigation_id = ?').bind(nav.id),
    readId,
  )
  const own = new Set(existing.map((row) => row.id))
  for (const [index, link] of links.entries()) {
    if (link.id !== undefined && !own.has(link.id)) return { kind: 'bad-link', index }
    if (link.id === undefined && !link.target) return { kind: 'bad-link', index }
    const target = link.target
    if (target && target.kind !== 'custom') {
      const found = await db
        .prepare(`SELECT 1 AS ok FROM ${TARGET_TABLE[target.kind]} WHERE id = ?`)
        .bind(target.id)
        .first()
      if (!found) return { kind: 'bad-target', index }
    }
  }

  const kept = new Set(links.flatMap((link) => (link.id !== undefined ? [link.id] : [])))
  const statements: D1PreparedStatement[] = [...own]
    .filter((id) => !kept.has(id))
    .map((id) => db.prepare('DELETE FROM navigation_links WHERE id = ?').bind(id))
  for (const [position, link] of links.entries()) {
    const target = link.target
    const columns = {
      post_id: null as number | null,
      product_id: null as number | null,
      category_id: null as number | null,
    }
    if (target && target.kind !== 'custom') columns[TARGET_COLUMN[target.kind]] = target.id
    const type = target?.kind ?? null
    const href = target?.kind === 'custom' ? target.href : ''
    const tab = link.newTab ? '_blank' : '_self'
    if (link.id !== undefined) {
      statements.push(
        target
          ? db
              .prepare(
                'UPDATE navigation_links SET position = ?, target = ?, link_type = ?, post_id = ?, product_id = ?, category_id = ?, term_id = NULL WHERE id = ?',
              )
              .bind(position, tab, type, columns.post_id, columns.product_id, columns.category_id, link.id)
          : db
              .prepare('UPDATE navigation_links SET position = ?, target = ? WHERE id = ?')
              .bind(position, tab, link.id),
        db
          .prepare(
            `INSERT INTO navigation_link_translations (link_id, language, name, href) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (link_id, language) DO UPDATE SET name = excluded.name, href = CASE WHEN ?5 THEN excluded.href ELSE navigation_link_translations.href END`,
          )
          .bind(link.id, lang, link.name, href, target ? 1 : 0),
      )
      if (target?.kind === 'custom')
        statements.push(
          db.prepare('UPDATE navigation_link_translations SET href = ? WHERE link_id = ?').bind(href, link.id),
        )
    } else {
      statements.push(
        db
          .prepare(
            'INSERT INTO navigation_links (navigation_id, position, link_type, post_id, product_id, category_id, target) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .bind(nav.id, position, type, columns.post_id, columns.product_id, columns.category_id, tab),
        db
          // The link just inserted is this menu's newest (ids only grow); last_insert_rowid() would move on with the first row here.
          .prepare(
            `INSERT INTO navigation_link_translations (link_id, language, name, href)
             SELECT (SELECT MAX(id) FROM navigation_links WHERE navigation_id = ?), value, ?, ? FROM json_each('["hr","en"]')`,
          )
          .bind(nav.id, link.name, href),
      )
    }
  }
  await db.batch(statements)
  return { kind: 'saved' }
}
