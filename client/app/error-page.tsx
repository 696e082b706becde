import { useI18n } from '../i18n/i18n'
import { buildPath } from '../../contract/routes'
import { errorHeadline, errorText } from './head'

/**
 * The 404 / error page inside the site layout (SPEC §2): headline, explanation, button home
 * ('/' for Croatian, '/en/' for English). A plain `<a>` so it works even when the app is broken.
 */
export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const { t, locale } = useI18n()
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__code">
        {status === 404 ? t('error.page.notFoundCode') : t('error.page.errorCode', { status })}
      </p>
      <h1 id="error-title" className="error-page__title">
        {errorHeadline(status, t)}
      </h1>
      <p className="error-page__text">{errorText(status, t)}</p>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <a className="btn btn--primary" href={buildPath('home', locale)} data-reload="">
        {t('error.page.home')}
      </a>
    </section>
  )
}
