import { useState } from 'react'
import type { Section } from '../../../contract/dto/sections'
import { useT } from '../../i18n/i18n'
import { LinkModal } from './link-modal'
import { linkOf, withLink } from './section-ops'

/**
 * A section's button while it is edited: where it leads (the link/icon options modal), added or
 * removed where the section may go without one. Its text is edited with the section's texts.
 */
export function LinkFields({ section, onChange }: { section: Section; onChange: (next: Section) => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const place = linkOf(section)
  if (!place) return null
  const { link, optional } = place
  return (
    <fieldset className="edit-image">
      <legend>{t('edit.link.button')}</legend>
      {link ? (
        <p className="edit-link__summary">
          {t('edit.link.leadsTo')} <strong>{link.target?.title ?? link.href}</strong>{' '}
          <span className="target-list__path">{link.href}</span>
          {link.newTab ? ` · ${t('edit.link.newTab')}` : ''}
        </p>
      ) : (
        <p>{t('edit.link.none')}</p>
      )}
      <div className="button-row">
        {link ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setOpen(true)}>
            {t('edit.link.edit')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => onChange(withLink(section, { label: t('edit.samples.button'), href: '/' }))}
          >
            {t('edit.link.add')}
          </button>
        )}
        {link && optional ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => onChange(withLink(section, undefined))}
          >
            {t('edit.link.remove')}
          </button>
        ) : null}
      </div>
      {open && link ? (
        <LinkModal
          link={link}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            onChange(withLink(section, next))
            setOpen(false)
          }}
        />
      ) : null}
    </fieldset>
  )
}
