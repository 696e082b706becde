import type { FormDto } from '../../../contract/dto/cms'
import type { AdminSubmissionFile } from '../../../contract/dto/admin'
import type { Locale } from '../../../contract/locales'
import { FORM_UPLOADS } from '../../../contract/schemas/cms-form'
import { refuse } from '../http'
import { sniffType } from './sniff'
import { allRows, columns, type Row } from '../rows'

/**
 * Files a visitor sends with a CMS form that asks for them (a `file` field). Quarantined: their
 * own table (form_uploads) and R2 prefix, never in the media library, never served publicly;
 * staff download them from the form's submissions (form-upload-routes.ts).
 */

export const FORM_UPLOAD_PREFIX = 'form-uploads/'

/** Raster images and PDF documents, recognised from their bytes (no SVG: a document that can carry code). */
const ACCEPTED_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
])
const MB = 1024 * 1024

/** The accepted formats, named in the refusal of any other. */
const ACCEPTED_NAMES = 'PNG, JPEG, GIF, WebP, AVIF, PDF'

/** A file as sent: the form field it came in and the file. */
export interface SentFile {
  field: string
  file: File
}

export interface CheckedUpload {
  field: string
  name: string
  mime: string
  bytes: ArrayBuffer
}

const NAME_STEM_MAX = 80

/**
 * The sender's file name made harmless to show and to offer as a download name: no path, no
 * control, format or markup characters, at most 80 characters, and the extension of the type
 * the bytes really are (a `.html` name never survives on a PNG).
 */
export function sanitizeUploadName(raw: string, extension: string): string {
  return `${uploadStem(raw)}.${extension}`
}

/** The name without path and extension, cleaned and capped (also what error messages show). */
function uploadStem(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? ''
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"'`&|?*;=%{}$]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const stem = [...cleaned.replace(/\.[^.]*$/, '').replace(/^[.\s]+/, '')].slice(0, NAME_STEM_MAX).join('').trim()
  return stem || 'file'
}

/**
 * Checks the files of a submission against the form before anything is stored: each in one of
 * the form's file fields, at most FORM_UPLOADS.maxFiles, sizes capped, types sniffed, required
 * file fields filled. One bad file refuses the whole submission.
 */
export async function checkFormUploads(
  form: Pick<FormDto, 'fields'>,
  sent: readonly SentFile[],
  _lang: Locale,
): Promise<CheckedUpload[]> {
  const fileFields = form.fields.filter((field) => field.type === 'file')
  if (sent.length > 0 && fileFields.length === 0) throw refuse(400, 'FORM_TAKES_NO_FILES')
  if (sent.length > FORM_UPLOADS.maxFiles)
    throw refuse(400, 'TOO_MANY_FILES', { params: { max: FORM_UPLOADS.maxFiles } })
  const known = new Set(fileFields.map((field) => field.name))
  for (const { field } of sent) if (!known.has(field)) throw refuse(400, 'FORM_TAKES_NO_FILES')
  for (const field of fileFields) {
    if (field.required && !sent.some((s) => s.field === field.name))
      throw refuse(400, 'FILE_FIELD_REQUIRED', { params: { label: field.label }, field: field.name })
  }
  if (sent.reduce((sum, s) => sum + s.file.size, 0) > FORM_UPLOADS.maxTotalBytes)
    throw refuse(413, 'FILES_TOO_LARGE', { params: { max: FORM_UPLOADS.maxTotalBytes / MB } })
  const checked: CheckedUpload[] = []
  for (const { field, file } of sent) {
    const shown = uploadStem(file.name)
    if (file.size === 0) throw refuse(400, 'EMPTY_FILE', { params: { name: shown } })
    if (file.size > FORM_UPLOADS.maxFileBytes)
      throw refuse(413, 'FILE_TOO_LARGE', { params: { name: shown, max: FORM_UPLOADS.maxFileBytes / MB } })
    const bytes = await file.arrayBuffer()
    const type = sniffType(new Uint8Array(bytes))
    if (!type || !ACCEPTED_TYPES.has(type.mime))
      throw refuse(415, 'UNSUPPORTED_FILE_TYPE', { params: { name: shown, accepted: ACCEPTED_NAMES } })
    checked.push({ field, name: sanitizeUploadName(file.name, type.extension), mime: type.mime, bytes })
  }
  return checked
}

/** Stores checked files of a stored submission; a failure leaves no object behind (the caller drops the submission). */
export async function storeFormUploads(
  env: { DB: D1Database; MEDIA: R2Bucket },
  formId: number,
  submissionId: number,
  uploads: readonly CheckedUpload[],
): Promise<void> {
  const written: string[] = []
  try {
    const rows: D1PreparedStatement[] = []
    for (const upload of uploads) {
      const key = `${FORM_UPLOAD_PREFIX}${formId}/${submissionId}/${crypto.randomUUID()}`
      await env.MEDIA.put(key, upload.bytes, { httpMetadata: { contentType: upload.mime } })
      written.push(key)
      rows.push(
        env.DB.prepare(
          'INSERT INTO form_uploads (submission_id, form_id, field, r2_key, name, mime, size) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).bind(submissionId, formId, upload.field, key, upload.name, upload.mime, upload.bytes.byteLength),
      )
    }
    if (rows.length > 0) await env.DB.batch(rows)
  } catch (error) {
    await Promise.all(written.map((key) => env.MEDIA.delete(key)))
    throw error
  }
}

/** Where staff download a file (the edge serves /media/* with the sandboxing policy). */
export const formUploadHref = (id: number, name: string): string =>
  `/media/form-uploads/${id}/${encodeURIComponent(name)}`

interface UploadRow {
  id: number
  submission_id: number
  field: string
  name: string
  mime: string
  size: number
}

const uploads = columns('form_uploads')
const readUploadRow = (r: Row): UploadRow => ({
  id: uploads.int(r, 'id'),
  submission_id: uploads.int(r, 'submission_id'),
  field: uploads.text(r, 'field'),
  name: uploads.text(r, 'name'),
  mime: uploads.text(r, 'mime'),
  size: uploads.int(r, 'size'),
})

/**
 * The files of these submissions of one form, per submission, in the order they were sent (one
 * range query: an export's chunk holds more ids than a statement may bind).
 */
export async function uploadsOfSubmissions(
  db: D1Database,
  formId: number,
  submissionIds: readonly number[],
): Promise<Map<number, AdminSubmissionFile[]>> {
  const bySubmission = new Map<number, AdminSubmissionFile[]>()
  if (submissionIds.length === 0) return bySubmission
  const wanted = new Set(submissionIds)
  const results = await allRows(
    db
      .prepare(
        'SELECT id, submission_id, field, name, mime, size FROM form_uploads WHERE form_id = ? AND submission_id BETWEEN ? AND ? ORDER BY id',
      )
      .bind(formId, Math.min(...submissionIds), Math.max(...submissionIds)),
    readUploadRow,
  )
  for (const row of results) {
    if (!wanted.has(row.submission_id)) continue
    const files = bySubmission.get(row.submission_id) ?? []
    files.push({
      id: row.id,
      field: row.field,
      name: row.name,
      mime: row.mime,
      size: row.size,
      href: formUploadHref(row.id, row.name),
    })
    bySubmission.set(row.submission_id, files)
  }
  return bySubmission
}

export async function getFormUpload(
  db: D1Database,
  id: number,
): Promise<{ r2_key: string; name: string; mime: string; size: number } | null> {
  return db.prepare('SELECT r2_key, name, mime, size FROM form_uploads WHERE id = ?').bind(id).first()
}
