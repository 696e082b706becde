import { Hono } from 'hono'
import * as v from 'valibot'
import type { BackendEnv } from '../context'
import { notFound, ok, pageForms, paging, validate, IdParamSchema } from '../http'
import { getEvent, listEvents } from './events'
import { LimitSchema, PageSchema } from './shared'

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

eventRoutes.get('/api/v1/event/public/get/:id', validate('param', IdParamSchema), async (c) => {
  const { id } = c.req.valid('param')
  const event = await getEvent(c.env.DB, c.get('lang'), id)
  if (!event) throw notFound('Event not found.')
  return ok(c, event)
})
