import { Hono } from 'hono'
import type { Context } from 'hono'
import { requireBackoffice, type BackendEnv } from '../context'
import { ok, pageForms, paging, refuse } from '../http'
import { media } from '../../../contract/endpoints/media'
import { endpointRoutes } from '../routing'
import { imageSize } from './dimensions'
import { sniffType, type MediaKind, type SniffedType } from './sniff'
import { sanitizeSvg } from './svg-sanitize'
import {
  MEDIA_API_KEY_ID,
  MEDIA_SIZES,
  altTexts,
  deleteMediaRow,
  getMedia,
  listMedia,
  mediaDto,
  saveMedia,
  updateMediaText,
  type MediaRow,
  type MediaSize,
} from './store'
import { svgVariant } from './svg-variant'
import { VariantUnavailableError, deleteVariants, rasterVariant, type Variant } from './raster-variant'
import { mediaUses } from './usage'
import { socialVariant } from './social-variant'
import { SOCIAL_IMAGE } from '../../../contract/social-image'
import { folderExists } from './folders'
import { MEDIA_CSP } from '../../lib/media-csp'

/** Media library API (backoffice) and file serving from R2 (public). */

export const mediaRoutes = endpointRoutes('api/v1/media')
export const mediaUploadRoutes = endpointRoutes('api/v2/media')
/** The files themselves: documents the edge passes through (`/media/*`), not API calls of the table. */
export const mediaFileRoutes = new Hono<BackendEnv>()

const MB = 1024 * 1024
const MAX_FILE_BYTES = 20 * MB

interface UploadRules {
  maxFiles: number
  kinds: MediaKind[]
  allowSvg: boolean
  /** The accepted formats, named in the refusal of any other. */
  accepted: string
}

/**
 * Staff upload into the library. Visitors never do: a file sent with a form is quarantined apart
 * from it (form-uploads.ts), never listed here and never served publicly.
 */
const BACKOFFICE_UPLOAD: UploadRules = {
  maxFiles: 20,
  kinds: ['image', 'pdf', 'video'],
  allowSvg: true,
  accepted: 'PNG, JPEG, GIF, WebP, AVIF, SVG, PDF, MP4, WebM, MOV',
}
interface CheckedFile {
  file: File
  bytes: ArrayBuffer
  type: SniffedType
}

function titleFromName(name: string): string {
  const base = name
    .replace(/\.[^./\\]*$/, '')
    .replace(/[_]+/g, ' ')
    .trim()
  return (base || 'file').slice(0, 200)
}

/** Reads and checks every file before anything is stored: one bad file refuses the whole upload. */
async function readUpload(
  c: Context<BackendEnv>,
  rules: UploadRules,
): Promise<{ files: CheckedFile[]; description: string; folderId: number | null }> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw refuse(400, 'MULTIPART_REQUIRED')
  }
  let body: Record<string, string | File | (string | File)[]>
  try {
    body = await c.req.parseBody({ all: true })
  } catch {
    throw refuse(400, 'BAD_MULTIPART')
  }
  const field = body['files'] ?? body['files[]'] ?? []
  const files = (Array.isArray(field) ? field : [field]).filter((f): f is File => f instanceof File)
  if (files.length === 0) throw refuse(400, 'NO_FILES')
  if (files.length > rules.maxFiles) throw refuse(400, 'TOO_MANY_FILES', { params: { max: rules.maxFiles } })
  const rawDescription = body['description']
  const description = typeof rawDescription === 'string' ? rawDescription.trim().slice(0, 1000) : ''
  const rawFolder = body['folderId']
  const folderId = typeof rawFolder === 'string' && /^\d{1,12}$/.test(rawFolder) ? Number(rawFolder) : null
  if (folderId !== null && !(await folderExists(c.env.DB, folderId)))
    throw refuse(404, 'FOLDER_NOT_FOUND', { field: 'folderId' })

  const checked: CheckedFile[] = []
  for (const file of files) {
    if (file.size === 0) throw refuse(400, 'EMPTY_FILE', { params: { name: file.name } })
    if (file.size > MAX_FILE_BYTES)
      throw refuse(413, 'FILE_TOO_LARGE', { params: { name: file.name, max: MAX_FILE_BYTES / MB } })
    let bytes = await file.arrayBuffer()
    const type = sniffType(new Uint8Array(bytes))
    if (!type || !rules.kinds.includes(type.kind) || (type.extension === 'svg' && !rules.allowSvg)) {
      throw refuse(415, 'UNSUPPORTED_FILE_TYPE', { params: { name: file.name, accepted: rules.accepted } })
    }
    // An SVG is stored as its sanitised rewrite, never as uploaded.
    if (type.extension === 'svg') bytes = sanitizedSvgBytes(file.name, bytes)
    checked.push({ file, bytes, type })
  }
  return { files: checked, description, folderId }
}

function sanitizedSvgBytes(name: string, bytes: ArrayBuffer): ArrayBuffer {
  try {
    return new TextEncoder().encode(
      sanitizeSvg(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)),
    ).buffer as ArrayBuffer
  } catch {
    throw refuse(415, 'UNSAFE_SVG', { params: { name } })
  }
}

async function storeUpload(c: Context<BackendEnv>, rules: UploadRules, createdBy: number | null) {
  const { files, description, folderId } = await readUpload(c, rules)
  const rows: MediaRow[] = []
  for (const { file, bytes, type } of files) {
    const size = type.kind === 'image' ? imageSize(new Uint8Array(bytes), type.mime) : null
    rows.push(
      await saveMedia(c.env, {
        title: titleFromName(file.name),
        originalName: file.name.slice(0, 255) || `file.${type.extension}`,
        mime: type.mime,
        extension: type.extension,
        bytes,
        description,
        width: size?.width,
        height: size?.height,
        access: 'public',
        createdBy,
        folderId,
      }),
    )
  }
  return rows.map(mediaDto)
}

mediaUploadRoutes.on(media.mediaUpload, async (c) => {
  const user = requireBackoffice(c)
  return ok(c, await storeUpload(c, BACKOFFICE_UPLOAD, user.userId), 201)
})

mediaRoutes.on(media.mediaFilter, async (c) => {
  const { page, limit, search, type, folderId } = c.req.valid('json')
  const p = paging(page, limit, { page: 1, limit: 24 }, 200)
  const { rows, total } = await listMedia(c.env.DB, { search, type, folderId }, p)
  return ok(c, pageForms.dataPagination(rows.map(mediaDto), total, p))
})

mediaRoutes.on(media.mediaUpdate, async (c) => {
  const { id } = c.req.valid('param')
  const existing = await getMedia(c.env.DB, id)
  if (!existing) throw refuse(404, 'MEDIA_NOT_FOUND')
  const { title = existing.title, description = existing.description, alt, folderId } = c.req.valid('json')
  if (folderId !== undefined && folderId !== null && !(await folderExists(c.env.DB, folderId)))
    throw refuse(404, 'FOLDER_NOT_FOUND', { field: 'folderId' })
  const row = await updateMediaText(c.env.DB, id, {
    title,
    description,
    alt: { ...altTexts(existing.alt), ...alt },
    folderId: folderId === undefined ? existing.folder_id : folderId,
  })
  if (!row) throw refuse(404, 'MEDIA_NOT_FOUND')
  return ok(c, mediaDto(row))
})

/** Where a file is used (the media manager's delete warning names the places). */
mediaRoutes.on(media.mediaUsage, async (c) => {
  const { id } = c.req.valid('param')
  if (!(await getMedia(c.env.DB, id))) throw refuse(404, 'MEDIA_NOT_FOUND')
  return ok(c, await mediaUses(c.env.DB, id, c.get('lang')))
})

mediaRoutes.on(media.mediaDelete, async (c) => {
  const { id } = c.req.valid('param')
  const existing = await getMedia(c.env.DB, id)
  if (!existing) throw refuse(404, 'MEDIA_NOT_FOUND')
  const uses = await mediaUses(c.env.DB, id, c.get('lang'))
  if (uses.length > 0)
    throw refuse(409, 'MEDIA_IN_USE', { params: { uses: uses.map((use) => `${use.kind} ${use.id}`).join(', ') } })
  try {
    await deleteMediaRow(c.env.DB, id)
  } catch (error) {
    if (error instanceof Error && /FOREIGN KEY constraint failed/i.test(error.message)) {
      throw refuse(409, 'MEDIA_REFERENCED')
    }
    throw error
  }
  // The row is gone first, so a failed object delete never leaves a row pointing at nothing.
  await c.env.MEDIA.delete(existing.r2_key)
  await deleteVariants(c.env.MEDIA, id)
  return ok(c, { deleted: true as const, id })
})

const isMediaSize = (size: string): size is MediaSize => Object.hasOwn(MEDIA_SIZES, size)

/**
 * Serves `/media/{apiKeyId}/{id}/{size}/{file}`. The file segment is cosmetic (titles change).
 * Every size but `original` is a real variant: SVGs get the size's box as width/height, raster
 * images are resized once by the Images binding and kept in R2 (raster-variant.ts); a 4000 px
 * original is never sent as a thumbnail. The size `og` is the picture social networks show (social-variant.ts).
 */
mediaFileRoutes.get('/media/:apiKeyId/:id/:size/:file', async (c) => {
  const { apiKeyId, id, size } = c.req.param()
  if (apiKeyId !== String(MEDIA_API_KEY_ID) || !/^\d{1,12}$/.test(id)) throw refuse(404, 'MEDIA_NOT_FOUND')
  const social = size === SOCIAL_IMAGE.size
  if (!social && !isMediaSize(size)) throw refuse(404, 'MEDIA_SIZE_NOT_FOUND', { params: { size } })
  const row = await getMedia(c.env.DB, Number(id))
  if (!row) throw refuse(404, 'MEDIA_NOT_FOUND')
  const isPrivate = row.access === 'private'
  if (isPrivate && !c.get('apiUser')?.isBackofficeUser) throw refuse(404, 'MEDIA_NOT_FOUND')

  const etag = `"${row.hash.slice(0, 40)}-${size}"`
  const headers = new Headers({
    'Content-Type': row.mime,
    ETag: etag,
    'Cache-Control': isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
    // An SVG opened on its own is a document: the browser downloads it instead (images embed it all the same).
    'Content-Disposition': `${row.mime === 'image/svg+xml' ? 'attachment' : 'inline'}; filename="${row.title.replace(/[^\w.\- ]+/g, '_')}.${row.extension}"`,
  })
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers })
  }
  if (social) {
    const image = await socialVariant(c.env, row, c.req.url)
    headers.set('Content-Type', image.type)
    headers.set(
      'Content-Disposition',
      `inline; filename="${row.id}-${SOCIAL_IMAGE.size}.${image.type === 'image/jpeg' ? 'jpg' : 'png'}"`,
    )
    // The default card stands in for a picture that could not be made: not kept for a year, a later request tries again.
    if (!image.made) {
      headers.set('Cache-Control', 'public, max-age=3600')
      headers.delete('ETag')
    }
    return new Response(image.body, { status: 200, headers })
  }
  if (!isMediaSize(size)) throw refuse(404, 'MEDIA_SIZE_NOT_FOUND', { params: { size } })
  const box = MEDIA_SIZES[size]
  if (row.mime === 'image/svg+xml' && box) {
    const object = await c.env.MEDIA.get(row.r2_key)
    if (!object) throw refuse(404, 'MEDIA_FILE_MISSING')
    return new Response(svgVariant(await object.text(), box, size === 'thumbnail' ? 'cover' : 'inside'), {
      status: 200,
      headers,
    })
  }
  if (box && row.mime.startsWith('image/')) {
    let variant: Variant | null
    try {
      variant = await rasterVariant(c.env, row, size, box)
    } catch (error) {
      if (!(error instanceof VariantUnavailableError)) throw error
      console.error('izlog: media variant', error.message)
      throw refuse(503, 'MEDIA_VARIANT_UNAVAILABLE')
    }
    if (variant) {
      headers.set('Content-Type', variant.type)
      headers.set('Content-Length', String(variant.size))
      return new Response(variant.body, { status: 200, headers })
    }
  }
  headers.set('Accept-Ranges', 'bytes')
  // A byte range (a video seeking): 206 with that part, 416 when it lies outside the file.
  const range = byteRange(c.req.header('Range'), row.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${row.size}`)
    return new Response(null, { status: 416, headers })
  }
  const object = await c.env.MEDIA.get(
    row.r2_key,
    range ? { range: { offset: range.start, length: range.end - range.start + 1 } } : {},
  )
  if (!object) throw refuse(404, 'MEDIA_FILE_MISSING')
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${row.size}`)
    headers.set('Content-Length', String(range.end - range.start + 1))
    return new Response(object.body, { status: 206, headers })
  }
  headers.set('Content-Length', String(object.size))
  return new Response(object.body, { status: 200, headers })
})

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110): `start-end`, `start-` or `-suffix`;
 * null when absent or not a single byte range (the whole file is sent), 'unsatisfiable' outside it.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
