import { useQuery } from '@tanstack/react-query'
import type { SectionImage, SectionType } from '../../../contract/dto/sections'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { Modal } from '../../lib/ui/modal'
import { firstImageQuery, formsQuery, mastersQuery } from './api'
import type { MasterComponentDto } from '../../../contract/dto/master-component'
import { sectionImageOf } from '../media/media-api'
import { SECTION_TYPES, missingFor } from './new-section'

/** The contact page's form (SPEC: contact/contactAdmin uses it). */
const CONTACT_FORM_SLUG = 'contact'

export interface SectionSources {
  image: SectionImage | null
  formId: number | null
  contactFormId: number | null
}

/** A small picture of a section type's layout (decorative: the name says what it is). */
function Preview({ type }: { type: SectionType }) {
  const blocks: Record<SectionType, number> = {
    hero: 2,
    richText: 3,
    imageText: 2,
    features: 3,
    stats: 4,
    cta: 2,
    faq: 3,
    gallery: 6,
    featuredProducts: 3,
    latestPosts: 3,
    upcomingEvents: 3,
    form: 3,
    contactForm: 3,
    newsletter: 2,
  }
  return (
    <span className={`section-preview section-preview--${type}`} aria-hidden="true">
      {Array.from({ length: blocks[type] }, (_, i) => (
        <span key={i} />
      ))}
    </span>
  )
}

/**
 * The section manager (SPEC §2 modal): every section type with a small preview; choosing one
 * adds it where the editor asked. A type that needs something the site does not have yet (an
 * image in the media library, a form) says so instead. Below, the master components: choosing one
 * shows it here too (choose master component).
 */
export function SectionManager({
  open,
  position,
  onClose,
  onChoose,
  onChooseMaster,
}: {
  open: boolean
  position: number
  onClose: () => void
  onChoose: (type: SectionType, sources: SectionSources) => void
  onChooseMaster: (master: MasterComponentDto) => void
}) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const image = useQuery({ ...firstImageQuery(api), enabled: open })
  const forms = useQuery({ ...formsQuery(api, locale), enabled: open })
  const masters = useQuery({ ...mastersQuery(api, locale), enabled: open })
  const contact = forms.data?.find((form) => form.slug === CONTACT_FORM_SLUG) ?? null
  const other = forms.data?.find((form) => form.slug !== CONTACT_FORM_SLUG) ?? null
  const sources: SectionSources = {
    image: image.data ? sectionImageOf(image.data, locale) : null,
    formId: other?.id ?? null,
    contactFormId: contact?.id ?? null,
  }
  const loading = image.isPending || forms.isPending
  return (
    <Modal open={open} onClose={onClose} title={t('edit.manager.title', { n: position + 1 })} size="lg">
      <p>{t('edit.manager.intro')}</p>
      <ul className="section-manager">
        {SECTION_TYPES.map((type) => {
          const missing = loading ? null : missingFor(type, sources)
          const unavailable = loading || missing !== null
          return (
            <li key={type}>
              <button
                type="button"
                className="section-manager__choice"
                aria-disabled={unavailable || undefined}
                aria-describedby={`section-manager-${type}`}
                onClick={() => !unavailable && onChoose(type, sources)}
              >
                <Preview type={type} />
                <span className="section-manager__name">{t(`edit.types.${type}`)}</span>
              </button>
              <p id={`section-manager-${type}`} className="section-manager__hint">
                {missing === 'image'
                  ? t('edit.manager.needsImage')
                  : missing === 'form'
                    ? t('edit.manager.needsForm')
                    : t(`edit.manager.about.${type}`)}
              </p>
            </li>
          )
        })}
      </ul>
      <h3 className="section-manager__heading">{t('edit.master.listTitle')}</h3>
      {masters.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : masters.isError ? (
        <p className="notice notice--error" role="alert">
          {t('edit.master.loadFailed')}
        </p>
      ) : masters.data.length === 0 ? (
        <p className="section-manager__hint">{t('edit.master.none')}</p>
      ) : (
        <ul className="target-list">
          {masters.data.map((master) => (
            <li key={master.id}>
              <button type="button" className="target-list__item" onClick={() => onChooseMaster(master)}>
                <span className="target-list__title">{master.name}</span>
                <span className="target-list__path">
                  {t(`edit.types.${master.type}`)} · {t('edit.master.usedOn', { count: master.usedOn })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
