import { atom, useSetAtom } from 'jotai'
import { useMemo } from 'react'

type ToastKind = 'success' | 'info' | 'error' | 'cartUpdated' | 'debug'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  /** Milliseconds before it hides itself. */
  duration: number
}

/** SPEC §9: toasts 3000 ms; errors 50 ms per character (at least 3000); cart updated 12000 ms. */
const TOAST_DURATION = 3000
const CART_UPDATED_DURATION = 12_000
/** The developer's curl toast (non-production) stays long enough to copy it. */
const DEBUG_DURATION = 30_000
const ERROR_MS_PER_CHAR = 50

export function toastDuration(kind: ToastKind, message: string): number {
  if (kind === 'cartUpdated') return CART_UPDATED_DURATION
  if (kind === 'debug') return DEBUG_DURATION
  if (kind === 'error') return Math.max(TOAST_DURATION, message.length * ERROR_MS_PER_CHAR)
  return TOAST_DURATION
}

export const toastsAtom = atom<Toast[]>([])

let nextToastId = 1

const pushToastAtom = atom(null, (get, set, toast: { kind: ToastKind; message: string; duration?: number }) => {
  const id = nextToastId++
  const entry: Toast = {
    id,
    kind: toast.kind,
    message: toast.message,
    duration: toast.duration ?? toastDuration(toast.kind, toast.message),
  }
  // At most five on screen: the oldest go first.
  set(toastsAtom, [...get(toastsAtom), entry].slice(-5))
  return id
})

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  )
})

interface ToastApi {
  success: (message: string) => number
  info: (message: string) => number
  error: (message: string) => number
  cartUpdated: (message: string) => number
  /** Non-production only: the command that repeats a failed request (SPEC §8). */
  debug: (command: string) => number
  dismiss: (id: number) => void
}

/** `const toast = useToast(); toast.success(t('core.notifications.saved'))` — messages already translated. */
export function useToast(): ToastApi {
  const push = useSetAtom(pushToastAtom)
  const dismiss = useSetAtom(dismissToastAtom)
  return useMemo(
    () => ({
      success: (message) => push({ kind: 'success', message }),
      info: (message) => push({ kind: 'info', message }),
      error: (message) => push({ kind: 'error', message }),
      cartUpdated: (message) => push({ kind: 'cartUpdated', message }),
      debug: (command) => push({ kind: 'debug', message: command }),
      dismiss,
    }),
    [push, dismiss],
  )
}
