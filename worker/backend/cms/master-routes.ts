import { Hono } from 'hono'
import * as v from 'valibot'
import type { MasterComponentDto, MasterLinks } from '../../../contract/dto/master-component'
import type { BackendEnv } from '../context'
import { requireBackoffice } from '../context'
import { IdParamSchema, notFound, ok, validate } from '../http'
import { SectionSchema, sanitizeSections } from './sections-schema'
import { nowIso } from './shared'
import { createMaster, findMaster, listMasters } from './master-components'
import { masterUsage } from './section-usage'

/**
 * Master components (issue 15), backoffice only: POST master/filter (all, in the request's
 * language, with how often each is used) · POST master/create {name, section} (a page's section
 * becomes one) · POST link/masters/{id} (SPEC: where a master is used, both languages).
 */
export const masterRoutes = new Hono<BackendEnv>()

const CreateSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(120)),
  section: SectionSchema,
})

masterRoutes.post('/api/v1/master/filter', async (c) => {
  requireBackoffice(c)
  return ok<MasterComponentDto[]>(c, await listMasters(c.env.DB, c.get('lang')))
})

masterRoutes.post('/api/v1/master/create', validate('json', CreateSchema), async (c) => {
  const user = requireBackoffice(c)
  const { name, section } = c.req.valid('json')
  const [clean] = sanitizeSections([section])
  const id = await createMaster(c.env.DB, {
    name,
    section: { ...clean!, masterId: undefined },
    userId: user.userId,
    now: nowIso(),
  })
  const created = (await listMasters(c.env.DB, c.get('lang'))).find((master) => master.id === id)
  if (!created) throw notFound('Master component not found.', 'MASTER_NOT_FOUND')
  return ok<MasterComponentDto>(c, created, 201)
})

masterRoutes.post('/api/v1/link/masters/:id', validate('param', IdParamSchema), async (c) => {
  requireBackoffice(c)
  const master = await findMaster(c.env.DB, c.req.valid('param').id)
  if (!master) throw notFound('Master component not found.', 'MASTER_NOT_FOUND')
  return ok<MasterLinks>(c, { master, usedOn: await masterUsage(c.env.DB, [master.id]) })
})
