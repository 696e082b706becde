import { Hono } from 'hono'
import * as v from 'valibot'
import type { AdminConsentDetail, AdminConsentLogRow } from '../../../contract/dto/admin'
import type { BackendEnv } from '../context'
import { IdParamSchema, ok, pageForms, validate } from '../http'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { consentDescriptions, getConsent, updateConsent } from '../cms/consents'
import { EXPORT_CHUNK, EXPORT_MAX, csvDocument, csvResponse } from './csv'
import { ADMIN_PER_PAGE, NOT_FOUND_TEXT, adminError, adminPaging, listQuery } from './guard'
import { consentLogAfter, listConsentLog, type LogFilter } from './consent-log'

/**
 * Consents (issue 16): edit a consent's texts and default flag (create and assign are
 * POST consent/create), and the consent log, searched, paged and exported as CSV.
 */
export const adminConsentRoutes = new Hono<BackendEnv>()

const Name = v.pipe(
  v.string('Unos ovog polja je obavezan'),
  v.trim(),
  v.nonEmpty('Unos ovog polja je obavezan'),
  v.maxLength(200, 'The name is too long.'),
)
const Description = v.pipe(v.string(), v.maxLength(5000, 'The description is too long.'))
const UpdateSchema = v.object({
  displayName: v.object({ hr: Name, en: Name }),
  description: v.object({ hr: Description, en: Description }),
  required: v.boolean('required must be true or false'),
})

/** A consent with its description in both languages, for the edit form. */
adminConsentRoutes.get('/api/v1/admin/consents/:id', validate('param', IdParamSchema), async (c) => {
  const { id } = c.req.valid('param')
  const lang = c.get('lang')
  const consent = await getConsent(c.env.DB, lang, String(id))
  if (!consent || consent.id !== id) throw adminError(404, 'CONSENT_NOT_FOUND', lang, NOT_FOUND_TEXT)
  const data: AdminConsentDetail = { consent, description: await consentDescriptions(c.env.DB, id) }
  return ok(c, data)
})

adminConsentRoutes.patch(
  '/api/v1/admin/consents/:id',
  validate('param', IdParamSchema),
  validate('json', UpdateSchema),
  async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    const db = c.env.DB
    const lang = c.get('lang')
    const description = { hr: sanitizeHtml(body.description.hr), en: sanitizeHtml(body.description.en) }
    if (!(await updateConsent(db, id, { required: body.required, displayName: body.displayName, description })))
      throw adminError(404, 'CONSENT_NOT_FOUND', lang, NOT_FOUND_TEXT)
    return ok(c, await getConsent(db, lang, String(id)))
  },
)

const Filter = {
  source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  consent: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{0,60}$/, 'Unknown consent.'))),
}
const LogQuery = listQuery(Filter)

const filterOf = (query: { q?: string; source?: string; consent?: string }): LogFilter => ({
  q: query.q || undefined,
  source: query.source || undefined,
  consent: query.consent || undefined,
})

adminConsentRoutes.get('/api/v1/admin/consent-log', validate('query', LogQuery), async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listConsentLog(c.env.DB, filterOf(query), p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminConsentLogRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

const EXPORT_HEADER = {
  hr: [
    'ID',
    'Odluka',
    'Vrijeme odluke',
    'Izvor',
    'Privole',
    'Vrsta korisnika',
    'E-mail',
    'ID korisnika',
    'ID posjetitelja',
    'Adresa klijenta',
    'Zapisano',
  ],
  en: [
    'ID',
    'Decision',
    'Decided at',
    'Source',
    'Consents',
    'User type',
    'E-mail',
    'User ID',
    'Visitor ID',
    'Client address',
    'Logged at',
  ],
} as const

adminConsentRoutes.get('/api/v1/admin/consent-log.csv', validate('query', LogQuery), async (c) => {
  const filter = filterOf(c.req.valid('query'))
  const rows: unknown[][] = []
  let after = 0
  while (rows.length < EXPORT_MAX) {
    const chunk = await consentLogAfter(c.env.DB, filter, after, EXPORT_CHUNK)
    for (const e of chunk)
      rows.push([
        e.id,
        e.status,
        e.decidedAt,
        e.sourceType,
        e.consents.join(' '),
        e.userType,
        e.email ?? '',
        e.userId ?? '',
        e.visitorId ?? '',
        e.clientAddress ?? '',
        e.createdAt,
      ])
    if (chunk.length < EXPORT_CHUNK) break
    after = chunk[chunk.length - 1]?.id ?? after
  }
  return csvResponse('consent-log.csv', csvDocument(EXPORT_HEADER[c.get('lang')], rows))
})
