import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useRoute } from '../navigation'
import { useNativePopover } from './native-popover'

export interface PopupMenuProps {
  /** The element around the activator and the panel (an `li` inside a menu list). */
  as?: 'div' | 'li'
  className: string
  /** Added to `className` while the panel is open. */
  openClassName: string
  /** Shown before the activator inside the same element (a menu item's own link). */
  before?: ReactNode
  activatorClassName: string
  /** The activator's accessible name, which may say what a press will do. */
  activatorLabel: (open: boolean) => string
  /** The activator's visible content (an icon). */
  activatorContent: ReactNode
  /** The panel's id (aria-controls); a generated one when not given. */
  panelId?: string
  /** Moves focus to the panel's first field or link when it opens (a search field). */
  focusOnOpen?: boolean
  /**
   * The panel is a native popover the activator opens itself (popovertarget): it works before the
   * app runs (issue 38), and the browser closes it on Escape and on a press outside.
   */
  native?: boolean
  /** The panel: one element that takes this id (and `popover`, when native) and stays in the page while hidden. */
  children: (panel: PopupPanel) => ReactNode
}

/** What the panel element takes: hidden while closed, or the popover attribute the browser opens and closes. */
export type PopupPanel =
  { id: string; hidden: boolean; popover?: undefined } | { id: string; hidden?: undefined; popover: 'auto' }

const FOCUSABLE = 'input, select, textarea, a[href], button'

/**
 * SPEC §2 popup menu, the one way a panel opens from a button: the activator toggles the panel
 * (aria-expanded, aria-controls); a press outside, a click on a link inside the panel and a route
 * change close it; Escape closes it and gives focus back to the activator. The panel is in the
 * server's HTML, hidden, so its links are there before the app runs.
 */
export function PopupMenu({
  as: Wrapper = 'div',
  className,
  openClassName,
  before,
  activatorClassName,
  activatorLabel,
  activatorContent,
  panelId,
  focusOnOpen = false,
  native = false,
  children,
}: PopupMenuProps) {
  const generatedId = useId()
  const id = panelId ?? generatedId
  const [stateOpen, setOpen] = useState(false)
  const root = useRef<HTMLElement | null>(null)
  const activator = useRef<HTMLButtonElement>(null)
  const route = useRoute()
  // The panel as the page has it: the id the activator names in the DOM (the server's, should the two ever differ).
  const panel = useCallback(() => document.getElementById(activator.current?.getAttribute('aria-controls') ?? id), [id])
  const nativePanel = useCallback(() => (native ? panel() : null), [native, panel])
  const popover = useNativePopover(nativePanel)
  const open = native ? popover.open : stateOpen
  const hidePopover = popover.hide
  const close = useCallback(() => (native ? hidePopover() : setOpen(false)), [native, hidePopover])

  // A native panel closes on navigation in useNativePopover (never on the first render: one opened before the app stays open).
  useEffect(() => {
    if (!native) setOpen(false)
  }, [route.href, native])

  useEffect(() => {
    if (!open) return
    if (focusOnOpen) panel()?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      activator.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, focusOnOpen, close, panel])

  return (
    <Wrapper
      ref={(element: HTMLElement | null) => {
        root.current = element
      }}
      className={open ? `${className} ${openClassName}` : className}
      onClick={(event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null
        if (link && panel()?.contains(link)) close()
      }}
    >
      {before}
      <button
        ref={activator}
        type="button"
        // Without JavaScript only a native popover's activator works (the other's panel opens by CSS).
        className={native ? activatorClassName : `${activatorClassName} needs-js`}
        aria-controls={id}
        aria-label={activatorLabel(open)}
        {...(native
          ? // Before the app the browser says whether it is expanded (popovertarget); after, the app says it as it follows the panel.
            { popoverTarget: id, 'aria-expanded': popover.enhanced ? open : undefined }
          : { 'aria-expanded': open, onClick: () => setOpen(!open) })}
      >
        {activatorContent}
      </button>
      {children(native ? { id, popover: 'auto' } : { id, hidden: !open })}
    </Wrapper>
  )
}
