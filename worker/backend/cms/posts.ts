import { LOCALES, type Locale } from '../../../contract/locales'
import type { PostDto, PostStatus, PostTermRef } from '../../../contract/dto/cms'
import type { Section } from '../../../contract/dto/sections'
import { resolveMasters } from './master-components'
import { parseJsonArray } from '../../lib/parse-json'
import { loadMedia, placeholders } from './shared'
import { containsSql } from '../contains-text'
import { allRows, batchRows, columns, countOf, firstRow, type Row } from '../rows'

/** Post and page queries and DTOs. */

export interface PostFilter {
  postTypeSlugs: string[]
  termSlugs?: string[]
  dateFrom?: string
  dateTo?: string
  keywords?: string
  /** 'published' for the public; backoffice may ask for drafts or all. */
  status: PostStatus | 'all'
  limit: number
  offset: number
}

/** 'teaser' answers without body and sections (lists); 'full' (default) with everything. */
export type PostDisplay = 'full' | 'teaser'

export async function listPostIds(
  db: D1Database,
  lang: Locale,
  f: PostFilter,
): Promise<{ ids: number[]; total: number }> {
  const where: string[] = []
  const binds: unknown[] = []
  where.push(`ty.slug IN (${placeholders(f.postTypeSlugs.length)})`)
  binds.push(...f.postTypeSlugs)
  if (f.status !== 'all') {
    where.push('p.status = ?')
    binds.push(f.status)
  }
  if (f.status === 'published')
    where.push("p.published_at IS NOT NULL AND p.published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")
  if (f.termSlugs && f.termSlugs.length) {
    where.push(
      `EXISTS (SELECT 1 FROM post_terms x JOIN term_translations tt ON tt.term_id = x.term_id WHERE x.post_id = p.id AND tt.slug IN (${placeholders(f.termSlugs.length)}))`,
    )
    binds.push(...f.termSlugs)
  }
  if (f.dateFrom) {
    where.push('p.published_at >= ?')
    binds.push(f.dateFrom)
  }
  if (f.dateTo) {
    where.push('p.published_at <= ?')
    binds.push(f.dateTo)
  }
  if (f.keywords) {
    const words = f.keywords.split(/\s+/).filter(Boolean).slice(0, 8)
    for (const word of words) {
      where.push(
        `(${containsSql('tr.title', '?')} OR ${containsSql('tr.excerpt', '?')} OR ${containsSql('tr.body', '?')})`,
      )
      binds.push(word, word, word)
    }
  }
  const from = `FROM posts p JOIN post_types ty ON ty.id = p.post_type_id
    JOIN post_translations tr ON tr.post_id = p.id AND tr.language = ?
    WHERE ${where.join(' AND ')}`
  const [rows, count] = await Promise.all([
    allRows(
      db
        .prepare(`SELECT p.id ${from} ORDER BY p.published_at IS NULL, p.published_at DESC, p.id DESC LIMIT ? OFFSET ?`)
        .bind(lang, ...binds, f.limit, f.offset),
      readId,
    ),
    countOf(db.prepare(`SELECT COUNT(*) AS n ${from}`).bind(lang, ...binds)),
  ])
  return { ids: rows.map((r) => r.id), total: count }
}

const posts = columns('posts')
const readId = (r: Row) => ({ id: posts.int(r, 'id') })
const readPostRef = (r: Row) => ({ id: posts.int(r, 'id'), postType: posts.text(r, 'postType') })

interface PostBaseRow {
  id: number
  status: PostStatus
  author_id: number | null
  author_name: string
  media_id: number | null
  comments_enabled: number
  published_at: string | null
  created_at: string
  updated_at: string
  post_type: string
  first_name: string | null
  last_name: string | null
}

interface PostTranslationRow {
  post_id: number
  language: Locale
  title: string
  slug: string
  excerpt: string
  body: string
  sections: string
  seo_title: string
  seo_description: string
}

interface PostTermRow {
  post_id: number
  term_id: number
  type: 'category' | 'tag'
  language: Locale
  title: string
  slug: string
}

const readPostBaseRow = (r: Row): PostBaseRow => ({
  id: posts.int(r, 'id'),
  status: posts.oneOf(r, 'status', ['published', 'draft']),
  author_id: posts.nullableInt(r, 'author_id'),
  author_name: posts.text(r, 'author_name'),
  media_id: posts.nullableInt(r, 'media_id'),
  comments_enabled: posts.flag(r, 'comments_enabled'),
  published_at: posts.nullableText(r, 'published_at'),
  created_at: posts.text(r, 'created_at'),
  updated_at: posts.text(r, 'updated_at'),
  post_type: posts.text(r, 'post_type'),
  first_name: posts.nullableText(r, 'first_name'),
  last_name: posts.nullableText(r, 'last_name'),
})
const translationColumns = columns('post_translations')
const readPostTranslationRow = (r: Row): PostTranslationRow => ({
  post_id: translationColumns.int(r, 'post_id'),
  language: translationColumns.oneOf(r, 'language', LOCALES),
  title: translationColumns.text(r, 'title'),
  slug: translationColumns.text(r, 'slug'),
  excerpt: translationColumns.text(r, 'excerpt'),
  body: translationColumns.text(r, 'body'),
  sections: translationColumns.text(r, 'sections'),
  seo_title: translationColumns.text(r, 'seo_title'),
  seo_description: translationColumns.text(r, 'seo_description'),
})
const postTerms = columns('post_terms')
const readPostTermRow = (r: Row): PostTermRow => ({
  post_id: postTerms.int(r, 'post_id'),
  term_id: postTerms.int(r, 'term_id'),
  type: postTerms.oneOf(r, 'type', ['category', 'tag']),
  language: postTerms.oneOf(r, 'language', LOCALES),
  title: postTerms.text(r, 'title'),
  slug: postTerms.text(r, 'slug'),
})

/** PostDtos for `ids` in that order, answered in `lang` (missing translations fall back to hr). */
export async function postDtos(
  db: D1Database,
  ids: number[],
  lang: Locale,
  display: PostDisplay = 'full',
): Promise<PostDto[]> {
  if (!ids.length) return []
  const out: PostDto[] = []
  for (let i = 0; i < ids.length; i += 90) {
    out.push(...(await postDtoChunk(db, ids.slice(i, i + 90), lang, display)))
  }
  return out
}

async function postDtoChunk(db: D1Database, ids: number[], lang: Locale, display: PostDisplay): Promise<PostDto[]> {
  const list = placeholders(ids.length)
  const [base, translations, terms] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.status, p.author_id, p.author_name, p.media_id, p.comments_enabled, p.published_at, p.created_at, p.updated_at,
          ty.slug AS post_type, u.first_name, u.last_name
         FROM posts p JOIN post_types ty ON ty.id = p.post_type_id LEFT JOIN users u ON u.id = p.author_id
         WHERE p.id IN (${list})`,
      )
      .bind(...ids),
    db.prepare(`SELECT * FROM post_translations WHERE post_id IN (${list})`).bind(...ids),
    db
      .prepare(
        `SELECT x.post_id, t.id AS term_id, t.type, tt.language, tt.title, tt.slug
         FROM post_terms x JOIN terms t ON t.id = x.term_id JOIN term_translations tt ON tt.term_id = t.id
         WHERE x.post_id IN (${list}) ORDER BY x.position, t.id`,
      )
      .bind(...ids),
  ])
  const baseRows = batchRows(base, readPostBaseRow)
  const translationRows = batchRows(translations, readPostTranslationRow)
  const termRows = batchRows(terms, readPostTermRow)
  const media = await loadMedia(
    db,
    baseRows.map((r) => r.media_id),
  )
  const byId = new Map(baseRows.map((r) => [r.id, r]))
  const result: PostDto[] = []
  for (const id of ids) {
    const row = byId.get(id)
    if (!row) continue
    const mine = translationRows.filter((t) => t.post_id === id)
    const hr = mine.find((t) => t.language === 'hr')
    const tr = mine.find((t) => t.language === lang) ?? hr ?? mine[0]
    if (!tr) continue
    const en = mine.find((t) => t.language === 'en')
    const termRefs = (type: 'category' | 'tag'): PostTermRef[] => {
      const ofType = termRows.filter((t) => t.post_id === id && t.type === type)
      const termIds = [...new Set(ofType.map((t) => t.term_id))]
      return termIds.flatMap((termId) => {
        const rows = ofType.filter((t) => t.term_id === termId)
        const inLang = rows.find((t) => t.language === lang) ?? rows.find((t) => t.language === 'hr') ?? rows[0]
        if (!inLang) return []
        const hrSlug = rows.find((t) => t.language === 'hr')?.slug ?? inLang.slug
        const enSlug = rows.find((t) => t.language === 'en')?.slug ?? hrSlug
        return [{ id: termId, title: inLang.title, slug: inLang.slug, slugs: { hr: hrSlug, en: enSlug } }]
      })
    }
    const userName = [row.first_name, row.last_name].filter(Boolean).join(' ').trim()
    result.push({
      id,
      title: tr.title,
      slug: tr.slug,
      slugs: { hr: hr?.slug ?? tr.slug, en: en?.slug ?? hr?.slug ?? tr.slug },
      excerpt: tr.excerpt,
      body: display === 'full' ? tr.body : '',
      sections: display === 'full' ? (parseJsonArray(tr.sections) as Section[]) : [],
      media: row.media_id !== null ? (media.get(row.media_id) ?? null) : null,
      terms: { categories: termRefs('category'), tags: termRefs('tag') },
      seo: { title: tr.seo_title || tr.title, description: tr.seo_description || tr.excerpt },
      status: row.status,
      commentsEnabled: row.comments_enabled === 1,
      created_at: row.created_at,
      published_at: row.published_at,
      updated_at: row.updated_at,
      user: { id: row.author_id, displayName: userName || row.author_name || 'izlog' },
      resourceType: 'post',
      postType: row.post_type,
    })
  }
  // Master components show their own content on every page that uses them.
  for (const post of result) {
    if (post.sections.some((section) => section.masterId !== undefined))
      post.sections = await resolveMasters(db, lang, post.sections)
  }
  return result
}

export async function getPostDto(db: D1Database, id: number, lang: Locale): Promise<PostDto | null> {
  return (await postDtos(db, [id], lang))[0] ?? null
}

/** A post or page id by its slug in either language (the requested language wins a tie). */
export async function findPostBySlug(
  db: D1Database,
  slug: string,
  lang: Locale,
  publishedOnly: boolean,
): Promise<{ id: number; postType: string } | null> {
  return firstRow(
    db
      .prepare(
        `SELECT p.id, ty.slug AS postType FROM post_translations tr
       JOIN posts p ON p.id = tr.post_id JOIN post_types ty ON ty.id = p.post_type_id
       WHERE tr.slug = ?1 ${publishedOnly ? "AND p.status = 'published' AND p.published_at IS NOT NULL AND p.published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')" : ''}
       ORDER BY CASE WHEN tr.language = ?2 THEN 0 ELSE 1 END LIMIT 1`,
      )
      .bind(slug, lang),
    readPostRef,
  )
}
