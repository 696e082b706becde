import * as v from 'valibot'

/** A `:id` path parameter: a positive whole number (SPEC ids are integers). */
export const IdParamsSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,12}$/, 'id must be a positive whole number.'),
    v.transform(Number),
    v.minValue(1, 'id must be a positive whole number.'),
  ),
})

/** `?page=` of a staff list. */
export const PageParam = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'page must be a whole number.')))
/** `?q=`: a longer search is a clear 400 in the caller's language, never a failed query. */
export const SearchParam = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'validation.maxLength')))

/** `?page=&q=` of every staff list, with the list's own filters. */
export const adminListQuery = <T extends v.ObjectEntries>(entries: T) =>
  v.object({ page: PageParam, q: SearchParam, ...entries })
