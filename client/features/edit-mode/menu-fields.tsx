import { useState } from 'react'
import type { MenuLinkInput } from '../../../contract/dto/cms'
import type { SectionLink } from '../../../contract/dto/sections'
import { TextInput } from '../../lib/ui/text-input'
import { useT } from '../../i18n/i18n'
import { LinkModal } from './link-modal'
import { moveItem } from './section-ops'

/** A footer menu link while it is edited: where it leads is shown by its path; `target` only when the editor changed it. */
export interface MenuLinkDraft {
  key: string
  id?: number
  name: string
  href: string
  newTab: boolean
  target?: MenuLinkInput['target']
}

export const toMenuInput = (link: MenuLinkDraft): MenuLinkInput => ({
  id: link.id,
  name: link.name.trim(),
  target: link.target,
  newTab: link.newTab,
})

/**
 * One footer column's links: each named in place, led anywhere with the link options modal,
 * moved up or down, removed; new links are added at the end.
 */
export function MenuFields({
  column,
  links,
  onChange,
}: {
  column: number
  links: MenuLinkDraft[]
  onChange: (links: MenuLinkDraft[]) => void
}) {
  const t = useT()
  const [editing, setEditing] = useState<number | null>(null)
  const set = (index: number, patch: Partial<MenuLinkDraft>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)))
  const current = editing === null ? undefined : links[editing]

  return (
    <fieldset className="edit-image">
      <legend>{t('edit.layout.menuLinks', { n: column })}</legend>
      <ol className="edit-image__list">
        {links.map((link, index) => (
          <li key={link.key} className="menu-link">
            <TextInput
              name={`menu-${column}-${index}`}
              label={t('edit.layout.linkName', { n: index + 1 })}
              value={link.name}
              required
              maxLength={120}
              error={link.name.trim() ? undefined : t('validation.required')}
              onChange={(name) => set(index, { name })}
            />
            <span className="target-list__path">{link.href}</span>
            <div className="button-row">
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setEditing(index)}>
                {t('edit.link.edit')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-disabled={index === 0 || undefined}
                onClick={() => index > 0 && onChange(moveItem(links, index, index - 1))}
              >
                {t('edit.section.moveUp')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-disabled={index === links.length - 1 || undefined}
                onClick={() => index < links.length - 1 && onChange(moveItem(links, index, index + 1))}
              >
                {t('edit.section.moveDown')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => onChange(links.filter((_, i) => i !== index))}
              >
                {t('edit.layout.removeLink', { n: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={() =>
          onChange([
            ...links,
            {
              key: crypto.randomUUID(),
              name: t('edit.layout.newLinkName'),
              href: '/',
              newTab: false,
              target: { kind: 'custom', href: '/' },
            },
          ])
        }
      >
        {t('edit.layout.addLink')}
      </button>
      {current && editing !== null ? (
        <LinkModal
          link={{ label: current.name, href: current.href, newTab: current.newTab }}
          options={['newTab']}
          onClose={() => setEditing(null)}
          onApply={(next: SectionLink) => {
            const target: MenuLinkInput['target'] = next.target
              ? { kind: next.target.kind, id: next.target.id }
              : { kind: 'custom', href: next.href }
            set(editing, { href: next.href, newTab: next.newTab ?? false, target })
            setEditing(null)
          }}
        />
      ) : null}
    </fieldset>
  )
}
