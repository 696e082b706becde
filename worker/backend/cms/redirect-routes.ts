import { Hono } from 'hono'
import * as v from 'valibot'
import type { PipelineStatus, RedirectTarget } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { notFound, ok, validate } from '../http'
import { refuseOverBudget } from '../request-budget'
import { nowIso } from './shared'
import { followRedirect, recordFailedRequest } from './redirects'

/** Redirects (resolve before a 404), the failed-request log, and the pipeline status. */
export const redirectRoutes = new Hono<BackendEnv>()

const PathSchema = v.pipe(
  v.string('path is required'),
  v.trim(),
  v.nonEmpty('path is required'),
  v.maxLength(2000, 'path is too long'),
  v.regex(/^\//, 'path must start with /'),
)

/** Normalises a path for matching: no query or fragment, no trailing slash (except '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

/** Reports per client address and minute (callers without an address share one larger budget). */
const REPORTS_PER_MINUTE = 30
const FailedPathSchema = v.pipe(PathSchema, v.maxLength(500, 'path is too long'))

/**
 * Anyone may report a missed path (no login): the report is rate-limited per client address and
 * the log is bounded (one row per path with a counter, at most MAX_FAILED_PATHS paths).
 */
redirectRoutes.post(
  '/api/v1/redirect/addFailedRequest',
  validate('json', v.object({ path: FailedPathSchema })),
  async (c) => {
    const refused = await refuseOverBudget(c, 'failed-request', REPORTS_PER_MINUTE)
    if (refused) return refused
    const path = normalizePath(c.req.valid('json').path)
    const recorded = await recordFailedRequest(c.env.DB, path, nowIso())
    return ok(c, recorded ?? { path, hits: 0, recorded: false }, recorded ? 201 : 200)
  },
)

redirectRoutes.get('/api/v1/redirect/resolve', validate('query', v.object({ path: PathSchema })), async (c) => {
  const path = normalizePath(c.req.valid('query').path)
  const redirect = await followRedirect(c.env.DB, path)
  if (!redirect) throw notFound('No redirect for this path.')
  const data: RedirectTarget = redirect
  return ok(c, data)
})

redirectRoutes.get('/api/v1/pipeline/hasRunningPipeline', (c) => {
  // The embedded backend renders on request: there is never a build pipeline running.
  const data: PipelineStatus = { running: false }
  return ok(c, data)
})
