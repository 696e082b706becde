import { useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useI18n } from '../../i18n/i18n'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { errorMessage } from '../../lib/api-error-message'
import { NewsletterSchema, subscribeNewsletter } from './subscribe'
import { contentFormAction } from '../../../contract/content-form'
import { ContentFormNotice, ContentFormFields, useContentFormOutcome } from '../content-forms/content-form-fields'

/**
 * Inline newsletter sign-up (SPEC §4: form, then sent → thank-you). The server's message is
 * shown for a rejected address (e.g. already subscribed). Before (or without) the app the form
 * posts to the edge (issue 38), which sends the page back with the outcome for this form.
 */
export function NewsletterForm({ title, text, idPrefix }: { title: string; text?: string; idPrefix: string }) {
  const translator = useI18n()
  const { t, locale } = translator
  const api = useApi()
  const formId = `newsletter-${idPrefix.replace(/[^\w-]/g, '')}`
  const posted = useContentFormOutcome(formId)
  const [sent, setSent] = useState(posted === 'subscribed')
  const form = useForm({
    schema: NewsletterSchema,
    initial: { email: '' },
    submit: async ({ email }) => {
      await subscribeNewsletter(api, email)
      setSent(true)
    },
    onError: (failure) => form.showError('email', errorMessage(failure, translator)),
  })

  if (sent) {
    return (
      <div id={formId} className="newsletter-form newsletter-form--sent" role="status" aria-live="polite">
        <h2 className="newsletter-form__title">{t('content.newsletter.thanksTitle')}</h2>
        <p>{t('content.newsletter.thanksBody')}</p>
      </div>
    )
  }
  return (
    <form
      id={formId}
      className="newsletter-form"
      method="post"
      action={contentFormAction('newsletter', locale)}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={`${idPrefix}-title`}
    >
      <ContentFormFields formId={formId} />
      <h2 id={`${idPrefix}-title`} className="newsletter-form__title">
        {title}
      </h2>
      {text ? <p className="newsletter-form__text">{text}</p> : null}
      <ContentFormNotice outcome={posted} />
      <div className="newsletter-form__row">
        <FormField
          form={form}
          label={t('content.newsletter.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          id={`${idPrefix}-email`}
        />
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('content.newsletter.sending') : t('content.newsletter.subscribe')}
        </button>
      </div>
    </form>
  )
}
