import type { Locale } from '../../../contract/locales'
import type { PageDraftDto } from '../../../contract/dto/page-draft'
import type { Section } from '../../../contract/dto/sections'

/** Drafts of pages in edit mode (migration 0018): one per page and language. */

interface LiveRow {
  title: string
  sections: string
  version: number
}

async function liveTranslation(db: D1Database, postId: number, language: Locale): Promise<LiveRow | null> {
  return db.prepare('SELECT title, sections, version FROM post_translations WHERE post_id = ? AND language = ?').bind(postId, language).first<LiveRow>()
}

/** The draft, or the live page as revision 0; null when the page has no translation in `language`. */
export async function loadDraft(db: D1Database, postId: number, language: Locale): Promise<PageDraftDto | null> {
  const live = await liveTranslation(db, postId, language)
  if (!live) return null
  const draft = await db
    .prepare(
      `SELECT d.title, d.sections, d.revision, d.base_version, d.updated_at, TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')) AS editor
       FROM page_drafts d LEFT JOIN users u ON u.id = d.updated_by WHERE d.post_id = ? AND d.language = ?`,
    )
    .bind(postId, language)
    .first<{ title: string; sections: string; revision: number; base_version: number; updated_at: string; editor: string | null }>()
  const source = draft ?? { title: live.title, sections: live.sections, revision: 0, base_version: live.version, updated_at: null, editor: null }
  const post = await db
    .prepare("SELECT p.status, (SELECT group_concat(language) FROM post_translations WHERE post_id = p.id) AS languages FROM posts p WHERE p.id = ?")
    .bind(postId)
    .first<{ status: string; languages: string | null }>()
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
  input: { postId: number; language: Locale; title: string; sections: Section[]; revision: number; userId: number; now: string },
): Promise<SaveOutcome> {
  const live = await liveTranslation(db, input.postId, input.language)
  if (!live) return { kind: 'missing' }
  const sections = JSON.stringify(input.sections)
  if (input.revision === 0) {
    const row = await db
      .prepare(
        `INSERT INTO page_drafts (post_id, language, title, sections, base_version, revision, updated_by, updated_at)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT (post_id, language) DO NOTHING RETURNING revision`,
      )
      .bind(input.postId, input.language, input.title, sections, live.version, input.userId, input.now)
      .first<{ revision: number }>()
    return row ? { kind: 'saved', revision: row.revision } : { kind: 'conflict' }
  }
  const row = await db
    .prepare(
      `UPDATE page_drafts SET title = ?, sections = ?, revision = revision + 1, updated_by = ?, updated_at = ?
       WHERE post_id = ? AND language = ? AND revision = ? RETURNING revision`,
    )
    .bind(input.title, sections, input.userId, input.now, input.postId, input.language, input.revision)
    .first<{ revision: number }>()
  return row ? { kind: 'saved', revision: row.revision } : { kind: 'conflict' }
}

export type PublishOutcome = { kind: 'published'; version: number } | { kind: 'conflict' } | { kind: 'missing' }

/**
 * Makes the draft at `revision` the live page, if nobody saved the draft since and the live page
 * is still at `liveVersion` — the version the editor saw (the editor is warned when it is newer
 * than the draft's base). Both checks are in the update statement itself; then the draft is gone.
 */
export async function publishDraft(db: D1Database, input: { postId: number; language: Locale; revision: number; liveVersion: number; now: string }): Promise<PublishOutcome> {
  const { postId, language, revision, liveVersion } = input
  const exists = await db.prepare('SELECT revision FROM page_drafts WHERE post_id = ? AND language = ?').bind(postId, language).first<{ revision: number }>()
  if (!exists) return { kind: 'missing' }
  const updated = await db
    .prepare(
      `UPDATE post_translations SET title = d.title, sections = d.sections, version = post_translations.version + 1
       FROM (SELECT title, sections FROM page_drafts WHERE post_id = ?1 AND language = ?2 AND revision = ?3) AS d
       WHERE post_translations.post_id = ?1 AND post_translations.language = ?2 AND post_translations.version = ?4
       RETURNING post_translations.version AS version`,
    )
    .bind(postId, language, revision, liveVersion)
    .first<{ version: number }>()
  if (!updated) return { kind: 'conflict' }
  // A save that slipped in after the publish (a newer revision) stays as the next draft.
  await db.batch([
    db.prepare('DELETE FROM page_drafts WHERE post_id = ? AND language = ? AND revision = ?').bind(postId, language, revision),
    publishPostStatement(db, postId, input.now),
  ])
  return { kind: 'published', version: updated.version }
}

/** The post is shown to visitors from now on (a new page's first Publish); its first publication time is kept. */
export function publishPostStatement(db: D1Database, postId: number, now: string): D1PreparedStatement {
  return db.prepare("UPDATE posts SET status = 'published', published_at = COALESCE(published_at, ?1), updated_at = ?1 WHERE id = ?2").bind(now, postId)
}

/** Throws the draft away (the live page stays as it is). */
export async function discardDraft(db: D1Database, postId: number, language: Locale): Promise<void> {
  await db.prepare('DELETE FROM page_drafts WHERE post_id = ? AND language = ?').bind(postId, language).run()
}
