import { Hono } from 'hono'
import * as v from 'valibot'
import type { BackendEnv } from '../context'
import { badRequest, notFound, ok, pageForms, paging, validate } from '../http'
import { getEvent, listEvents } from './events'
import { LimitSchema, PageSchema, idParam } from './shared'

/** Public events: POST event/public/filter {page, limit, period}, GET event/public/get/:id. */
export const eventRoutes = new Hono<BackendEnv>()

const FilterSchema = v.object({
  page: PageSchema,
  limit: LimitSchema(10),
  period: v.optional(v.picklist(['upcoming', 'past', 'all'], 'period must be upcoming, past or all'), 'all'),
})

eventRoutes.post('/api/v1/event/public/filter', validate('json', FilterSchema), async (c) => {
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit)
  const { events, total } = await listEvents(c.env.DB, c.get('lang'), body.period, p.limit, p.offset)
  return ok(c, pageForms.dataPagination(events, total, p))
})

eventRoutes.get('/api/v1/event/public/get/:id', async (c) => {
  const id = idParam(c.req.param('id'))
  if (id === null) throw badRequest('Invalid event id.')
  const event = await getEvent(c.env.DB, c.get('lang'), id)
  if (!event) throw notFound('Event not found.')
  return ok(c, event)
})
