import type { AdminSubscriberRow } from '../../../contract/dto/admin'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { engagementAdmin } from '../../../contract/endpoints/engagement-admin'
import { ADMIN_PER_PAGE, adminPaging, csvDocument, csvResponse, EXPORT_CHUNK, EXPORT_MAX } from '../admin-lists'
import { confirmedAfter, listSubscribers, removeSubscriber } from './newsletter'

/** Newsletter (issue 16): subscribers searched and paged, the confirmed ones as CSV, unsubscribe. */
export const adminNewsletterRoutes = endpointRoutes('api/v1/admin')

adminNewsletterRoutes.on(engagementAdmin.adminSubscribers, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listSubscribers(
    c.env.DB,
    { q: query.q || undefined, state: query.state || undefined },
    p.limit,
    p.offset,
  )
  return ok(c, pageForms.lastPage<AdminSubscriberRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

const EXPORT_HEADER = {
  hr: ['E-mail', 'Jezik', 'Prijavljen', 'Potvrđen'],
  en: ['E-mail', 'Language', 'Subscribed', 'Confirmed'],
} as const

/** Only confirmed addresses: the double opt-in is what allows mailing them. */
adminNewsletterRoutes.on(engagementAdmin.adminSubscribersCsv, async (c) => {
  const rows: unknown[][] = []
  let after = 0
  while (rows.length < EXPORT_MAX) {
    const chunk = await confirmedAfter(c.env.DB, after, EXPORT_CHUNK)
    for (const s of chunk) rows.push([s.email, s.language, s.createdAt, s.confirmedAt ?? ''])
    if (chunk.length < EXPORT_CHUNK) break
    after = chunk[chunk.length - 1]?.id ?? after
  }
  return csvResponse('newsletter-subscribers.csv', csvDocument(EXPORT_HEADER[c.get('lang')], rows))
})

adminNewsletterRoutes.on(engagementAdmin.adminUnsubscribe, async (c) => {
  const { id } = c.req.valid('param')
  if (!(await removeSubscriber(c.env.DB, id))) throw refuse(404, 'SUBSCRIBER_NOT_FOUND')
  return ok(c, { id, deleted: true as const })
})
