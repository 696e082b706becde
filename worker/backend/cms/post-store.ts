import { LOCALES, type Locale } from '../../../contract/locales'
import { allRows, columns, firstRow, type Row } from '../rows'
import { placeholders } from './shared'

/** Writes of posts and pages (tables posts, post_translations, post_terms) for the backoffice. */
export interface PostTranslation {
  title: string
  slug: string
  excerpt: string
  body: string
  /** Page sections, stored as JSON. */
  sections: unknown[]
  seoTitle: string
  seoDescription: string
}

export interface StoredPostTranslation extends Omit<PostTranslation, 'sections'> {
  language: Locale
  sections: unknown
}

export interface PostFields {
  postTypeId: number
  status: string
  publishedAt: string | null
  mediaId: number | null
  commentsEnabled: boolean
}

export interface PostForUpdate extends Omit<PostFields, 'postTypeId'> {
  postType: string
}

const posts = columns('posts')
const translations = columns('post_translations')
const readId = (r: Row) => ({ id: posts.int(r, 'id') })
const readPostId = (r: Row) => ({ post_id: translations.int(r, 'post_id') })
const readCount = (r: Row) => ({ n: columns('terms').int(r, 'n') })
const readPostForUpdate = (r: Row) => ({
  status: posts.text(r, 'status'),
  published_at: posts.nullableText(r, 'published_at'),
  post_type: posts.text(r, 'post_type'),
  media_id: posts.nullableInt(r, 'media_id'),
  comments_enabled: posts.flag(r, 'comments_enabled'),
})
const readTranslation = (r: Row) => ({
  language: translations.oneOf(r, 'language', LOCALES),
  title: translations.text(r, 'title'),
  slug: translations.text(r, 'slug'),
  excerpt: translations.text(r, 'excerpt'),
  body: translations.text(r, 'body'),
  sections: translations.text(r, 'sections'),
  seo_title: translations.text(r, 'seo_title'),
  seo_description: translations.text(r, 'seo_description'),
})

export async function postTypeIdBySlug(db: D1Database, slug: string): Promise<number | null> {
  return (await firstRow(db.prepare('SELECT id FROM post_types WHERE slug = ?').bind(slug), readId))?.id ?? null
}

/** The post whose translation in `language` has `slug`, or null. */
export async function slugOwner(db: D1Database, language: Locale, slug: string): Promise<number | null> {
  return (
    (
      await firstRow(
        db.prepare('SELECT post_id FROM post_translations WHERE language = ? AND slug = ?').bind(language, slug),
        readPostId,
      )
    )?.post_id ?? null
  )
}

/** How many of these (distinct) term ids exist. */
export async function countTerms(db: D1Database, termIds: readonly number[]): Promise<number> {
  if (termIds.length === 0) return 0
  return (
    (
      await firstRow(
        db.prepare(`SELECT COUNT(*) AS n FROM terms WHERE id IN (${placeholders(termIds.length)})`).bind(...termIds),
        readCount,
      )
    )?.n ?? 0
  )
}

export function translationStatement(
  db: D1Database,
  postId: number,
  language: Locale,
  t: PostTranslation,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO post_translations (post_id, language, title, slug, excerpt, body, sections, seo_title, seo_description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (post_id, language) DO UPDATE SET title = excluded.title, slug = excluded.slug, excerpt = excluded.excerpt,
         body = excluded.body, sections = excluded.sections, seo_title = excluded.seo_title, seo_description = excluded.seo_description,
         version = post_translations.version + 1`,
    )
    .bind(
      postId,
      language,
      t.title,
      t.slug,
      t.excerpt,
      t.body,
      JSON.stringify(t.sections),
      t.seoTitle,
      t.seoDescription,
    )
}

/** Replaces the post's terms, in order. */
export function termStatements(db: D1Database, postId: number, termIds: readonly number[]): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM post_terms WHERE post_id = ?').bind(postId),
    ...[...new Set(termIds)].map((termId, position) =>
      db.prepare('INSERT INTO post_terms (post_id, term_id, position) VALUES (?, ?, ?)').bind(postId, termId, position),
    ),
  ]
}

export async function insertPost(
  db: D1Database,
  fields: PostFields,
  author: { id: number; name: string },
): Promise<number> {
  const row = await firstRow(
    db
      .prepare(
        `INSERT INTO posts (post_type_id, status, author_id, author_name, media_id, comments_enabled, published_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        fields.postTypeId,
        fields.status,
        author.id,
        author.name,
        fields.mediaId,
        fields.commentsEnabled ? 1 : 0,
        fields.publishedAt,
      ),
    readId,
  )
  if (!row) throw new Error('post insert returned no row')
  return row.id
}

export async function deletePost(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM posts WHERE id = ?').bind(id).run()
}

export async function findPostForUpdate(db: D1Database, id: number): Promise<PostForUpdate | null> {
  const row = await firstRow(
    db
      .prepare(
        'SELECT p.status, p.published_at, p.media_id, p.comments_enabled, ty.slug AS post_type FROM posts p JOIN post_types ty ON ty.id = p.post_type_id WHERE p.id = ?',
      )
      .bind(id),
    readPostForUpdate,
  )
  return row
    ? {
        status: row.status,
        publishedAt: row.published_at,
        postType: row.post_type,
        mediaId: row.media_id,
        commentsEnabled: row.comments_enabled === 1,
      }
    : null
}

export async function postTranslations(db: D1Database, id: number): Promise<StoredPostTranslation[]> {
  const results = await allRows(
    db
      .prepare(
        'SELECT language, title, slug, excerpt, body, sections, seo_title, seo_description FROM post_translations WHERE post_id = ?',
      )
      .bind(id),
    readTranslation,
  )
  return results.map((t) => ({
    language: t.language,
    title: t.title,
    slug: t.slug,
    excerpt: t.excerpt,
    body: t.body,
    sections: JSON.parse(t.sections) as unknown,
    seoTitle: t.seo_title,
    seoDescription: t.seo_description,
  }))
}

export function updatePostStatement(db: D1Database, id: number, fields: PostFields, now: string): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE posts SET post_type_id = ?, status = ?, published_at = ?, media_id = ?, comments_enabled = ?, updated_at = ? WHERE id = ?',
    )
    .bind(fields.postTypeId, fields.status, fields.publishedAt, fields.mediaId, fields.commentsEnabled ? 1 : 0, now, id)
}
