import type { DeliveryMethodInput } from '../../../contract/schemas/shop-methods'
import { refuse } from '../http'
import { allRows, columns } from '../rows'

const countries = columns('countries')

/**
 * A method's countries and zones name countries the shop knows, and a zone prices only countries
 * the method delivers to: else a 400 naming the field and the country.
 */
export async function checkMethodCountries(db: D1Database, input: DeliveryMethodInput): Promise<void> {
  const known = new Set(
    await allRows(db.prepare('SELECT iso FROM countries'), (r) => countries.text(r, 'iso').toUpperCase()),
  )
  const served = input.countries === 'ALL' ? null : new Set(input.countries)
  if (input.countries !== 'ALL') {
    const index = input.countries.findIndex((iso) => !known.has(iso))
    const unknown = input.countries[index]
    if (unknown !== undefined)
      throw refuse(400, 'SHOP_METHOD_UNKNOWN_COUNTRY', { params: { country: unknown }, field: `countries.${index}` })
  }
  for (const [rateIndex, rate] of input.rates.entries()) {
    for (const [index, iso] of rate.countries.entries()) {
      const field = `rates.${rateIndex}.countries.${index}`
      if (!known.has(iso)) throw refuse(400, 'SHOP_METHOD_UNKNOWN_COUNTRY', { params: { country: iso }, field })
      if (served && !served.has(iso))
        throw refuse(400, 'SHOP_METHOD_ZONE_NOT_SERVED', { params: { country: iso }, field })
    }
  }
}
