import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type { OrderAddress, OrderCreateResult, WalletPayment } from '../../../contract/dto/commerce'
import type { AccessClaims } from '../../lib/tokens'
import { badRequest } from '../http'
import { fromCents } from '../money'
import { getCheckoutSettings } from '../settings/repository'
import { resolveBuyer } from './buyer'
import { lineAttributes, linePersonalizations, loadCartState } from './cart-state'
import { findCart, sessionMissing, sessionUsed } from './cart-store'
import { countCouponUse } from './coupons'
import { assertSellable, assertStock } from './line-rules'
import { deliversTo, loadPaymentMethods } from './methods'
import { snapshotFromInput, storedAddresses } from './order-addresses'
import { ORDER_SLUG_PREFIX } from './orders'
import { hostedFormHtml, newPaymentSession } from './payment-sessions'
import type { OrderCreateSchema } from './schemas'

export type OrderCreateInput = v.InferOutput<typeof OrderCreateSchema>

export const WALLET_BUTTONS = [{ id: 'izlog-test-wallet', label: 'Izlog Pay (test)' }]

const isUniqueViolation = (error: unknown): boolean => error instanceof Error && /UNIQUE constraint failed: orders\.cart_id/i.test(error.message)

/**
 * order/create: checks the cart (items, delivery unless digital-only, payment method, addresses),
 * then in ONE transaction writes the order + lines, archives the cart, counts the coupon use,
 * reserves stock and (card) opens a hosted payment session.
 */
export async function createOrder(db: D1Database, apiUser: AccessClaims | null, lang: Locale, input: OrderCreateInput): Promise<OrderCreateResult> {
  const cart = await findCart(db, input.cartId, input.protectCode)
  if (!cart) throw sessionMissing()
  if (cart.status === 'archived') throw sessionUsed()
  const buyer = await resolveBuyer(db, apiUser, cart, input.userId)
  const state = await loadCartState(db, cart, lang)
  if (state.lines.length === 0) throw badRequest('The cart is empty.', 'CART_EMPTY')
  for (const line of state.lines) {
    assertSellable(line.product)
    assertStock(line.product, line.row.qty)
    for (const variant of line.variants) assertSellable(variant)
  }

  const delivery = state.delivery
  let branch: { id: number; name: string; address: string } | null = null
  if (!state.digitalOnly) {
    if (!delivery) throw badRequest('error.shippingMethodUndefined', 'DELIVERY_METHOD_REQUIRED')
    if (delivery.branches.length > 0) {
      branch = delivery.branches.find((b) => b.id === state.cart.deliveryBranchId) ?? null
      if (!branch) throw badRequest('error.shippingBranchUndefined', 'BRANCH_REQUIRED')
    }
  }
  const payment = (await loadPaymentMethods(db, lang)).find((m) => m.id === state.cart.paymentMethodId && !(m.physicalOnly && state.digitalOnly))
  if (!payment) throw badRequest('error.paymentMethodUndefined', 'PAYMENT_METHOD_REQUIRED')

  const stored = input.shippingAddress && input.billingAddress ? { shipping: null, billing: null } : await storedAddresses(db, buyer)
  const shipping: OrderAddress | null = input.shippingAddress ? await snapshotFromInput(db, input.shippingAddress, lang, 'shippingAddress') : stored.shipping
  const billing: OrderAddress | null = input.billingAddress ? await snapshotFromInput(db, input.billingAddress, lang, 'billingAddress') : (stored.billing ?? shipping)
  if (!state.digitalOnly && delivery && branch === null) {
    if (!shipping) throw badRequest('A shipping address is required.', 'SHIPPING_ADDRESS_REQUIRED')
    const settings = await getCheckoutSettings(db)
    const allowed = settings.allowedCountries === 'ALL' || settings.allowedCountries.includes(shipping.country)
    if (!allowed || !deliversTo(delivery, shipping.country)) {
      throw badRequest(`${delivery.name} does not deliver to ${shipping.country}.`, 'DELIVERY_COUNTRY_NOT_SERVED')
    }
  }

  const totals = state.totals
  const free = totals.orderTotal <= 0
  const status = payment.paymentType === 'COD' || free ? 'placed' : 'pending_payment'
  const itemsCount = state.lines.reduce((sum, line) => sum + line.row.qty, 0)
  const extendedDetails = {
    instructions: cart.instructions,
    digitalOnly: state.digitalOnly,
    memberCard: state.memberCardValid ? cart.memberCardBarcode : null,
    gift: { to: input.to, from: input.from },
    paymentType: payment.paymentType,
  }
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (slug, cart_id, store_id, user_id, guest_user_id, email, language, status, items_total_cents, coupon_amount_cents, coupon_code,
           loyalty_amount_cents, delivery_amount_cents, tax_cents, order_total_cents, currency, items_count, gift_message, order_message, gift_to, gift_from,
           member_card_barcode, delivery_method_id, delivery_method_name, delivery_branch_id, delivery_branch, payment_method_id,
           payment_method_name, payment_type, shipping_address, billing_address, company_data, extended_details)
         VALUES ('pending-' || ?1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32)`,
      )
      .bind(
        cart.id,
        cart.storeId,
        buyer.userId,
        buyer.guestUserId,
        buyer.email,
        lang,
        status,
        totals.itemsTotal,
        totals.coupon,
        state.coupon?.code ?? null,
        totals.loyalty,
        totals.delivery,
        totals.tax,
        totals.orderTotal,
        state.currency.code,
        itemsCount,
        input.giftMessage,
        input.orderMessage,
        input.to,
        input.from,
        state.memberCardValid ? cart.memberCardBarcode : null,
        delivery?.id ?? null,
        delivery?.name ?? null,
        branch?.id ?? null,
        branch ? JSON.stringify(branch) : null,
        payment.id,
        payment.name,
        payment.paymentType,
        shipping && !state.digitalOnly ? JSON.stringify(shipping) : null,
        billing ? JSON.stringify(billing) : null,
        cart.companyData,
        JSON.stringify(extendedDetails),
      ),
    db
      .prepare(`UPDATE orders SET slug = printf('%s-%s-%06d', ?, strftime('%Y', created_at), id) WHERE cart_id = ?`)
      .bind(ORDER_SLUG_PREFIX, cart.id),
    ...state.lines.map((line) =>
      db
        .prepare(
          `INSERT INTO order_lines (order_id, product_id, name, sku, product_type, qty, unit_price_cents, row_total_cents, tax_rate, options)
           VALUES ((SELECT id FROM orders WHERE cart_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          cart.id,
          line.product.id,
          line.product.name,
          line.product.sku,
          line.product.type,
          line.row.qty,
          line.priced.unitPrice,
          line.priced.row,
          line.product.taxRate,
          JSON.stringify({ personalizations: linePersonalizations(line), bundleOptions: line.options.bundleOptions, attributes: lineAttributes(line) }),
        ),
    ),
    ...state.lines
      .filter((line) => line.product.stockQty !== null)
      .map((line) => db.prepare('UPDATE products SET stock_qty = MAX(0, stock_qty - ?) WHERE id = ? AND stock_qty IS NOT NULL').bind(line.row.qty, line.product.id)),
    db
      .prepare("UPDATE carts SET status = 'archived', version = version + 1, language = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
      .bind(lang, cart.id),
  ]
  if (state.coupon) statements.push(countCouponUse(db, state.coupon.id))
  let html: OrderCreateResult['html'] = ''
  let token: string | null = null
  if (status === 'pending_payment' && payment.paymentType === 'HPF') {
    const session = await newPaymentSession(db, cart.id, totals.orderTotal, state.currency.code, lang, input.successURL, input.failureURL)
    statements.push(session.statement)
    token = session.token
  }
  try {
    await db.batch(statements)
  } catch (error) {
    if (isUniqueViolation(error)) throw sessionUsed()
    throw error
  }
  const order = await db.prepare('SELECT id, slug FROM orders WHERE cart_id = ?').bind(cart.id).first<{ id: number; slug: string }>()
  if (!order) throw sessionMissing()
  if (token) html = hostedFormHtml(token, order.slug, fromCents(totals.orderTotal), state.currency.code, lang)
  if (status === 'pending_payment' && payment.paymentType === 'WALLET') {
    const wallet: WalletPayment = { type: 'wallet', mode: 'one-time', buttons: WALLET_BUTTONS, orderId: order.id, amount: fromCents(totals.orderTotal), currency: state.currency.code }
    html = wallet
  }
  return { html, orderSlug: order.slug, orderId: order.id }
}
