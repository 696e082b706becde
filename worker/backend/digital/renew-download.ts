import type { Bindings } from '../../lib/bindings'
import { findOrderById, type StoredOrder } from '../commerce/orders'
import { runOrderChange } from '../fulfilment/order-change'
import { PAID_STATUSES } from '../fulfilment/order-states'
import { refuse } from '../http'
import { digitalUnitsOf } from './digital-units'
import { currentLinks, linkHash, newLinkStatements, withdrawnLines } from './download-links'

const ATTEMPTS = 3

/**
 * The buyer renews a line's download that ran out (time or downloads): a new link per file of the
 * line, the old one revoked, event 'downloadRenewed', in one guarded change. A link still valid is
 * kept (a second click changes nothing). Answers the order as it is afterwards.
 */
export async function renewDownload(env: Bindings, order: StoredOrder, orderLineId: number): Promise<StoredOrder> {
  let current = order
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (current.paidAt === null || !PAID_STATUSES.includes(current.status)) throw refuse(410, 'DOWNLOAD_NOT_AVAILABLE')
    const units = (await digitalUnitsOf(env.DB, current.id, current.language)).filter(
      (unit) => unit.orderLineId === orderLineId && unit.hasFile,
    )
    if (units.length === 0) throw refuse(404, 'DOWNLOAD_LINE_NOT_FOUND')
    if ((await withdrawnLines(env.DB, current.id)).includes(orderLineId)) throw refuse(410, 'DOWNLOAD_NOT_AVAILABLE')
    const links = await currentLinks(env.DB, current.id)
    const renewals = units.flatMap((unit) => {
      const link = links.find((l) => l.productId === unit.productId && l.orderLineId === unit.orderLineId)
      return !link || link.spent ? [{ unit, generation: link ? link.generation + 1 : 0 }] : []
    })
    if (renewals.length === 0) return current
    const hashes = await Promise.all(renewals.map(({ unit, generation }) => linkHash(env, unit, generation)))
    const order = current
    const outcome = await runOrderChange(
      env.DB,
      {
        order,
        event: 'downloadRenewed',
        to: order.status,
        actor: 'buyer',
        requestId: crypto.randomUUID(),
        detail: { orderLineId },
      },
      (guard) =>
        renewals.flatMap(({ unit, generation }, i) =>
          newLinkStatements(env.DB, order.id, unit, generation, hashes[i] ?? '', guard),
        ),
    )
    const fresh = await findOrderById(env.DB, order.id)
    if (!fresh) throw refuse(404, 'ORDER_NOT_FOUND')
    if (outcome !== 'stale') return fresh
    current = fresh
  }
  throw refuse(409, 'ORDER_CHANGED')
}
