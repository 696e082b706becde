import type { MasterComponentDto, MasterLinks } from '../../../contract/dto/master-component'
import { content } from '../../../contract/endpoints/content'
import { requireBackoffice } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { sanitizeSections } from './sections-schema'
import { nowIso } from './shared'
import { createMaster, findMaster, listMasters } from './master-components'
import { masterUsage } from './section-usage'

/**
 * Master components (issue 15), backoffice only: POST master/filter (all, in the request's
 * language, with how often each is used) · POST master/create {name, section} (a page's section
 * becomes one) · POST link/masters/{id} (SPEC: where a master is used, both languages).
 */
export const masterRoutes = endpointRoutes('api/v1/master')
export const masterLinkRoutes = endpointRoutes('api/v1/link')

masterRoutes.on(content.masterFilter, async (c) => {
  return ok<MasterComponentDto[]>(c, await listMasters(c.env.DB, c.get('lang')))
})

masterRoutes.on(content.masterCreate, async (c) => {
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
  if (!created) throw refuse(404, 'MASTER_NOT_FOUND')
  return ok<MasterComponentDto>(c, created, 201)
})

masterLinkRoutes.on(content.masterLinks, async (c) => {
  const master = await findMaster(c.env.DB, c.req.valid('param').id)
  if (!master) throw refuse(404, 'MASTER_NOT_FOUND')
  return ok<MasterLinks>(c, { master, usedOn: await masterUsage(c.env.DB, [master.id]) })
})
