import { atom, useSetAtom } from 'jotai'
import { useEffect, useRef, type RefObject } from 'react'
import { focusableIn, trapTab } from './focus-trap'

/**
 * The open modal `<dialog>`s, innermost last. A modal dialog makes the rest of the page inert and
 * sits in the browser's top layer, so whatever must stay usable above it (the toasts) renders
 * into the topmost one.
 */
export const openDialogsAtom = atom<readonly HTMLDialogElement[]>([])

/** The same stack for the keyboard handlers (outside React's render). */
const stack: HTMLDialogElement[] = []

/**
 * Opens `ref`'s native `<dialog>` as a modal while `open`: the page behind becomes inert, focus
 * moves to the first focusable element (else the dialog) and Tab cycles
 * inside; Escape (the dialog's cancel) calls `onClose`, the page behind does not scroll, and focus
 * goes back to the control that opened it.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void): void {
  const setOpenDialogs = useSetAtom(openDialogsAtom)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const first = focusableIn(dialog)[0] ?? dialog
    first.focus()
    stack.push(dialog)
    setOpenDialogs([...stack])
    // The browser closes a modal dialog on Escape itself (and may refuse a second preventDefault):
    // whatever closed it, the owner's state follows.
    const onNativeClose = () => onCloseRef.current()
    // Tab stays inside wherever focus is (a button disabled while its request ran leaves it on <body>).
    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) === dialog) trapTab(event, dialog)
    }
    dialog.addEventListener('close', onNativeClose)
    document.addEventListener('keydown', onKeyDown)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      dialog.removeEventListener('close', onNativeClose)
      document.removeEventListener('keydown', onKeyDown)
      if (dialog.open) dialog.close()
      stack.splice(stack.indexOf(dialog), 1)
      setOpenDialogs([...stack])
      document.body.style.overflow = overflow
      // Back to the opener, unless something outside (a new page's heading) already took focus.
      const active = document.activeElement
      if (opener?.isConnected && (!active || active === document.body || dialog.contains(active))) opener.focus()
    }
  }, [open, ref, setOpenDialogs])
}
