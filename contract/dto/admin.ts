import type { Locale } from '../locales'
import type { CommentResourceType, CommentStatus, ConsentDto, PostTypeDto } from './cms'
import type { Section } from './sections'
import type { DeliveryBranch, Order, OrderAddress, OrderStatus, PaymentType } from './commerce'
import type { OutboxEmailDto } from './email'
import type { OrderEvent } from './after-sale'

/**
 * The backoffice's lists and records (issue 16): every list is one server page in the lastPage
 * form (SPEC §3) — `{ data, page, perPage, limit, total, lastPage }`.
 */

/** GET api/v1/admin/orders — one row of the orders list. */
export interface AdminOrderRow {
  id: number
  slug: string
  status: OrderStatus
  createdAt: string
  email: string
  customer: string
  orderTotal: number
  currency: string
  itemsCount: number
  paymentType: PaymentType | null
  paymentMethod: string | null
}

/** What staff may do with an order now (the server decides from its state; the page only shows it). */
export interface AdminOrderActions {
  markPaid: boolean
  cancel: boolean
  /** paid → processing (picking and packing). */
  process: boolean
  /** Some physical lines are still to ship. */
  ship: boolean
  /** Record that the buyer received everything (cash on delivery: the order is paid then). */
  deliver: boolean
  refund: boolean
  /** Send the invoice (and credit notes) to the buyer once more. */
  resendInvoice: boolean
  /** Per return request: what may be done with it now. */
  returns: Array<{ id: number; accept: boolean; refuse: boolean; receive: boolean }>
}

/** A carrier from settings (shop.carriers): `{tracking}` in its URL template is the tracking number. */
export interface Carrier {
  id: string
  name: string
  trackingUrl: string
}

/** GET api/v1/admin/orders/{id} — the order as the customer sees it, with who bought it, its history and what staff may do. */
export interface AdminOrderDetail {
  order: Order
  customer: { kind: 'registered' | 'guest'; userId: number | null; name: string; phone: string }
  paymentType: PaymentType | null
  paidAt: string | null
  updatedAt: string
  /** Every change with who made it (order_events). */
  history: OrderEvent[]
  actions: AdminOrderActions
  /** Physical lines with what is left to ship. */
  shippable: Array<{ orderLineId: number; name: string; qty: number }>
  carriers: Carrier[]
  /** What can still be given back: per line (quantity and unit price), shipping, and in all; through the provider or by hand. */
  refundable: {
    /** `qty` units are left; all of them are worth `amountLeft` (the last unit takes the cents the unit price rounds off). */
    lines: Array<{ orderLineId: number; name: string; qty: number; unitPrice: number; amountLeft: number }>
    shipping: number
    total: number
    method: 'provider' | 'manual'
  }
  /** The key pools of the order's eProducts: keys left, and whether the pool is low. */
  keyPools: Array<{ productId: number; name: string; available: number; low: boolean }>
}

/** GET api/v1/admin/orders/{id}/packingSlip — what goes into the parcel (issue 36): physical lines only. */
export interface PackingSlip {
  seller: { name: string; street: string; zipCode: string; city: string; country: string; email: string; phone: string }
  number: string
  createdAt: string
  language: 'hr' | 'en'
  shippingAddress: OrderAddress | null
  deliveryMethod: string | null
  /** Branch delivery: where the buyer picks the parcel up. */
  deliveryBranch: DeliveryBranch | null
  lines: Array<{ orderLineId: number; name: string; sku: string; qty: number }>
  giftMessage: string
}

/** GET api/v1/admin/comments — one review or comment in the moderation queue. */
export interface AdminCommentRow {
  id: number
  resourceType: CommentResourceType
  resourceId: number
  /** The product's or post's title in the request's language, and its path on the site. */
  resourceTitle: string
  resourcePath: string | null
  author: string
  authorEmail: string
  body: string
  rating: number | null
  status: CommentStatus
  createdAt: string
}

/** What a moderation decision changes on the site (its answer's `purge`): the edge purges exactly these. */
export interface ModerationPurge {
  paths: string[]
  productSlugs: string[]
}

/** GET api/v1/admin/forms — a form with its submission count. */
export interface AdminFormRow {
  id: number
  slug: string
  name: string
  /** The form asks for a captcha (staff switch it: PATCH api/v1/admin/forms/{id}). */
  captcha: boolean
  submissions: number
  lastSubmissionAt: string | null
}

/** What a moderation decision changes on the site (its answer's `purge`): the edge purges exactly these. */
export interface ModerationPurge {
  paths: string[]
  productSlugs: string[]
}

/** GET api/v1/admin/forms/{id}/submissions — one submission, its values by field name. */
export interface AdminSubmissionRow {
  id: number
  createdAt: string
  language: Locale
  email: string | null
  confirmedAt: string | null
  values: Record<string, string | boolean>
  /** The files sent in the form's file fields (downloads for staff only). */
  files: AdminSubmissionFile[]
}

/** A file a visitor sent with a form: quarantined, downloaded by staff from `href` (never shown inline). */
export interface AdminSubmissionFile {
  id: number
  /** The form's file field it was sent in. */
  field: string
  /** The sender's name for it, sanitised. */
  name: string
  mime: string
  size: number
  href: string
}

export interface AdminSubmissionsPage {
  form: { id: number; name: string; fields: Array<{ name: string; label: string }> }
  data: AdminSubmissionRow[]
  page: number
  perPage: number
  limit: number
  total: number
  lastPage: number
}

/** GET api/v1/admin/newsletter — one subscriber. */
export interface AdminSubscriberRow {
  id: number
  email: string
  language: Locale
  confirmed: boolean
  confirmedAt: string | null
  createdAt: string
}

/** GET api/v1/admin/redirects/failed — a path visitors asked for that did not exist. */
export interface AdminFailedRequestRow {
  id: number
  path: string
  hits: number
  firstSeen: string
  lastSeen: string
}

/** GET api/v1/admin/redirects — a redirect. */
export interface AdminRedirectRow {
  id: number
  from: string
  to: string
  status: 301 | 302
  hits: number
  createdAt: string
}

/** GET api/v1/admin/outbox — an e-mail's delivery, without its body (links in it are personal). */
export type AdminOutboxRow = Omit<OutboxEmailDto, 'emailDocument' | 'text'> & {
  nextAttemptAt: string
  /** Written as a job whose text is rendered after the order's answer (or by the next outbox run): no subject yet. */
  preparing: boolean
}

/** GET api/v1/admin/consent-log — one consent decision: who, what, when and from where. */
export interface AdminConsentLogRow {
  id: number
  status: string
  decidedAt: string
  sourceType: string
  consents: string[]
  userType: string
  email: string | null
  userId: number | null
  clientAddress: string | null
  /** The browser's opaque visitor id (its consent cookie): who a visitor's decision belongs to. */
  visitorId: string | null
  createdAt: string
}

/** GET api/v1/admin/templates/{slug}: what a new page of the template starts with, and the latest pages made from it. */
export interface AdminTemplatePreview {
  template: PostTypeDto
  starter: Section[]
  pages: Array<{ id: number; title: string; status: 'published' | 'draft'; path: string }>
  total: number
}

/** GET api/v1/admin/consents/{id}: a consent with its description in both languages (the edit form). */
export interface AdminConsentDetail {
  consent: ConsentDto
  description: { hr: string; en: string }
}

/** GET api/v1/admin/member-cards — a membership card: its number, whom it was issued to and who holds it. */
export interface AdminMemberCardRow {
  id: number
  barcode: string
  active: boolean
  /** Only an account with this e-mail may claim the card itself. */
  issuedToEmail: string | null
  /** The account holding the card (it gives that account the member price), or null; `name` '' when it gave none. */
  holder: { id: number; email: string; name: string } | null
  validUntil: string | null
  createdAt: string
}

/** What staff did to a card (the audit log). */
export type AdminMemberCardAction =
  'memberCard.issue' | 'memberCard.assign' | 'memberCard.release' | 'memberCard.activate' | 'memberCard.deactivate'

/** One audit entry of a record: who (staff), what, when; `detail` holds the change (e.g. `{ email }`). */
export interface AdminAuditEntry {
  id: number
  actorEmail: string
  action: string
  detail: Record<string, unknown>
  at: string
}

/** GET api/v1/admin/member-cards/{id}: the card and its history, newest first. */
export interface AdminMemberCardDetail {
  card: AdminMemberCardRow
  history: AdminAuditEntry[]
}
