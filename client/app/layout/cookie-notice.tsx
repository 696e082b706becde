import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useI18n } from '../../i18n/i18n'
import { readConsent, writeConsent } from '../../lib/cookie-consent'
import { findElement, layoutElementsQuery } from './layout-queries'

type Category = 'necessary' | 'marketing' | 'analytics'
const CATEGORIES: readonly Category[] = ['necessary', 'marketing', 'analytics']

/**
 * SPEC §2 cookie notice: shown (after hydration only, so SSR and hydration agree) while no consent
 * is stored; three categories preselected, necessary always on (disabled); accept stores the choice
 * in localStorage `izlog_cookie_consent` and hides the bar. Texts from the cookie element, with
 * i18n fallbacks. Its own Suspense boundary keeps the CMS texts from holding back the shell.
 */
export function CookieNotice() {
  return (
    <Suspense fallback={null}>
      <CookieNoticeBar />
    </Suspense>
  )
}

function CookieNoticeBar() {
  const { t, locale } = useI18n()
  const api = useApi()
  const { data: elements } = useSuspenseQuery(layoutElementsQuery(api, locale))
  const options = findElement(elements, 'cookie-section')?.options
  const [show, setShow] = useState(false)
  const [choice, setChoice] = useState({ marketing: true, analytics: true })

  useEffect(() => setShow(readConsent() === null), [])
  if (!show) return null

  const label = (category: Category) => options?.categories[category]?.label || t(`layout.cookie.${category}`)
  const hint = (category: Category) => options?.categories[category]?.description || t(`layout.cookie.${category}Hint`)

  return (
    <section className="cookie-notice" role="region" aria-labelledby="cookie-title">
      <div className="cookie-notice__inner">
        <h2 id="cookie-title" className="cookie-notice__title">
          {options?.title || t('layout.cookie.title')}
        </h2>
        <p className="cookie-notice__text">
          {options?.text || t('layout.cookie.text')}{' '}
          {options?.policyLink?.href ? <Link href={options.policyLink.href}>{options.policyLink.label || t('layout.cookie.policy')}</Link> : null}
        </p>
        <form
          className="cookie-notice__form"
          onSubmit={(event) => {
            event.preventDefault()
            writeConsent(choice)
            setShow(false)
          }}
        >
          <fieldset className="cookie-notice__choices">
            <legend className="visually-hidden">{t('layout.cookie.label')}</legend>
            {CATEGORIES.map((category) => (
              <label key={category} className="check" title={hint(category)}>
                <input
                  type="checkbox"
                  name={category}
                  checked={category === 'necessary' ? true : choice[category]}
                  disabled={category === 'necessary'}
                  onChange={(event) => {
                    if (category !== 'necessary') setChoice({ ...choice, [category]: event.target.checked })
                  }}
                />
                <span>{label(category)}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--primary">
            {options?.acceptLabel || t('layout.cookie.accept')}
          </button>
        </form>
      </div>
    </section>
  )
}
