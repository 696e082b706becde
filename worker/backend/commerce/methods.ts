import type { Locale } from '../../../contract/locales'
import type { DeliveryOption, PaymentType } from '../../../contract/dto/commerce'
import type { DeliveryRate } from '../../../contract/dto/shop-methods'
import { needsTestProvider } from './sandbox-payments'
import { allRows, columns, type Row } from '../rows'
import { PAYMENT_TYPES } from './orders'
import { parseIsoList } from '../shop-methods/rates'

/** Delivery and payment methods with their translations (request language). */
export interface DeliveryMethodInfo {
  id: number
  name: string
  description: string
  priceCents: number
  /** Free when the items total after the coupon reaches this (null = never free). */
  freeOverCents: number | null
  /** 'ALL' or ISO codes. */
  countries: 'ALL' | string[]
  /** Prices by country zone (issue 37); a country none names pays priceCents / freeOverCents. */
  rates: DeliveryRate[]
  branches: DeliveryOption[]
}

export interface PaymentMethodInfo {
  id: number
  name: string
  description: string
  paymentType: PaymentType
  physicalOnly: boolean
  /** The delivery methods it goes with; none = every one (issue 37). */
  deliveryMethodIds: number[]
}

interface DeliveryRow {
  id: number
  price_cents: number
  free_over_cents: number | null
  countries: string
  name: string
  description: string
}

const deliveryMethods = columns('delivery_methods')
const readDeliveryRow = (r: Row): DeliveryRow => ({
  id: deliveryMethods.int(r, 'id'),
  price_cents: deliveryMethods.int(r, 'price_cents'),
  free_over_cents: deliveryMethods.nullableInt(r, 'free_over_cents'),
  countries: deliveryMethods.text(r, 'countries'),
  name: deliveryMethods.text(r, 'name'),
  description: deliveryMethods.text(r, 'description'),
})
const deliveryBranches = columns('delivery_branches')
const readBranch = (r: Row) => ({
  id: deliveryBranches.int(r, 'id'),
  method_id: deliveryBranches.int(r, 'method_id'),
  address: deliveryBranches.text(r, 'address'),
  name: deliveryBranches.text(r, 'name'),
  hours: deliveryBranches.text(r, 'hours'),
})
const deliveryRates = columns('delivery_method_rates')
const readRate = (r: Row) => ({
  method_id: deliveryRates.int(r, 'method_id'),
  countries: deliveryRates.text(r, 'countries'),
  price_cents: deliveryRates.int(r, 'price_cents'),
  free_over_cents: deliveryRates.nullableInt(r, 'free_over_cents'),
})
const paymentLinks = columns('payment_method_delivery_methods')
const readPaymentLink = (r: Row) => ({
  payment_method_id: paymentLinks.int(r, 'payment_method_id'),
  delivery_method_id: paymentLinks.int(r, 'delivery_method_id'),
})
const paymentMethods = columns('payment_methods')
const readPaymentMethod = (r: Row) => ({
  id: paymentMethods.int(r, 'id'),
  payment_type: paymentMethods.oneOf(r, 'payment_type', PAYMENT_TYPES),
  physical_only: paymentMethods.flag(r, 'physical_only'),
  name: paymentMethods.text(r, 'name'),
  description: paymentMethods.text(r, 'description'),
})

export function parseCountries(value: string): 'ALL' | string[] {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed.toUpperCase() === 'ALL') return 'ALL'
  return trimmed
    .split(',')
    .map((iso) => iso.trim().toUpperCase())
    .filter(Boolean)
}

/** The active methods (all, or the one ?2 names), as a subquery: the branches and rates read them in the same round trip. */
const ACTIVE_METHODS = 'SELECT id FROM delivery_methods WHERE active = 1 AND (?2 IS NULL OR id = ?2)'

export async function loadDeliveryMethods(
  db: D1Database,
  lang: Locale,
  onlyId?: number,
): Promise<DeliveryMethodInfo[]> {
  // Three reads at once (issue 38: one round trip, not two): the branches and rates name the methods by the same condition.
  const [methods, branches, rates] = await Promise.all([
    allRows(
      db
        .prepare(
          `SELECT m.id, m.price_cents, m.free_over_cents, m.countries, COALESCE(t.name, f.name, '') AS name, COALESCE(t.description, f.description, '') AS description
       FROM delivery_methods m
       LEFT JOIN delivery_method_translations t ON t.method_id = m.id AND t.language = ?1
       LEFT JOIN delivery_method_translations f ON f.method_id = m.id AND f.language = 'hr'
       WHERE m.active = 1 AND (?2 IS NULL OR m.id = ?2)
       ORDER BY m.sort_order, m.id`,
        )
        .bind(lang, onlyId ?? null),
      readDeliveryRow,
    ),
    allRows(
      db
        .prepare(
          `SELECT b.id, b.method_id, b.address, COALESCE(t.name, f.name, '') AS name,
           COALESCE(NULLIF(t.hours, ''), f.hours, '') AS hours
         FROM delivery_branches b
         LEFT JOIN delivery_branch_translations t ON t.branch_id = b.id AND t.language = ?1
         LEFT JOIN delivery_branch_translations f ON f.branch_id = b.id AND f.language = 'hr'
         WHERE b.active = 1 AND b.method_id IN (${ACTIVE_METHODS})
         ORDER BY b.sort_order, b.id`,
        )
        .bind(lang, onlyId ?? null),
      readBranch,
    ),
    allRows(
      db
        .prepare(
          `SELECT method_id, countries, price_cents, free_over_cents FROM delivery_method_rates
         WHERE method_id IN (${ACTIVE_METHODS}) ORDER BY sort_order, id`,
        )
        .bind(lang, onlyId ?? null),
      readRate,
    ),
  ])
  return methods.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    priceCents: m.price_cents,
    freeOverCents: m.free_over_cents,
    countries: parseCountries(m.countries),
    rates: rates
      .filter((r) => r.method_id === m.id)
      .map((r) => ({
        countries: parseIsoList(r.countries),
        priceCents: r.price_cents,
        freeOverCents: r.free_over_cents,
      })),
    branches: branches
      .filter((b) => b.method_id === m.id)
      .map((b) => ({ id: b.id, name: b.name, address: b.address, hours: b.hours })),
  }))
}

/** Active payment methods; those of the test providers only while test payments are on. */
export async function loadPaymentMethods(
  db: D1Database,
  lang: Locale,
  testPayments: boolean,
): Promise<PaymentMethodInfo[]> {
  const [results, links] = await Promise.all([
    allRows(
      db
        .prepare(
          `SELECT m.id, m.payment_type, m.physical_only, COALESCE(t.name, f.name, '') AS name, COALESCE(t.description, f.description, '') AS description
       FROM payment_methods m
       LEFT JOIN payment_method_translations t ON t.method_id = m.id AND t.language = ?1
       LEFT JOIN payment_method_translations f ON f.method_id = m.id AND f.language = 'hr'
       WHERE m.active = 1
       ORDER BY m.sort_order, m.id`,
        )
        .bind(lang),
      readPaymentMethod,
    ),
    allRows(
      db.prepare('SELECT payment_method_id, delivery_method_id FROM payment_method_delivery_methods'),
      readPaymentLink,
    ),
  ])
  return results
    .filter((m) => testPayments || !needsTestProvider(m.payment_type))
    .map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      paymentType: m.payment_type,
      physicalOnly: m.physical_only === 1,
      deliveryMethodIds: links.filter((l) => l.payment_method_id === m.id).map((l) => l.delivery_method_id),
    }))
}

/** Whether a method delivers to a country ISO code (null = country not chosen yet: any). */
export const deliversTo = (method: DeliveryMethodInfo, iso: string | null): boolean =>
  iso === null || method.countries === 'ALL' || method.countries.includes(iso.toUpperCase())

/**
 * Whether a payment method may pay for a cart: cash on delivery only when something is delivered;
 * one the owner tied to delivery methods only once one of them is chosen (so never for a
 * digital-only cart, which has no delivery).
 */
export const paymentFits = (
  method: PaymentMethodInfo,
  cart: { digitalOnly: boolean; deliveryMethodId: number | null },
): boolean => {
  if (method.physicalOnly && cart.digitalOnly) return false
  if (method.deliveryMethodIds.length === 0) return true
  return !cart.digitalOnly && cart.deliveryMethodId !== null && method.deliveryMethodIds.includes(cart.deliveryMethodId)
}
