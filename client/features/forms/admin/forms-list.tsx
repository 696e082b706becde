import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminFormRow } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { Link } from '../../../lib/link'
import { formatDateTime } from '../../../../contract/format-date'
import { useToast } from '../../../lib/toasts'
import { useLocale, useT } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import { DataTable, type DataColumn } from '../../../lib/ui/data-list'
import { exportHref } from '../../admin/export-href'
import { formCaptchaMutation, formsQuery } from './api'

const formColumns = (locale: Locale): Array<DataColumn<AdminFormRow>> => [
  {
    id: 'name',
    header: 'backoffice.forms.name',
    cell: (form) => (
      <Link to="adminFormSubmissions" params={{ id: String(form.id) }}>
        {form.name}
      </Link>
    ),
  },
  { id: 'submissions', header: 'backoffice.forms.submissions', cell: (form) => form.submissions },
  {
    id: 'last',
    header: 'backoffice.forms.last',
    cell: (form) => (form.lastSubmissionAt ? formatDateTime(form.lastSubmissionAt, locale) : '—'),
  },
  { id: 'captcha', header: 'backoffice.forms.captcha', cell: (form) => <CaptchaSwitch form={form} /> },
]

/** `/admin/forms`: every form with how many submissions it has, to read them or download them, and whether it asks for a captcha. */
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
    <div className="stack">
      <DataTable
        rows={forms.data}
        columns={formColumns(locale)}
        rowKey={(form) => form.id}
        actions={(form) =>
          form.submissions > 0 ? (
            <a
              className="btn btn--secondary btn--sm"
              href={exportHref(`api/v1/admin/forms/${form.id}/submissions.csv`, locale)}
              download
              aria-label={`${t('backoffice.list.export')}: ${form.name}`}
            >
              {t('backoffice.list.export')}
            </a>
          ) : null
        }
      />
      <p className="muted small">{t('backoffice.forms.captchaHint')}</p>
    </div>
  )
}

/** The form's captcha on or off: a labelled checkbox whose accessible name names the form. */
function CaptchaSwitch({ form }: { form: AdminFormRow }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const save = useMutation({
    ...formCaptchaMutation(api),
    onSuccess: (saved) => {
      queryClient.setQueryData(formsQuery(api, locale).queryKey, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      )
      toast.success(
        t(saved.captcha ? 'backoffice.forms.captchaOn' : 'backoffice.forms.captchaOff', { name: saved.name }),
      )
    },
    onError: showError,
  })

  const change = (captcha: boolean) => {
    if (!save.isPending) save.mutate({ id: form.id, captcha })
  }

  return (
    <label className="check">
      <input
        type="checkbox"
        name={`captcha-${form.id}`}
        checked={form.captcha}
        aria-label={t('backoffice.forms.captchaSwitchFor', { name: form.name })}
        aria-disabled={save.isPending || undefined}
        onChange={(event) => change(event.target.checked)}
      />
      <span>{t('backoffice.forms.captchaSwitch')}</span>
    </label>
  )
}
