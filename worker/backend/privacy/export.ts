import type { PersonalDataExport } from '../../../contract/dto/privacy'
import type { Row } from '../rows'
import { PERSONAL_DATA, personBinds } from './personal-data'

/** A text column that holds JSON (addresses, form data, an invoice's document) is shown as JSON. */
function parsedValue(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value)) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

const parsedRow = (row: Row): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, parsedValue(value)]))

/**
 * A person as the export and the erasure find their rows: their account and its e-mail, or an
 * e-mail alone (accountId null, which `user_id = ?1` never matches).
 */
export interface Person {
  accountId: number | null
  email: string
}

/** Every row PERSONAL_DATA finds for the person, read in one batch (one consistent snapshot). */
export async function buildExport(db: D1Database, person: Person): Promise<PersonalDataExport> {
  const results = await db.batch(
    PERSONAL_DATA.map((entry) => {
      const sql = `SELECT ${entry.exported.join(', ')} FROM ${entry.table} WHERE ${entry.find}`
      return db.prepare(sql).bind(...personBinds(sql, person))
    }),
  )
  const tables: PersonalDataExport['tables'] = {}
  const retention: PersonalDataExport['retention'] = {}
  PERSONAL_DATA.forEach((entry, index) => {
    tables[entry.table] = (results[index]?.results ?? []).map((row) => parsedRow(row as Row))
    if (entry.erase.kind !== 'delete') retention[entry.table] = entry.erase.why
  })
  return {
    format: 'izlog-personal-data/1',
    exportedAt: new Date().toISOString(),
    person: { accountId: person.accountId, email: person.email },
    tables,
    retention,
  }
}
