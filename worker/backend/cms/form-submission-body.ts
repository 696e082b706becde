import type { Context } from 'hono'
import * as v from 'valibot'
import { FORM_UPLOADS } from '../../../contract/schemas/cms-form'
import { validationFailure } from '../../lib/validation'
import type { BackendEnv } from '../context'
import { BackendError, badRequest } from '../http'
import type { SentFile } from '../media/form-uploads'

/**
 * form/storeData with files: multipart/form-data holding the JSON of the usual fields in the
 * `payload` part and each file in a part named `file.<field>` (the form's file field it answers).
 */
export const PAYLOAD_PART = 'payload'
export const FILE_PART_PREFIX = 'file.'

/** The values and the multipart boundaries around the files. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024

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
    throw new BackendError(413, 'FILES_TOO_LARGE', 'The files together are too large.')
  let parts: Record<string, string | File | (string | File)[]>
  try {
    parts = await c.req.parseBody({ all: true })
  } catch {
    throw badRequest('Malformed multipart body.', 'BAD_MULTIPART')
  }
  const payload = parts[PAYLOAD_PART]
  let raw: unknown
  try {
    raw = typeof payload === 'string' ? JSON.parse(payload) : undefined
  } catch {
    raw = undefined
  }
  if (raw === undefined) throw badRequest(`Send the values as JSON in the "${PAYLOAD_PART}" part.`, 'BAD_MULTIPART')
  const parsed = v.safeParse(schema, raw)
  if (!parsed.success) return validationFailure(c, parsed.issues, c.get('lang'))
  const files: SentFile[] = []
  for (const [name, value] of Object.entries(parts)) {
    if (name === PAYLOAD_PART) continue
    if (!name.startsWith(FILE_PART_PREFIX)) throw badRequest(`Unexpected part "${name.slice(0, 60)}".`, 'BAD_MULTIPART')
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!(item instanceof File)) throw badRequest(`The part "${name.slice(0, 60)}" must be a file.`, 'BAD_MULTIPART')
      files.push({ field: name.slice(FILE_PART_PREFIX.length), file: item })
    }
  }
  return { body: parsed.output, files }
}
