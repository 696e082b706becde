import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { requireBackoffice, type BackendEnv } from '../context'
import { BackendError, paging, type Paging } from '../http'
import type { Locale } from '../../../contract/locales'

/**
 * Every `/api/v1/admin/*` call: a backoffice user whose row still says so (the context re-reads
 * the database for every token that claims it), else 401 / 403 before any handler runs.
 */
export const backofficeOnly = createMiddleware<BackendEnv>(async (c, next) => {
  requireBackoffice(c)
  c.header('Cache-Control', 'private, no-store')
  await next()
})

/** The admin lists' page size (lastPage form). */
export const ADMIN_PER_PAGE = 25

const PageParam = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'page must be a whole number.')))
/** The search's limit is said in the caller's language (a longer term is a clear 400, never a failed query). */
const SearchParam = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'validation.maxLength')))

/** `?page=&q=` of every admin list; more fields per list. */
export const listQuery = <T extends v.ObjectEntries>(entries: T) =>
  v.object({ page: PageParam, q: SearchParam, ...entries })

export const adminPaging = (page: string | undefined): Paging =>
  paging(page, ADMIN_PER_PAGE, { page: 1, limit: ADMIN_PER_PAGE }, ADMIN_PER_PAGE)

/** An error whose message is in the caller's language. */
export function adminError(
  status: 400 | 404 | 409,
  code: string,
  lang: Locale,
  texts: Record<Locale, string>,
): BackendError {
  return new BackendError(status, code, texts[lang])
}

export const NOT_FOUND_TEXT: Record<Locale, string> = { hr: 'Zapis nije pronađen.', en: 'The record was not found.' }
