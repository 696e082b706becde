import type { Bindings } from '../env'
import { buildApp } from '../app'
import { benchRoutes } from './string-route'

/**
 * The Worker `npm run bench` runs (`wrangler dev worker/bench/entry.ts`): the production app with
 * the bench's yardstick, /__bench/string, behind the same middleware as a page.
 */
const app = buildApp([benchRoutes])

export default { fetch: app.fetch } satisfies ExportedHandler<Bindings>
