import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { formatDateTime } from '../../lib/format-date'
import { useLocale, useT } from '../../i18n/i18n'
import { exportHref, formsQuery } from './api'

/** `/admin/forms`: every form with how many submissions it has, to read them or download them. */
export function FormsList() {
  const t = useT()
  const locale = useLocale()
  const forms = useQuery(formsQuery(useApi(), locale))
  if (forms.isPending) return <p role="status">{t('common.loading')}</p>
  if (forms.isError)
    return (
      <div className="notice notice--error" role="alert">
        {t('backoffice.list.loadFailed')}{' '}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void forms.refetch()}>
          {t('backoffice.list.retry')}
        </button>
      </div>
    )
  if (forms.data.length === 0) return <p className="muted">{t('backoffice.list.empty')}</p>
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.forms.name')}</th>
          <th scope="col">{t('backoffice.forms.submissions')}</th>
          <th scope="col">{t('backoffice.forms.last')}</th>
          <th scope="col">{t('backoffice.list.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {forms.data.map((form) => (
          <tr key={form.id}>
            <td data-label={t('backoffice.forms.name')}>
              <Link to="adminFormSubmissions" params={{ id: String(form.id) }}>
                {form.name}
              </Link>
            </td>
            <td data-label={t('backoffice.forms.submissions')}>{form.submissions}</td>
            <td data-label={t('backoffice.forms.last')}>{form.lastSubmissionAt ? formatDateTime(form.lastSubmissionAt, locale) : '—'}</td>
            <td data-label={t('backoffice.list.actions')}>
              {form.submissions > 0 ? (
                <a className="btn btn--secondary btn--sm" href={exportHref(`api/v1/admin/forms/${form.id}/submissions.csv`, locale)} download aria-label={`${t('backoffice.list.export')}: ${form.name}`}>
                  {t('backoffice.list.export')}
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
