/**
 * The image social networks show for a page (og:image). They do not show SVG, so it is always a
 * raster of one size: the page's own picture made into a 1200 × 630 PNG by the media route's `og`
 * variant (Cloudflare's Images binding, worker/backend/media/social-variant.ts), else the site's
 * default card (client/public/og-default.png, also what that variant answers when an image cannot be made).
 */
export const SOCIAL_IMAGE = {
  width: 1200,
  height: 630,
  type: 'image/png',
  /** The media route's size segment of the variant. */
  size: 'og',
  fallback: '/og-default.png',
} as const

/** The site's logo as a raster (schema.org Organization.logo). */
export const LOGO_IMAGE = '/logo.png'

const MEDIA_PATH = /^\/media\/(\d+)\/(\d+)\/[a-z]+\/([^/?#]+?)(?:\.[A-Za-z0-9]+)?$/

/**
 * The site path of a page image's social variant: a media file (`/media/{key}/{id}/{size}/{file}`, any size)
 * becomes `/media/{key}/{id}/og/{file}.png`; anything else (no image, an image elsewhere whose format and size
 * are unknown) is the default card.
 */
export function socialImagePath(image: string | null | undefined): string {
  const match = image ? MEDIA_PATH.exec(image) : null
  return match ? `/media/${match[1]}/${match[2]}/${SOCIAL_IMAGE.size}/${match[3]}.png` : SOCIAL_IMAGE.fallback
}
