import type { Context } from 'hono'
import * as v from 'valibot'
import { FORM_FILE_PART_PREFIX, FORM_PAYLOAD_PART } from '../../../contract/form-submission'
import { FORM_UPLOADS } from '../../../contract/schemas/cms-form'
import { validationFailure } from '../../lib/validation'
import type { BackendEnv } from '../context'
import { refuse } from '../http'
import type { SentFile } from '../media/form-uploads'

/** form/storeData with files: its parts are named in contract/schemas/cms-form.ts. */
const PAYLOAD_PART = FORM_PAYLOAD_PART
const FILE_PART_PREFIX = FORM_FILE_PART_PREFIX

const MB = 1024 * 1024
/** The values and the multipart boundaries around the files. */
const MULTIPART_OVERHEAD_BYTES = MB

export const isMultipart = (c: Context<BackendEnv>): boolean =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')

/**
 * Reads and validates a multipart submission: the payload against `schema` (the JSON call's
 * answer on failure), the files with the field they were sent in. A body larger than the files
 * may be together is refused before it is read.
 */
export async function readMultipartSubmission<S extends v.GenericSchema>(
  c: Context<BackendEnv>,
  schema: S,
): Promise<{ body: v.InferOutput<S>; files: SentFile[] } | Response> {
  const declared = Number(c.req.header('content-length') ?? NaN)
  if (declared > FORM_UPLOADS.maxTotalBytes + MULTIPART_OVERHEAD_BYTES)
    throw refuse(413, 'FILES_TOO_LARGE', { params: { max: FORM_UPLOADS.maxTotalBytes / MB } })
  let parts: Record<string, string | File | (string | File)[]>
  try {
    parts = await c.req.parseBody({ all: true })
  } catch {
    throw refuse(400, 'BAD_MULTIPART')
  }
  const payload = parts[PAYLOAD_PART]
  let raw: unknown
  try {
    raw = typeof payload === 'string' ? JSON.parse(payload) : undefined
  } catch {
    raw = undefined
  }
  if (raw === undefined) throw refuse(400, 'FORM_PAYLOAD_MISSING', { params: { part: PAYLOAD_PART } })
  const parsed = v.safeParse(schema, raw)
  if (!parsed.success) return validationFailure(c, parsed.issues, c.get('lang'))
  const files: SentFile[] = []
  for (const [name, value] of Object.entries(parts)) {
    if (name === PAYLOAD_PART) continue
    if (!name.startsWith(FILE_PART_PREFIX))
      throw refuse(400, 'FORM_PART_UNEXPECTED', { params: { part: name.slice(0, 60) } })
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!(item instanceof File)) throw refuse(400, 'FORM_PART_NOT_FILE', { params: { part: name.slice(0, 60) } })
      files.push({ field: name.slice(FILE_PART_PREFIX.length), file: item })
    }
  }
  return { body: parsed.output, files }
}
