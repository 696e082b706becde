import { hub3Payload } from './hub3'
import type { Bindings } from '../../lib/bindings'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { orderAfterSale } from '../fulfilment/after-sale'
import { parseJson } from '../../lib/parse-json'
import { allRows, batchRows, columns, countOf, firstRow, type Row } from '../rows'
import { LOCALES } from '../../../contract/locales'
import { ORDER_STATUSES } from '../../../contract/dto/commerce'
import { getSeller } from '../settings/repository'
import { paymentDeadline } from './payment-sessions'
import { withCountryName } from './order-addresses'
import type { Locale } from '../../../contract/locales'
import type {
  BankTransfer,
  DeliveryBranch,
  Order,
  OrderAddress,
  OrderLine,
  OrderStatus,
  OrderSummary,
  PaymentType,
} from '../../../contract/dto/commerce'
import { ROUTE_MANIFEST } from '../../../contract/routes'
import { fromCents } from '../money'
import { STOCK_TAKEN_SQL, returnStockStatement } from '../catalogue/product-rows'

/** Orders in D1: rows, the stored order, DTOs and status changes. */
interface OrderRow {
  id: number
  slug: string
  cart_id: string
  store_id: number
  user_id: number | null
  guest_user_id: number | null
  email: string
  language: Locale
  status: OrderStatus
  items_total_cents: number
  coupon_amount_cents: number
  coupon_code: string | null
  loyalty_amount_cents: number
  delivery_amount_cents: number
  tax_cents: number
  order_total_cents: number
  currency: string
  items_count: number
  gift_message: string
  order_message: string
  gift_to: string
  gift_from: string
  member_card_barcode: string | null
  delivery_method_id: number | null
  delivery_method_name: string | null
  delivery_branch_id: number | null
  delivery_branch: string | null
  payment_method_id: number | null
  payment_method_name: string | null
  payment_type: PaymentType | null
  shipping_address: string | null
  billing_address: string | null
  company_data: string | null
  extended_details: string
  created_at: string
  updated_at: string
  paid_at: string | null
  delivered_at: string | null
  version: number
}

/** An order's address as stored: orders written before issue 34 have no country name. */
export type StoredAddress = Omit<OrderAddress, 'countryName'> & { countryName?: string }

/** An order as stored, JSON snapshots parsed; money in cents (the coupon amount is ≤ 0). */
export interface StoredOrder {
  id: number
  slug: string
  cartId: string
  storeId: number
  userId: number | null
  guestUserId: number | null
  email: string
  language: Locale
  status: OrderStatus
  itemsTotalCents: number
  couponAmountCents: number
  couponCode: string | null
  loyaltyAmountCents: number
  deliveryAmountCents: number
  taxCents: number
  orderTotalCents: number
  currency: string
  itemsCount: number
  giftMessage: string
  orderMessage: string
  giftTo: string
  giftFrom: string
  memberCardBarcode: string | null
  deliveryMethod: { id: number; name: string } | null
  deliveryBranch: DeliveryBranch | null
  paymentType: PaymentType | null
  paymentMethod: { id: number; name: string; paymentType: PaymentType } | null
  shippingAddress: StoredAddress | null
  billingAddress: StoredAddress | null
  companyData: { companyName: string; oib: string } | null
  extendedDetails: Record<string, unknown>
  createdAt: string
  updatedAt: string
  paidAt: string | null
  deliveredAt: string | null
  /** Bumped by every change after the sale (fulfilment/order-change.ts guards on it). */
  version: number
}

interface OrderLineRow {
  id: number
  order_id: number
  product_id: number | null
  name: string
  sku: string
  product_type: string
  qty: number
  unit_price_cents: number
  row_total_cents: number
  tax_rate: number
  options: string
}

export const PAYMENT_TYPES = ['HPF', 'COD', 'WALLET', 'BANK_TRANSFER'] as const satisfies readonly PaymentType[]

const orders = columns('orders')
const readOrderRow = (r: Row): OrderRow => ({
  id: orders.int(r, 'id'),
  slug: orders.text(r, 'slug'),
  cart_id: orders.text(r, 'cart_id'),
  store_id: orders.int(r, 'store_id'),
  user_id: orders.nullableInt(r, 'user_id'),
  guest_user_id: orders.nullableInt(r, 'guest_user_id'),
  email: orders.text(r, 'email'),
  language: orders.oneOf(r, 'language', LOCALES),
  status: orders.oneOf(r, 'status', ORDER_STATUSES),
  items_total_cents: orders.int(r, 'items_total_cents'),
  coupon_amount_cents: orders.int(r, 'coupon_amount_cents'),
  coupon_code: orders.nullableText(r, 'coupon_code'),
  loyalty_amount_cents: orders.int(r, 'loyalty_amount_cents'),
  delivery_amount_cents: orders.int(r, 'delivery_amount_cents'),
  tax_cents: orders.int(r, 'tax_cents'),
  order_total_cents: orders.int(r, 'order_total_cents'),
  currency: orders.text(r, 'currency'),
  items_count: orders.int(r, 'items_count'),
  gift_message: orders.text(r, 'gift_message'),
  order_message: orders.text(r, 'order_message'),
  gift_to: orders.text(r, 'gift_to'),
  gift_from: orders.text(r, 'gift_from'),
  member_card_barcode: orders.nullableText(r, 'member_card_barcode'),
  delivery_method_id: orders.nullableInt(r, 'delivery_method_id'),
  delivery_method_name: orders.nullableText(r, 'delivery_method_name'),
  delivery_branch_id: orders.nullableInt(r, 'delivery_branch_id'),
  delivery_branch: orders.nullableText(r, 'delivery_branch'),
  payment_method_id: orders.nullableInt(r, 'payment_method_id'),
  payment_method_name: orders.nullableText(r, 'payment_method_name'),
  payment_type: r.payment_type === null ? null : orders.oneOf(r, 'payment_type', PAYMENT_TYPES),
  shipping_address: orders.nullableText(r, 'shipping_address'),
  billing_address: orders.nullableText(r, 'billing_address'),
  company_data: orders.nullableText(r, 'company_data'),
  extended_details: orders.text(r, 'extended_details'),
  created_at: orders.text(r, 'created_at'),
  updated_at: orders.text(r, 'updated_at'),
  paid_at: orders.nullableText(r, 'paid_at'),
  delivered_at: orders.nullableText(r, 'delivered_at'),
  version: orders.int(r, 'version'),
})
const lines = columns('order_lines')
const readOrderLineRow = (r: Row): OrderLineRow => ({
  id: lines.int(r, 'id'),
  order_id: lines.int(r, 'order_id'),
  product_id: lines.nullableInt(r, 'product_id'),
  name: lines.text(r, 'name'),
  sku: lines.text(r, 'sku'),
  product_type: lines.text(r, 'product_type'),
  qty: lines.int(r, 'qty'),
  unit_price_cents: lines.int(r, 'unit_price_cents'),
  row_total_cents: lines.int(r, 'row_total_cents'),
  tax_rate: lines.real(r, 'tax_rate'),
  options: lines.text(r, 'options'),
})
const readOrderRef = (r: Row) => ({ id: orders.int(r, 'id'), slug: orders.text(r, 'slug') })

export const toStoredOrder = (row: OrderRow): StoredOrder => ({
  id: row.id,
  slug: row.slug,
  cartId: row.cart_id,
  storeId: row.store_id,
  userId: row.user_id,
  guestUserId: row.guest_user_id,
  email: row.email,
  language: row.language,
  status: row.status,
  itemsTotalCents: row.items_total_cents,
  couponAmountCents: row.coupon_amount_cents,
  couponCode: row.coupon_code,
  loyaltyAmountCents: row.loyalty_amount_cents,
  deliveryAmountCents: row.delivery_amount_cents,
  taxCents: row.tax_cents,
  orderTotalCents: row.order_total_cents,
  currency: row.currency,
  itemsCount: row.items_count,
  giftMessage: row.gift_message,
  orderMessage: row.order_message,
  giftTo: row.gift_to,
  giftFrom: row.gift_from,
  memberCardBarcode: row.member_card_barcode,
  deliveryMethod:
    row.delivery_method_id !== null ? { id: row.delivery_method_id, name: row.delivery_method_name ?? '' } : null,
  deliveryBranch: parseJson<DeliveryBranch | null>(row.delivery_branch, null),
  paymentType: row.payment_type,
  paymentMethod:
    row.payment_method_id !== null && row.payment_type !== null
      ? { id: row.payment_method_id, name: row.payment_method_name ?? '', paymentType: row.payment_type }
      : null,
  shippingAddress: parseJson<StoredAddress | null>(row.shipping_address, null),
  billingAddress: parseJson<StoredAddress | null>(row.billing_address, null),
  companyData: parseJson<{ companyName: string; oib: string } | null>(row.company_data, null),
  extendedDetails: parseJson<Record<string, unknown>>(row.extended_details, {}),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  paidAt: row.paid_at,
  deliveredAt: row.delivered_at,
  version: row.version,
})

export const ORDER_SLUG_PREFIX = 'IZL'

/** A new order: the stored order without what the database assigns (id, slug, timestamps). */
export type NewOrder = Omit<
  StoredOrder,
  'id' | 'slug' | 'paymentType' | 'companyData' | 'createdAt' | 'updatedAt' | 'paidAt' | 'deliveredAt' | 'version'
> & {
  /** The cart's company data JSON, copied as it is. */
  companyDataJson: string | null
  /** The client address the edge saw (the cap on open unpaid orders counts per address, migration 0025). */
  clientAddress: string | null
}

export interface NewOrderLine {
  productId: number
  name: string
  sku: string
  productType: string
  qty: number
  unitPriceCents: number
  rowTotalCents: number
  /** The line's share of the coupon (≥ 0). */
  couponCents: number
  taxRate: number
  options: OrderLine['options']
}

/**
 * Statements writing an order and its lines (batch them in one transaction). The slug is
 * IZL-<year>-<zero-padded id>; the lines find their order by its cart id (one order per cart).
 */
export function insertOrderStatements(db: D1Database, order: NewOrder, lines: NewOrderLine[]): D1PreparedStatement[] {
  const json = <T>(value: T | null): string | null => (value === null ? null : JSON.stringify(value))
  return [
    db
      .prepare(
        `INSERT INTO orders (slug, cart_id, store_id, user_id, guest_user_id, email, language, status, items_total_cents, coupon_amount_cents, coupon_code,
           loyalty_amount_cents, delivery_amount_cents, tax_cents, order_total_cents, currency, items_count, gift_message, order_message, gift_to, gift_from,
           member_card_barcode, delivery_method_id, delivery_method_name, delivery_branch_id, delivery_branch, payment_method_id,
           payment_method_name, payment_type, shipping_address, billing_address, company_data, extended_details, client_address)
         VALUES ('pending-' || ?1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33)`,
      )
      .bind(
        order.cartId,
        order.storeId,
        order.userId,
        order.guestUserId,
        order.email,
        order.language,
        order.status,
        order.itemsTotalCents,
        order.couponAmountCents,
        order.couponCode,
        order.loyaltyAmountCents,
        order.deliveryAmountCents,
        order.taxCents,
        order.orderTotalCents,
        order.currency,
        order.itemsCount,
        order.giftMessage,
        order.orderMessage,
        order.giftTo,
        order.giftFrom,
        order.memberCardBarcode,
        order.deliveryMethod?.id ?? null,
        order.deliveryMethod?.name ?? null,
        order.deliveryBranch?.id ?? null,
        json(order.deliveryBranch),
        order.paymentMethod?.id ?? null,
        order.paymentMethod?.name ?? null,
        order.paymentMethod?.paymentType ?? null,
        json(order.shippingAddress),
        json(order.billingAddress),
        order.companyDataJson,
        JSON.stringify(order.extendedDetails),
        order.clientAddress,
      ),
    db
      .prepare(
        `UPDATE orders SET slug = printf('%s-%s-%06d', ?, strftime('%Y', created_at), id) WHERE cart_id = ? RETURNING *`,
      )
      .bind(ORDER_SLUG_PREFIX, order.cartId),
    db
      .prepare(
        `INSERT INTO order_events (order_id, event, to_status, actor) SELECT id, 'placed', status, 'buyer' FROM orders WHERE cart_id = ?`,
      )
      .bind(order.cartId),
    ...lines.map((line) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_id, product_id, name, sku, product_type, qty, unit_price_cents, row_total_cents, tax_rate, options, stock_taken, coupon_cents)
           VALUES ((SELECT id FROM orders WHERE cart_id = ?3), ?1, ?4, ?5, ?6, ?2, ?7, ?8, ?9, ?10, ${STOCK_TAKEN_SQL}, ?11)`,
        )
        .bind(
          line.productId,
          line.qty,
          order.cartId,
          line.name,
          line.sku,
          line.productType,
          line.unitPriceCents,
          line.rowTotalCents,
          line.taxRate,
          JSON.stringify(line.options),
          line.couponCents,
        ),
    ),
  ]
}

/**
 * The order a batch that began with insertOrderStatements wrote, as stored: its slug's UPDATE (the
 * second statement) answers the row (issue 38: not read back in a round trip after the batch).
 */
export function insertedOrder(results: readonly D1Result[]): StoredOrder | null {
  const row = results[1] ? batchRows(results[1], readOrderRow)[0] : undefined
  return row ? toStoredOrder(row) : null
}

/** The id and slug of the order made from a cart, if any. */
export async function findOrderRefByCart(db: D1Database, cartId: string): Promise<{ id: number; slug: string } | null> {
  return firstRow(db.prepare('SELECT id, slug FROM orders WHERE cart_id = ?').bind(cartId), readOrderRef)
}

export async function findOrderById(db: D1Database, id: number): Promise<StoredOrder | null> {
  const row = await firstRow(db.prepare('SELECT * FROM orders WHERE id = ?').bind(id), readOrderRow)
  return row ? toStoredOrder(row) : null
}

/** The order made from a cart (one per cart: orders.cart_id is UNIQUE). */
export async function findOrderByCart(db: D1Database, cartId: string): Promise<StoredOrder | null> {
  const row = await firstRow(db.prepare('SELECT * FROM orders WHERE cart_id = ?').bind(cartId), readOrderRow)
  return row ? toStoredOrder(row) : null
}

export async function findOrderBySlug(db: D1Database, slug: string): Promise<StoredOrder | null> {
  const row = await firstRow(db.prepare('SELECT * FROM orders WHERE slug = ? COLLATE NOCASE').bind(slug), readOrderRow)
  return row ? toStoredOrder(row) : null
}

/** One page of a user's orders in a store, newest first, and how many there are. */
export async function listUserOrders(
  db: D1Database,
  userId: number,
  storeId: number,
  limit: number,
  offset: number,
): Promise<{ orders: StoredOrder[]; total: number }> {
  const [rows, total] = await Promise.all([
    allRows(
      db
        .prepare('SELECT * FROM orders WHERE user_id = ? AND store_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .bind(userId, storeId, limit, offset),
      readOrderRow,
    ),
    countOf(db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND store_id = ?').bind(userId, storeId)),
  ])
  return { orders: rows.map(toStoredOrder), total }
}

export function orderSummary(order: StoredOrder): OrderSummary {
  return {
    id: order.id,
    slug: order.slug,
    status: order.status,
    createdAt: order.createdAt,
    orderTotal: fromCents(order.orderTotalCents),
    currency: order.currency,
    itemsCount: order.itemsCount,
  }
}

/**
 * The order as its reader sees it: the buyer (with the signed link's token when read through it, so
 * their file and invoice links carry it) or staff (who also see who made each change).
 */
export async function orderDto(
  env: Bindings,
  order: StoredOrder,
  reader: Pick<AfterSaleView, 'audience' | 'linkToken'> = { audience: 'buyer', linkToken: null },
): Promise<Order> {
  const db = env.DB
  const afterSale = orderAfterSale({ env, order, ...reader })
  const results = await allRows(
    db.prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id').bind(order.id),
    readOrderLineRow,
  )
  const lines: OrderLine[] = results.map((line) => {
    const options = parseJson<Partial<OrderLine['options']>>(line.options, {})
    return {
      id: line.id,
      productId: line.product_id,
      name: line.name,
      sku: line.sku,
      qty: line.qty,
      unitPrice: fromCents(line.unit_price_cents),
      rowTotal: fromCents(line.row_total_cents),
      options: {
        personalizations: options.personalizations ?? [],
        bundleOptions: options.bundleOptions ?? [],
        attributes: options.attributes ?? [],
      },
    }
  })
  return {
    ...orderSummary(order),
    email: order.email,
    language: order.language,
    giftMessage: order.giftMessage,
    orderMessage: order.orderMessage,
    couponCode: order.couponCode,
    prices: {
      itemsTotal: fromCents(order.itemsTotalCents),
      coupon: fromCents(order.couponAmountCents),
      delivery: fromCents(order.deliveryAmountCents),
      loyalty: fromCents(order.loyaltyAmountCents),
      tax: fromCents(order.taxCents),
      orderTotal: fromCents(order.orderTotalCents),
      cartTotal: fromCents(order.orderTotalCents),
    },
    deliveryMethod: order.deliveryMethod,
    deliveryBranch: order.deliveryBranch,
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress && (await namedAddress(db, order.shippingAddress, order.language)),
    billingAddress: order.billingAddress && (await namedAddress(db, order.billingAddress, order.language)),
    companyData: order.companyData,
    lines,
    extendedDetails: order.extendedDetails,
    bankTransfer:
      order.paymentType === 'BANK_TRANSFER' && order.status === 'pending_payment'
        ? await bankTransferOf(db, order)
        : null,
    payableUntil: isAwaitingProvider(order) ? await paymentDeadline(db, order.id) : null,
    afterSale: await afterSale,
  }
}

/** A card or wallet order whose payment the provider has not confirmed yet (it can be paid: "pay now"). */
export const isAwaitingProvider = (order: Pick<StoredOrder, 'status' | 'paymentType'>): boolean =>
  order.status === 'pending_payment' && (order.paymentType === 'HPF' || order.paymentType === 'WALLET')

/** A stored address as the order shows it: an order written before its snapshot named the country gets the name now. */
const namedAddress = (db: D1Database, address: StoredAddress, lang: Locale): Promise<OrderAddress> | OrderAddress =>
  address.countryName ? { ...address, countryName: address.countryName } : withCountryName(db, address, lang)

/** What the shopper pays by bank transfer: the shop's account, the order number as reference (model HR00). */
async function bankTransferOf(db: D1Database, order: StoredOrder): Promise<BankTransfer | null> {
  const seller = await getSeller(db)
  if (!seller) return null
  const account = {
    recipient: seller.name,
    street: seller.street,
    city: `${seller.zipCode} ${seller.city}`.trim(),
    iban: seller.iban,
    model: seller.model,
  }
  const payer = order.billingAddress ?? order.shippingAddress
  const reference = order.slug.replace(/^[A-Z]+-/, '')
  const description = `${order.language === 'en' ? 'Order' : 'Narudžba'} ${order.slug}`
  const payload = hub3Payload({
    amountCents: order.orderTotalCents,
    payer: {
      name: payer ? `${payer.firstName} ${payer.lastName}` : order.email,
      street: payer ? `${payer.street} ${payer.houseNumber}` : '',
      city: payer ? `${payer.zipCode} ${payer.city}` : '',
    },
    receiver: { name: account.recipient, street: account.street, city: account.city },
    iban: account.iban,
    model: account.model,
    reference,
    purposeCode: 'OTHR',
    description,
  })
  return {
    ...account,
    reference,
    description,
    amount: fromCents(order.orderTotalCents),
    currency: order.currency,
    payload,
  }
}

/** Appends orderSlug to a same-site path (keeps its query). */
export function withOrderSlug(path: string, slug: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}orderSlug=${encodeURIComponent(slug)}`
}

/** The storefront's success page for an order's language. */
export const successPath = (order: Pick<StoredOrder, 'language' | 'slug'>): string =>
  withOrderSlug(ROUTE_MANIFEST.checkoutSuccess.paths[order.language], order.slug)

/**
 * Statements: a pending order is paid (by the provider, or staff saw the bank transfer arrive), with
 * its event. The event's insert runs only when the update just changed the row (`changes()`).
 */
export const markPaid = (
  db: D1Database,
  orderId: number,
  actor: string,
  extra: Record<string, unknown>,
): D1PreparedStatement[] => [
  db
    .prepare(
      `UPDATE orders SET status = 'paid', paid_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
         version = version + 1, extended_details = json_patch(extended_details, ?)
       WHERE id = ? AND status = 'pending_payment'`,
    )
    .bind(JSON.stringify(extra), orderId),
  db
    .prepare(
      `INSERT INTO order_events (order_id, event, from_status, to_status, actor) SELECT ?, 'paid', 'pending_payment', 'paid', ? WHERE changes() = 1`,
    )
    .bind(orderId, actor),
]

/** Statements: a pending order failed; its reserved stock goes back to the shelf. */
export function markFailed(db: D1Database, orderId: number, extra: Record<string, unknown>): D1PreparedStatement[] {
  return [
    returnStockStatement(db, orderId, "status = 'pending_payment'"),
    db
      .prepare(
        `UPDATE orders SET status = 'failed', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), version = version + 1,
           extended_details = json_patch(extended_details, ?)
         WHERE id = ? AND status = 'pending_payment'`,
      )
      .bind(JSON.stringify(extra), orderId),
    db
      .prepare(
        `INSERT INTO order_events (order_id, event, from_status, to_status, actor, detail)
         SELECT ?, 'failed', 'pending_payment', 'failed', 'system', ? WHERE changes() = 1`,
      )
      .bind(orderId, JSON.stringify(extra)),
  ]
}
