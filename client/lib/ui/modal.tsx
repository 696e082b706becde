import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useT } from '../../i18n/i18n'
import { useModalDialog } from './modal-dialog'
import { CloseButton } from './close-button'

interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Footer actions (buttons). */
  footer?: ReactNode
  /** 'md' (default, 40rem), 'lg' (70% width × 80% height — the cart modal), 'sm'. */
  size?: 'sm' | 'md' | 'lg'
  /** Close on a click outside the dialog (default true). */
  closeOnBackdrop?: boolean
  /** A body of text with nothing to focus (a changelog): it takes focus itself so the keyboard can scroll it. */
  readingBody?: boolean
  /**
   * Rendered where it is instead of on document.body: a modal of an island (issue 38) stays inside
   * the island's element, so the document's loader knows its presses are the island's own.
   */
  inPlace?: boolean
}

/**
 * Accessible modal on the native `<dialog>` (useModalDialog): labelled by its title, the page
 * behind inert, focus moved in and kept inside, Escape and a click outside close it, focus returns
 * to the opener. Rendered in a portal on document.body, or in place (`inPlace`): a modal dialog is in
 * the top layer wherever it sits (client only: open it from events).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  readingBody = false,
  inPlace = false,
}: ModalProps) {
  const t = useT()
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  useModalDialog(dialog, open, onClose)

  if (!open || typeof document === 'undefined') return null

  const modal = (
    <dialog ref={dialog} className="modal-dialog" aria-labelledby={titleId}>
      <div
        className="modal-backdrop"
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) onClose()
        }}
      >
        <div className={`modal modal--${size}`}>
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <CloseButton className="icon-btn modal__close" label={t('common.close')} onClick={onClose} />
          </div>
          <div
            className="modal__body"
            tabIndex={readingBody ? 0 : undefined}
            aria-labelledby={readingBody ? titleId : undefined}
            role={readingBody ? 'region' : undefined}
          >
            {children}
          </div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </div>
      </div>
    </dialog>
  )
  return inPlace ? modal : createPortal(modal, document.body)
}
