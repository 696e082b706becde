import { content } from '../../../contract/endpoints/content'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { getEvent, listEvents } from './events'

/** Public events: POST event/public/filter {page, limit, period}, GET event/public/get/:id. */
export const eventRoutes = endpointRoutes('api/v1/event/public')

eventRoutes.on(content.eventFilter, async (c) => {
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit)
  const { events, total } = await listEvents(c.env.DB, c.get('lang'), body.period, p.limit, p.offset)
  return ok(c, pageForms.dataPagination(events, total, p))
})

eventRoutes.on(content.eventGet, async (c) => {
  const { id } = c.req.valid('param')
  const event = await getEvent(c.env.DB, c.get('lang'), id)
  if (!event) throw refuse(404, 'EVENT_NOT_FOUND')
  return ok(c, event)
})
