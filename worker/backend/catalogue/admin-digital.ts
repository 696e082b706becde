import type { AdminLicenceKeyRow } from '../../../contract/dto/catalogue-admin'
import { MAX_KEYS_PER_PASTE, MAX_KEY_LENGTH } from '../../../contract/schemas/catalogue-admin-types'
import { auditStatement, type AuditActor } from '../audit-log'
import { containsSql } from '../contains-text'
import { refuse } from '../http'
import { batchRows, columns, countOf, firstRow, type Row } from '../rows'
import { bumpVersionStatement, failedAtGate, productHead, versionGateStatement } from './admin-product-parts'
import { productSubject } from './admin-products'

/**
 * What an eProduct's buyer gets (issue 35 stores it, issue 36 delivers it): one file in R2 and a
 * pool of licence keys.
 *
 * The file lives under PRODUCT_FILE_PREFIX, never under `media/`: the public `/media/...` route
 * serves only the R2 key of a `media` row (media/routes.ts), and no media row ever names a product
 * file, so no URL reaches it. A key leaves the pool when issue 36 gives it to a paid order's line
 * (`assigned_at`); an assigned key is shown masked and cannot be deleted.
 */

export const PRODUCT_FILE_PREFIX = 'product-files/'
const MB = 1024 * 1024
/** The largest file (R2 takes it in one put; the request must fit the Worker's body limit too). */
export const MAX_PRODUCT_FILE_BYTES = 100 * MB

const files = columns('product_files')
const readStored = (r: Row) => ({ r2_key: files.text(r, 'r2_key'), name: files.text(r, 'name') })

/** A file name as a download may carry it: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim()
  return (clean || 'file').slice(-200)
}

/** A MIME type as sent when it looks like one, else a plain download. */
const cleanMime = (mime: string): string =>
  /^[a-z0-9][a-z0-9!#$&^_.+-]{0,62}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,62}$/i.test(mime)
    ? mime.toLowerCase()
    : 'application/octet-stream'

/** The stored file's R2 key and name, if the product has one. */
const storedFile = (db: D1Database, id: number) =>
  firstRow(db.prepare('SELECT r2_key, name FROM product_files WHERE product_id = ?').bind(id), readStored)

export type FileOutcome = 'saved' | 'notFound' | 'notEProduct' | 'stale' | 'noFile'

/** Refusals before anything is stored: an unknown product, another type, a stale version. */
async function eProductAt(db: D1Database, id: number, version: number): Promise<FileOutcome | null> {
  const head = await productHead(db, id)
  if (!head) return 'notFound'
  if (head.type !== 'eProduct') return 'notEProduct'
  if (head.version !== version) return 'stale'
  return null
}

/**
 * Stores `file` as eProduct `id`'s file (replacing the one before, whose object is then deleted).
 * The object goes in first; if the row's batch then fails (a save in between), it is deleted again.
 */
export async function putProductFile(
  env: { DB: D1Database; MEDIA: R2Bucket },
  actor: AuditActor,
  id: number,
  version: number,
  file: File,
): Promise<FileOutcome> {
  const refused = await eProductAt(env.DB, id, version)
  if (refused) return refused
  const previous = await storedFile(env.DB, id)
  const name = cleanFileName(file.name)
  const mime = cleanMime(file.type)
  const key = `${PRODUCT_FILE_PREFIX}${id}/${crypto.randomUUID()}`
  await env.MEDIA.put(key, file, {
    httpMetadata: {
      contentType: mime,
      contentDisposition: `attachment; filename="${name.replace(/[^\w.\- ]+/g, '_')}"`,
    },
  })
  try {
    await env.DB.batch([
      versionGateStatement(env.DB, id, version),
      env.DB.prepare(
        `INSERT INTO product_files (product_id, r2_key, name, size, mime) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (product_id) DO UPDATE SET r2_key = excluded.r2_key, name = excluded.name, size = excluded.size,
           mime = excluded.mime, uploaded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      ).bind(id, key, name, file.size, mime),
      bumpVersionStatement(env.DB, id),
      auditStatement(env.DB, {
        actor,
        action: previous ? 'product.file.replace' : 'product.file.upload',
        subject: productSubject(id),
        detail: {
          before: previous ? { file: previous.name } : { file: null },
          after: { file: name, size: file.size, mime },
        },
      }),
    ])
  } catch (error) {
    await env.MEDIA.delete(key)
    if (failedAtGate(error)) return 'stale'
    throw error
  }
  if (previous) await env.MEDIA.delete(previous.r2_key)
  return 'saved'
}

/** Where an eProduct's file lies in R2 (null without one): a deleted product's object goes with it. */
export async function productFileKey(db: D1Database, id: number): Promise<string | null> {
  return (await storedFile(db, id))?.r2_key ?? null
}

/** Removes eProduct `id`'s file: the row first, then its object. */
export async function deleteProductFile(
  env: { DB: D1Database; MEDIA: R2Bucket },
  actor: AuditActor,
  id: number,
  version: number,
): Promise<FileOutcome> {
  const refused = await eProductAt(env.DB, id, version)
  if (refused) return refused
  const previous = await storedFile(env.DB, id)
  if (!previous) return 'noFile'
  try {
    await env.DB.batch([
      versionGateStatement(env.DB, id, version),
      env.DB.prepare('DELETE FROM product_files WHERE product_id = ? AND r2_key = ?').bind(id, previous.r2_key),
      bumpVersionStatement(env.DB, id),
      auditStatement(env.DB, {
        actor,
        action: 'product.file.delete',
        subject: productSubject(id),
        detail: { before: { file: previous.name }, after: { file: null } },
      }),
    ])
  } catch (error) {
    if (failedAtGate(error)) return 'stale'
    throw error
  }
  await env.MEDIA.delete(previous.r2_key)
  return 'saved'
}

// ---------------------------------------------------------------- licence keys

const HEADERS = new Set(['key', 'keys', 'licence key', 'license key', 'licence_key', 'license_key', 'ključ', 'kljuc'])

/** The first field of a CSV (or tab-separated) line: quoted with "" inside, or up to the first , ; or tab. */
function firstField(line: string): string {
  if (line.startsWith('"')) {
    let out = ''
    for (let i = 1; i < line.length; i++) {
      const ch = line[i]
      if (ch === '"') {
        if (line[i + 1] === '"') {
          out += '"'
          i++
        } else return out
      } else out += ch
    }
    return out
  }
  return line.split(/[,;\t]/)[0] ?? ''
}

/**
 * The keys of a paste: one a line, or a CSV's first column (a header named like "key" is skipped);
 * trimmed, blank lines skipped, in order. Refused when a key is longer than MAX_KEY_LENGTH or there
 * are more than MAX_KEYS_PER_PASTE.
 */
export function parseKeys(text: string): string[] {
  const keys: string[] = []
  text.split(/\r\n|\n|\r/).forEach((line, index) => {
    const key = firstField(line.trim()).trim()
    if (key === '') return
    if (keys.length === 0 && HEADERS.has(key.toLowerCase())) return
    if (key.length > MAX_KEY_LENGTH)
      throw refuse(400, 'LICENCE_KEY_TOO_LONG', { field: 'text', params: { line: index + 1, max: MAX_KEY_LENGTH } })
    keys.push(key)
  })
  if (keys.length === 0) throw refuse(400, 'LICENCE_KEYS_EMPTY', { field: 'text' })
  if (keys.length > MAX_KEYS_PER_PASTE)
    throw refuse(400, 'LICENCE_KEYS_TOO_MANY', { field: 'text', params: { max: MAX_KEYS_PER_PASTE } })
  return keys
}

const keys = columns('licence_keys')
const readKey = (r: Row) => keys.text(r, 'key')
/** Keys per statement (each batch statement binds one JSON array). */
const CHUNK = 500

const availableSql = 'SELECT COUNT(*) AS n FROM licence_keys WHERE product_id = ? AND assigned_at IS NULL'

/** Keys left in eProduct `id`'s pool. */
export const keysAvailable = (db: D1Database, id: number): Promise<number> => countOf(db.prepare(availableSql).bind(id))

export type KeysOutcome =
  | { kind: 'added'; added: number; duplicates: string[]; available: number }
  | { kind: 'notFound' }
  | { kind: 'notEProduct' }

/** Adds pasted keys to eProduct `id`'s pool; keys repeated in the paste or already in the pool are listed, not added. */
export async function addLicenceKeys(
  db: D1Database,
  actor: AuditActor,
  id: number,
  text: string,
): Promise<KeysOutcome> {
  const head = await productHead(db, id)
  if (!head) return { kind: 'notFound' }
  if (head.type !== 'eProduct') return { kind: 'notEProduct' }
  const pasted = parseKeys(text)
  const unique: string[] = []
  const duplicates: string[] = []
  const seen = new Set<string>()
  for (const key of pasted) {
    if (seen.has(key)) duplicates.push(key)
    else {
      seen.add(key)
      unique.push(key)
    }
  }
  const chunks: string[][] = []
  for (let i = 0; i < unique.length; i += CHUNK) chunks.push(unique.slice(i, i + CHUNK))
  const existing = new Set(
    (
      await db.batch(
        chunks.map((chunk) =>
          db
            .prepare(`SELECT key FROM licence_keys WHERE product_id = ? AND key IN (SELECT value FROM json_each(?))`)
            .bind(id, JSON.stringify(chunk)),
        ),
      )
    ).flatMap((result) => batchRows(result, readKey)),
  )
  const fresh = unique.filter((key) => !existing.has(key))
  for (const key of unique) if (existing.has(key)) duplicates.push(key)
  if (fresh.length > 0) {
    const before = await countOf(db.prepare(availableSql).bind(id))
    const statements: D1PreparedStatement[] = []
    for (let i = 0; i < fresh.length; i += CHUNK)
      statements.push(
        // OR IGNORE: a key another paste added meanwhile is simply not added twice.
        db
          .prepare('INSERT OR IGNORE INTO licence_keys (product_id, key) SELECT ?, value FROM json_each(?)')
          .bind(id, JSON.stringify(fresh.slice(i, i + CHUNK))),
      )
    statements.push(
      db.prepare("UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(id),
      auditStatement(db, {
        actor,
        action: 'product.keys.add',
        subject: productSubject(id),
        // Never the keys themselves: the audit log is no place for secrets.
        detail: {
          before: { available: before },
          after: { available: before + fresh.length },
          duplicates: duplicates.length,
        },
      }),
    )
    await db.batch(statements)
  }
  const available = await countOf(db.prepare(availableSql).bind(id))
  return { kind: 'added', added: fresh.length, duplicates, available }
}

/** An assigned key shows only its end: it is the buyer's now. */
const masked = (key: string) => `••••${key.slice(-4)}`

const readKeyRow = (r: Row) => ({
  id: keys.int(r, 'id'),
  key: keys.text(r, 'key'),
  order_id: keys.nullableInt(r, 'order_id'),
  assigned: keys.bool(r, 'assigned'),
  created_at: keys.text(r, 'created_at'),
})

export interface KeyListFilter {
  q?: string
  state?: 'available' | 'assigned'
}

/** One page of the pool, newest first. */
export async function listLicenceKeys(
  db: D1Database,
  id: number,
  filter: KeyListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminLicenceKeyRow[]; total: number }> {
  const where = ['product_id = ?1']
  const binds: unknown[] = [id]
  if (filter.q) {
    binds.push(filter.q)
    // Only keys still in the pool are searched: an assigned one is the buyer's, shown masked.
    where.push(`${containsSql('key', '?2')} AND assigned_at IS NULL`)
  }
  if (filter.state === 'available') where.push('assigned_at IS NULL')
  if (filter.state === 'assigned') where.push('assigned_at IS NOT NULL')
  const sql = where.join(' AND ')
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, key, order_id, assigned_at IS NOT NULL AS assigned, created_at FROM licence_keys WHERE ${sql}
         ORDER BY id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM licence_keys WHERE ${sql}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readKeyRow).map((row) => ({
      id: row.id,
      key: row.assigned ? masked(row.key) : row.key,
      orderId: row.order_id,
      createdAt: row.created_at,
    })),
    total: batchRows(count, (r) => columns('count').int(r, 'n'))[0] ?? 0,
  }
}

export type KeyDeleteOutcome =
  | { kind: 'deleted'; available: number }
  | { kind: 'notFound' }
  | { kind: 'notEProduct' }
  | { kind: 'keyNotFound' }
  | { kind: 'assigned' }

const readKeyState = (r: Row) => ({ key: keys.text(r, 'key'), assigned: keys.bool(r, 'assigned') })

/** Deletes a key still in the pool (checked in the statement itself too). */
export async function deleteLicenceKey(
  db: D1Database,
  actor: AuditActor,
  id: number,
  keyId: number,
): Promise<KeyDeleteOutcome> {
  const head = await productHead(db, id)
  if (!head) return { kind: 'notFound' }
  if (head.type !== 'eProduct') return { kind: 'notEProduct' }
  const key = await firstRow(
    db
      .prepare('SELECT key, assigned_at IS NOT NULL AS assigned FROM licence_keys WHERE id = ? AND product_id = ?')
      .bind(keyId, id),
    readKeyState,
  )
  if (!key) return { kind: 'keyNotFound' }
  if (key.assigned) return { kind: 'assigned' }
  const [deleted] = await db.batch([
    db
      .prepare('DELETE FROM licence_keys WHERE id = ? AND product_id = ? AND assigned_at IS NULL RETURNING id')
      .bind(keyId, id),
    auditStatement(db, {
      actor,
      action: 'product.keys.delete',
      subject: productSubject(id),
      detail: { before: { key: masked(key.key) }, after: null },
    }),
  ])
  if (batchRows(deleted, (r) => keys.int(r, 'id')).length !== 1) return { kind: 'assigned' }
  return { kind: 'deleted', available: await countOf(db.prepare(availableSql).bind(id)) }
}
