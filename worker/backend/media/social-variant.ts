import { SOCIAL_IMAGE, socialImageType, type SocialImageType } from '../../../contract/social-image'
import type { MediaRow } from './store'
import { svgVariant } from './svg-variant'
import { variantKey } from './raster-variant'

type SocialEnv = { MEDIA: R2Bucket; IMAGES?: ImagesBinding; ASSETS: Fetcher }

export interface SocialImage {
  body: ReadableStream | ArrayBuffer
  type: SocialImageType
  /** False when this is the default card: the picture could not be made (not kept, so a later request tries again). */
  made: boolean
}

/**
 * A media file as social networks show it (og:image): the whole picture centred on a white 1200 × 630 card (a
 * product is shown whole, not cut), a JPEG for a photo and a PNG for a drawing (contract socialImageType), made once by the Images binding and kept in R2 beside the other
 * variants. An SVG is sized to that box first (locally the binding rasterises it); when the binding is missing, fails or gives back no raster (Cloudflare's Images pass
 * SVG through unconverted), or the file is no image, the answer is the site's default card from the assets.
 */
export async function socialVariant(env: SocialEnv, row: MediaRow, requestUrl: string): Promise<SocialImage> {
  const key = variantKey(row, SOCIAL_IMAGE.size)
  const stored = await env.MEDIA.get(key)
  const type = socialImageType(row.extension)
  if (stored) return { body: stored.body, type, made: true }
  const made = env.IMAGES && row.mime.startsWith('image/') ? await rasterise(env.IMAGES, env.MEDIA, row, type) : null
  if (made) {
    await env.MEDIA.put(key, made, { httpMetadata: { contentType: type } })
    return { body: made, type, made: true }
  }
  const fallback = await env.ASSETS.fetch(new URL(SOCIAL_IMAGE.fallback, requestUrl))
  if (!fallback.ok || !fallback.body) throw new Error(`The default social image ${SOCIAL_IMAGE.fallback} is missing.`)
  return { body: fallback.body, type: SOCIAL_IMAGE.fallbackType, made: false }
}

/** The drawing centred on a white card of the social size (as `pad` with a white background does for a raster). */
function onWhite(svg: string): string {
  const { width, height } = SOCIAL_IMAGE
  // The prolog and comments before the root element cannot stand inside another element.
  const drawing = svgVariant(svg, SOCIAL_IMAGE, 'contain').replace(/^[\s\S]*?(?=<svg\b)/i, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>${drawing}</svg>`
}

async function rasterise(
  images: ImagesBinding,
  bucket: R2Bucket,
  row: MediaRow,
  type: SocialImageType,
): Promise<ArrayBuffer | null> {
  const original = await bucket.get(row.r2_key)
  if (!original) return null
  const input = row.mime === 'image/svg+xml' ? new Blob([onWhite(await original.text())]).stream() : original.body
  try {
    const result = await images
      .input(input)
      .transform({ width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, fit: 'pad', background: '#ffffff' })
      .output({ format: type })
    if (result.contentType() !== type) return null
    return await result.response().arrayBuffer()
  } catch (error) {
    console.error('izlog: social image', row.id, error instanceof Error ? error.message : String(error))
    return null
  }
}
