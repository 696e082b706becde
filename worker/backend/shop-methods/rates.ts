import type { DeliveryRate } from '../../../contract/dto/shop-methods'
import type { Cents } from '../money'

/**
 * A delivery method's price for a country (issue 37): the first of its rates (zones) that names the
 * country, else the method's own default price. Pure: checkout, the cart's totals and the order all
 * price through it.
 */

export interface PricedDelivery {
  priceCents: Cents
  freeOverCents: Cents | null
}

/** A stored zone's countries ('AT,DE') as ISO codes. */
export const parseIsoList = (value: string): string[] =>
  value
    .split(',')
    .map((iso) => iso.trim().toUpperCase())
    .filter(Boolean)

/** The price of a method for the country (null = not chosen yet: the default price). */
export function priceFor(
  method: PricedDelivery & { rates: readonly DeliveryRate[] },
  iso: string | null,
): PricedDelivery {
  const country = iso?.toUpperCase() ?? null
  const rate = country === null ? undefined : method.rates.find((r) => r.countries.includes(country))
  return rate
    ? { priceCents: rate.priceCents, freeOverCents: rate.freeOverCents }
    : { priceCents: method.priceCents, freeOverCents: method.freeOverCents }
}
