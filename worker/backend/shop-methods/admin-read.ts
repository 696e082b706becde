import type { AdminDeliveryBranch, AdminDeliveryMethod, AdminPaymentMethod } from '../../../contract/dto/shop-methods'
import { allRows, batchRows, columns, countOf, type Row } from '../rows'
import { containsSql } from '../contains-text'
import { PAYMENT_TYPES } from '../commerce/orders'
import { parseCountries } from '../commerce/methods'
import { parseIsoList } from './rates'

/** The owner's view of the methods: every one (inactive too), both languages, in checkout order. */

const methods = columns('delivery_methods')
const readMethod = (r: Row) => ({
  id: methods.int(r, 'id'),
  priceCents: methods.int(r, 'price_cents'),
  freeOverCents: methods.nullableInt(r, 'free_over_cents'),
  countries: methods.text(r, 'countries'),
  active: methods.bool(r, 'active'),
  sortOrder: methods.int(r, 'sort_order'),
  branchCount: methods.int(r, 'branch_count'),
  nameHr: methods.text(r, 'name_hr'),
  nameEn: methods.text(r, 'name_en'),
  descriptionHr: methods.text(r, 'description_hr'),
  descriptionEn: methods.text(r, 'description_en'),
})

const rates = columns('delivery_method_rates')
const readRate = (r: Row) => ({
  methodId: rates.int(r, 'method_id'),
  countries: rates.text(r, 'countries'),
  priceCents: rates.int(r, 'price_cents'),
  freeOverCents: rates.nullableInt(r, 'free_over_cents'),
})

const branches = columns('delivery_branches')
const readBranch = (r: Row): AdminDeliveryBranch => ({
  id: branches.int(r, 'id'),
  methodId: branches.int(r, 'method_id'),
  address: branches.text(r, 'address'),
  name: { hr: branches.text(r, 'name_hr'), en: branches.text(r, 'name_en') },
  hours: { hr: branches.text(r, 'hours_hr'), en: branches.text(r, 'hours_en') },
  active: branches.bool(r, 'active'),
  sortOrder: branches.int(r, 'sort_order'),
})

const payments = columns('payment_methods')
const readPayment = (r: Row) => ({
  id: payments.int(r, 'id'),
  paymentType: payments.oneOf(r, 'payment_type', PAYMENT_TYPES),
  physicalOnly: payments.bool(r, 'physical_only'),
  active: payments.bool(r, 'active'),
  sortOrder: payments.int(r, 'sort_order'),
  nameHr: payments.text(r, 'name_hr'),
  nameEn: payments.text(r, 'name_en'),
  descriptionHr: payments.text(r, 'description_hr'),
  descriptionEn: payments.text(r, 'description_en'),
})
const links = columns('payment_method_delivery_methods')
const readLink = (r: Row) => ({
  paymentMethodId: links.int(r, 'payment_method_id'),
  deliveryMethodId: links.int(r, 'delivery_method_id'),
})

const BRANCH_SELECT = `SELECT b.id, b.method_id, b.address, b.active, b.sort_order,
    COALESCE(h.name, '') AS name_hr, COALESCE(e.name, '') AS name_en,
    COALESCE(h.hours, '') AS hours_hr, COALESCE(e.hours, '') AS hours_en
  FROM delivery_branches b
  LEFT JOIN delivery_branch_translations h ON h.branch_id = b.id AND h.language = 'hr'
  LEFT JOIN delivery_branch_translations e ON e.branch_id = b.id AND e.language = 'en'`

/** Every delivery method with its rates and how many branches it has (`onlyId`: that one). */
export async function adminDeliveryMethods(db: D1Database, onlyId?: number): Promise<AdminDeliveryMethod[]> {
  const id = onlyId ?? null
  const [methodRows, rateRows] = await db.batch([
    db
      .prepare(
        `SELECT m.id, m.price_cents, m.free_over_cents, m.countries, m.active, m.sort_order,
           (SELECT COUNT(*) FROM delivery_branches b WHERE b.method_id = m.id) AS branch_count,
           COALESCE(h.name, '') AS name_hr, COALESCE(e.name, '') AS name_en,
           COALESCE(h.description, '') AS description_hr, COALESCE(e.description, '') AS description_en
         FROM delivery_methods m
         LEFT JOIN delivery_method_translations h ON h.method_id = m.id AND h.language = 'hr'
         LEFT JOIN delivery_method_translations e ON e.method_id = m.id AND e.language = 'en'
         WHERE ?1 IS NULL OR m.id = ?1
         ORDER BY m.sort_order, m.id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT method_id, countries, price_cents, free_over_cents FROM delivery_method_rates
         WHERE ?1 IS NULL OR method_id = ?1 ORDER BY sort_order, id`,
      )
      .bind(id),
  ])
  const allRates = batchRows(rateRows, readRate)
  return batchRows(methodRows, readMethod).map((m) => ({
    id: m.id,
    name: { hr: m.nameHr, en: m.nameEn },
    description: { hr: m.descriptionHr, en: m.descriptionEn },
    priceCents: m.priceCents,
    freeOverCents: m.freeOverCents,
    countries: parseCountries(m.countries),
    rates: allRates
      .filter((r) => r.methodId === m.id)
      .map((r) => ({ countries: parseIsoList(r.countries), priceCents: r.priceCents, freeOverCents: r.freeOverCents })),
    active: m.active,
    sortOrder: m.sortOrder,
    branchCount: m.branchCount,
  }))
}

/** One branch, or null. */
export async function adminBranch(db: D1Database, id: number): Promise<AdminDeliveryBranch | null> {
  return (await allRows(db.prepare(`${BRANCH_SELECT} WHERE b.id = ?`).bind(id), readBranch))[0] ?? null
}

const BRANCH_SEARCH = `b.method_id = ?1 AND (?2 IS NULL OR ${containsSql('h.name', '?2')} OR ${containsSql('e.name', '?2')} OR ${containsSql('b.address', '?2')})`

/** One page of a method's branches in checkout order, those whose name (either language) or address contains `q`. */
export async function adminBranchPage(
  db: D1Database,
  methodId: number,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminDeliveryBranch[]; total: number }> {
  const term = q?.trim() || null
  const [rows, total] = await Promise.all([
    allRows(
      db
        .prepare(`${BRANCH_SELECT} WHERE ${BRANCH_SEARCH} ORDER BY b.sort_order, b.id LIMIT ?3 OFFSET ?4`)
        .bind(methodId, term, limit, offset),
      readBranch,
    ),
    countOf(
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM delivery_branches b
           LEFT JOIN delivery_branch_translations h ON h.branch_id = b.id AND h.language = 'hr'
           LEFT JOIN delivery_branch_translations e ON e.branch_id = b.id AND e.language = 'en'
           WHERE ${BRANCH_SEARCH}`,
        )
        .bind(methodId, term),
    ),
  ])
  return { rows, total }
}

/** Every payment method (`onlyId`: that one) with the delivery methods it goes with. */
export async function adminPaymentMethods(db: D1Database, onlyId?: number): Promise<AdminPaymentMethod[]> {
  const id = onlyId ?? null
  const [paymentRows, linkRows] = await db.batch([
    db
      .prepare(
        `SELECT m.id, m.payment_type, m.physical_only, m.active, m.sort_order,
           COALESCE(h.name, '') AS name_hr, COALESCE(e.name, '') AS name_en,
           COALESCE(h.description, '') AS description_hr, COALESCE(e.description, '') AS description_en
         FROM payment_methods m
         LEFT JOIN payment_method_translations h ON h.method_id = m.id AND h.language = 'hr'
         LEFT JOIN payment_method_translations e ON e.method_id = m.id AND e.language = 'en'
         WHERE ?1 IS NULL OR m.id = ?1
         ORDER BY m.sort_order, m.id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT payment_method_id, delivery_method_id FROM payment_method_delivery_methods
         WHERE ?1 IS NULL OR payment_method_id = ?1 ORDER BY delivery_method_id`,
      )
      .bind(id),
  ])
  const allLinks = batchRows(linkRows, readLink)
  return batchRows(paymentRows, readPayment).map((m) => ({
    id: m.id,
    paymentType: m.paymentType,
    physicalOnly: m.physicalOnly,
    name: { hr: m.nameHr, en: m.nameEn },
    description: { hr: m.descriptionHr, en: m.descriptionEn },
    active: m.active,
    sortOrder: m.sortOrder,
    deliveryMethodIds: allLinks.filter((l) => l.paymentMethodId === m.id).map((l) => l.deliveryMethodId),
  }))
}
