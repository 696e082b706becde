import * as v from 'valibot'

/** Issue 36, invoices and credit notes: what the PDF and re-send calls carry. */

const PositiveIdParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,12}$/, 'id must be a positive whole number.'),
  v.transform(Number),
  v.minValue(1, 'id must be a positive whole number.'),
)

/** `api/v2/order/:slug/invoices/:invoiceId`: the order's number and the invoice's id. */
export const BuyerInvoiceParamsSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/, 'slug is not an order number.')),
  invoiceId: PositiveIdParam,
})

/** `?t=`: the signed order link's token, for a buyer without an account (a guest, the e-mail's link). */
export const BuyerInvoiceQuerySchema = v.object({
  t: v.optional(v.pipe(v.string(), v.maxLength(1000))),
})

/** `api/v1/admin/orders/:id/invoices/:invoiceId`. */
export const StaffInvoiceParamsSchema = v.object({ id: PositiveIdParam, invoiceId: PositiveIdParam })

/** Staff's "send again": the click's id, so a double click sends once. */
export const ResendInvoiceSchema = v.object({ requestId: v.pipe(v.string(), v.uuid()) })
