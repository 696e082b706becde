import type { Bindings } from './env'
import { buildApp } from './app'
import { deliverDueEmails, expireAbandonedOrders } from './backend'

const app = buildApp()

/**
 * The Cron Trigger (wrangler.toml [triggers]): the outbox's due e-mails leave, failed ones are
 * retried, and card and wallet orders whose payment session ended unpaid expire (stock back).
 */
async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  // A Worker whose upstream is another backend has no outbox or orders of its own: that backend runs them.
  if (env.UPSTREAM_URL.trim()) return
  ctx.waitUntil(
    deliverDueEmails(env).then((report) => {
      if (report.sent || report.failed) console.log(`izlog: outbox run: ${report.sent} sent, ${report.failed} failed`)
    }),
  )
  ctx.waitUntil(
    expireAbandonedOrders(env.DB).then((expired) => {
      if (expired) console.log(`izlog: ${expired} unpaid card/wallet order(s) expired, their stock is back`)
    }),
  )
}

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Bindings>
