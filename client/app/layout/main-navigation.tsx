import { useEffect, useRef, useState } from 'react'
import { Link } from '../../lib/link'
import { useRoute } from '../../lib/navigation'
import { useT } from '../../i18n/i18n'
import type { NavigationLink } from '../../../contract/dto/cms'

function isCurrent(item: NavigationLink, href: string): boolean {
  const path = href.split('?')[0] ?? href
  return item.href === path || item.children.some((child) => child.href === path)
}

function NavLink({ item, current, className }: { item: NavigationLink; current: boolean; className?: string }) {
  return (
    <Link
      href={item.href}
      target={item.target === '_blank' ? '_blank' : undefined}
      className={className}
      aria-current={current ? 'page' : undefined}
    >
      {item.name}
    </Link>
  )
}

/**
 * Main navigation (navigation tree 'main'). Items with children get a toggle button that opens a
 * panel; an outside click, Escape (focus back on the toggle) or a route change closes it. `variant="sidebar"` renders the
 * same tree as nested lists for the mobile sidebar.
 */
export function MainNavigation({ items, variant = 'bar' }: { items: NavigationLink[]; variant?: 'bar' | 'sidebar' }) {
  const t = useT()
  const route = useRoute()
  const [openId, setOpenId] = useState<number | null>(null)
  const root = useRef<HTMLUListElement>(null)

  useEffect(() => setOpenId(null), [route.href])

  useEffect(() => {
    if (openId === null) return
    const onPointer = (event: MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpenId(null)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Back to the toggle that opened the panel (focus would otherwise fall to <body> with the panel).
      const toggle = root.current?.querySelector<HTMLButtonElement>('.nav__toggle[aria-expanded="true"]')
      setOpenId(null)
      toggle?.focus()
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [openId])

  return (
    <ul ref={root} className={`nav nav--${variant}`}>
      {items.map((item) => {
        const current = isCurrent(item, route.href)
        if (item.children.length === 0)
          return (
            <li key={item.id} className="nav__item">
              <NavLink item={item} current={current} className="nav__link" />
            </li>
          )
        const open = openId === item.id
        const panelId = `nav-panel-${variant}-${item.id}`
        return (
          <li key={item.id} className={`nav__item nav__item--parent${open ? ' nav__item--open' : ''}`}>
            <NavLink item={item} current={current} className="nav__link" />
            <button
              type="button"
              className="nav__toggle"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={t('layout.header.submenu', { name: item.name })}
              onClick={() => setOpenId(open ? null : item.id)}
            >
              <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <ul id={panelId} className="nav__panel" hidden={!open}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <NavLink item={child} current={isCurrent(child, route.href)} className="nav__panel-link" />
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
