import type { Locale } from '../../../contract/locales'
import type { PageDraftDto, PostDraftFields } from '../../../contract/dto/page-draft'
import type { Section } from '../../../contract/dto/sections'
import { loadMedia } from './shared'
import { batchRows, columns, firstRow, type Row } from '../rows'

/** Drafts of pages in edit mode (migration 0018): one per page and language. */

interface LiveRow {
  title: string
  sections: string
  version: number
}

const translations = columns('post_translations')
const readLiveRow = (r: Row): LiveRow => ({
  title: translations.text(r, 'title'),
  sections: translations.text(r, 'sections'),
  version: translations.int(r, 'version'),
})
const drafts = columns('page_drafts')
const readDraft = (r: Row) => ({
  title: drafts.text(r, 'title'),
  sections: drafts.text(r, 'sections'),
  post_fields: drafts.nullableText(r, 'post_fields'),
  revision: drafts.int(r, 'revision'),
  base_version: drafts.int(r, 'base_version'),
  updated_at: drafts.text(r, 'updated_at'),
  editor: drafts.nullableText(r, 'editor'),
})
const readRevision = (r: Row) => ({ revision: drafts.int(r, 'revision') })
const readDraftFields = (r: Row) => ({
  revision: drafts.int(r, 'revision'),
  post_fields: drafts.nullableText(r, 'post_fields'),
})
const readVersion = (r: Row) => ({ version: translations.int(r, 'version') })
const posts = columns('posts')
const readPostState = (r: Row) => ({
  status: posts.text(r, 'status'),
  post_type: posts.text(r, 'post_type'),
  languages: posts.nullableText(r, 'languages'),
})
const readLivePost = (r: Row) => ({
  excerpt: posts.text(r, 'excerpt'),
  body: posts.text(r, 'body'),
  media_id: posts.nullableInt(r, 'media_id'),
  published_at: posts.nullableText(r, 'published_at'),
})
const readTermId = (r: Row) => ({ term_id: columns('post_terms').int(r, 'term_id') })

async function liveTranslation(db: D1Database, postId: number, language: Locale): Promise<LiveRow | null> {
  return firstRow(
    db
      .prepare('SELECT title, sections, version FROM post_translations WHERE post_id = ? AND language = ?')
      .bind(postId, language),
    readLiveRow,
  )
}

/** The draft, or the live page as revision 0; null when the page has no translation in `language`. */
export async function loadDraft(db: D1Database, postId: number, language: Locale): Promise<PageDraftDto | null> {
  const live = await liveTranslation(db, postId, language)
  if (!live) return null
  const draft = await firstRow(
    db
      .prepare(
        `SELECT d.title, d.sections, d.post_fields, d.revision, d.base_version, d.updated_at, TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')) AS editor
       FROM page_drafts d LEFT JOIN users u ON u.id = d.updated_by WHERE d.post_id = ? AND d.language = ?`,
      )
      .bind(postId, language),
    readDraft,
  )
  const source = draft ?? {
    title: live.title,
    sections: live.sections,
    revision: 0,
    base_version: live.version,
    updated_at: null,
    editor: null,
  }
  const post = await firstRow(
    db
      .prepare(
        `SELECT p.status, ty.slug AS post_type, (SELECT group_concat(language) FROM post_translations WHERE post_id = p.id) AS languages
       FROM posts p JOIN post_types ty ON ty.id = p.post_type_id WHERE p.id = ?`,
      )
      .bind(postId),
    readPostState,
  )
  const postFields =
    post?.post_type === 'page'
      ? null
      : draft?.post_fields
        ? (JSON.parse(draft.post_fields) as PostDraftFields)
        : await livePostFields(db, postId, language)
  return {
    postId,
    language,
    title: source.title,
    sections: JSON.parse(source.sections) as Section[],
    revision: source.revision,
    baseVersion: source.base_version,
    liveVersion: live.version,
    updatedAt: source.updated_at,
    updatedBy: source.editor || null,
    published: post?.status === 'published',
    languages: (post?.languages ?? '').split(',').filter((l): l is Locale => l === 'hr' || l === 'en'),
    post: postFields,
  }
}

/** A blog post's fields as visitors see them (the starting point of its first draft). */
async function livePostFields(db: D1Database, postId: number, language: Locale): Promise<PostDraftFields> {
  const [row, categories] = await db.batch([
    db
      .prepare(
        'SELECT t.excerpt, t.body, p.media_id, p.published_at FROM posts p JOIN post_translations t ON t.post_id = p.id AND t.language = ? WHERE p.id = ?',
      )
      .bind(language, postId),
    db
      .prepare(
        "SELECT x.term_id FROM post_terms x JOIN terms t ON t.id = x.term_id AND t.type = 'category' WHERE x.post_id = ? ORDER BY x.position",
      )
      .bind(postId),
  ])
  const live = batchRows(row, readLivePost)[0] ?? null
  const media = live?.media_id ? (await loadMedia(db, [live.media_id])).get(live.media_id) : undefined
  return {
    excerpt: live?.excerpt ?? '',
    body: live?.body ?? '',
    image: media
      ? {
          id: media.id,
          url: media.urls.medium,
          urls: media.urls,
          alt: media.alt?.[language] || media.title,
          width: media.width,
          height: media.height,
        }
      : null,
    categoryIds: batchRows(categories, readTermId).map((r) => r.term_id),
    publishedAt: live?.published_at ? live.published_at.slice(0, 10) : null,
  }
}

export type SaveOutcome = { kind: 'saved'; revision: number } | { kind: 'conflict' } | { kind: 'missing' }

/**
 * Saves the draft if it is still at `revision` (0: no draft yet, started from the live page at
 * `baseVersion`): the new revision; a conflict when somebody else saved first; missing when the
 * page has no translation in `language`.
 */
export async function saveDraft(
  db: D1Database,
  input: {
    postId: number
    language: Locale
    title: string
    sections: Section[]
    post: PostDraftFields | null
    revision: number
    userId: number
    now: string
  },
): Promise<SaveOutcome> {
  const live = await liveTranslation(db, input.postId, input.language)
  if (!live) return { kind: 'missing' }
  const sections = JSON.stringify(input.sections)
  const postFields = input.post ? JSON.stringify(input.post) : null
  if (input.revision === 0) {
    const row = await firstRow(
      db
        .prepare(
          `INSERT INTO page_drafts (post_id, language, title, sections, post_fields, base_version, revision, updated_by, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT (post_id, language) DO NOTHING RETURNING revision`,
        )
        .bind(input.postId, input.language, input.title, sections, postFields, live.version, input.userId, input.now),
      readRevision,
    )
    return row ? { kind: 'saved', revision: row.revision } : { kind: 'conflict' }
  }
  const row = await firstRow(
    db
      .prepare(
        `UPDATE page_drafts SET title = ?, sections = ?, post_fields = ?, revision = revision + 1, updated_by = ?, updated_at = ?
       WHERE post_id = ? AND language = ? AND revision = ? RETURNING revision`,
      )
      .bind(input.title, sections, postFields, input.userId, input.now, input.postId, input.language, input.revision),
    readRevision,
  )
  return row ? { kind: 'saved', revision: row.revision } : { kind: 'conflict' }
}

export type PublishOutcome = { kind: 'published'; version: number } | { kind: 'conflict' } | { kind: 'missing' }

/**
 * Makes the draft at `revision` the live page, if nobody saved the draft since and the live page
 * is still at `liveVersion` — the version the editor saw (the editor is warned when it is newer
 * than the draft's base). Both checks are in the update statement itself; then the draft is gone.
 */
export async function publishDraft(
  db: D1Database,
  input: { postId: number; language: Locale; revision: number; liveVersion: number; now: string },
): Promise<PublishOutcome> {
  const { postId, language, revision, liveVersion } = input
  const exists = await firstRow(
    db
      .prepare('SELECT revision, post_fields FROM page_drafts WHERE post_id = ? AND language = ?')
      .bind(postId, language),
    readDraftFields,
  )
  if (!exists) return { kind: 'missing' }
  const updated = await firstRow(
    db
      .prepare(
        `UPDATE post_translations SET title = d.title, sections = d.sections, version = post_translations.version + 1
       FROM (SELECT title, sections FROM page_drafts WHERE post_id = ?1 AND language = ?2 AND revision = ?3) AS d
       WHERE post_translations.post_id = ?1 AND post_translations.language = ?2 AND post_translations.version = ?4
       RETURNING post_translations.version AS version`,
      )
      .bind(postId, language, revision, liveVersion),
    readVersion,
  )
  if (!updated) return { kind: 'conflict' }
  // A save that slipped in after the publish (a newer revision) stays as the next draft.
  const postFields =
    exists.revision === revision && exists.post_fields ? (JSON.parse(exists.post_fields) as PostDraftFields) : null
  await db.batch([
    db
      .prepare('DELETE FROM page_drafts WHERE post_id = ? AND language = ? AND revision = ?')
      .bind(postId, language, revision),
    publishPostStatement(db, postId, input.now),
    ...(postFields ? postFieldStatements(db, postId, language, postFields) : []),
  ])
  return { kind: 'published', version: updated.version }
}

/**
 * A blog post's drafted fields made live: its excerpt and body in `language`; its image, date and
 * categories (shared by both languages; its tags stay).
 */
function postFieldStatements(
  db: D1Database,
  postId: number,
  language: Locale,
  fields: PostDraftFields,
): D1PreparedStatement[] {
  return [
    db
      .prepare('UPDATE post_translations SET excerpt = ?, body = ? WHERE post_id = ? AND language = ?')
      .bind(fields.excerpt, fields.body, postId, language),
    // A new date keeps the live post's time of day (lists are ordered by it).
    db
      .prepare(
        "UPDATE posts SET media_id = ?, published_at = CASE WHEN ?2 IS NULL THEN NULL ELSE ?2 || COALESCE(substr(published_at, 11), 'T09:00:00.000Z') END WHERE id = ?3",
      )
      .bind(fields.image?.id ?? null, fields.publishedAt, postId),
    db
      .prepare("DELETE FROM post_terms WHERE post_id = ? AND term_id IN (SELECT id FROM terms WHERE type = 'category')")
      .bind(postId),
    ...fields.categoryIds.map((termId, position) =>
      db
        .prepare('INSERT OR IGNORE INTO post_terms (post_id, term_id, position) VALUES (?, ?, ?)')
        .bind(postId, termId, position),
    ),
  ]
}

/** The post is shown to visitors from now on (a new page's first Publish); its first publication time is kept. */
export function publishPostStatement(db: D1Database, postId: number, now: string): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE posts SET status = 'published', published_at = COALESCE(published_at, ?1), updated_at = ?1 WHERE id = ?2",
    )
    .bind(now, postId)
}

/** Throws the draft away (the live page stays as it is). */
export async function discardDraft(db: D1Database, postId: number, language: Locale): Promise<void> {
  await db.prepare('DELETE FROM page_drafts WHERE post_id = ? AND language = ?').bind(postId, language).run()
}
