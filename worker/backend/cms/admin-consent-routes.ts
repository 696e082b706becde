import type { AdminConsentDetail, AdminConsentLogRow } from '../../../contract/dto/admin'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { engagementAdmin } from '../../../contract/endpoints/engagement-admin'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { consentDescriptions, getConsent, updateConsent } from './consents'
import { ADMIN_PER_PAGE, adminPaging, csvDocument, csvResponse, EXPORT_CHUNK, EXPORT_MAX } from '../admin-lists'
import { consentLogAfter, listConsentLog, type LogFilter } from './consent-log'

/**
 * Consents (issue 16): edit a consent's texts and default flag (create and assign are
 * POST consent/create), and the consent log, searched, paged and exported as CSV.
 */
export const adminConsentRoutes = endpointRoutes('api/v1/admin')

/** A consent with its description in both languages, for the edit form. */
adminConsentRoutes.on(engagementAdmin.adminConsent, async (c) => {
  const { id } = c.req.valid('param')
  const lang = c.get('lang')
  const consent = await getConsent(c.env.DB, lang, String(id))
  if (!consent || consent.id !== id) throw refuse(404, 'CONSENT_NOT_FOUND')
  const data: AdminConsentDetail = { consent, description: await consentDescriptions(c.env.DB, id) }
  return ok(c, data)
})

adminConsentRoutes.on(engagementAdmin.adminConsentUpdate, async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const description = { hr: sanitizeHtml(body.description.hr), en: sanitizeHtml(body.description.en) }
  if (!(await updateConsent(db, id, { required: body.required, displayName: body.displayName, description })))
    throw refuse(404, 'CONSENT_NOT_FOUND')
  return ok(c, await getConsent(db, lang, String(id)))
})

const filterOf = (query: { q?: string; source?: string; consent?: string }): LogFilter => ({
  q: query.q || undefined,
  source: query.source || undefined,
  consent: query.consent || undefined,
})

adminConsentRoutes.on(engagementAdmin.adminConsentLog, async (c) => {
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

adminConsentRoutes.on(engagementAdmin.adminConsentLogCsv, async (c) => {
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
