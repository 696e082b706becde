import type { ConsentList } from '../../../contract/schemas/consents'
import type { Locale } from '../../../contract/locales'
import type { ConsentAssignmentDto, ConsentDto, ConsentTarget, WebConsentsResponse } from '../../../contract/dto/cms'
import { refuse } from '../http'
import { placeholders } from './shared'
import { allRows, columns, countOf, firstRow, type Row } from '../rows'
import { LOCALES } from '../../../contract/locales'
import { CONSENT_TARGETS } from '../../../contract/schemas/engagement'

export { CONSENT_TARGETS } from '../../../contract/schemas/engagement'
export { ConsentListSchema, type ConsentList } from '../../../contract/schemas/consents'

/** Consents, where they are asked for (assignments), acceptance checks and the consent log. */

interface ConsentRow {
  id: number
  unique_number: string
  required: number
  created_at: string
  display_name: string
  description: string
  name_hr: string
  name_en: string
}

const consents = columns('consents')
const readConsentRow = (r: Row): ConsentRow => ({
  id: consents.int(r, 'id'),
  unique_number: consents.text(r, 'unique_number'),
  required: consents.flag(r, 'required'),
  created_at: consents.text(r, 'created_at'),
  display_name: consents.text(r, 'display_name'),
  description: consents.text(r, 'description'),
  name_hr: consents.text(r, 'name_hr'),
  name_en: consents.text(r, 'name_en'),
})
const readAssignedConsentRow = (r: Row) => ({ ...readConsentRow(r), item_required: consents.flag(r, 'item_required') })
const assignments = columns('consent_assignments')
const readAssignment = (r: Row) => ({
  id: assignments.int(r, 'id'),
  assigned_to: assignments.oneOf(r, 'assigned_to', CONSENT_TARGETS),
})
const readId = (r: Row) => ({ id: consents.int(r, 'id') })
const readNumbered = (r: Row) => ({ id: consents.int(r, 'id'), unique_number: consents.text(r, 'unique_number') })
const translations = columns('consent_translations')
const readDescription = (r: Row) => ({
  language: translations.oneOf(r, 'language', LOCALES),
  description: translations.text(r, 'description'),
})

const CONSENT_SELECT = `SELECT c.id, c.unique_number, c.required, c.created_at,
    COALESCE(t.display_name, hr.display_name) AS display_name, COALESCE(t.description, hr.description) AS description,
    hr.display_name AS name_hr, COALESCE(en.display_name, hr.display_name) AS name_en
  FROM consents c JOIN consent_translations hr ON hr.consent_id = c.id AND hr.language = 'hr'
  LEFT JOIN consent_translations en ON en.consent_id = c.id AND en.language = 'en'
  LEFT JOIN consent_translations t ON t.consent_id = c.id AND t.language = ?1`

const toDto = (r: ConsentRow, required?: boolean): ConsentDto => ({
  id: r.id,
  uniqueNumber: r.unique_number,
  displayName: r.display_name,
  displayNames: { hr: r.name_hr, en: r.name_en },
  description: r.description,
  required: required ?? r.required === 1,
  created_at: r.created_at,
})

export async function listConsents(
  db: D1Database,
  lang: Locale,
  target: ConsentTarget | undefined,
  limit: number,
  offset: number,
): Promise<{ consents: ConsentDto[]; total: number }> {
  const where = target
    ? ' WHERE c.id IN (SELECT i.consent_id FROM consent_assignment_items i JOIN consent_assignments a ON a.id = i.assignment_id WHERE a.assigned_to = ?2)'
    : ''
  const binds = target ? [lang, target] : [lang]
  const [rows, count] = await Promise.all([
    allRows(
      db
        .prepare(`${CONSENT_SELECT}${where} ORDER BY c.id LIMIT ${Math.floor(limit)} OFFSET ${Math.floor(offset)}`)
        .bind(...binds),
      readConsentRow,
    ),
    countOf(db.prepare(`SELECT COUNT(*) AS n FROM (${CONSENT_SELECT}${where})`).bind(...binds)),
  ])
  return { consents: rows.map((r) => toDto(r)), total: count }
}

export async function getConsent(db: D1Database, lang: Locale, idOrNumber: string): Promise<ConsentDto | null> {
  const row = /^\d+$/.test(idOrNumber)
    ? await firstRow(
        db
          .prepare(`${CONSENT_SELECT} WHERE c.id = ?2 OR c.unique_number = ?3`)
          .bind(lang, Number(idOrNumber), idOrNumber),
        readConsentRow,
      )
    : await firstRow(db.prepare(`${CONSENT_SELECT} WHERE c.unique_number = ?2`).bind(lang, idOrNumber), readConsentRow)
  return row ? toDto(row) : null
}

/** Consents asked for at `target`, with the ones that must be accepted. */
export async function consentsFor(db: D1Database, lang: Locale, target: ConsentTarget): Promise<WebConsentsResponse> {
  const results = await allRows(
    db
      .prepare(
        `SELECT x.*, i.required AS item_required FROM (${CONSENT_SELECT}) x
       JOIN consent_assignment_items i ON i.consent_id = x.id JOIN consent_assignments a ON a.id = i.assignment_id
       WHERE a.assigned_to = ?2 ORDER BY i.position, x.id`,
      )
      .bind(lang, target),
    readAssignedConsentRow,
  )
  const consents = results.map((r) => toDto(r, r.item_required === 1))
  return {
    assigned_to: target,
    consents,
    requiredConsents: consents.filter((c) => c.required).map((c) => c.uniqueNumber),
  }
}

export async function listAssignments(
  db: D1Database,
  lang: Locale,
  limit: number,
  offset: number,
): Promise<{ assignments: ConsentAssignmentDto[]; total: number }> {
  const [rows, count] = await Promise.all([
    allRows(
      db.prepare('SELECT id, assigned_to FROM consent_assignments ORDER BY id LIMIT ? OFFSET ?').bind(limit, offset),
      readAssignment,
    ),
    countOf(db.prepare('SELECT COUNT(*) AS n FROM consent_assignments')),
  ])
  const assignments: ConsentAssignmentDto[] = []
  for (const row of rows) {
    const web = await consentsFor(db, lang, row.assigned_to)
    assignments.push({
      id: row.id,
      assigned_to: row.assigned_to,
      consents: web.consents,
      requiredConsents: web.requiredConsents,
    })
  }
  return { assignments, total: count }
}

export function acceptedNumbers(list: ConsentList): Set<string> {
  const accepted = new Set<string>()
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') accepted.add(String(item))
    else {
      const flag =
        item.accepted ??
        item.value ??
        (typeof item.status === 'boolean'
          ? item.status
          : item.status === undefined
            ? true
            : /^(accepted|true|1|yes)$/i.test(item.status))
      if (flag) accepted.add(String(item.uniqueNumber))
    }
  }
  return accepted
}

/** Throws 400 (code CONSENT_REQUIRED) unless every required consent of `target` was accepted. */
export async function assertRequiredConsents(
  db: D1Database,
  lang: Locale,
  target: ConsentTarget,
  list: ConsentList,
): Promise<WebConsentsResponse> {
  const web = await consentsFor(db, lang, target)
  const accepted = acceptedNumbers(list)
  const missing = web.requiredConsents.filter((n) => !accepted.has(n))
  if (missing.length) throw refuse(400, 'CONSENT_REQUIRED', { params: { consents: missing.join(', ') } })
  return web
}

export interface ConsentLogInput {
  status: string
  /** Where the decision was made: the public log call may only say 'cookie'; the flows that ask for consents log their own. */
  sourceType: ConsentTarget
  consents: unknown[]
  /** Who, from the session (or the account a flow just made), never from a request body. */
  userType: 'registered' | 'guest'
  email: string | null
  userId: number | null
  /** From where: the client's address as the edge saw it (absent for calls without one). */
  clientAddress?: string | null
  /** The browser's opaque visitor id (the edge's consent cookie), when the edge passed one. */
  visitorId?: string | null
}

/** Logs a decision; its time is the server's clock, never a time a client sent. */
export function consentLogStatement(db: D1Database, log: ConsentLogInput): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO consent_logs (status, status_timestamp, source_type, consents, user_type, email, user_id, client_address, visitor_id)
       VALUES (?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(
      log.status,
      log.sourceType,
      JSON.stringify(log.consents),
      log.userType,
      log.email,
      log.userId,
      log.clientAddress?.slice(0, 64) ?? null,
      log.visitorId ?? null,
    )
}

/** Consent ids for a list of ids or uniqueNumbers (400 on unknown ones). */
export async function resolveConsentIds(db: D1Database, refs: Array<string | number>): Promise<Map<string, number>> {
  const keys = [...new Set(refs.map(String))]
  const map = new Map<string, number>()
  if (!keys.length) return map
  const results = await allRows(
    db
      .prepare(
        `SELECT id, unique_number FROM consents WHERE unique_number IN (${placeholders(keys.length)}) OR CAST(id AS TEXT) IN (${placeholders(keys.length)})`,
      )
      .bind(...keys, ...keys),
    readNumbered,
  )
  for (const key of keys) {
    const hit = results.find((r) => r.unique_number === key) ?? results.find((r) => String(r.id) === key)
    if (!hit) throw refuse(400, 'CONSENT_UNKNOWN', { params: { ref: key } })
    map.set(key, hit.id)
  }
  return map
}

/** Replaces the consents assigned to a target (in order, the required ones flagged); returns the assignment id. */
export async function assignConsents(
  db: D1Database,
  target: string,
  consentIds: readonly number[],
  requiredIds: ReadonlySet<number>,
): Promise<number> {
  const assignment = await firstRow(
    db
      .prepare(
        'INSERT INTO consent_assignments (assigned_to) VALUES (?) ON CONFLICT (assigned_to) DO UPDATE SET assigned_to = excluded.assigned_to RETURNING id',
      )
      .bind(target),
    readId,
  )
  if (!assignment) throw new Error('assignment upsert returned no row')
  await db.batch([
    db.prepare('DELETE FROM consent_assignment_items WHERE assignment_id = ?').bind(assignment.id),
    ...consentIds.map((id, position) =>
      db
        .prepare(
          'INSERT INTO consent_assignment_items (assignment_id, consent_id, required, position) VALUES (?, ?, ?, ?)',
        )
        .bind(assignment.id, id, requiredIds.has(id) ? 1 : 0, position),
    ),
  ])
  return assignment.id
}

export interface NewConsent {
  uniqueNumber: string
  required: boolean
  /** Display name and (already sanitised) description per language. */
  texts: Record<Locale, { displayName: string; description: string }>
}

/** Creates a consent with its texts; false when its unique number exists already. */
export async function createConsent(db: D1Database, consent: NewConsent): Promise<boolean> {
  const created = await firstRow(
    db
      .prepare(
        'INSERT INTO consents (unique_number, required) VALUES (?, ?) ON CONFLICT (unique_number) DO NOTHING RETURNING id',
      )
      .bind(consent.uniqueNumber, consent.required ? 1 : 0),
    readId,
  )
  if (!created) return false
  await db.batch(
    (['hr', 'en'] as const).map((l) =>
      db
        .prepare(
          'INSERT INTO consent_translations (consent_id, language, display_name, description) VALUES (?, ?, ?, ?)',
        )
        .bind(created.id, l, consent.texts[l].displayName, consent.texts[l].description),
    ),
  )
  return true
}

/** A consent's description in each language ('' where it has none), for the edit form. */
export async function consentDescriptions(db: D1Database, id: number): Promise<Record<Locale, string>> {
  const results = await allRows(
    db.prepare('SELECT language, description FROM consent_translations WHERE consent_id = ?').bind(id),
    readDescription,
  )
  const description = { hr: '', en: '' }
  for (const row of results) description[row.language] = row.description
  return description
}

export interface ConsentChange {
  required: boolean
  displayName: Record<Locale, string>
  /** Already sanitised HTML. */
  description: Record<Locale, string>
}

/** Sets a consent's default flag and its texts in both languages; false when there is no such consent. */
export async function updateConsent(db: D1Database, id: number, change: ConsentChange): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare("UPDATE consents SET required = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
      .bind(change.required ? 1 : 0, id),
    ...(['hr', 'en'] as const).map((l) =>
      db
        .prepare(
          `INSERT INTO consent_translations (consent_id, language, display_name, description) SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM consents WHERE id = ?1)
           ON CONFLICT (consent_id, language) DO UPDATE SET display_name = excluded.display_name, description = excluded.description`,
        )
        .bind(id, l, change.displayName[l], change.description[l]),
    ),
  ])
  return (updated?.meta.changes ?? 0) > 0
}
