import { firstRow } from '../rows'

/**
 * What visitors may see of the CMS: a post or page once it is published and its publication time
 * has come, an event once it is published. Staff see everything; every read that answers anyone
 * else (finder/decide, searchSlugs, getUrlOnLanguage) asks these.
 */
export const visiblePostSql = (alias: string): string =>
  `${alias}.status = 'published' AND ${alias}.published_at IS NOT NULL AND ${alias}.published_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

export async function isPostVisible(db: D1Database, postId: number): Promise<boolean> {
  return (
    (await firstRow(
      db.prepare(`SELECT 1 AS one FROM posts p WHERE p.id = ? AND ${visiblePostSql('p')}`).bind(postId),
      Boolean,
    )) !== null
  )
}

export async function isEventPublished(db: D1Database, eventId: number): Promise<boolean> {
  return (
    (await firstRow(
      db.prepare("SELECT 1 AS one FROM events WHERE id = ? AND status = 'published'").bind(eventId),
      Boolean,
    )) !== null
  )
}
