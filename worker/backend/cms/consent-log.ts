import type { AdminConsentLogRow } from '../../../contract/dto/admin'
import { parseJsonArray } from '../../lib/parse-json'
import { containsSql } from '../contains-text'
import { allRows, batchRows, columns, type Row } from '../rows'

/**
 * The consent log for auditors (issue 16): who accepted what, when and from where. Who is a user
 * id from the session or a browser's visitor id (issue 32); older entries may name only an e-mail.
 */

interface LogRow {
  id: number
  status: string
  status_timestamp: string
  source_type: string
  consents: string
  user_type: string
  email: string | null
  user_id: number | null
  client_address: string | null
  visitor_id: string | null
  created_at: string
}

const logs = columns('consent_logs')
export const readLogRow = (r: Row): LogRow => ({
  id: logs.int(r, 'id'),
  status: logs.text(r, 'status'),
  status_timestamp: logs.text(r, 'status_timestamp'),
  source_type: logs.text(r, 'source_type'),
  consents: logs.text(r, 'consents'),
  user_type: logs.text(r, 'user_type'),
  email: logs.nullableText(r, 'email'),
  user_id: logs.nullableInt(r, 'user_id'),
  client_address: logs.nullableText(r, 'client_address'),
  visitor_id: logs.nullableText(r, 'visitor_id'),
  created_at: logs.text(r, 'created_at'),
})

/** A logged consent list holds uniqueNumbers or `{uniqueNumber, accepted}`: the accepted numbers. */
function acceptedOf(json: string): string[] {
  return parseJsonArray(json).flatMap((entry) => {
    if (typeof entry === 'string' || typeof entry === 'number') return [String(entry)]
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>
      const ref = record['uniqueNumber'] ?? record['id']
      return record['accepted'] !== false && (typeof ref === 'string' || typeof ref === 'number') ? [String(ref)] : []
    }
    return []
  })
}

const toRow = (row: LogRow): AdminConsentLogRow => ({
  id: row.id,
  status: row.status,
  decidedAt: row.status_timestamp,
  sourceType: row.source_type,
  consents: acceptedOf(row.consents),
  userType: row.user_type,
  email: row.email,
  userId: row.user_id,
  clientAddress: row.client_address,
  visitorId: row.visitor_id,
  createdAt: row.created_at,
})

export interface LogFilter {
  q?: string
  source?: string
  consent?: string
}

function filterSql(filter: LogFilter): { clause: string; binds: unknown[] } {
  const where: string[] = []
  const binds: unknown[] = []
  if (filter.q) {
    where.push(`(${containsSql('email', '?')} OR ${containsSql('visitor_id', '?')})`)
    binds.push(filter.q, filter.q)
  }
  if (filter.source) {
    where.push('source_type = ?')
    binds.push(filter.source)
  }
  if (filter.consent) {
    where.push(containsSql('consents', '?'))
    binds.push(`"${filter.consent}"`)
  }
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', binds }
}

const COLUMNS =
  'id, status, status_timestamp, source_type, consents, user_type, email, user_id, client_address, visitor_id, created_at'

export async function listConsentLog(
  db: D1Database,
  filter: LogFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminConsentLogRow[]; total: number }> {
  const { clause, binds } = filterSql(filter)
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM consent_logs ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM consent_logs ${clause}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readLogRow).map(toRow),
    total: batchRows(count, (r) => logs.int(r, 'total'))[0] ?? 0,
  }
}

/** Entries after `afterId`, oldest first (the export's keyset paging). */
export async function consentLogAfter(
  db: D1Database,
  filter: LogFilter,
  afterId: number,
  limit: number,
): Promise<AdminConsentLogRow[]> {
  const { clause, binds } = filterSql(filter)
  const where = clause ? `${clause} AND id > ?` : 'WHERE id > ?'
  const results = await allRows(
    db.prepare(`SELECT ${COLUMNS} FROM consent_logs ${where} ORDER BY id LIMIT ?`).bind(...binds, afterId, limit),
    readLogRow,
  )
  return results.map(toRow)
}
