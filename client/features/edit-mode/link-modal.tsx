import { useId, useState } from 'react'
import * as v from 'valibot'
import {
  LINK_RELS,
  LINK_TARGET_KINDS,
  type LinkRel,
  type LinkTargetKind,
  type SectionLink,
} from '../../../contract/dto/sections'
import { LinkHrefInput } from '../../../contract/schemas/page'
import { Modal } from '../../lib/ui/modal'
import { TextInput } from '../../lib/ui/text-input'
import { FieldError } from '../../lib/ui/field-error'
import { dataText, useI18n } from '../../i18n/i18n'
import { FeatureIcon } from '../sections/feature-icon'
import { ContentPickerModal } from './content-picker'
import { IconListModal } from './icon-list-modal'
import type { LinkTarget } from './link-targets'

type Kind = LinkTargetKind | 'url'
const KINDS: readonly Kind[] = [...LINK_TARGET_KINDS, 'url']

/**
 * The link/icon options modal (SPEC §2): where a button leads — a page, post, product or product
 * category chosen in its modal, or an address — whether it opens a new tab, its rel, and its icon.
 * `onApply` gets the link with the same label.
 */
export function LinkModal({
  link,
  onClose,
  onApply,
  options = ['newTab', 'rel', 'icon'],
}: {
  link: SectionLink
  onClose: () => void
  onApply: (link: SectionLink) => void
  /** The options this link has besides where it leads (a menu link has no icon, a layout link only its address). */
  options?: ReadonlyArray<'newTab' | 'rel' | 'icon'>
}) {
  const i18n = useI18n()
  const { t } = i18n
  const formId = useId()
  const urlErrorId = useId()
  const [kind, setKind] = useState<Kind>(link.target?.kind ?? 'url')
  const [target, setTarget] = useState<LinkTarget | null>(link.target ? { ...link.target, href: link.href } : null)
  const [url, setUrl] = useState(link.target ? '' : link.href)
  const [newTab, setNewTab] = useState(link.newTab ?? false)
  const [rel, setRel] = useState<LinkRel[]>(link.rel ?? [])
  const [icon, setIcon] = useState(link.icon)
  const [picking, setPicking] = useState<LinkTargetKind | null>(null)
  const [choosingIcon, setChoosingIcon] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const apply = () => {
    const base: SectionLink = { label: link.label, href: '' }
    if (newTab) base.newTab = true
    if (rel.length > 0) base.rel = rel
    if (icon) base.icon = icon
    if (kind === 'url') {
      const checked = v.safeParse(LinkHrefInput, url)
      if (!checked.success) return setError(dataText(i18n, checked.issues[0].message, { length: 2000 }))
      return onApply({ ...base, href: checked.output })
    }
    if (!target || target.kind !== kind)
      return setError(t('edit.link.chooseTarget', { kind: t(`edit.link.kinds.${kind}`) }))
    onApply({ ...base, href: target.href, target: { kind: target.kind, id: target.id, title: target.title } })
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('edit.link.title', { label: link.label })}
      footer={
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn--primary">
            {t('edit.link.apply')}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className="form stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
      >
        <fieldset className="link-options__kinds">
          <legend>{t('edit.link.kind')}</legend>
          {KINDS.map((option) => (
            <label key={option} className="check">
              <input
                type="radio"
                name="link-kind"
                checked={kind === option}
                onChange={() => {
                  setKind(option)
                  setError(null)
                }}
              />
              <span>{t(`edit.link.kinds.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {kind === 'url' ? (
          <TextInput
            name="link-url"
            label={t('edit.link.url')}
            value={url}
            required
            maxLength={2000}
            hint={t('edit.link.urlHint')}
            error={error}
            onChange={(next) => {
              setUrl(next)
              setError(null)
            }}
          />
        ) : (
          <div className="link-options__target">
            <p>
              {target && target.kind === kind ? (
                <>
                  <strong>{target.title}</strong> <span className="target-list__path">{target.href}</span>
                </>
              ) : (
                t('edit.link.noTarget')
              )}
            </p>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-describedby={error ? urlErrorId : undefined}
              onClick={() => setPicking(kind)}
            >
              {t(`edit.link.choose.${kind}`)}
            </button>
            {error ? <FieldError id={urlErrorId} error={error} /> : null}
          </div>
        )}
        {options.includes('newTab') ? (
          <label className="check">
            <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.currentTarget.checked)} />
            <span>{t('edit.link.newTab')}</span>
          </label>
        ) : null}
        {options.includes('rel') ? (
          <fieldset className="link-options__rel">
            <legend>{t('edit.link.rel')}</legend>
            {LINK_RELS.map((value) => (
              <label key={value} className="check">
                <input
                  type="checkbox"
                  checked={rel.includes(value)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked
                    setRel((list) => (on ? [...list, value] : list.filter((item) => item !== value)))
                  }}
                />
                <span>{t(`edit.link.rels.${value}`)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {options.includes('icon') ? (
          <div className="link-options__icon">
            <span>
              {t('edit.link.icon')}: {icon ? <FeatureIcon name={icon} className="btn__icon" size={20} /> : null}{' '}
              {icon ? t(`edit.link.iconNames.${icon}`) : t('edit.link.noIcon')}
            </span>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setChoosingIcon(true)}>
              {t('edit.link.chooseIcon')}
            </button>
          </div>
        ) : null}
      </form>
      <ContentPickerModal
        kind={picking}
        onClose={() => setPicking(null)}
        onPick={(chosen) => {
          setTarget(chosen)
          setError(null)
          setPicking(null)
        }}
      />
      <IconListModal
        open={choosingIcon}
        current={icon}
        onClose={() => setChoosingIcon(false)}
        onPick={(next) => {
          setIcon(next)
          setChoosingIcon(false)
        }}
      />
    </Modal>
  )
}
