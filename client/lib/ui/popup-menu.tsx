import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

export interface PopupMenuActivatorProps {
  'aria-expanded': boolean
  'aria-controls': string
  'aria-haspopup': 'true'
  onClick: () => void
}

export interface PopupMenuProps {
  /** Renders the toggle button; spread the props onto it. */
  activator: (props: PopupMenuActivatorProps, open: boolean) => ReactNode
  children: ReactNode
  className?: string
  panelClassName?: string
  /** Accessible name of the panel. */
  label?: string
}

/**
 * SPEC §2 popup menu: the activator toggles a panel; a click outside, a click on a link inside the
 * panel, or Escape closes it (Escape returns focus to the activator).
 */
export function PopupMenu({ activator, children, className, panelClassName, label }: PopupMenuProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus()
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('touchstart', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('touchstart', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className={['popup', open ? 'popup--open' : '', className ?? ''].filter(Boolean).join(' ')}>
      {activator({ 'aria-expanded': open, 'aria-controls': panelId, 'aria-haspopup': 'true', onClick: () => setOpen((value) => !value) }, open)}
      <div
        id={panelId}
        className={['popup__panel', panelClassName ?? ''].filter(Boolean).join(' ')}
        hidden={!open}
        aria-label={label}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
