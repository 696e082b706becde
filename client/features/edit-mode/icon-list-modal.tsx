import { SECTION_ICONS, type SectionIcon } from '../../../contract/dto/sections'
import { Modal } from '../../lib/ui/modal'
import { useT } from '../../i18n/i18n'
import { FeatureIcon } from '../sections/feature-icon'

/** The icon list modal (SPEC §2): every line icon a link can carry, or none. */
export function IconListModal({
  open,
  current,
  onClose,
  onPick,
}: {
  open: boolean
  current: SectionIcon | undefined
  onClose: () => void
  onPick: (icon: SectionIcon | undefined) => void
}) {
  const t = useT()
  return (
    <Modal open={open} onClose={onClose} title={t('edit.link.icons')} size="sm">
      <ul className="icon-list">
        <li>
          <button
            type="button"
            className="icon-list__item"
            aria-pressed={current === undefined}
            onClick={() => onPick(undefined)}
          >
            <span className="icon-list__none" aria-hidden="true" />
            {t('edit.link.noIcon')}
          </button>
        </li>
        {SECTION_ICONS.map((icon) => (
          <li key={icon}>
            <button
              type="button"
              className="icon-list__item"
              aria-pressed={current === icon}
              onClick={() => onPick(icon)}
            >
              <FeatureIcon name={icon} className="icon-list__icon" size={28} />
              {t(`edit.link.iconNames.${icon}`)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
