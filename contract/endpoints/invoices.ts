import type { AdminOrderDetail } from '../dto/admin'
import { IdParamsSchema } from '../schemas/params'
import {
  BuyerInvoiceParamsSchema,
  BuyerInvoiceQuerySchema,
  ResendInvoiceSchema,
  StaffInvoiceParamsSchema,
} from '../schemas/invoices'
import { endpoint } from './endpoint'

/** A PDF streamed as it is (not JSON). */
type InvoicePdf = Blob

/**
 * Issue 36, after the sale: invoices and credit notes (helper C). The buyer's PDF is for the order's
 * account or the holder of its signed order link (`?t=`); staff download any order's and send them again.
 */
export const invoices = {
  orderInvoicePdf: endpoint<InvoicePdf>()({
    method: 'GET',
    path: 'api/v2/order/:slug/invoices/:invoiceId',
    access: 'public',
    cache: 'none',
    params: BuyerInvoiceParamsSchema,
    query: BuyerInvoiceQuerySchema,
  }),
  adminInvoicePdf: endpoint<InvoicePdf>()({
    method: 'GET',
    path: 'api/v1/admin/orders/:id/invoices/:invoiceId',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: StaffInvoiceParamsSchema,
  }),
  adminInvoiceResend: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/invoices/resend',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
    body: ResendInvoiceSchema,
  }),
}
