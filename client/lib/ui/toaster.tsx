import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { dismissToastAtom, toastsAtom, type Toast } from '../toasts'
import { useT } from '../../i18n/i18n'

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom)
  const t = useT()
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.duration)
    return () => window.clearTimeout(timer)
  }, [dismiss, toast.id, toast.duration])
  return (
    <li className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label={t('common.dismiss')} onClick={() => dismiss(toast.id)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  )
}

/** The toast stack (bottom right), an aria-live region; push toasts with `useToast()` from client/lib/toasts. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  const t = useT()
  return (
    <ol className="toaster" aria-live="polite" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  )
}
