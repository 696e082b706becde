import type { PipelineStatus, RedirectTarget } from '../../../contract/dto/cms'
import { engagement } from '../../../contract/endpoints/engagement'
import { normalizePath } from '../../../contract/schemas/engagement'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { refuseOverBudget } from '../request-budget'
import { nowIso } from './shared'
import { followRedirect, recordFailedRequest } from './redirects'

/** Redirects (resolve before a 404) and the failed-request log. */
export const redirectRoutes = endpointRoutes('api/v1/redirect')
/** The pipeline status (always idle here). */
export const pipelineRoutes = endpointRoutes('api/v1/pipeline')

/** Reports per client address and minute (callers without an address share one larger budget). */
const REPORTS_PER_MINUTE = 30

/**
 * Anyone may report a missed path (no login): the report is rate-limited per client address and
 * the log is bounded (one row per path with a counter, at most MAX_FAILED_PATHS paths).
 */
redirectRoutes.on(engagement.redirectAddFailedRequest, async (c) => {
  const refused = await refuseOverBudget(c, 'failed-request', REPORTS_PER_MINUTE)
  if (refused) return refused
  const path = normalizePath(c.req.valid('json').path)
  const recorded = await recordFailedRequest(c.env.DB, path, nowIso())
  return ok(c, recorded ?? { path, hits: 0, recorded: false }, recorded ? 201 : 200)
})

redirectRoutes.on(engagement.redirectResolve, async (c) => {
  const path = normalizePath(c.req.valid('query').path)
  const redirect = await followRedirect(c.env.DB, path)
  if (!redirect) throw refuse(404, 'REDIRECT_NONE')
  const data: RedirectTarget = redirect
  return ok(c, data)
})

pipelineRoutes.on(engagement.pipelineRunning, (c) => {
  // The embedded backend renders on request: there is never a build pipeline running.
  const data: PipelineStatus = { running: false }
  return ok(c, data)
})
