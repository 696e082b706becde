import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n'
import { Modal } from './modal'

interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  confirmLabel: string
  /** Runs the action; the dialog stays open (its button busy) until it settles. */
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
}

/** SPEC §2 confirmation modal: a destructive action asks first; Cancel is the first button, so Enter on open does nothing harmful. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const t = useT()
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            onClick={() => (busy ? undefined : onConfirm())}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Modal>
  )
}
