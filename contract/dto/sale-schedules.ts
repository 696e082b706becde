/** Issue 37, promotions: a product's scheduled sale periods as staff see them (money in integer cents). */

export type SaleState = 'scheduled' | 'running' | 'ended'

export interface AdminSalePeriod {
  id: number
  priceCents: number
  /** ISO 8601 UTC. */
  startsAt: string
  endsAt: string
  state: SaleState
  createdBy: string
  createdAt: string
}

export interface AdminSalePeriods {
  productId: number
  /** The regular price a sale price must be below. */
  retailPriceCents: number
  /** A configurable product's prices are its variants': its periods are set on each variant. */
  configurable: boolean
  /** Newest start first. */
  periods: AdminSalePeriod[]
}
