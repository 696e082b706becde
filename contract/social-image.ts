/**
 * The image social networks show for a page (og:image). They do not show SVG, so it is always a
 * raster of one size: the page's own picture made into a 1200 × 630 image by the media route's `og`
 * variant (Cloudflare's Images binding, worker/backend/media/social-variant.ts), else the site's
 * default card (client/public/og-default.png, also what that variant answers when an image cannot be made).
 */
export const SOCIAL_IMAGE = {
  width: 1200,
  height: 630,
  /** The media route's size segment of the variant. */
  size: 'og',
  fallback: '/og-default.png',
  fallbackType: 'image/png',
} as const

export type SocialImageType = 'image/jpeg' | 'image/png'

/** The site's logo as a raster (schema.org Organization.logo). */
export const LOGO_IMAGE = '/logo.png'

const PHOTO_EXTENSIONS = new Set(['jpg', 'jpeg', 'webp', 'avif'])

/** A photo (JPEG, WebP, AVIF) is sent as a JPEG (a PNG of it is ten times the size); drawings (PNG, GIF, SVG) as a PNG. */
export const socialImageType = (extension: string): SocialImageType =>
  PHOTO_EXTENSIONS.has(extension.toLowerCase()) ? 'image/jpeg' : 'image/png'

const MEDIA_PATH = /^\/media\/(\d+)\/(\d+)\/[a-z]+\/([^/?#]+?)(?:\.([A-Za-z0-9]+))?$/

/**
 * The social image of a page image: a media file (`/media/{key}/{id}/{size}/{file}.{ext}`, any size) becomes
 * `/media/{key}/{id}/og/{file}.jpg|png`; anything else (no image, an image elsewhere whose format and size are
 * unknown) is the default card.
 */
export function socialImage(image: string | null | undefined): { path: string; type: SocialImageType } {
  const match = image ? MEDIA_PATH.exec(image) : null
  if (!match) return { path: SOCIAL_IMAGE.fallback, type: SOCIAL_IMAGE.fallbackType }
  const type = socialImageType(match[4] ?? '')
  const extension = type === 'image/jpeg' ? 'jpg' : 'png'
  return { path: `/media/${match[1]}/${match[2]}/${SOCIAL_IMAGE.size}/${match[3]}.${extension}`, type }
}
