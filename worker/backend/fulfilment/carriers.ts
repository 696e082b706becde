import * as v from 'valibot'
import type { Carrier } from '../../../contract/dto/admin'
import { CarriersSchema } from '../../../contract/schemas/fulfilment'
import { getSetting } from '../settings/repository'
import { auditStatement, type AuditActor } from '../audit-log'

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

/** Staff replace the carriers (one list, audited in the same batch). Shipments keep the id they were sent with. */
export async function saveCarriers(db: D1Database, carriers: Carrier[], actor: AuditActor): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO settings (group_name, key, value) VALUES ('shop', 'carriers', ?)
         ON CONFLICT (group_name, key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(JSON.stringify(carriers)),
    auditStatement(db, {
      actor,
      action: 'carriers.update',
      subject: 'setting:shop.carriers',
      detail: { carriers: carriers.map((c) => c.id) },
    }),
  ])
}
