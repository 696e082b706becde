import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useId, useState, type SubmitEvent } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useI18n } from '../../i18n/i18n'
import {
  COOKIE_CHOICE_DATASET,
  COOKIE_SETTINGS_EVENT,
  acceptedCategories,
  readConsent,
  settingsStart,
  writeConsent,
} from '../../lib/cookie-consent'
import { useSiteInfo } from '../../lib/site-context'
import { ReturnField } from '../../features/cart/cart-form-fields'
import {
  COOKIE_ANSWER_FIELD,
  COOKIE_ANSWERS,
  choiceOfAnswer,
  cookieConsentAction,
  type CookieAnswer,
} from '../../../contract/cookie-consent'
import { useBottomOverlay } from '../../lib/ui/bottom-overlay'
import { ParsedEnd } from '../../lib/ui/parsed-end'
import { findElement, layoutElementsQuery } from './layout-queries'
import type { ApiFetch } from '../../../contract/api'

type Optional = 'marketing' | 'analytics'
type Choice = Record<Optional, boolean>
const OPTIONAL: readonly Optional[] = ['marketing', 'analytics']

/**
 * Records the decision in the consent log (through the edge's /api/consent/log, SPEC §7
 * web/consent/log/create): who, when and from where are the server's to say (the session or this
 * browser's visitor cookie, its clock, the request), so only the chosen categories are sent.
 */
function logCookieChoice(api: ApiFetch, choice: Choice): void {
  api({
    method: 'POST',
    path: 'api/consent/log',
    body: { sourceType: 'cookie', consents: acceptedCategories(choice) },
  }).catch(() => {
    // The choice itself is stored in the browser and applies; a lost log line must not bother the visitor.
  })
}

const isAnswer = (value: unknown): value is CookieAnswer =>
  typeof value === 'string' && (COOKIE_ANSWERS as readonly string[]).includes(value)

/**
 * SPEC §2 cookie notice: shown while no choice is stored, and again from the footer's cookie
 * settings. The server renders it (it paints with the page, before the app runs) unless the
 * request's cookie holds a choice (issue 38); the app then decides. Its form works without the app:
 * posted, the edge stores the choice in the cookie, logs it and answers 303 back
 * (worker/routes/cookie-consent-form.ts); the app answers it in place. Two equally prominent answers — accept
 * (all categories) and only the necessary ones — and the categories behind a disclosure, so the
 * bar stays small on a phone. In the disclosure only "necessary" starts ticked (SPEC §4 preselects
 * all three, but pre-ticked boxes are not valid consent in the EU: CJEU C-673/17, Planet49); its
 * own button saves what is ticked there. Every answer is stored in the consent cookie
 * (contract/cookie-consent.ts) and logged. While shown it reserves its height at the bottom of the page, so nothing focused
 * ends up under it. Texts from the cookie element, with i18n fallbacks.
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
  // As the server rendered it (hidden when the request's cookie held a choice) until the app has read the stored choice (`decided`).
  const { cookieChoice } = useSiteInfo()
  const [show, setShow] = useState(cookieChoice !== true)
  const [decided, setDecided] = useState(false)
  const [choice, setChoice] = useState<Choice>(() => settingsStart(null))
  const [bar, setBar] = useState<HTMLElement | null>(null)
  const titleId = useId()
  useBottomOverlay(bar, 'cookie', show && decided)

  useEffect(() => {
    const showNotice = () => {
      delete document.documentElement.dataset[COOKIE_CHOICE_DATASET]
      setShow(true)
    }
    // A stored value the app cannot read (corrupt, an old shape) asks again, though the loader hid the notice.
    if (readConsent() === null) showNotice()
    else setShow(false)
    setDecided(true)
    const reopen = () => {
      setChoice(settingsStart(readConsent()))
      showNotice()
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>('.cookie-notice__actions button')?.focus())
    }
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen)
  }, [])
  if (!show) return null

  const label = (category: Optional | 'necessary') =>
    options?.categories[category]?.label || t(`layout.cookie.${category}`)
  const hint = (category: Optional | 'necessary') =>
    options?.categories[category]?.description || t(`layout.cookie.${category}Hint`)
  const decide = (decision: Choice) => {
    writeConsent(decision)
    logCookieChoice(api, decision)
    setShow(false)
  }
  // The app answers in place; the pressed button says which answer (the same field the edge reads).
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = event.nativeEvent.submitter
    const answer = submitter instanceof HTMLButtonElement ? submitter.value : 'custom'
    decide(choiceOfAnswer(isAnswer(answer) ? answer : 'custom', choice))
  }

  return (
    <section ref={setBar} className="cookie-notice whole-once-parsed" aria-labelledby={titleId}>
      <h2 id={titleId} className="cookie-notice__title">
        {options?.title || t('layout.cookie.title')}
      </h2>
      <p className="cookie-notice__text">
        {options?.text || t('layout.cookie.text')}{' '}
        {options?.policyLink?.href ? (
          <Link href={options.policyLink.href}>{options.policyLink.label || t('layout.cookie.policy')}</Link>
        ) : null}
      </p>
      <form className="cookie-notice__form" method="post" action={cookieConsentAction(locale)} onSubmit={onSubmit}>
        <ReturnField />
        <details className="cookie-notice__details">
          <summary>{options?.settingsLabel || t('layout.cookie.choose')}</summary>
          <fieldset className="cookie-notice__choices">
            <legend className="visually-hidden">{t('layout.cookie.label')}</legend>
            <label className="check">
              <input type="checkbox" name="necessary" checked disabled aria-describedby={`${titleId}-necessary`} />
              <span>{label('necessary')}</span>
            </label>
            <p id={`${titleId}-necessary`} className="small muted cookie-notice__hint">
              {hint('necessary')}
            </p>
            {OPTIONAL.map((category) => (
              <div key={category}>
                <label className="check">
                  <input
                    type="checkbox"
                    name={category}
                    checked={choice[category]}
                    aria-describedby={`${titleId}-${category}`}
                    onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                  />
                  <span>{label(category)}</span>
                </label>
                <p id={`${titleId}-${category}`} className="small muted cookie-notice__hint">
                  {hint(category)}
                </p>
              </div>
            ))}
          </fieldset>
          <button type="submit" name={COOKIE_ANSWER_FIELD} value="custom" className="btn btn--secondary btn--sm">
            {t('layout.cookie.save')}
          </button>
        </details>
        <div className="cookie-notice__actions">
          <button type="submit" name={COOKIE_ANSWER_FIELD} value="all" className="btn btn--primary">
            {options?.acceptLabel || t('layout.cookie.accept')}
          </button>
          <button type="submit" name={COOKIE_ANSWER_FIELD} value="necessary" className="btn btn--primary">
            {options?.rejectLabel || t('layout.cookie.necessaryOnly')}
          </button>
        </div>
      </form>
      <ParsedEnd />
    </section>
  )
}
