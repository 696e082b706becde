import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useRoute } from '../navigation'

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
  /** The panel: one element that takes this id and stays in the page while hidden. */
  children: (panel: { id: string; hidden: boolean }) => ReactNode
}

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
  children,
}: PopupMenuProps) {
  const generatedId = useId()
  const id = panelId ?? generatedId
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLElement | null>(null)
  const activator = useRef<HTMLButtonElement>(null)
  const route = useRoute()
  const close = useCallback(() => setOpen(false), [])
  // The panel as the page has it: the id the activator names in the DOM (the server's, should the two ever differ).
  const panel = useCallback(() => document.getElementById(activator.current?.getAttribute('aria-controls') ?? id), [id])

  useEffect(close, [route.href, close])

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
        aria-expanded={open}
        aria-controls={id}
        aria-label={activatorLabel(open)}
        onClick={() => setOpen(!open)}
      >
        {activatorContent}
      </button>
      {children({ id, hidden: !open })}
    </Wrapper>
  )
}
