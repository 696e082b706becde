/**
 * What happens after the sale (issue 36), as the buyer's order page and the order's e-mails see it:
 * every part is read by the backend (worker/backend/fulfilment/after-sale.ts) for an order its
 * caller may see. Money in euros (2 decimals), times ISO.
 */
import type { OrderStatus } from './commerce'

/** One change in the order's life: who (staff e-mail, or 'buyer' / 'provider' / 'system'), when, what. */
export interface OrderEvent {
  at: string
  event: OrderEventName
  from: OrderStatus | null
  to: OrderStatus | null
  /** Staff see who; the buyer's page gets null. */
  by: string | null
  /** What the event is about (carrier and tracking number, amount, lines, reason, invoice number...). */
  detail: Record<string, unknown>
}

export const ORDER_EVENT_NAMES = [
  'placed',
  'paid',
  'failed',
  'cancelled',
  'processing',
  'shipped',
  'delivered',
  'keysAssigned',
  'keysMissing',
  'invoiceIssued',
  'invoiceSent',
  'creditNoteIssued',
  'refunded',
  'returnRequested',
  'returnAccepted',
  'returnRefused',
  'returnReceived',
  'restocked',
  'keysRevoked',
  'downloadRenewed',
] as const
export type OrderEventName = (typeof ORDER_EVENT_NAMES)[number]

/** A shipment of some or all physical lines. */
export interface Shipment {
  id: number
  carrier: { id: string; name: string } | null
  trackingNumber: string
  /** The carrier's tracking page for this number (its URL template from settings), or null. */
  trackingUrl: string | null
  shippedAt: string
  deliveredAt: string | null
  lines: Array<{ orderLineId: number; name: string; qty: number }>
}

/** A digital line as its buyer gets it: keys and the download of the file, once the order is paid. */
export interface DigitalLine {
  orderLineId: number
  name: string
  /** The keys handed to this line (a revoked key stays listed, marked). */
  keys: Array<{ key: string; revoked: boolean }>
  /** Keys still owed (the pool ran short: staff add keys and the order goes on). */
  keysMissing: number
  /** The product has a file: its download, or null before payment / after a refund. */
  download: DownloadLink | null
}

export interface DownloadLink {
  fileName: string
  size: number
  /** Same-site path that streams the file (the signed token is in it). */
  url: string
  expiresAt: string
  downloadsLeft: number
  /** The link ran out (time or downloads): the buyer can renew it from the order page. */
  expired: boolean
}

/** An invoice or credit note of the order, as a link to its PDF. */
export interface InvoiceRef {
  id: number
  kind: 'invoice' | 'credit_note'
  /** The Croatian number: `<seq>/<premises>/<device>`, e.g. `12/IZLOG1/1`. */
  number: string
  issuedAt: string
  total: number
  /** Same-site path of the PDF for this caller (the signed order link's token when read through it). */
  pdfUrl: string
}

export interface Refund {
  id: number
  amount: number
  shipping: number
  method: 'provider' | 'manual'
  createdAt: string
  lines: Array<{ orderLineId: number; name: string; qty: number; amount: number }>
  creditNoteNumber: string | null
}

export const RETURN_STATUSES = ['requested', 'accepted', 'refused', 'received', 'refunded'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

export interface ReturnRequest {
  id: number
  status: ReturnStatus
  reason: string
  staffNote: string
  requestedAt: string
  decidedAt: string | null
  receivedAt: string | null
  lines: Array<{ orderLineId: number; name: string; qty: number }>
}

/** The after-sale part of an order (Order.afterSale). */
export interface OrderAfterSale {
  history: OrderEvent[]
  shipments: Shipment[]
  digital: DigitalLine[]
  invoices: InvoiceRef[]
  refunds: Refund[]
  returns: ReturnRequest[]
  /** The buyer may ask for a return until then (14 days from delivery), or null (not delivered, nothing physical, time over). */
  returnableUntil: string | null
  /** Per physical line, how many the buyer may still return (what was delivered less what is already being returned). */
  returnable: Array<{ orderLineId: number; qty: number }>
}
