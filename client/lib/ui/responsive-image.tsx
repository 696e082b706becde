import type { CmsMedia } from '../../../contract/dto/cms'
import type { SectionImage } from '../../../contract/dto/sections'

/** Widths of the media API sizes used in `srcset` (SPEC §9: thumbnail 50, medium 768, large 926, full HD 1920). */
const SIZE_WIDTHS = [
  ['thumbnail', 50],
  ['medium', 768],
  ['large', 926],
  ['fullhd', 1920],
] as const

type SizedUrls = Partial<Record<'thumbnail' | 'portrait' | 'large' | 'fullhd' | 'medium' | 'original', string>>

export function srcSet(urls: SizedUrls | undefined): string | undefined {
  if (!urls) return undefined
  const entries = SIZE_WIDTHS.flatMap(([size, width]) => {
    const url = urls[size]
    return url ? [`${url} ${width}w`] : []
  })
  return entries.length > 0 ? entries.join(', ') : undefined
}

/** A section image or CMS media object, normalised for <ResponsiveImage>. */
export function fromMedia(media: CmsMedia, alt?: string): SectionImage {
  return {
    id: media.id,
    url: media.urls.medium || media.newPath,
    urls: media.urls,
    alt: alt ?? (media.description || media.displayName || media.title),
    width: media.width,
    height: media.height,
  }
}

interface ResponsiveImageProps {
  image: SectionImage
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes?: string
  className?: string
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean
  /** Decorative images get an empty alt. */
  decorative?: boolean
}

/** `<img>` with `srcset` over the media sizes, lazy by default, with explicit alt text. */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  className,
  priority = false,
  decorative = false,
}: ResponsiveImageProps) {
  const set = srcSet(image.urls)
  return (
    <img
      className={className}
      src={image.url}
      srcSet={set}
      sizes={set ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
