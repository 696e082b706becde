import { useEffect, type RefObject } from 'react'
import { focusableIn, trapTab } from './focus-trap'

/**
 * What the app adds to a native popover that acts as a dialog (the mobile menu): when it opens,
 * focus moves to its first control and Tab stays inside while it is open. Escape and the close
 * button are the browser's own, and it gives focus back to the button that opened the panel.
 */
export function usePopoverFocus(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const panel = ref.current
    if (!open || !panel) return
    if (!panel.contains(document.activeElement)) (focusableIn(panel)[0] ?? panel).focus()
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, panel)
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, ref])
}
