import type { OrderEvent } from '../../../../contract/dto/after-sale'
import type { OrderStatus } from '../../../../contract/dto/commerce'

/**
 * The statuses an order passed, in order, from its history: each change's new status once (an event
 * that kept the status, a note or a second partial shipment, adds no step). The last one is where
 * the order is now.
 */
export function progressSteps(history: OrderEvent[], current: OrderStatus): Array<{ status: OrderStatus; at: string }> {
  const steps: Array<{ status: OrderStatus; at: string }> = []
  for (const event of history) {
    if (event.to === null || steps.at(-1)?.status === event.to) continue
    steps.push({ status: event.to, at: event.at })
  }
  if (steps.at(-1)?.status !== current) steps.push({ status: current, at: '' })
  return steps
}
