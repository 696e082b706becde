import type { MediaRow, MediaSize } from './store'
import type { SOCIAL_IMAGE } from '../../../contract/social-image'

/**
 * Resized variants of raster images (issue 16, SPEC §9 sizes) through Cloudflare's Images binding:
 * made on the first request of a size and kept in R2 beside the original, so each size is resized
 * once. The thumbnail is cropped to its square; every other size fits inside its box and is never
 * larger than the original (an image already inside the box is served as stored).
 */

type VariantEnv = { MEDIA: R2Bucket; IMAGES?: ImagesBinding }

export interface Box {
  width: number
  height: number
}

/** What a variant is stored as: formats the binding writes everywhere (GIF becomes PNG, its first frame). */
const OUTPUT_TYPE: Record<string, 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif'> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/avif': 'image/avif',
  'image/gif': 'image/png',
}

export const isResizable = (mime: string): boolean => mime in OUTPUT_TYPE

/** The R2 key of one size of one stored file (the hash keeps a replaced file's variants apart). */
export const variantKey = (row: Pick<MediaRow, 'id' | 'hash'>, size: MediaSize | typeof SOCIAL_IMAGE.size): string =>
  `variants/${row.id}/${row.hash.slice(0, 16)}/${size}`

/**
 * The size to make, or null when the stored image already fits (it is served as is). Known
 * dimensions give the exact target, so the result keeps the image's proportions everywhere.
 */
export function targetSize(
  row: Pick<MediaRow, 'width' | 'height'>,
  size: MediaSize,
  box: Box,
): (Box & { fit: 'cover' | 'scale-down' }) | null {
  const { width, height } = row
  if (size === 'thumbnail')
    return width !== null && height !== null && width <= box.width && height <= box.height
      ? null
      : { ...box, fit: 'cover' }
  if (width === null || height === null) return { ...box, fit: 'scale-down' }
  const factor = Math.min(box.width / width, box.height / height)
  if (factor >= 1) return null
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
    fit: 'scale-down',
  }
}

export class VariantUnavailableError extends Error {}

export interface Variant {
  body: ReadableStream | ArrayBuffer
  type: string
  size: number
}

/** The stored variant, else a new one made now (and kept). Null: serve the original. */
export async function rasterVariant(
  env: VariantEnv,
  row: MediaRow,
  size: MediaSize,
  box: Box,
): Promise<Variant | null> {
  const target = targetSize(row, size, box)
  if (!target || !isResizable(row.mime)) return null
  const key = variantKey(row, size)
  const stored = await env.MEDIA.get(key)
  if (stored)
    return {
      body: stored.body,
      type: stored.httpMetadata?.contentType ?? 'application/octet-stream',
      size: stored.size,
    }
  if (!env.IMAGES)
    throw new VariantUnavailableError('The IMAGES binding is not configured: resized images cannot be made.')
  const original = await env.MEDIA.get(row.r2_key)
  if (!original) return null
  const type = OUTPUT_TYPE[row.mime] ?? 'image/png'
  let bytes: ArrayBuffer
  try {
    const result = await env.IMAGES.input(original.body)
      .transform({ width: target.width, height: target.height, fit: target.fit })
      .output({ format: type })
    bytes = await result.response().arrayBuffer()
  } catch (error) {
    throw new VariantUnavailableError(
      `Resizing media ${row.id} to ${size} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: type } })
  return { body: bytes, type, size: bytes.byteLength }
}

/** Every stored variant of a file goes with it. */
export async function deleteVariants(bucket: R2Bucket, id: number): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await bucket.list({ prefix: `variants/${id}/`, cursor })
    if (page.objects.length) await bucket.delete(page.objects.map((object) => object.key))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
}
