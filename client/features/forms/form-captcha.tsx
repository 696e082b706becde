import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useT } from '../../i18n/i18n'
import { captchaConfigQuery } from './queries'
import { useCaptcha } from './captcha'

/** What the server verifies: the site key and the provider's answer. */
export interface CaptchaAnswer {
  siteKey: string
  answer: string
}

export interface FormCaptcha {
  asks: boolean
  /** The form asks for a captcha but none is set up: it says so and is not sent. */
  missing: boolean
  slot: (el: HTMLDivElement | null) => void
  failed: boolean
  /** The answer to send (null when the form asks for none); rejects when it could not be solved. */
  answer: () => Promise<CaptchaAnswer | null>
}

/** The captcha of a form that may ask for one (a CMS form, the contact form): its config, state and answer. */
export function useFormCaptcha(asks: boolean): FormCaptcha {
  const config = useQuery({ ...captchaConfigQuery(useApi()), enabled: asks })
  const captcha = useCaptcha(asks ? config.data : null)
  return {
    asks,
    missing: asks && config.isSuccess && config.data === null,
    slot: captcha.slot,
    failed: captcha.failed,
    answer: async () => (asks && config.data ? { siteKey: config.data.siteKey, answer: await captcha.answer() } : null),
  }
}

/** Where a form shows its captcha: the notice and the provider's slot, or that none is set up. */
export function CaptchaField({ captcha }: { captcha: FormCaptcha }) {
  const t = useT()
  if (!captcha.asks) return null
  if (captcha.missing) {
    return (
      <p className="notice notice--error" role="alert">
        {t('error.api.recaptchaMissing')}
      </p>
    )
  }
  return (
    <div className="stack">
      <p className="muted small">{t('content.forms.captchaNotice')}</p>
      <div ref={captcha.slot} className="cms-form__captcha" />
      {captcha.failed ? (
        <p className="notice notice--error" role="alert">
          {t('content.forms.captchaFailed')}
        </p>
      ) : null}
    </div>
  )
}
