import * as v from 'valibot'
import type { Carrier } from '../../../contract/dto/admin'
import { CarriersSchema } from '../../../contract/schemas/fulfilment'
import { getSetting } from '../settings/repository'

/** The carriers staff ship with (setting shop.carriers); a malformed setting gives none rather than a broken page. */
export async function readCarriers(db: D1Database): Promise<Carrier[]> {
  const parsed = v.safeParse(CarriersSchema, (await getSetting(db, 'shop', 'carriers'))?.value)
  if (!parsed.success) {
    console.error('izlog: setting shop.carriers is not a list of carriers', parsed.issues[0]?.message)
    return []
  }
  return parsed.output
}

/** The carrier's tracking page for a number: `{tracking}` in its template, URL-encoded; null without a template or number. */
export function trackingUrlOf(carrier: Pick<Carrier, 'trackingUrl'> | null, trackingNumber: string): string | null {
  if (!carrier?.trackingUrl || !trackingNumber) return null
  return carrier.trackingUrl.split('{tracking}').join(encodeURIComponent(trackingNumber))
}
