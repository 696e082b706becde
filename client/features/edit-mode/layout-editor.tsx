import { useEffect, useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  FOOTER_MENUS,
  SOCIAL_ICONS,
  type CookieElementOptions,
  type ElementLink,
  type FooterMenu,
  type FooterElementOptions,
  type HeaderElementOptions,
  type LayoutElement,
  type MenuLinkInput,
  type NavigationLink,
} from '../../../contract/dto/cms'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { Modal } from '../../lib/ui/modal'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'
import { layoutForEditQuery, publishLayoutMutation } from './api'
import { LinkModal } from './link-modal'
import { MenuFields, toMenuInput, type MenuLinkDraft } from './menu-fields'

interface LayoutDraft {
  header: { id: number; options: HeaderElementOptions } | null
  footer: { id: number; options: FooterElementOptions } | null
  cookie: { id: number; options: CookieElementOptions } | null
  menus: MenuLinkDraft[][]
}

const HTTPS = /^https:\/\/\S+$/
const COOKIE_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const

/** An editable copy of the element of `handler`, or null when the site has none. */
function copyOf<H extends LayoutElement['handler']>(elements: LayoutElement[], handler: H) {
  const element = elements.find((candidate) => candidate.handler === handler) as
    Extract<LayoutElement, { handler: H }> | undefined
  return element
    ? { id: element.id, options: structuredClone(element.options) as Extract<LayoutElement, { handler: H }>['options'] }
    : null
}

function draftOf(elements: LayoutElement[], menus: NavigationLink[][]): LayoutDraft {
  return {
    header: copyOf(elements, 'header-section'),
    footer: copyOf(elements, 'footer-section'),
    cookie: copyOf(elements, 'cookie-section'),
    menus: menus.map((links) =>
      links.map((link) => ({
        key: String(link.id),
        id: link.id,
        name: link.name,
        href: link.href,
        newTab: link.target === '_blank',
      })),
    ),
  }
}

/** A layout link (header contact, privacy policy): its text in place, its address in the link options modal. */
function ElementLinkField({
  name,
  label,
  link,
  onChange,
}: {
  name: string
  label: string
  link: ElementLink
  onChange: (link: ElementLink) => void
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <div className="stack">
      <TextInput
        name={name}
        label={label}
        value={link.label}
        maxLength={200}
        onChange={(text) => onChange({ ...link, label: text })}
      />
      <p className="edit-link__summary">
        {t('edit.link.leadsTo')} <span className="target-list__path">{link.href}</span>{' '}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setOpen(true)}>
          {t('edit.link.edit')}
        </button>
      </p>
      {open ? (
        <LinkModal
          link={{ label: link.label, href: link.href }}
          options={[]}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            onChange({ ...link, href: next.href })
            setOpen(false)
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * The layout in place (issue 15): the header's contact link, the footer's column headings, menus,
 * social links and credits, and the cookie notice's texts, in the page's language. Publishing
 * writes what changed and the edge purges every cached page of that language.
 */
export function LayoutEditor({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const formId = useId()
  const api = useApi()
  const queryClient = useQueryClient()
  const toast = useToast()
  const showError = useErrorToast()
  const layout = useQuery({ ...layoutForEditQuery(api, locale), enabled: open })
  const [draft, setDraft] = useState<LayoutDraft | null>(null)
  const [checked, setChecked] = useState(false)
  const publishLayout = useMutation({
    ...publishLayoutMutation(api),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['layout'] })
      toast.success(t('edit.layout.published'))
      onClose()
    },
    onError: async (error) => {
      showError(error)
      await layout.refetch()
    },
  })
  const publishing = publishLayout.isPending

  useEffect(() => {
    if (layout.data) setDraft(draftOf(layout.data.elements, layout.data.menus))
  }, [layout.data])

  const publish = async () => {
    if (!draft || !layout.data || publishing) return
    setChecked(true)
    const socialBad = draft.footer?.options.socialItems.some((item) => !HTTPS.test(item.link)) ?? false
    const nameMissing = draft.menus.some((links) => links.some((link) => !link.name.trim()))
    if (socialBad || nameMissing) return
    const before = draftOf(layout.data.elements, layout.data.menus)
    const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b)
    const elements: Array<{ id: number; options: unknown }> = []
    for (const part of ['header', 'footer', 'cookie'] as const) {
      const now = draft[part]
      if (now && changed(now.options, before[part]?.options)) elements.push({ id: now.id, options: now.options })
    }
    const menus: Array<{ handler: FooterMenu; links: MenuLinkInput[] }> = []
    FOOTER_MENUS.forEach((handler, index) => {
      const links = draft.menus[index] ?? []
      if (changed(links.map(toMenuInput), (before.menus[index] ?? []).map(toMenuInput)))
        menus.push({ handler, links: links.map(toMenuInput) })
    })
    if (elements.length + menus.length === 0) return toast.info(t('edit.layout.unchanged'))
    await publishLayout.mutateAsync({ elements, menus }).catch(() => undefined)
  }

  const setFooter = (patch: Partial<FooterElementOptions>) =>
    setDraft((d) => (d?.footer ? { ...d, footer: { ...d.footer, options: { ...d.footer.options, ...patch } } } : d))
  const setCookie = (patch: Partial<CookieElementOptions>) =>
    setDraft((d) => (d?.cookie ? { ...d, cookie: { ...d.cookie, options: { ...d.cookie.options, ...patch } } } : d))
  const language = t(`layout.header.languages.${locale}`)

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('edit.layout.title', { language })}
      size="lg"
      footer={
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" aria-busy={publishing || undefined}>
            {publishing ? t('edit.bar.publishing') : t('edit.bar.publish')}
          </button>
        </div>
      }
    >
      {layout.isError ? (
        <p className="notice notice--error" role="alert">
          {t('edit.layout.loadFailed')}
        </p>
      ) : !draft ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <form
          id={formId}
          className="form stack layout-editor"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void publish()
          }}
        >
          <p>{t('edit.layout.intro', { language })}</p>
          {draft.header ? (
            <section className="stack" aria-labelledby={`${formId}-header`}>
              <h3 id={`${formId}-header`}>{t('edit.layout.header')}</h3>
              <ElementLinkField
                name="contact-label"
                label={t('edit.layout.contactLabel')}
                link={draft.header.options.contactPage}
                onChange={(contactPage) =>
                  setDraft((d) =>
                    d?.header ? { ...d, header: { ...d.header, options: { ...d.header.options, contactPage } } } : d,
                  )
                }
              />
            </section>
          ) : null}
          {draft.footer ? (
            <section className="stack" aria-labelledby={`${formId}-footer`}>
              <h3 id={`${formId}-footer`}>{t('edit.layout.footer')}</h3>
              {FOOTER_MENUS.map((handler, index) => (
                <div key={handler} className="stack">
                  <TextInput
                    name={handler}
                    label={t('edit.layout.menuHeading', { n: index + 1 })}
                    value={draft.footer?.options[handler] ?? ''}
                    maxLength={120}
                    onChange={(text) => setFooter({ [handler]: text })}
                  />
                  <MenuFields
                    column={index + 1}
                    links={draft.menus[index] ?? []}
                    onChange={(links) =>
                      setDraft((d) => (d ? { ...d, menus: d.menus.map((old, i) => (i === index ? links : old)) } : d))
                    }
                  />
                </div>
              ))}
              <fieldset className="edit-image">
                <legend>{t('edit.layout.social')}</legend>
                <ol className="edit-image__list">
                  {draft.footer.options.socialItems.map((item, index) => {
                    const items = draft.footer?.options.socialItems ?? []
                    const set = (patch: Partial<typeof item>) =>
                      setFooter({ socialItems: items.map((old, i) => (i === index ? { ...old, ...patch } : old)) })
                    return (
                      <li key={index} className="social-row">
                        <div className="field field--select">
                          <label className="field__static-label" htmlFor={`${formId}-social-${index}`}>
                            {t('edit.layout.socialNetwork', { n: index + 1 })}
                          </label>
                          <select
                            id={`${formId}-social-${index}`}
                            className="select"
                            value={item.icon}
                            onChange={(event) => set({ icon: event.currentTarget.value as typeof item.icon })}
                          >
                            {SOCIAL_ICONS.map((icon) => (
                              <option key={icon} value={icon}>
                                {t(`edit.layout.networks.${icon}`)}
                              </option>
                            ))}
                          </select>
                        </div>
                        <TextInput
                          name={`social-${index}`}
                          type="url"
                          label={t('edit.layout.socialUrl', { n: index + 1 })}
                          value={item.link}
                          required
                          maxLength={2000}
                          error={checked && !HTTPS.test(item.link) ? t('edit.layout.httpsOnly') : undefined}
                          onChange={(link) => set({ link })}
                        />
                        <TextInput
                          name={`social-label-${index}`}
                          label={t('edit.layout.socialLabel', { n: index + 1 })}
                          value={item.label}
                          maxLength={120}
                          onChange={(label) => set({ label })}
                        />
                        <button
                          type="button"
                          className="btn btn--secondary btn--sm"
                          onClick={() => setFooter({ socialItems: items.filter((_, i) => i !== index) })}
                        >
                          {t('edit.layout.removeSocial', { n: index + 1 })}
                        </button>
                      </li>
                    )
                  })}
                </ol>
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  onClick={() =>
                    setFooter({
                      socialItems: [
                        ...(draft.footer?.options.socialItems ?? []),
                        { icon: 'instagram', link: 'https://', label: '' },
                      ],
                    })
                  }
                >
                  {t('edit.layout.addSocial')}
                </button>
              </fieldset>
              <TextInput
                name="credits"
                type="textarea"
                rows={2}
                label={t('edit.layout.credits')}
                value={draft.footer.options.credits}
                maxLength={500}
                onChange={(credits) => setFooter({ credits })}
              />
            </section>
          ) : null}
          {draft.cookie ? (
            <section className="stack" aria-labelledby={`${formId}-cookie`}>
              <h3 id={`${formId}-cookie`}>{t('edit.layout.cookies')}</h3>
              <TextInput
                name="cookie-title"
                label={t('edit.layout.cookieTitle')}
                value={draft.cookie.options.title}
                maxLength={200}
                onChange={(title) => setCookie({ title })}
              />
              <TextInput
                name="cookie-text"
                type="textarea"
                rows={3}
                label={t('edit.layout.cookieText')}
                value={draft.cookie.options.text}
                maxLength={2000}
                onChange={(text) => setCookie({ text })}
              />
              {(['acceptLabel', 'rejectLabel', 'settingsLabel'] as const).map((key) => (
                <TextInput
                  key={key}
                  name={`cookie-${key}`}
                  label={t(`edit.layout.${key}`)}
                  value={draft.cookie?.options[key] ?? ''}
                  maxLength={60}
                  onChange={(text) => setCookie({ [key]: text })}
                />
              ))}
              <ElementLinkField
                name="cookie-policy"
                label={t('edit.layout.policyLabel')}
                link={draft.cookie.options.policyLink}
                onChange={(policyLink) => setCookie({ policyLink })}
              />
              {COOKIE_CATEGORIES.map((category) => {
                const categories = draft.cookie?.options.categories
                if (!categories) return null
                const name = t(`edit.layout.categories.${category}`)
                const set = (patch: Partial<CookieElementOptions['categories'][typeof category]>) =>
                  setCookie({ categories: { ...categories, [category]: { ...categories[category], ...patch } } })
                return (
                  <div key={category} className="stack">
                    <TextInput
                      name={`cookie-${category}-label`}
                      label={t('edit.layout.categoryLabel', { category: name })}
                      value={categories[category].label}
                      maxLength={120}
                      onChange={(label) => set({ label })}
                    />
                    <TextInput
                      name={`cookie-${category}-description`}
                      type="textarea"
                      rows={2}
                      label={t('edit.layout.categoryDescription', { category: name })}
                      value={categories[category].description}
                      maxLength={500}
                      onChange={(description) => set({ description })}
                    />
                  </div>
                )
              })}
            </section>
          ) : null}
        </form>
      )}
    </Modal>
  )
}
