import { useCallback, useEffect, useRef, useState } from 'react'
import { useRoute } from '../navigation'

export interface NativePopover {
  /** Whether the panel is showing, as the browser says (false until the app has read it). */
  open: boolean
  /** True once the app has read the panel's state: until then the platform alone names it (popovertarget). */
  enhanced: boolean
  /** Hides the panel if it shows. */
  hide: () => void
}

/**
 * A panel the browser opens and closes itself (`popover` + a `popovertarget` button, issue 38): it
 * works from the server's HTML before the app runs, so the browser decides open or closed and the
 * app follows. On hydration the app reads whether the visitor already opened it, follows every
 * toggle after, and hides it when the route changes (never on the first render: a panel opened
 * before the app stays open). `panelOf` finds the panel in the page (a stable function).
 * `closeOnNavigation: false` keeps it open while the page's own state changes the address (the
 * shop's filters on a phone: each choice is a navigation).
 */
export function useNativePopover(
  panelOf: () => HTMLElement | null,
  { closeOnNavigation = true }: { closeOnNavigation?: boolean } = {},
): NativePopover {
  const [open, setOpen] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  const route = useRoute()
  const shownHref = useRef(route.href)

  const hide = useCallback(() => {
    const panel = panelOf()
    if (panel?.matches(':popover-open')) panel.hidePopover()
  }, [panelOf])

  useEffect(() => {
    const panel = panelOf()
    if (!panel) return
    setOpen(panel.matches(':popover-open'))
    setEnhanced(true)
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    panel.addEventListener('toggle', onToggle)
    return () => panel.removeEventListener('toggle', onToggle)
  }, [panelOf])

  useEffect(() => {
    if (shownHref.current === route.href) return
    shownHref.current = route.href
    if (closeOnNavigation) hide()
  }, [route.href, hide, closeOnNavigation])

  return { open, enhanced, hide }
}
