import type { Locale } from '../../../contract/locales'
import type { TermDto, TermType } from '../../../contract/dto/cms'
import { parseJsonArray } from '../../lib/parse-json'
import { loadMedia, placeholders } from './shared'
import { containsSql } from '../contains-text'
import { allRows, columns, countOf, firstRow, type Row } from '../rows'

/** Term (blog category / tag) queries and DTOs. */
interface TermRow {
  id: number
  type: TermType
  parent_id: number | null
  media_id: number | null
  sort_types: string
  sort_default_type: string | null
  title: string
  slug: string
  description: string
  slug_hr: string
  slug_en: string
  post_count: number
}

const terms = columns('terms')
const readTermRow = (r: Row): TermRow => ({
  id: terms.int(r, 'id'),
  type: terms.oneOf(r, 'type', ['category', 'tag']),
  parent_id: terms.nullableInt(r, 'parent_id'),
  media_id: terms.nullableInt(r, 'media_id'),
  sort_types: terms.text(r, 'sort_types'),
  sort_default_type: terms.nullableText(r, 'sort_default_type'),
  title: terms.text(r, 'title'),
  slug: terms.text(r, 'slug'),
  description: terms.text(r, 'description'),
  slug_hr: terms.text(r, 'slug_hr'),
  slug_en: terms.text(r, 'slug_en'),
  post_count: terms.int(r, 'post_count'),
})
const readTermId = (r: Row) => ({ term_id: columns('term_translations').int(r, 'term_id') })

const TERM_SELECT = `
  SELECT t.id, t.type, t.parent_id, t.media_id, t.sort_types, t.sort_default_type,
    COALESCE(tr.title, hr.title) AS title, COALESCE(tr.slug, hr.slug) AS slug, COALESCE(tr.description, hr.description, '') AS description,
    hr.slug AS slug_hr, COALESCE(en.slug, hr.slug) AS slug_en,
    (SELECT COUNT(*) FROM post_terms x JOIN posts p ON p.id = x.post_id WHERE x.term_id = t.id AND p.status = 'published') AS post_count
  FROM terms t
  JOIN term_translations hr ON hr.term_id = t.id AND hr.language = 'hr'
  LEFT JOIN term_translations en ON en.term_id = t.id AND en.language = 'en'
  LEFT JOIN term_translations tr ON tr.term_id = t.id AND tr.language = ?1`

export interface TermQuery {
  types?: TermType[]
  parentId?: number | null
  keywords?: string
  limit?: number
  offset?: number
}

function whereOf(q: TermQuery): { sql: string; binds: unknown[] } {
  const parts: string[] = []
  const binds: unknown[] = []
  if (q.types && q.types.length) {
    parts.push(`t.type IN (${q.types.map(() => '?').join(', ')})`)
    binds.push(...q.types)
  }
  if (q.parentId !== undefined) {
    if (q.parentId === null) parts.push('t.parent_id IS NULL')
    else {
      parts.push('t.parent_id = ?')
      binds.push(q.parentId)
    }
  }
  if (q.keywords) {
    parts.push(containsSql('COALESCE(tr.title, hr.title)', '?'))
    binds.push(q.keywords)
  }
  return { sql: parts.length ? ` WHERE ${parts.join(' AND ')}` : '', binds }
}

export async function listTerms(
  db: D1Database,
  lang: Locale,
  q: TermQuery,
): Promise<{ terms: TermDto[]; total: number }> {
  const where = whereOf(q)
  // ?1 is the language; the remaining placeholders are numbered after it.
  const numbered = (sql: string) => {
    let n = 1
    return sql.replace(/\?(?!\d)/g, () => `?${++n}`)
  }
  const limitSql = q.limit !== undefined ? ` LIMIT ${Math.floor(q.limit)} OFFSET ${Math.floor(q.offset ?? 0)}` : ''
  const [rows, count] = await Promise.all([
    allRows(
      db
        .prepare(`${TERM_SELECT}${numbered(where.sql)} ORDER BY t.position, t.id${limitSql}`)
        .bind(lang, ...where.binds),
      readTermRow,
    ),
    countOf(db.prepare(`SELECT COUNT(*) AS n FROM (${TERM_SELECT}${numbered(where.sql)})`).bind(lang, ...where.binds)),
  ])
  return { terms: await termDtos(db, rows), total: count }
}

export async function getTerm(db: D1Database, lang: Locale, id: number): Promise<TermDto | null> {
  const row = await firstRow(db.prepare(`${TERM_SELECT} WHERE t.id = ?2`).bind(lang, id), readTermRow)
  return row ? ((await termDtos(db, [row]))[0] ?? null) : null
}

/** A term by its slug in either language (answered in `lang`). */
export async function getTermBySlug(db: D1Database, lang: Locale, slug: string): Promise<TermDto | null> {
  const match = await firstRow(
    db
      .prepare(
        'SELECT term_id FROM term_translations WHERE slug = ? ORDER BY CASE WHEN language = ? THEN 0 ELSE 1 END LIMIT 1',
      )
      .bind(slug, lang),
    readTermId,
  )
  return match ? getTerm(db, lang, match.term_id) : null
}

async function termDtos(db: D1Database, rows: TermRow[]): Promise<TermDto[]> {
  const media = await loadMedia(
    db,
    rows.map((r) => r.media_id),
  )
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    parentId: r.parent_id,
    title: r.title,
    slug: r.slug,
    slugs: { hr: r.slug_hr, en: r.slug_en },
    slugMain: r.slug_hr,
    description: r.description,
    sortTypes: parseJsonArray(r.sort_types).filter((s): s is string => typeof s === 'string'),
    sortDefaultType: r.sort_default_type,
    media: r.media_id !== null ? (media.get(r.media_id) ?? null) : null,
    postCount: r.post_count,
    resourceType: 'term',
  }))
}

/** How many of `ids` (distinct) are post categories. */
export async function countCategories(db: D1Database, ids: readonly number[]): Promise<number> {
  const found = await countOf(
    db
      .prepare(`SELECT COUNT(*) AS n FROM terms WHERE type = 'category' AND id IN (${placeholders(ids.length)})`)
      .bind(...ids),
  )
  return found
}
