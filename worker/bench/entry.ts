import type { Bindings } from '../env'
import { buildApp } from '../app'
import { benchRoutes } from './string-route'
import { d1MeteredFetch } from './d1-metered-fetch'

/**
 * The Worker `npm run bench` runs (`wrangler dev worker/bench/entry.ts`): the production app with
 * the bench's yardstick, /__bench/string, behind the same middleware as a page, and the D1
 * round-trip meter for the requests that ask for it (issue 38, d1-metered-fetch.ts).
 */
const app = buildApp([benchRoutes])

export default { fetch: d1MeteredFetch(app.fetch) } satisfies ExportedHandler<Bindings>
