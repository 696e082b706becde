import { useRef, useState } from 'react'
import type { AdminProductImage } from '../../../../contract/dto/catalogue-admin'
import type { MediaDto } from '../../../../contract/dto/media'
import { MediaModal } from '../../media/media-modal'
import { TextInput } from '../../../lib/ui/text-input'
import { FieldError } from '../../../lib/ui/field-error'
import { useT } from '../../../i18n/i18n'
import { moved } from './draft'

/**
 * The product's images in the shop's order: added from the media library (picked or uploaded
 * there), reordered by dragging or with Up / Down (a live region says where the image went, and
 * the pressed button keeps the focus), each with its alternative text per language, removed.
 */
export function ImagesField({
  images,
  onChange,
  error,
}: {
  images: AdminProductImage[]
  onChange: (next: AdminProductImage[]) => void
  error: (path: string) => string | undefined
}) {
  const t = useT()
  const [picking, setPicking] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [dragging, setDragging] = useState<number | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const total = images.length

  const focusLater = (selector: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus())

  const move = (from: number, to: number, action?: 'up' | 'down') => {
    if (to < 0 || to >= total || from === to) return
    onChange(moved(images, from, to))
    setAnnouncement(t('productEditor.images.moved', { position: to + 1, total }))
    if (action) {
      // At the ends the other button stays usable: focus it instead of a disabled one.
      const edge = (action === 'up' && to === 0) || (action === 'down' && to === total - 1)
      focusLater(`[data-position="${to}"] [data-action="${edge ? (action === 'up' ? 'down' : 'up') : action}"]`)
    }
  }

  const add = (media: MediaDto) => {
    setPicking(false)
    if (images.some((image) => image.mediaId === media.id)) {
      setAnnouncement(t('productEditor.images.already'))
      return
    }
    onChange([...images, { mediaId: media.id, url: media.urls.thumbnail, alt: { ...media.alt } }])
    setAnnouncement(t('productEditor.images.added', { position: total + 1 }))
  }

  const remove = (index: number) => {
    onChange(images.filter((_, at) => at !== index))
    setAnnouncement(t('productEditor.images.removed'))
    if (total <= 1) requestAnimationFrame(() => addButton.current?.focus())
    else focusLater(`[data-position="${Math.min(index, total - 2)}"] [data-action="remove"]`)
  }

  const setAlt = (index: number, language: 'hr' | 'en', text: string) =>
    onChange(images.map((image, at) => (at === index ? { ...image, alt: { ...image.alt, [language]: text } } : image)))

  return (
    <div className="stack">
      <p className="muted">{t('productEditor.images.intro')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {total === 0 ? <p>{t('productEditor.images.empty')}</p> : null}
      <ol ref={list} className="backoffice-cards" role="list">
        {images.map((image, index) => (
          <li
            key={image.mediaId}
            data-position={index}
            className="panel"
            onDragOver={(event) => {
              if (dragging === null) return
              event.preventDefault()
              event.dataTransfer.dropEffect = 'move'
            }}
            onDrop={(event) => {
              event.preventDefault()
              if (dragging !== null) move(dragging, index)
              setDragging(null)
            }}
            style={{ opacity: dragging === index ? 0.5 : 1 }}
          >
            <div className="cluster" style={{ alignItems: 'flex-start' }}>
              {/* The thumbnail is the drag handle (the fields beside it keep their own text selection). */}
              <img
                src={image.url}
                alt=""
                width={96}
                height={96}
                draggable
                onDragStart={(event) => {
                  setDragging(index)
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData('text/plain', String(index))
                }}
                onDragEnd={() => setDragging(null)}
                style={{ objectFit: 'cover', borderRadius: 'var(--radius-sm)', flex: '0 0 auto', cursor: 'grab' }}
              />
              <div className="stack" style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <p className="backoffice-cards__title">
                  {t('productEditor.images.item', { position: index + 1, total })}
                </p>
                <TextInput
                  name={`images.${index}.alt.hr`}
                  label={t('productEditor.images.altHr')}
                  value={image.alt.hr}
                  maxLength={300}
                  error={error(`images.${index}.alt.hr`)}
                  onChange={(text) => setAlt(index, 'hr', text)}
                />
                <TextInput
                  name={`images.${index}.alt.en`}
                  label={t('productEditor.images.altEn')}
                  value={image.alt.en}
                  maxLength={300}
                  lang="en"
                  error={error(`images.${index}.alt.en`)}
                  onChange={(text) => setAlt(index, 'en', text)}
                />
                <FieldError id={`image-${image.mediaId}-error`} error={error(`images.${index}.mediaId`)} />
                <div className="button-row">
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    data-action="up"
                    aria-label={t('productEditor.images.moveUpLabel', { position: index + 1 })}
                    aria-disabled={index === 0 || undefined}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    ↑ {t('productEditor.images.moveUp')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    data-action="down"
                    aria-label={t('productEditor.images.moveDownLabel', { position: index + 1 })}
                    aria-disabled={index === total - 1 || undefined}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    ↓ {t('productEditor.images.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger btn--sm"
                    data-action="remove"
                    aria-label={t('productEditor.images.removeLabel', { position: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    {t('productEditor.images.remove')}
                  </button>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <FieldError id="product-images-error" error={error('images')} />
      <div>
        <button ref={addButton} type="button" className="btn btn--secondary" onClick={() => setPicking(true)}>
          {t('productEditor.images.add')}
        </button>
      </div>
      <MediaModal open={picking} onClose={() => setPicking(false)} onPick={add} />
    </div>
  )
}
