import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { formatDateTime } from '../../../contract/format-date'
import { useLocale, useT } from '../../i18n/i18n'
import { exportHref, submissionsQuery } from './api'
import { ListPager, ScrollTable, useListQuery } from './list-kit'
import type { AdminSubmissionFile } from '../../../contract/dto/admin'

/**
 * `/admin/forms/{id}`: a form's submissions, newest first, one column per field (a file field's
 * files as downloads: a visitor's file is never opened in the page); all of them as CSV.
 */
export function FormSubmissions({ id }: { id: string }) {
  const t = useT()
  const locale = useLocale()
  const { query, api: apiQuery, page } = useListQuery([])
  const { data } = useSuspenseQuery(submissionsQuery(useApi(), locale, id, apiQuery))
  const value = (raw: string | boolean | undefined) => (raw === true ? t('backoffice.forms.yes') : raw === false ? t('backoffice.forms.no') : raw || '—')
  return (
    <div className="stack">
      <p>
        <Link to="adminForms">← {t('backoffice.forms.back')}</Link>
      </p>
      <h2>{data.form.name}</h2>
      <div className="backoffice-bar">
        <p className="muted" role="status">
          {data.total === 0 ? t('backoffice.list.empty') : t('backoffice.list.count', { count: data.total })}
        </p>
        {data.total > 0 ? (
          <a className="btn btn--secondary" href={exportHref(`api/v1/admin/forms/${data.form.id}/submissions.csv`, locale)} download>
            {t('backoffice.list.export')}
          </a>
        ) : null}
      </div>
      {data.data.length > 0 ? (
        <ScrollTable label={data.form.name}>
          <table className="table backoffice-wide">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.forms.sent')}</th>
                {data.form.fields.map((field) => (
                  <th key={field.name} scope="col">
                    {field.label}
                  </th>
                ))}
                <th scope="col">{t('backoffice.forms.language')}</th>
                <th scope="col">{t('backoffice.forms.confirmed')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((submission) => (
                <tr key={submission.id}>
                  <td data-label={t('backoffice.forms.sent')}>{formatDateTime(submission.createdAt, locale)}</td>
                  {data.form.fields.map((field) => (
                    <td key={field.name} data-label={field.label} className="backoffice-cell">
                      <SubmissionValue files={submission.files.filter((file) => file.field === field.name)} text={value(submission.values[field.name])} />
                    </td>
                  ))}
                  <td data-label={t('backoffice.forms.language')}>{submission.language.toUpperCase()}</td>
                  <td data-label={t('backoffice.forms.confirmed')}>{submission.confirmedAt ? formatDateTime(submission.confirmedAt, locale) : submission.email ? t('backoffice.forms.notConfirmed') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
      <ListPager page={page} lastPage={data.lastPage} query={query} />
    </div>
  )
}

/** A field's value, or for a file field its files as download links (staff only; served as attachments). */
function SubmissionValue({ files, text }: { files: AdminSubmissionFile[]; text: string }) {
  const t = useT()
  if (files.length === 0) return <>{text}</>
  return (
    <ul className="backoffice-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.href} download={file.name} aria-label={t('backoffice.forms.download', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
