import type { MasterUsage } from '../../../contract/dto/master-component'
import { LOCALES } from '../../../contract/locales'
import { postPath } from './paths'
import { placeholders } from './shared'
import { allRows, columns, firstRow, type Row } from '../rows'

const translations = columns('post_translations')
const readUsage = (r: Row) => ({
  post_id: translations.int(r, 'post_id'),
  language: translations.oneOf(r, 'language', LOCALES),
  title: translations.text(r, 'title'),
  slug: translations.text(r, 'slug'),
  hr_slug: translations.text(r, 'hr_slug'),
})
const readSlug = (r: Row) => ({ slug: columns('post_types').text(r, 'slug') })

/** Which page translations show a section (edit mode's purges and "where used"), with their site paths. */

async function pagesWhere(
  db: D1Database,
  condition: string,
  binds: readonly (string | number)[],
): Promise<MasterUsage[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT DISTINCT pt.post_id, pt.language, pt.title, pt.slug, hr.slug AS hr_slug
       FROM post_translations pt JOIN post_translations hr ON hr.post_id = pt.post_id AND hr.language = 'hr', json_each(pt.sections) s
       WHERE ${condition}
       ORDER BY pt.post_id, pt.language`,
      )
      .bind(...binds),
    readUsage,
  )
  return results.map((row) => ({
    postId: row.post_id,
    language: row.language,
    title: row.title,
    slug: row.slug,
    path: postPath(row.slug, row.language, row.hr_slug),
  }))
}

/** The page translations showing any of these master components (both languages). */
export async function masterUsage(db: D1Database, masterIds: readonly number[]): Promise<MasterUsage[]> {
  if (masterIds.length === 0) return []
  return pagesWhere(db, `json_extract(s.value, '$.masterId') IN (${placeholders(masterIds.length)})`, masterIds)
}

/** The page translations listing the latest blog posts (a post's change shows there too). */
export const latestPostsPages = (db: D1Database): Promise<MasterUsage[]> =>
  pagesWhere(db, "json_extract(s.value, '$.type') = 'latestPosts'", [])

/** Is this post a blog post (any template but a page)? */
export async function isBlogPost(db: D1Database, postId: number): Promise<boolean> {
  const row = await firstRow(
    db.prepare('SELECT ty.slug FROM posts p JOIN post_types ty ON ty.id = p.post_type_id WHERE p.id = ?').bind(postId),
    readSlug,
  )
  return row !== null && row.slug !== 'page'
}
