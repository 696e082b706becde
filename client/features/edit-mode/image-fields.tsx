import { useState } from 'react'
import type { Section, SectionImage } from '../../../contract/dto/sections'
import { useLocale, useT } from '../../i18n/i18n'
import { MediaModal } from '../media/media-modal'
import { sectionImageOf } from '../media/media-api'
import { addGalleryImage, removeGalleryImage, withImage } from './section-ops'

/** A chosen image, small, with the alternative text it carries. */
export function ImageThumb({ image }: { image: SectionImage }) {
  const t = useT()
  return (
    <span className="edit-image__thumb">
      <img src={image.urls?.thumbnail ?? image.url} alt="" width={48} height={48} />
      <span>{image.alt ? t('edit.images.alt', { alt: image.alt }) : t('edit.images.noAlt')}</span>
    </span>
  )
}

/**
 * The images of a section, chosen in the media modal: a hero's (optional) image, an image-and-text
 * section's image and its side, a gallery's images. Sections without images render nothing.
 */
export function ImageFields({ section, onChange }: { section: Section; onChange: (next: Section) => void }) {
  const t = useT()
  const locale = useLocale()
  /** What the open media modal chooses for (null: closed). */
  const [choosing, setChoosing] = useState<'image' | 'gallery' | null>(null)
  if (section.type !== 'hero' && section.type !== 'imageText' && section.type !== 'gallery') return null

  const modal = (
    <MediaModal
      open={choosing !== null}
      onClose={() => setChoosing(null)}
      onPick={(media) => {
        const image = sectionImageOf(media, locale)
        onChange(choosing === 'gallery' ? addGalleryImage(section, image) : withImage(section, image))
        setChoosing(null)
      }}
    />
  )

  if (section.type === 'gallery') {
    return (
      <fieldset className="edit-image">
        <legend>{t('edit.images.gallery')}</legend>
        {section.images.length === 0 ? <p>{t('edit.images.galleryEmpty')}</p> : null}
        <ol className="edit-image__list">
          {section.images.map((image, position) => (
            <li key={`${image.id}-${position}`}>
              <ImageThumb image={image} />
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => onChange(removeGalleryImage(section, position))}
              >
                {t('edit.images.galleryRemove', { n: position + 1 })}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setChoosing('gallery')}>
          {t('edit.images.galleryAdd')}
        </button>
        {modal}
      </fieldset>
    )
  }

  const image = section.image
  return (
    <fieldset className="edit-image">
      <legend>{t('edit.images.image')}</legend>
      {image ? <ImageThumb image={image} /> : <p>{t('edit.images.none')}</p>}
      <div className="button-row">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setChoosing('image')}>
          {image ? t('edit.images.change') : t('edit.images.choose')}
        </button>
        {section.type === 'hero' && image ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => onChange(withImage(section, undefined))}
          >
            {t('edit.images.remove')}
          </button>
        ) : null}
      </div>
      {section.type === 'imageText' ? (
        <fieldset className="edit-image__position">
          <legend>{t('edit.images.position')}</legend>
          {(['left', 'right'] as const).map((side) => (
            <label key={side}>
              <input
                type="radio"
                name={`${section.id}-position`}
                checked={section.imagePosition === side}
                onChange={() => onChange({ ...section, imagePosition: side })}
              />{' '}
              {t(`edit.images.${side}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {modal}
    </fieldset>
  )
}
