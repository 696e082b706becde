import * as v from 'valibot'
import type { CheckoutRules, SellerSettings, ShopSettings, VatRateUse } from '../../../contract/dto/shop-settings'
import type { SellerUpdate } from '../../../contract/schemas/shop-settings'
import { auditStatement, type AuditActor } from '../audit-log'
import { refuse } from '../http'
import { allRows, columns, type Row } from '../rows'
import type { Locale } from '../../../contract/locales'
import { getCheckoutSettings, getSeller, getSetting, listCountries } from './repository'

/** Issue 37: the owner's shop settings — VAT rates (tax.vatRates), checkout rules (group checkout), the seller (shop.seller). */

/** The rates a shop without the setting uses (Croatia: standard, two reduced, zero). */
const DEFAULT_VAT_RATES = [25, 13, 5, 0]

const products = columns('products')
const readRateCount = (r: Row) => ({ rate: products.real(r, 'tax_rate'), products: products.int(r, 'n') })

/** The rates of setting tax.vatRates, highest first (the defaults when it is missing or malformed). */
export async function readVatRates(db: D1Database): Promise<number[]> {
  const parsed = v.safeParse(v.array(v.number()), (await getSetting(db, 'tax', 'vatRates'))?.value)
  const rates = parsed.success && parsed.output.length > 0 ? parsed.output : DEFAULT_VAT_RATES
  return [...rates].sort((a, b) => b - a)
}

/** How many products carry each rate (any rate, listed or not). */
async function productsPerRate(db: D1Database): Promise<Map<number, number>> {
  const rows = await allRows(
    db.prepare('SELECT tax_rate, COUNT(*) AS n FROM products GROUP BY tax_rate'),
    readRateCount,
  )
  return new Map(rows.map((row) => [row.rate, row.products]))
}

/** The shop's rates with how many products carry each. */
export async function vatRateUses(db: D1Database): Promise<VatRateUse[]> {
  const [rates, counts] = await Promise.all([readVatRates(db), productsPerRate(db)])
  return rates.map((rate) => ({ rate, products: counts.get(rate) ?? 0 }))
}

export async function readShopSettings(db: D1Database, lang: Locale): Promise<ShopSettings> {
  const [vatRates, checkout, seller, countries] = await Promise.all([
    vatRateUses(db),
    getCheckoutSettings(db),
    getSeller(db),
    listCountries(db, lang),
  ])
  return {
    vatRates,
    checkout: {
      allowedCountries: checkout.allowedCountries,
      cartAdditionBehaviour: checkout.cartAdditionBehaviour,
      loginRequiredToBuy: checkout.loginRequiredToBuy,
    },
    seller,
    countries,
  }
}

/** One setting written (insert or replace its value). */
const writeSetting = (db: D1Database, group: string, key: string, value: unknown): D1PreparedStatement =>
  db
    .prepare(
      `INSERT INTO settings (group_name, key, value) VALUES (?, ?, ?)
       ON CONFLICT (group_name, key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(group, key, JSON.stringify(value))

/**
 * The owner replaces the list of VAT rates. A rate that products still carry cannot go: 409 with
 * the rate and how many products carry it (staff first move those products to another rate).
 */
export async function saveVatRates(db: D1Database, rates: number[], actor: AuditActor): Promise<void> {
  const [before, counts] = await Promise.all([readVatRates(db), productsPerRate(db)])
  for (const rate of before) {
    const inUse = counts.get(rate) ?? 0
    if (!rates.includes(rate) && inUse > 0)
      throw refuse(409, 'VAT_RATE_IN_USE', { params: { rate, products: inUse }, field: 'rates' })
  }
  const sorted = [...rates].sort((a, b) => b - a)
  await db.batch([
    writeSetting(db, 'tax', 'vatRates', sorted),
    auditStatement(db, {
      actor,
      action: 'vatRates.update',
      subject: 'setting:tax.vatRates',
      detail: { before, after: sorted },
    }),
  ])
}

/** The countries table's codes among `codes` that it does not hold. */
async function unknownCountries(db: D1Database, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return []
  const known = await allRows(
    db.prepare('SELECT iso FROM countries WHERE iso IN (SELECT value FROM json_each(?))').bind(JSON.stringify(codes)),
    (r: Row) => columns('countries').text(r, 'iso'),
  )
  return codes.filter((code) => !known.includes(code))
}

/** The owner changes the checkout rules (one batch: the three settings and the audit entry). */
export async function saveCheckoutRules(db: D1Database, rules: CheckoutRules, actor: AuditActor): Promise<void> {
  if (rules.allowedCountries !== 'ALL') {
    const unknown = await unknownCountries(db, rules.allowedCountries)
    if (unknown.length > 0)
      throw refuse(400, 'UNKNOWN_COUNTRY', { params: { country: unknown.join(', ') }, field: 'allowedCountries' })
  }
  const before = await getCheckoutSettings(db)
  await db.batch([
    writeSetting(db, 'checkout', 'allowedCountries', rules.allowedCountries),
    writeSetting(db, 'checkout', 'cartAdditionBehaviour', rules.cartAdditionBehaviour),
    writeSetting(db, 'checkout', 'loginRequiredToBuy', rules.loginRequiredToBuy),
    auditStatement(db, {
      actor,
      action: 'checkoutRules.update',
      subject: 'setting:checkout',
      detail: {
        before: {
          allowedCountries: before.allowedCountries,
          cartAdditionBehaviour: before.cartAdditionBehaviour,
          loginRequiredToBuy: before.loginRequiredToBuy,
        },
        after: rules,
      },
    }),
  ])
}

/** The fields that changed, old and new (what the audit entry keeps). */
function sellerChanges(before: SellerSettings | null, after: SellerSettings): Record<string, unknown> {
  const changed: Record<string, { from: string | null; to: string }> = {}
  for (const key of Object.keys(after) as (keyof SellerSettings)[])
    if (before?.[key] !== after[key]) changed[key] = { from: before?.[key] ?? null, to: after[key] }
  return changed
}

/** The owner replaces the seller record: the contact page, new HUB-3 slips and new invoices read it. */
export async function saveSeller(db: D1Database, seller: SellerUpdate, actor: AuditActor): Promise<void> {
  if ((await unknownCountries(db, [seller.country])).length > 0)
    throw refuse(400, 'UNKNOWN_COUNTRY', { params: { country: seller.country }, field: 'country' })
  const before = await getSeller(db)
  await db.batch([
    writeSetting(db, 'shop', 'seller', seller),
    auditStatement(db, {
      actor,
      action: 'seller.update',
      subject: 'setting:shop.seller',
      detail: sellerChanges(before, seller),
    }),
  ])
}

/**
 * A product's VAT rate must be one the shop uses (the list the editor offers); a product saved
 * again may keep the rate it already has. The refusal the editor shows at `taxRate`, or null.
 */
export async function vatRateRefusal(
  db: D1Database,
  rate: number,
  kept: number | null,
): Promise<{ code: string; field: string; params: Record<string, number> } | null> {
  if (rate === kept || (await readVatRates(db)).includes(rate)) return null
  return { code: 'VAT_RATE_NOT_OFFERED', field: 'taxRate', params: { rate } }
}
