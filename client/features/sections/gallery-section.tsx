import { useT } from '../../i18n/i18n'
import type { Section } from '../../../contract/dto/sections'
import { ResponsiveImage } from '../../lib/ui/responsive-image'

type GalleryData = Extract<Section, { type: 'gallery' }>

export function GallerySection({ section }: { section: GalleryData }) {
  const t = useT()
  const total = section.images.length
  return (
    <section className="section gallery container" aria-labelledby={section.title ? `${section.id}-title` : undefined}>
      {section.title ? <h2 id={`${section.id}-title`}>{section.title}</h2> : null}
      <ul className="gallery__grid grid grid--3">
        {section.images.map((image, index) => (
          <li key={image.id} className="gallery__item">
            <figure>
              <ResponsiveImage image={image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
              <figcaption className="visually-hidden">
                {t('content.sections.galleryImage', { n: index + 1, total })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
