import type { ConsentLogDto } from '../../../contract/dto/cms'
import { engagement } from '../../../contract/endpoints/engagement'
import { COOKIE_CATEGORIES } from '../../../contract/schemas/engagement'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { sanitizeHtml } from '../../lib/sanitize-html'
import {
  assignConsents,
  consentLogStatement,
  consentsFor,
  createConsent,
  getConsent,
  listAssignments,
  listConsents,
  resolveConsentIds,
} from './consents'
import { parseJsonArray } from '../../lib/parse-json'
import { requestOrigin } from './consent-origin'
import { readLogRow } from './consent-log'
import { firstRow } from '../rows'
import { refuseOverBudget } from '../request-budget'

/** Consents: admin lists and create. */
export const consentRoutes = endpointRoutes('api/v1/consent')
/** The storefront's per-target list, and the cookie notice's consent log. */
export const webConsentRoutes = endpointRoutes('api/v1/web/consent')

consentRoutes.on(engagement.consentFilter, async (c) => {
  const q = c.req.valid('query')
  const p = paging(q.page, q.limit, { page: 1, limit: 100 }, 500)
  const { consents, total } = await listConsents(c.env.DB, c.get('lang'), q.assignedTo || undefined, p.limit, p.offset)
  return ok(c, pageForms.records(consents, total, p))
})

consentRoutes.on(engagement.consentAssignments, async (c) => {
  const q = c.req.valid('query')
  const p = paging(q.page, q.perPage, { page: 1, limit: 50 }, 500)
  const { assignments, total } = await listAssignments(c.env.DB, c.get('lang'), p.limit, p.offset)
  return ok(c, pageForms.lastPage(assignments, total, p))
})

consentRoutes.on(engagement.consentGet, async (c) => {
  const ref = (c.req.param('ref') ?? '').trim()
  if (!ref || ref.length > 60) throw refuse(400, 'INVALID_CONSENT_REF')
  const consent = await getConsent(c.env.DB, c.get('lang'), ref)
  if (!consent) throw refuse(404, 'CONSENT_NOT_FOUND')
  return ok(c, consent)
})

consentRoutes.on(engagement.consentCreate, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  if ('assigned_to' in body) {
    const ids = await resolveConsentIds(db, [...body.consents, ...body.requiredConsents])
    const idsOf = (refs: Array<string | number>) =>
      refs.map((r) => ids.get(String(r))).filter((id): id is number => id !== undefined)
    const consentIds = [...new Set(idsOf([...body.consents, ...body.requiredConsents]))]
    const assignmentId = await assignConsents(db, body.assigned_to, consentIds, new Set(idsOf(body.requiredConsents)))
    const web = await consentsFor(db, lang, body.assigned_to)
    return ok(c, { id: assignmentId, ...web }, 201)
  }
  // A cookie category's name is taken: the consent log holds both, and an id must mean one thing.
  if ((COOKIE_CATEGORIES as readonly string[]).includes(body.uniqueNumber))
    throw refuse(409, 'CONSENT_EXISTS', { params: { uniqueNumber: body.uniqueNumber }, field: 'uniqueNumber' })
  const text = (l: 'hr' | 'en') => ({
    displayName: body.displayName[l],
    description: sanitizeHtml(body.description[l]),
  })
  const created = await createConsent(db, {
    uniqueNumber: body.uniqueNumber,
    required: body.required,
    texts: { hr: text('hr'), en: text('en') },
  })
  if (!created)
    throw refuse(409, 'CONSENT_EXISTS', { params: { uniqueNumber: body.uniqueNumber }, field: 'uniqueNumber' })
  return ok(c, await getConsent(db, lang, body.uniqueNumber), 201)
})

webConsentRoutes.on(engagement.webConsentFilter, async (c) =>
  ok(c, await consentsFor(c.env.DB, c.get('lang'), c.req.valid('json').assignedTo)),
)

/** The decision follows from the categories chosen (the body's own status is not taken). */
function cookieStatus(categories: readonly string[]): string {
  const optional = new Set(categories.filter((category) => category !== 'necessary'))
  if (optional.size === 0) return 'necessaryOnly'
  return optional.size === COOKIE_CATEGORIES.length - 1 ? 'accepted' : 'partial'
}

/** Consent decisions per client address and minute: anyone may log one (cookie notice), nobody may flood the log. */
const CONSENT_LOGS_PER_MINUTE = 30

/**
 * A cookie-notice decision. Who decided is the session's user or else the browser's visitor id
 * (the edge's consent cookie), when is the server's clock, from where the edge's client address:
 * an entry can never speak for an e-mail address, a user or a time the caller names.
 */
webConsentRoutes.on(engagement.webConsentLogCreate, async (c) => {
  const refused = await refuseOverBudget(c, 'consent-log', CONSENT_LOGS_PER_MINUTE)
  if (refused) return refused
  const body = c.req.valid('json')
  const viewer = c.get('apiUser')
  const origin = requestOrigin(c)
  if (!viewer && !origin.visitorId) throw refuse(400, 'VISITOR_UNKNOWN')
  const consents = [...new Set(body.consents)]
  const row = await firstRow(
    consentLogStatement(c.env.DB, {
      status: cookieStatus(consents),
      sourceType: body.sourceType,
      consents,
      userType: viewer ? 'registered' : 'guest',
      email: viewer?.email ?? null,
      userId: viewer?.userId ?? null,
      ...origin,
    }),
    readLogRow,
  )
  if (!row) throw new Error('consent log insert returned no row')
  const dto: ConsentLogDto = {
    id: row.id,
    status: row.status,
    statusTimestamp: row.status_timestamp,
    sourceType: row.source_type,
    consents: parseJsonArray(row.consents),
    user: { userType: row.user_type, email: row.email },
    created_at: row.created_at,
  }
  return ok(c, dto, 201)
})
