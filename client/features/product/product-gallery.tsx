import { useState } from 'react'
import { ResponsiveImage, fromMedia } from '../../lib/ui/responsive-image'
import { useLocale, useT } from '../../i18n/i18n'
import type { CatalogueMedia } from '../../../contract/dto/catalogue'

const THUMB_STYLE = {
  width: '4.5rem',
  height: '4.5rem',
  padding: 0,
  overflow: 'hidden',
  borderRadius: 'var(--radius-sm)',
} as const

function Thumbnail({ image }: { image: CatalogueMedia }) {
  return (
    <img
      src={image.urls.thumbnail || image.urls.medium}
      alt=""
      width={72}
      height={72}
      loading="lazy"
      decoding="async"
      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  )
}

/** The product images with srcset: one large image and thumbnails that switch it. */
export function ProductGallery({ images, name }: { images: readonly CatalogueMedia[]; name: string }) {
  const t = useT()
  const locale = useLocale()
  const [active, setActive] = useState(0)
  const current = images[active] ?? images[0]
  if (!current) return null
  return (
    <div className="product-gallery stack">
      <div className="product-gallery__main">
        <ResponsiveImage
          image={fromMedia(current, current.alt?.[locale] || name)}
          sizes="(min-width: 64rem) 36rem, 100vw"
          priority
        />
      </div>
      {images.length > 1 ? (
        <ul
          className="cluster product-gallery__thumbs"
          role="list"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {images.map((image, index) => (
            <li key={image.id}>
              {/* Without JavaScript the thumbnail is a link to the image itself (issue 38). */}
              <a
                href={image.urls.large || image.urls.original}
                className="icon-btn product-gallery__thumb needs-no-js"
                aria-label={t('shop.product.image', { n: index + 1, name })}
                style={THUMB_STYLE}
              >
                <Thumbnail image={image} />
              </a>
              <button
                type="button"
                className="icon-btn product-gallery__thumb needs-js"
                aria-pressed={index === active}
                aria-label={t('shop.product.image', { n: index + 1, name })}
                onClick={() => setActive(index)}
                style={THUMB_STYLE}
              >
                <Thumbnail image={image} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
