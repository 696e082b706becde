import type { AdminSalePeriod, AdminSalePeriods, SaleState } from '../../../contract/dto/sale-schedules'
import { allRows, columns, firstRow, type Row } from '../rows'

/** Issue 37, promotions: reading a product's sale periods (migration 0053) and the prices they are checked against. */

const sales = columns('sale_schedules')
const products = columns('products')
const STATES = ['scheduled', 'running', 'ended'] as const satisfies readonly SaleState[]

/** A product's periods staff see: the newest start first, at most this many. */
export const PERIODS_SHOWN = 200

const readPeriod = (r: Row): AdminSalePeriod => ({
  id: sales.int(r, 'id'),
  priceCents: sales.int(r, 'price_cents'),
  startsAt: sales.text(r, 'starts_at'),
  endsAt: sales.text(r, 'ends_at'),
  state: sales.oneOf(r, 'state', STATES),
  createdBy: sales.text(r, 'created_by'),
  createdAt: sales.text(r, 'created_at'),
})

export interface SaleProduct {
  id: number
  retailPriceCents: number
  configurable: boolean
}

const readProduct = (r: Row): SaleProduct => ({
  id: products.int(r, 'id'),
  retailPriceCents: products.int(r, 'retail_price_cents'),
  configurable: products.text(r, 'type') === 'configurable',
})

/** The product a period is for: its regular price and whether its prices are its variants'. */
export async function findSaleProduct(db: D1Database, id: number): Promise<SaleProduct | null> {
  return firstRow(db.prepare('SELECT id, retail_price_cents, type FROM products WHERE id = ?').bind(id), readProduct)
}

/** One period of a product (null when the product has no such period). */
export async function findPeriod(db: D1Database, productId: number, saleId: number): Promise<AdminSalePeriod | null> {
  return firstRow(
    db
      .prepare(
        'SELECT id, price_cents, starts_at, ends_at, state, created_by, created_at FROM sale_schedules WHERE id = ? AND product_id = ?',
      )
      .bind(saleId, productId),
    readPeriod,
  )
}

/** The product's periods as the editor lists them. */
export async function salePeriods(db: D1Database, product: SaleProduct): Promise<AdminSalePeriods> {
  const periods = await allRows(
    db
      .prepare(
        `SELECT id, price_cents, starts_at, ends_at, state, created_by, created_at FROM sale_schedules
         WHERE product_id = ? ORDER BY starts_at DESC, id DESC LIMIT ?`,
      )
      .bind(product.id, PERIODS_SHOWN),
    readPeriod,
  )
  return {
    productId: product.id,
    retailPriceCents: product.retailPriceCents,
    configurable: product.configurable,
    periods,
  }
}
