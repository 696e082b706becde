import type { Bindings } from '../../lib/bindings'
import type { MediaDto } from '../../../contract/dto/media'
import { LOCALES, type Locale } from '../../../contract/locales'
import { containsSql } from '../contains-text'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'

/** Media sizes of SPEC §9; `original` serves the stored file. MediumSize is the default. */
export const MEDIA_SIZES = {
  thumbnail: { width: 50, height: 50 },
  portrait: { width: 768, height: 1024 },
  large: { width: 926, height: 926 },
  fullhd: { width: 1920, height: 1080 },
  medium: { width: 768, height: 768 },
  original: null,
} as const
export type MediaSize = keyof typeof MEDIA_SIZES
export const DEFAULT_MEDIA_SIZE: MediaSize = 'medium'
/** The `{apiKeyId}` segment of media URLs. */
export const MEDIA_API_KEY_ID = 1

export interface MediaRow {
  id: number
  drive_id: number
  title: string
  description: string
  display_name: string
  original_name: string
  mime: string
  extension: string
  size: number
  width: number | null
  height: number | null
  hash: string
  access: 'public' | 'private'
  /** JSON alternative text per language. */
  alt: string
  is_default: number
  r2_key: string
  folder_id: number | null
  created_at: string
  updated_at: string
}

const mediaColumns = columns('media')

export const readMediaRow = (r: Row): MediaRow => ({
  id: mediaColumns.int(r, 'id'),
  drive_id: mediaColumns.int(r, 'drive_id'),
  title: mediaColumns.text(r, 'title'),
  description: mediaColumns.text(r, 'description'),
  display_name: mediaColumns.text(r, 'display_name'),
  original_name: mediaColumns.text(r, 'original_name'),
  mime: mediaColumns.text(r, 'mime'),
  extension: mediaColumns.text(r, 'extension'),
  size: mediaColumns.int(r, 'size'),
  width: mediaColumns.nullableInt(r, 'width'),
  height: mediaColumns.nullableInt(r, 'height'),
  hash: mediaColumns.text(r, 'hash'),
  access: mediaColumns.oneOf(r, 'access', ['public', 'private']),
  alt: mediaColumns.text(r, 'alt'),
  is_default: mediaColumns.flag(r, 'is_default'),
  r2_key: mediaColumns.text(r, 'r2_key'),
  folder_id: mediaColumns.nullableInt(r, 'folder_id'),
  created_at: mediaColumns.text(r, 'created_at'),
  updated_at: mediaColumns.text(r, 'updated_at'),
})

/** URL-safe title segment. */
export function mediaSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'file'
}

/** `/media/{apiKeyId}/{id}/{size}/{title}.{ext}` (SPEC §7). */
export function mediaPath(
  media: Pick<MediaRow, 'id' | 'title' | 'extension'>,
  size: MediaSize = DEFAULT_MEDIA_SIZE,
): string {
  return `/media/${MEDIA_API_KEY_ID}/${media.id}/${size}/${mediaSlug(media.title)}.${media.extension}`
}

/** The stored alternative texts, one per language (missing or unreadable → empty). */
export function altTexts(json: string | null | undefined): Record<Locale, string> {
  let stored: unknown = null
  try {
    stored = JSON.parse(json ?? '{}')
  } catch {
    stored = null
  }
  const record = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeof record[locale] === 'string' ? record[locale] : '']),
  ) as Record<Locale, string>
}

/** The media object the API returns (SPEC §3 Media, plus ready URLs per size). */
export function mediaDto(row: MediaRow): MediaDto {
  return {
    id: row.id,
    driveId: row.drive_id,
    title: row.title,
    description: row.description,
    alt: altTexts(row.alt),
    displayName: row.display_name || row.title,
    originalName: row.original_name,
    size: row.size,
    mime: row.mime,
    extension: row.extension,
    access: row.access,
    hash: row.hash,
    default: row.is_default === 1,
    width: row.width,
    height: row.height,
    folderId: row.folder_id ?? null,
    path: mediaPath(row),
    newPath: mediaPath(row),
    urls: Object.fromEntries(
      (Object.keys(MEDIA_SIZES) as MediaSize[]).map((size) => [size, mediaPath(row, size)]),
    ) as Record<MediaSize, string>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
export type { MediaDto }

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export interface NewMedia {
  /** Fixed id for seed content (idempotent); omit for uploads. */
  id?: number
  title: string
  originalName: string
  mime: string
  bytes: ArrayBuffer
  /** Stored extension; defaults to the original name's (uploads pass the sniffed type's). */
  extension?: string
  description?: string
  width?: number
  height?: number
  access?: 'public' | 'private'
  createdBy?: number | null
  /** The library folder it goes in (null: the top). */
  folderId?: number | null
}

/** A fixed-id media object of the seed; `bytes` is only called when the object has to be written. */
export interface SeedMedia extends Omit<NewMedia, 'id' | 'bytes'> {
  id: number
  bytes: () => ArrayBuffer
}

type MediaEnv = Pick<Bindings, 'DB' | 'MEDIA'>

/** R2 calls in flight at once when many objects are stored. */
const R2_CONCURRENCY = 16
/** Statements per D1 batch (D1 allows a few hundred per call). */
const INSERT_BATCH = 400

const INSERT_MEDIA = `INSERT INTO media (id, title, description, display_name, original_name, mime, extension, size, width, height, hash, access, r2_key, created_by, folder_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`

/** Runs `task` for every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
}

/** Puts the bytes in R2 under a content-addressed key and returns the INSERT for their row. */
async function storeObject(env: MediaEnv, media: NewMedia): Promise<D1PreparedStatement> {
  const extension = (media.extension ?? media.originalName.split('.').pop() ?? 'bin').toLowerCase()
  const hash = await sha256Hex(media.bytes)
  const key = `media/${hash.slice(0, 2)}/${hash}-${crypto.randomUUID()}.${extension}`
  await env.MEDIA.put(key, media.bytes, { httpMetadata: { contentType: media.mime } })
  return env.DB.prepare(INSERT_MEDIA).bind(
    media.id ?? null,
    media.title,
    media.description ?? '',
    media.title,
    media.originalName,
    media.mime,
    extension,
    media.bytes.byteLength,
    media.width ?? null,
    media.height ?? null,
    hash,
    media.access ?? 'public',
    key,
    media.createdBy ?? null,
    media.folderId ?? null,
  )
}

/**
 * Stores many fixed-id media objects at once (the seed), idempotently: one query finds the rows
 * that already exist and those are returned untouched (their object re-put only if it is missing
 * from the bucket); new objects go to R2 a few at a time, then their rows to D1 in one batch.
 * Bytes are produced (and hashed) only for objects that are written. Duplicate ids: the first wins.
 */
export async function saveSeedMedia(env: MediaEnv, list: readonly SeedMedia[]): Promise<Map<number, MediaRow>> {
  const wanted = new Map<number, SeedMedia>()
  for (const media of list) if (!wanted.has(media.id)) wanted.set(media.id, media)
  const rows = new Map<number, MediaRow>()
  if (wanted.size === 0) return rows
  const existing = await allRows(
    env.DB.prepare('SELECT * FROM media WHERE id IN (SELECT value FROM json_each(?))').bind(
      JSON.stringify([...wanted.keys()]),
    ),
    readMediaRow,
  )
  for (const row of existing) rows.set(row.id, row)

  const inserts: D1PreparedStatement[] = []
  await eachLimited([...wanted.values()], R2_CONCURRENCY, async (media) => {
    const row = rows.get(media.id)
    if (!row) {
      inserts.push(await storeObject(env, { ...media, bytes: media.bytes() }))
    } else if (!(await env.MEDIA.head(row.r2_key))) {
      await env.MEDIA.put(row.r2_key, media.bytes(), { httpMetadata: { contentType: row.mime } })
    }
  })
  for (let i = 0; i < inserts.length; i += INSERT_BATCH) {
    for (const result of await env.DB.batch(inserts.slice(i, i + INSERT_BATCH))) {
      const row = batchRows(result, readMediaRow)[0]
      if (!row) throw new Error('media insert returned no row')
      rows.set(row.id, row)
    }
  }
  return rows
}

/**
 * Stores bytes in R2 and metadata in D1. With a fixed `id` it is idempotent: an existing row is
 * returned untouched (and the object re-put only if it is missing from the bucket).
 */
export async function saveMedia(env: MediaEnv, media: NewMedia): Promise<MediaRow> {
  const { id, bytes } = media
  const row =
    id === undefined
      ? await firstRow(await storeObject(env, media), readMediaRow)
      : (await saveSeedMedia(env, [{ ...media, id, bytes: () => bytes }])).get(id)
  if (!row) throw new Error('media insert returned no row')
  return row
}

export async function getMedia(db: D1Database, id: number): Promise<MediaRow | null> {
  return firstRow(db.prepare('SELECT * FROM media WHERE id = ?').bind(id), readMediaRow)
}

export type MediaFilterKind = 'image' | 'pdf' | 'video'

const MIME_FILTER: Record<MediaFilterKind, string> = { image: 'image/%', pdf: 'application/pdf', video: 'video/%' }

/** One page of the media library, newest first, by a text search and a kind. */
export async function listMedia(
  db: D1Database,
  filter: { search: string; type?: MediaFilterKind | undefined; folderId?: number | null | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const where: string[] = []
  const params: (string | number)[] = []
  if (filter.search) {
    where.push(
      `(${containsSql('title', '?1')} OR ${containsSql('original_name', '?1')} OR ${containsSql('description', '?1')} OR ${containsSql('alt', '?1')})`,
    )
    params.push(filter.search)
  }
  if (filter.type) {
    where.push(`mime LIKE ?${params.length + 1}`)
    params.push(MIME_FILTER[filter.type])
  }
  // A folder's own files (null: the top level); absent: the whole library.
  if (filter.folderId === null) where.push('folder_id IS NULL')
  else if (filter.folderId !== undefined) {
    where.push(`folder_id = ?${params.length + 1}`)
    params.push(filter.folderId)
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
  const [rows, total] = await db.batch([
    db
      .prepare(
        `SELECT * FROM media ${clause} ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS n FROM media ${clause}`).bind(...params),
  ])
  return {
    rows: batchRows(rows, readMediaRow),
    total: batchRows(total, (r) => mediaColumns.int(r, 'n'))[0] ?? 0,
  }
}

/** Sets a file's title (also its display name), description, alternative texts and folder; null when it does not exist. */
export async function updateMediaText(
  db: D1Database,
  id: number,
  texts: { title: string; description: string; alt: Record<Locale, string>; folderId: number | null },
): Promise<MediaRow | null> {
  return firstRow(
    db
      .prepare(
        `UPDATE media SET title = ?, display_name = ?, description = ?, alt = ?, folder_id = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? RETURNING *`,
      )
      .bind(texts.title, texts.title, texts.description, JSON.stringify(texts.alt), texts.folderId, id),
    readMediaRow,
  )
}

export async function deleteMediaRow(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM media WHERE id = ?').bind(id).run()
}
