import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { Link } from '../../../lib/link'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT, type Translate } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { exportHref } from '../../admin/export-href'
import { useListQuery } from '../../admin/list-kit'
import { submissionsQuery } from './api'
import type { AdminSubmissionFile, AdminSubmissionRow, AdminSubmissionsPage } from '../../../../contract/dto/admin'

/** When it was sent, one column per field of the form, its language and whether the sender confirmed it. */
const submissionColumns = (
  t: Translate,
  locale: Locale,
  fields: AdminSubmissionsPage['form']['fields'],
): Array<DataColumn<AdminSubmissionRow>> => {
  const value = (raw: string | boolean | undefined) =>
    raw === true ? t('backoffice.forms.yes') : raw === false ? t('backoffice.forms.no') : raw || '—'
  return [
    { id: 'sent', header: 'backoffice.forms.sent', cell: (submission) => formatDateTime(submission.createdAt, locale) },
    ...fields.map((field): DataColumn<AdminSubmissionRow> => ({
      id: `field:${field.name}`,
      header: { text: field.label },
      className: 'backoffice-cell',
      cell: (submission) => (
        <SubmissionValue
          files={submission.files.filter((file) => file.field === field.name)}
          text={value(submission.values[field.name])}
        />
      ),
    })),
    { id: 'language', header: 'backoffice.forms.language', cell: (submission) => submission.language.toUpperCase() },
    {
      id: 'confirmed',
      header: 'backoffice.forms.confirmed',
      cell: (submission) =>
        submission.confirmedAt
          ? formatDateTime(submission.confirmedAt, locale)
          : submission.email
            ? t('backoffice.forms.notConfirmed')
            : '—',
    },
  ]
}

/**
 * `/admin/forms/{id}`: a form's submissions, newest first, one column per field (a file field's
 * files as downloads: a visitor's file is never opened in the page); all of them as CSV.
 */
export function FormSubmissions({ id }: { id: string }) {
  const t = useT()
  const locale = useLocale()
  const { query, api: apiQuery, page } = useListQuery([])
  const submissions = useSuspenseQuery(submissionsQuery(useApi(), locale, id, apiQuery))
  const { data } = submissions
  return (
    <div className="stack">
      <p>
        <Link to="adminForms">← {t('backoffice.forms.back')}</Link>
      </p>
      <h2>{data.form.name}</h2>
      <DataList
        label={data.form.name}
        list={submissions}
        columns={submissionColumns(t, locale, data.form.fields)}
        rowKey={(submission) => submission.id}
        paging={{ page, query }}
        wide
        beside={
          data.total > 0 ? (
            <a
              className="btn btn--secondary"
              href={exportHref(`api/v1/admin/forms/${data.form.id}/submissions.csv`, locale)}
              download
            >
              {t('backoffice.list.export')}
            </a>
          ) : null
        }
      />
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
          <a
            href={file.href}
            download={file.name}
            aria-label={t('backoffice.forms.download', {
              name: file.name,
              size: Math.max(1, Math.round(file.size / 1024)),
            })}
          >
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
