import { Link } from '../../lib/link'
import { PopupMenu } from '../../lib/ui/popup-menu'
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
 * Main navigation (navigation tree 'main'). An item with children is a popup menu
 * (client/lib/ui/popup-menu.tsx): its toggle opens a panel of the children. `variant="sidebar"`
 * renders the same tree for the mobile sidebar.
 */
export function MainNavigation({ items, variant = 'bar' }: { items: NavigationLink[]; variant?: 'bar' | 'sidebar' }) {
  const t = useT()
  const route = useRoute()
  return (
    <ul className={`nav nav--${variant}`}>
      {items.map((item) => {
        const current = isCurrent(item, route.href)
        if (item.children.length === 0)
          return (
            <li key={item.id} className="nav__item">
              <NavLink item={item} current={current} className="nav__link" />
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
            panelId={`nav-panel-${variant}-${item.id}`}
          >
            {(panel) => (
              <ul id={panel.id} className="nav__panel" hidden={panel.hidden}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavLink item={child} current={isCurrent(child, route.href)} className="nav__panel-link" />
                  </li>
                ))}
              </ul>
            )}
          </PopupMenu>
        )
      })}
    </ul>
  )
}
