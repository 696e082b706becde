import { Link } from '../../lib/link'
import { PopupMenu, type PopupPanel } from '../../lib/ui/popup-menu'
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

/** An item's children: the bar's popover panel, or the list under the item in the phone's menu. */
function ChildLinks({ items, href, panel }: { items: NavigationLink[]; href: string; panel?: PopupPanel }) {
  return (
    <ul id={panel?.id} popover={panel?.popover} className="nav__panel">
      {items.map((child) => (
        <li key={child.id}>
          <NavLink item={child} current={isCurrent(child, href)} className="nav__panel-link" />
        </li>
      ))}
    </ul>
  )
}

/**
 * Main navigation (navigation tree 'main'). In the header's bar an item with children is a popup
 * menu (client/lib/ui/popup-menu.tsx): its toggle opens a native popover of the children, before
 * the app runs and without it (issue 38). `variant="sidebar"` renders the same tree for the phone's
 * menu, each item's children listed under it: nothing to open, one tap to a category.
 */
export function MainNavigation({ items, variant = 'bar' }: { items: NavigationLink[]; variant?: 'bar' | 'sidebar' }) {
  const t = useT()
  const route = useRoute()
  return (
    <ul className={`nav nav--${variant}`}>
      {items.map((item) => {
        const current = isCurrent(item, route.href)
        if (item.children.length === 0 || variant === 'sidebar')
          return (
            <li key={item.id} className="nav__item">
              <NavLink item={item} current={current} className="nav__link" />
              {item.children.length > 0 ? <ChildLinks items={item.children} href={route.href} /> : null}
            </li>
          )
        return (
          <PopupMenu
            key={item.id}
            as="li"
            className="nav__item nav__item--parent"
            openClassName="nav__item--open"
            before={<NavLink item={item} current={current} className="nav__link" />}
            activatorClassName="nav__toggle"
            activatorLabel={() => t('layout.header.submenu', { name: item.name })}
            activatorContent={
              <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            }
            panelId={`nav-panel-${item.id}`}
          >
            {(panel) => <ChildLinks items={item.children} href={route.href} panel={panel} />}
          </PopupMenu>
        )
      })}
    </ul>
  )
}
