import type { Order } from '../../../../contract/dto/commerce'
import { OrderProgress } from './order-progress'
import { DigitalItems } from './digital-items'
import { OrderInvoices } from './order-invoices'
import { OrderRefunds } from './order-refunds'
import { ReturnRequestSection } from './return-request'

/** What happened after the sale, on the buyer's order page (account and signed link): issue 36. */
export function AfterSale({ order, linkToken }: { order: Order; linkToken?: string }) {
  return (
    <>
      <OrderProgress order={order} linkToken={linkToken} />
      <DigitalItems order={order} linkToken={linkToken} />
      <OrderInvoices order={order} linkToken={linkToken} />
      <OrderRefunds order={order} linkToken={linkToken} />
      <ReturnRequestSection order={order} linkToken={linkToken} />
    </>
  )
}
