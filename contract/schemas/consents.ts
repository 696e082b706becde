import * as v from 'valibot'

/** What a client may send as `consents`: accepted uniqueNumbers, or objects with an accepted flag. */
export const ConsentListSchema = v.pipe(
  v.array(
    v.union([
      v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
      v.pipe(v.number(), v.integer()),
      v.object({
        uniqueNumber: v.union([v.pipe(v.string(), v.maxLength(60)), v.number()]),
        accepted: v.optional(v.boolean()),
        value: v.optional(v.boolean()),
        status: v.optional(v.union([v.boolean(), v.string()])),
      }),
    ]),
    'consents must be an array',
  ),
  v.maxLength(50, 'too many consents'),
)
export type ConsentList = v.InferOutput<typeof ConsentListSchema>

/**
 * The newsletter consent's unique number. It is not a cookie category's name (COOKIE_CATEGORIES:
 * necessary, marketing, analytics): the consent log holds both, and each id means one thing.
 */
export const NEWSLETTER_CONSENT = 'newsletter'
