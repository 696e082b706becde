import type { Bindings } from './env'
import { buildApp } from './app'
import { deliverDueEmails, expireAbandonedOrders, renderEmailJobs, runSaleSchedules } from './backend'
import { purgeSaleProducts } from './cache/purge-sales'

const app = buildApp()

/**
 * The Cron Trigger (wrangler.toml [triggers]): the outbox's waiting jobs are rendered, its due e-mails leave, failed ones are
 * retried, card and wallet orders whose payment session ended unpaid expire (stock back), and
 * scheduled sale prices start and end (issue 37): the changed products' cached pages go.
 */
async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  // A Worker whose upstream is another backend has no outbox or orders of its own: that backend runs them.
  if (env.UPSTREAM_URL.trim()) return
  // The jobs use the binding without a session (D1 read replication): every query goes to the primary.
  // E-mails written as jobs whose text could not be rendered after their request are rendered first.
  ctx.waitUntil(
    renderEmailJobs(env)
      .catch((error: unknown) => console.error('izlog: e-mail jobs not rendered', error))
      .then(() => deliverDueEmails(env))
      .then((report) => {
        if (report.sent || report.failed) console.log(`izlog: outbox run: ${report.sent} sent, ${report.failed} failed`)
      }),
  )
  ctx.waitUntil(
    expireAbandonedOrders(env.DB).then((expired) => {
      if (expired) console.log(`izlog: ${expired} unpaid card/wallet order(s) expired, their stock is back`)
    }),
  )
  ctx.waitUntil(
    runSaleSchedules(env.DB).then(async (changed) => {
      if (!changed) return
      await purgeSaleProducts(env, changed)
      console.log(`izlog: sale schedule changed the price of ${changed.productIds.length} product(s)`)
    }),
  )
}

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Bindings>
