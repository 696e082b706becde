import type { Locale } from '../../../contract/locales'
import type { CmsMedia } from '../../../contract/dto/cms'
import { mediaDto, readMediaRow } from '../media/store'
import { allRows, firstRow } from '../rows'

/** Shared helpers of the CMS routes: languages, media DTOs, slugs. */

export const LANGS = ['hr', 'en'] as const satisfies readonly Locale[]
export const otherLang = (lang: Locale): Locale => (lang === 'hr' ? 'en' : 'hr')

export const nowIso = (): string => new Date().toISOString()

/** `?, ?, ?` for an IN list (callers keep lists under D1's 100 bound parameters). */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ')

/** Media DTOs by id, in one query per 90 ids. */
export async function loadMedia(db: D1Database, ids: Array<number | null | undefined>): Promise<Map<number, CmsMedia>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  const map = new Map<number, CmsMedia>()
  for (let i = 0; i < unique.length; i += 90) {
    const chunk = unique.slice(i, i + 90)
    const results = await allRows(
      db.prepare(`SELECT * FROM media WHERE id IN (${placeholders(chunk.length)})`).bind(...chunk),
      readMediaRow,
    )
    for (const row of results) map.set(row.id, mediaDto(row))
  }
  return map
}

export async function mediaExists(db: D1Database, id: number): Promise<boolean> {
  return (await firstRow(db.prepare('SELECT 1 AS one FROM media WHERE id = ?').bind(id), Boolean)) !== null
}

/** The list schemas, as the CMS calls of other areas still import them from here. */
export { LimitSchema, PageSchema } from '../../../contract/schemas/content'
