import { useEffect, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useRoute } from '../../lib/navigation'
import { useI18n } from '../../i18n/i18n'
import { errorMessage } from '../../lib/api-error-message'
import type { FooterElementOptions } from '../../../contract/dto/cms'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { NewsletterSchema, subscribeNewsletter } from '../../features/newsletter/subscribe'

/** The global event that reveals the footer newsletter block: `window.dispatchEvent(new Event('showNewsletter'))`. */
const SHOW_NEWSLETTER_EVENT = 'showNewsletter'

/**
 * SPEC §2 footer newsletter: hidden until a global `showNewsletter` event, hidden again on every
 * route change; posts api/v1/newsletter/subscribe {email}; thank-you title + body after subscribing;
 * the server's error message when it fails.
 */
export function NewsletterBlock({ texts }: { texts: FooterElementOptions['newsletter'] | undefined }) {
  const translator = useI18n()
  const { t } = translator
  const api = useApi()
  const route = useRoute()
  const [visible, setVisible] = useState(false)
  const [done, setDone] = useState(false)
  const form = useForm({
    schema: NewsletterSchema,
    initial: { email: '' },
    submit: async ({ email }) => {
      await subscribeNewsletter(api, email)
      setDone(true)
    },
    onError: (error) => form.showError('email', errorMessage(error, translator)),
  })

  useEffect(() => {
    const show = () => setVisible(true)
    window.addEventListener(SHOW_NEWSLETTER_EVENT, show)
    return () => window.removeEventListener(SHOW_NEWSLETTER_EVENT, show)
  }, [])
  useEffect(() => setVisible(false), [route.href])

  if (!visible) return null

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <button
          type="button"
          className="icon-btn newsletter__close"
          aria-label={t('layout.newsletter.close')}
          onClick={() => setVisible(false)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {done ? (
          <div role="status">
            <h2 id="newsletter-title" className="newsletter__title">
              {texts?.thankYouTitle || t('layout.newsletter.thankYouTitle')}
            </h2>
            <p>{texts?.thankYouBody || t('layout.newsletter.thankYouBody')}</p>
          </div>
        ) : (
          <>
            <div>
              <h2 id="newsletter-title" className="newsletter__title">
                {texts?.title || t('layout.newsletter.title')}
              </h2>
              <p>{texts?.body || t('layout.newsletter.body')}</p>
            </div>
            <form className="newsletter__form" noValidate onSubmit={form.onSubmit}>
              <FormField
                form={form}
                label={t('layout.newsletter.email')}
                name="email"
                type="email"
                autoComplete="email"
                required
              />
              <button type="submit" className="btn btn--primary" disabled={form.submitting}>
                {form.submitting ? t('layout.newsletter.sending') : t('layout.newsletter.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  )
}
