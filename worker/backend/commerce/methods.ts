import type { Locale } from '../../../contract/locales'
import type { DeliveryBranch, PaymentType } from '../../../contract/dto/commerce'
import { needsTestProvider } from './sandbox-payments'
import { allRows, columns, type Row } from '../rows'
import { PAYMENT_TYPES } from './orders'

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
  branches: DeliveryBranch[]
}

export interface PaymentMethodInfo {
  id: number
  name: string
  description: string
  paymentType: PaymentType
  physicalOnly: boolean
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

export async function loadDeliveryMethods(
  db: D1Database,
  lang: Locale,
  onlyId?: number,
): Promise<DeliveryMethodInfo[]> {
  const methods = await allRows(
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
  )
  if (methods.length === 0) return []
  const branches = await allRows(
    db
      .prepare(
        `SELECT b.id, b.method_id, b.address, COALESCE(t.name, f.name, '') AS name
       FROM delivery_branches b
       LEFT JOIN delivery_branch_translations t ON t.branch_id = b.id AND t.language = ?1
       LEFT JOIN delivery_branch_translations f ON f.branch_id = b.id AND f.language = 'hr'
       WHERE b.active = 1
       ORDER BY b.sort_order, b.id`,
      )
      .bind(lang),
    readBranch,
  )
  return methods.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    priceCents: m.price_cents,
    freeOverCents: m.free_over_cents,
    countries: parseCountries(m.countries),
    branches: branches.filter((b) => b.method_id === m.id).map((b) => ({ id: b.id, name: b.name, address: b.address })),
  }))
}

/** Active payment methods; those of the test providers only while test payments are on. */
export async function loadPaymentMethods(
  db: D1Database,
  lang: Locale,
  testPayments: boolean,
): Promise<PaymentMethodInfo[]> {
  const results = await allRows(
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
  )
  return results
    .filter((m) => testPayments || !needsTestProvider(m.payment_type))
    .map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      paymentType: m.payment_type,
      physicalOnly: m.physical_only === 1,
    }))
}

/** Whether a method delivers to a country ISO code (null = country not chosen yet: any). */
export const deliversTo = (method: DeliveryMethodInfo, iso: string | null): boolean =>
  iso === null || method.countries === 'ALL' || method.countries.includes(iso.toUpperCase())
