import { useRef, useState, type RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { MediaDto } from '../../../contract/dto/media'
import { useToast } from '../../lib/toasts'
import { Modal } from '../../lib/ui/modal'
import { useT } from '../../i18n/i18n'
import { MediaEditForm } from './media-edit-form'
import { MediaBrowser } from './media-browser'
import { refreshLibrary } from './media-api'

/**
 * The media modal (SPEC §2): the media library's images, searchable and paged; new images
 * uploaded by picker or drop; the chosen file's title and alternative texts edited in place
 * (edit media); "Choose image" saves those texts and hands the file to `onPick`.
 */
export function MediaModal({
  open,
  onClose,
  onPick,
}: {
  open: boolean
  onClose: () => void
  onPick: (media: MediaDto) => void
}) {
  const t = useT()
  /** Which footer button submitted the edit form: save only, or save and choose. */
  const pickAfterSave = useRef(false)
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('edit.media.title')}
      size="lg"
      footer={<MediaFooter onClose={onClose} pickAfterSave={pickAfterSave} />}
    >
      {open ? <MediaLibrary onPick={onPick} pickAfterSave={pickAfterSave} /> : null}
    </Modal>
  )
}

/** The footer's buttons submit the edit form (rendered in the body) through its id. */
const EDIT_FORM_ID = 'media-modal-edit'

function MediaFooter({ onClose, pickAfterSave }: { onClose: () => void; pickAfterSave: RefObject<boolean> }) {
  const t = useT()
  return (
    <div className="button-row">
      <button type="button" className="btn btn--secondary" onClick={onClose}>
        {t('common.cancel')}
      </button>
      <button
        type="submit"
        form={EDIT_FORM_ID}
        className="btn btn--secondary"
        data-intent="save"
        onClick={() => (pickAfterSave.current = false)}
      >
        {t('edit.media.save')}
      </button>
      <button
        type="submit"
        form={EDIT_FORM_ID}
        className="btn btn--primary"
        data-intent="pick"
        onClick={() => (pickAfterSave.current = true)}
      >
        {t('edit.media.pick')}
      </button>
    </div>
  )
}

function MediaLibrary({
  onPick,
  pickAfterSave,
}: {
  onPick: (media: MediaDto) => void
  pickAfterSave: RefObject<boolean>
}) {
  const t = useT()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<MediaDto | null>(null)
  const [noSelection, setNoSelection] = useState(false)

  const choose = (media: MediaDto) => {
    setSelected(media)
    setNoSelection(false)
  }

  return (
    <div className="media-library">
      <MediaBrowser kind="image" selectedId={selected?.id ?? null} onSelect={choose} />
      <div className="media-library__selected">
        {selected ? (
          <MediaEditForm
            media={selected}
            formId={EDIT_FORM_ID}
            onSaved={(media, changed) => {
              setSelected(media)
              if (changed) {
                toast.success(t('edit.media.saved'))
                void refreshLibrary(queryClient)
              }
              if (pickAfterSave.current) onPick(media)
            }}
          />
        ) : (
          <form
            id={EDIT_FORM_ID}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              setNoSelection(true)
            }}
          >
            <p
              className={noSelection ? 'notice notice--error' : 'media-library__hint'}
              role={noSelection ? 'alert' : undefined}
            >
              {t('edit.media.chooseFirst')}
            </p>
          </form>
        )}
      </div>
    </div>
  )
}
