import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useT } from '../../i18n/i18n'
import { focusableIn, trapTab } from './focus-trap'

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
}

/** Open modals, innermost last: Escape and the focus trap belong to the topmost. */
const openModals: symbol[] = []

/**
 * Accessible modal dialog: role="dialog" + aria-modal, labelled by its title, focus moved in and
 * trapped (Tab cycles), Escape and backdrop click close it, focus returns to the opener, the page
 * behind does not scroll. Rendered in a portal on document.body (client only: open it from events).
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', closeOnBackdrop = true }: ModalProps) {
  const t = useT()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const container = dialog.current
    const focusInside = () => {
      if (container) (focusableIn(container)[0] ?? container).focus()
    }
    focusInside()
    const layer = Symbol('modal')
    openModals.push(layer)
    const isTop = () => openModals[openModals.length - 1] === layer
    // Escape and the focus trap work wherever focus is (a button that got disabled while its
    // request ran leaves focus on <body>); only the topmost modal reacts.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isTop() || !container) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onCloseRef.current()
      } else trapTab(event, container)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && container && event.target instanceof Node && !container.contains(event.target)) focusInside()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      openModals.splice(openModals.indexOf(layer), 1)
      document.body.style.overflow = overflow
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  if (!open || typeof document === 'undefined') return null

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current()
      }}
    >
      <div ref={dialog} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-btn modal__close" aria-label={t('common.close')} onClick={() => onCloseRef.current()}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  )
}
