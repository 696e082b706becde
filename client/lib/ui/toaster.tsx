import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { openDialogsAtom } from './modal-dialog'
import { useBottomOverlay } from './bottom-overlay'
import { CloseButton } from './close-button'
import { dismissToastAtom, toastsAtom, type Toast } from '../toasts'
import { useT } from '../../i18n/i18n'
import { useHydrated } from '../use-hydrated'

const NO_TOASTS: Toast[] = []

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom)
  const t = useT()
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.duration)
    return () => window.clearTimeout(timer)
  }, [dismiss, toast.id, toast.duration])
  return (
    <li className={`toast toast--${toast.kind}`}>
      {toast.kind === 'debug' ? (
        <span className="toast__message" role="status">
          <span className="toast__label">{t('common.debugRequest')}</span>
          <code className="toast__code">{toast.message}</code>
          <button type="button" className="link-btn" onClick={() => void navigator.clipboard?.writeText(toast.message)}>
            {t('common.copy')}
          </button>
        </span>
      ) : (
        <span className="toast__message" role={toast.kind === 'error' ? 'alert' : 'status'}>
          {toast.message}
        </span>
      )}
      <CloseButton className="toast__close" label={t('common.dismiss')} onClick={() => dismiss(toast.id)} size={14} />
    </li>
  )
}

/**
 * The toast stack (bottom right), an aria-live region; push toasts with `useToast()` from
 * client/lib/toasts. While a modal dialog is open the rest of the page is inert, so the stack
 * renders inside the topmost dialog.
 */
export function Toaster() {
  // What the page's islands showed before the app ran (issue 38) comes after hydrating the server's empty stack.
  const hydrated = useHydrated()
  const all = useAtomValue(toastsAtom)
  const dialogs = useAtomValue(openDialogsAtom)
  const toasts = hydrated ? all : NO_TOASTS
  const host = hydrated ? dialogs.at(-1) : undefined
  const t = useT()
  const [element, setElement] = useState<HTMLOListElement | null>(null)
  useBottomOverlay(element, 'toasts', toasts.length > 0)
  const list = (
    <ol ref={setElement} className="toaster" aria-live="polite" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  )
  return host ? createPortal(list, host) : list
}
