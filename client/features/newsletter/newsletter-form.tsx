import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { useApi } from '../../lib/api-context'
import { useI18n } from '../../i18n/i18n'
import { TextInput } from '../../lib/ui/text-input'
import { errorMessage } from '../../lib/api-error-message'
import { NewsletterSchema, subscribeNewsletter } from './subscribe'

/**
 * Inline newsletter sign-up (SPEC §4: form, then sent → thank-you). The server's message is
 * shown for a rejected address (e.g. already subscribed).
 */
export function NewsletterForm({ title, text, idPrefix }: { title: string; text?: string; idPrefix: string }) {
  const translator = useI18n()
  const { t } = translator
  const api = useApi()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const inFlight = useRef(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    const parsed = v.safeParse(NewsletterSchema, { email })
    if (!parsed.success) {
      const issue = parsed.issues[0]
      setError(issue ? t(issue.message, { length: 254 }) : t('validation.email'))
      inFlight.current = false
      return
    }
    setError(null)
    setSubmitting(true)
    try {
      await subscribeNewsletter(api, parsed.output.email)
      setSent(true)
    } catch (failure) {
      setError(errorMessage(failure, translator))
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  if (sent) {
    return (
      <div className="newsletter-form newsletter-form--sent" role="status" aria-live="polite">
        <h2 className="newsletter-form__title">{t('content.newsletter.thanksTitle')}</h2>
        <p>{t('content.newsletter.thanksBody')}</p>
      </div>
    )
  }
  return (
    <form className="newsletter-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="newsletter-form__title">
        {title}
      </h2>
      {text ? <p className="newsletter-form__text">{text}</p> : null}
      <div className="newsletter-form__row">
        <TextInput label={t('content.newsletter.email')} name="email" type="email" autoComplete="email" required value={email} onChange={setEmail} error={error} id={`${idPrefix}-email`} />
        <button type="submit" className="btn btn--primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? t('content.newsletter.sending') : t('content.newsletter.subscribe')}
        </button>
      </div>
    </form>
  )
}
