import * as v from 'valibot'
import { adminListQuery } from './params'
import type { ConsentTarget } from '../dto/cms'
import { isSafePath } from '../safe-redirect'
import { ContactSchema } from './contact'
import { ConsentListSchema } from './consents'

/** Request schemas of comments, forms, consents, the newsletter and redirects (contract/endpoints/engagement.ts). */

const WholeNumber = (message: string) =>
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], message)

const PageSchema = v.optional(
  v.pipe(WholeNumber('page must be a number'), v.integer(), v.minValue(1, 'page must be at least 1')),
  1,
)
const LimitSchema = (fallback: number) =>
  v.optional(
    v.pipe(
      WholeNumber('limit must be a number'),
      v.integer(),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(1000, 'limit must be at most 1000'),
    ),
    fallback,
  )

// ---------------------------------------------------------------- comments

const ResourceType = v.picklist(['post', 'product'], 'resourceType must be post or product')
const ResourceId = v.pipe(WholeNumber('resourceId is required'), v.integer(), v.minValue(1))
const Rating = v.optional(
  v.nullable(
    v.pipe(
      v.number('rating must be a number'),
      v.integer('rating must be a whole number of stars'),
      v.minValue(1, 'rating must be between 1 and 5'),
      v.maxValue(5, 'rating must be between 1 and 5'),
    ),
  ),
)
const CommentBody = v.optional(
  v.nullable(v.pipe(v.string('comment must be text'), v.trim(), v.maxLength(5000, 'comment is too long'))),
)
export const COMMENT_STATUSES = ['pending', 'published', 'rejected'] as const

export const CommentFilterSchema = v.object({
  resourceType: ResourceType,
  resourceId: ResourceId,
  page: PageSchema,
  limit: LimitSchema(10),
})
export const CommentCreateSchema = v.object({
  resourceType: ResourceType,
  resourceId: ResourceId,
  body: CommentBody,
  comment: CommentBody,
  rating: Rating,
})
export const CommentUpdateSchema = v.object({
  body: CommentBody,
  comment: CommentBody,
  rating: Rating,
  status: v.optional(v.picklist(COMMENT_STATUSES, 'status must be pending, published or rejected')),
})

// ---------------------------------------------------------------- forms and the contact form

export const FormFilterSchema = v.object({ page: PageSchema, limit: LimitSchema(20) })

export const FormStoreSchema = v.object({
  id: v.pipe(WholeNumber('id is required'), v.integer(), v.minValue(1)),
  data: v.record(v.pipe(v.string(), v.maxLength(60)), v.unknown(), 'data must be an object'),
  /** The site key the page used (informational) and the widget's answer, checked for forms with a captcha. */
  recaptchaKey: v.optional(v.unknown()),
  recaptchaResponse: v.optional(v.unknown()),
})

/** The contact form's rules (./contact.ts) plus consents and the captcha fields. */
export const ContactAdminSchema = v.object({
  ...ContactSchema.entries,
  email: v.pipe(ContactSchema.entries.email, v.toLowerCase()),
  consents: v.optional(ConsentListSchema, []),
  recaptchaKey: v.optional(v.unknown()),
  recaptchaResponse: v.optional(v.unknown()),
})

// ---------------------------------------------------------------- consents

export const CONSENT_TARGETS = [
  'register',
  'checkout',
  'newsletter',
  'contact',
  'cookie',
] as const satisfies readonly ConsentTarget[]

const NumberString = v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a number')))

export const ConsentFilterSchema = v.object({
  assignedTo: v.optional(v.union([v.literal(''), v.picklist(CONSENT_TARGETS, 'unknown assignedTo')])),
  limit: NumberString,
  page: NumberString,
})
export const ConsentAssignmentsSchema = v.object({ perPage: NumberString, page: NumberString })

const Ref = v.union([
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  v.pipe(v.number(), v.integer(), v.minValue(1)),
])
const Name = v.pipe(
  v.string('Unos ovog polja je obavezan'),
  v.trim(),
  v.nonEmpty('Unos ovog polja je obavezan'),
  v.maxLength(200),
)
/** An assignment: which consents are asked for where, and which of them are required. */
const AssignmentSchema = v.object({
  assigned_to: v.picklist(CONSENT_TARGETS, 'unknown assigned_to'),
  consents: v.pipe(v.array(Ref), v.maxLength(50)),
  requiredConsents: v.optional(v.pipe(v.array(Ref), v.maxLength(50)), []),
})
/** A new consent. */
const NewConsentSchema = v.object({
  uniqueNumber: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.regex(/^[A-Za-z0-9_-]{1,60}$/, 'uniqueNumber: letters, digits, - and _ only'),
  ),
  displayName: v.object({ hr: Name, en: Name }),
  description: v.optional(
    v.object({ hr: v.pipe(v.string(), v.maxLength(5000)), en: v.pipe(v.string(), v.maxLength(5000)) }),
    { hr: '', en: '' },
  ),
  required: v.optional(v.boolean(), false),
})
export const ConsentCreateSchema = v.union(
  [AssignmentSchema, NewConsentSchema],
  'Send {assigned_to, consents, requiredConsents} or {uniqueNumber, displayName:{hr,en}}',
)

export const WebConsentFilterSchema = v.object({
  assignedTo: v.picklist(CONSENT_TARGETS, 'assignedTo must be register, checkout, newsletter, contact or cookie'),
})

/** The cookie notice's categories (SPEC §3): `necessary` is always part of a choice. */
export const COOKIE_CATEGORIES = ['necessary', 'marketing', 'analytics'] as const
/**
 * What a browser may log through this call: only the cookie notice's choice. Registration,
 * checkout, the newsletter and the contact form log their consents themselves, server-side.
 */
export const ConsentLogCreateSchema = v.object({
  sourceType: v.literal('cookie', 'sourceType: only the cookie notice logs its choice through this call.'),
  consents: v.pipe(
    v.array(v.picklist(COOKIE_CATEGORIES, 'consents: necessary, marketing or analytics.'), 'consents must be an array'),
    v.maxLength(COOKIE_CATEGORIES.length, 'too many consents'),
    v.check((list) => list.includes('necessary'), 'consents: the necessary cookies are part of every choice.'),
  ),
})

// ---------------------------------------------------------------- newsletter

export const NewsletterSubscribeSchema = v.object({
  email: v.optional(v.unknown()),
  consents: v.optional(ConsentListSchema, []),
})

// ---------------------------------------------------------------- redirects

/** Normalises a path for matching: no query or fragment, no trailing slash (except '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

const PathSchema = v.pipe(
  v.string('path is required'),
  v.trim(),
  v.nonEmpty('path is required'),
  v.maxLength(2000, 'path is too long'),
  v.regex(/^\//, 'path must start with /'),
)
export const RedirectResolveSchema = v.object({ path: PathSchema })
export const FailedRequestSchema = v.object({ path: v.pipe(PathSchema, v.maxLength(500, 'path is too long')) })

// ---------------------------------------------------------------- backoffice lists

export const AdminListQuerySchema = adminListQuery({})

export const ModerationQueueQuerySchema = adminListQuery({
  status: v.optional(v.picklist(COMMENT_STATUSES, 'Unknown status.'), 'pending'),
  type: v.optional(v.union([v.literal(''), v.picklist(['product', 'post'], 'Unknown kind.')])),
  resource: v.optional(v.pipe(v.string(), v.regex(/^\d{0,12}$/, 'resource must be a number.'))),
})
export const ModerationDecisionSchema = v.object({
  status: v.picklist(COMMENT_STATUSES, 'status must be pending, published or rejected'),
})

export const FormCaptchaSchema = v.object({ captcha: v.boolean('captcha must be true or false.') })

export const SubscribersQuerySchema = adminListQuery({
  state: v.optional(v.union([v.literal(''), v.picklist(['confirmed', 'pending'], 'Unknown state.')])),
})

const ConsentName = v.pipe(
  v.string('Unos ovog polja je obavezan'),
  v.trim(),
  v.nonEmpty('Unos ovog polja je obavezan'),
  v.maxLength(200, 'The name is too long.'),
)
const ConsentDescription = v.pipe(v.string(), v.maxLength(5000, 'The description is too long.'))
export const ConsentUpdateSchema = v.object({
  displayName: v.object({ hr: ConsentName, en: ConsentName }),
  description: v.object({ hr: ConsentDescription, en: ConsentDescription }),
  required: v.boolean('required must be true or false'),
})

export const ConsentLogQuerySchema = adminListQuery({
  source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  consent: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{0,60}$/, 'Unknown consent.'))),
})

/** A path of this site: `/…`, no host, no query (the missed path is matched without one). */
const SitePath = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(500, `${field} is too long`),
    v.check((path) => isSafePath(path) && !path.includes('?'), `${field} must be a path of this site, e.g. /o-nama`),
    v.transform(normalizePath),
  )
export const RedirectCreateSchema = v.object({
  from: SitePath('from'),
  to: SitePath('to'),
  status: v.optional(v.picklist([301, 302], 'status must be 301 or 302'), 301),
})
