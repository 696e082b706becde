import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react'
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
  /** The panel: one element that takes this id and `popover`, and stays in the page while hidden. */
  children: (panel: PopupPanel) => ReactNode
}

/** What the panel element takes: the popover attribute the browser opens and closes. */
export interface PopupPanel {
  id: string
  popover: 'auto'
}

const FOCUSABLE = 'input, select, textarea, a[href], button'

/**
 * SPEC §2 popup menu, the one way a panel opens from a button (the header's submenus and search).
 * The panel is a native popover its activator opens itself (popovertarget, issue 38): it opens and
 * closes before the app runs and without it, and the browser closes it on Escape and on a press
 * outside. Once the app runs it follows the panel (aria-expanded), closes it on a click on a link
 * inside and on a route change, and Escape gives focus back to the activator.
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
  children,
}: PopupMenuProps) {
  const generatedId = useId()
  const id = panelId ?? generatedId
  const root = useRef<HTMLElement | null>(null)
  const activator = useRef<HTMLButtonElement>(null)
  // The panel as the page has it: the id the activator names in the DOM (the server's, should the two ever differ).
  const panel = useCallback(() => document.getElementById(activator.current?.getAttribute('aria-controls') ?? id), [id])
  const { open, enhanced, hide: close } = useNativePopover(panel)

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
        className={activatorClassName}
        aria-controls={id}
        aria-label={activatorLabel(open)}
        popoverTarget={id}
        // Before the app the browser says whether it is expanded (popovertarget); after, the app says it as it follows the panel.
        aria-expanded={enhanced ? open : undefined}
      >
        {activatorContent}
      </button>
      {children({ id, popover: 'auto' })}
    </Wrapper>
  )
}
