import { useEffect, useId, useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PersonDataSummary } from '../../../contract/dto/privacy'
import { formatDateTime } from '../../../contract/format-date'
import { PersonEmailSchema } from '../../../contract/schemas/privacy'
import { dataText, useI18n, useLocale, useT } from '../../i18n/i18n'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { Link } from '../../lib/link'
import { saveJson } from '../../lib/save-json'
import { useToast } from '../../lib/toasts'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import { useOrderStatus } from '../orders/order-status'
import { erasePerson, exportPerson, findPerson } from './api'
import { PersonPrivacyHistory } from './person-privacy-history'

const EMPTY = { email: '' }

/**
 * GDPR for a person without an account (a guest buyer, a newsletter subscriber): staff find what the
 * shop holds under their e-mail, download it or erase it (asks first). An e-mail of a customer
 * account leads to the customer's page, which does both for the account whole.
 */
export function PersonPrivacy() {
  const t = useT()
  const i18n = useI18n()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const statusText = useOrderStatus()
  const headingId = useId()
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const [summary, setSummary] = useState<PersonDataSummary | null>(null)
  const [confirming, setConfirming] = useState(false)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const [erased, setErased] = useState(0)
  // A new answer replaces what was shown: the reader is taken to it. After an erasure the buttons
  // that were focused are gone with the answer (and the dialog): back to the top of the panel.
  useEffect(() => {
    if (summary) resultHeading.current?.focus()
  }, [summary])
  useEffect(() => {
    if (erased > 0) panelHeading.current?.focus()
  }, [erased])

  const form = useForm({
    schema: PersonEmailSchema,
    initial: EMPTY,
    submit: async ({ email }) => {
      setSummary(await findPerson(api, email))
    },
    onError: showError,
  })
  const download = useMutation({
    mutationFn: (email: string) => exportPerson(api, email),
    onSuccess: async (document_) => {
      saveJson(document_, `izlog-personal-data-guest-${document_.exportedAt.slice(0, 10)}.json`)
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'person-privacy-history'] })
    },
    onError: showError,
  })
  const erase = useMutation({
    mutationFn: (email: string) => erasePerson(api, email),
    onSuccess: async (_, email) => {
      setConfirming(false)
      setSummary(null)
      form.reset(EMPTY)
      setErased((count) => count + 1)
      toast.success(t('adminCustomers.person.erased', { email }))
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'person-privacy-history'] })
    },
    onError: showError,
  })

  const holdsData = summary !== null && summary.customerId === null && summary.holdings.length > 0
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId} ref={panelHeading} tabIndex={-1}>
        {t('adminCustomers.person.title')}
      </h2>
      <p className="muted">{t('adminCustomers.person.intro')}</p>
      <form className="stack" noValidate onSubmit={form.onSubmit}>
        <FormField form={form} name="email" type="email" label={t('adminCustomers.person.emailLabel')} required />
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t('adminCustomers.person.finding') : t('adminCustomers.person.find')}
          </button>
        </div>
      </form>

      {summary ? (
        <div className="stack" aria-live="polite">
          <h3 ref={resultHeading} tabIndex={-1}>
            {t('adminCustomers.person.resultTitle', { email: summary.email })}
          </h3>
          {summary.customerId !== null ? (
            <p>
              {t('adminCustomers.person.hasAccount')}{' '}
              <Link to="adminCustomerDetail" params={{ id: String(summary.customerId) }}>
                {t('adminCustomers.person.openCustomer')}
              </Link>
            </p>
          ) : summary.holdings.length === 0 ? (
            <p>{t('adminCustomers.person.nothing')}</p>
          ) : (
            <>
              <h4>{t('adminCustomers.person.holdingsTitle')}</h4>
              <ul>
                {summary.holdings.map((holding) => (
                  <li key={holding.table}>
                    {dataText(i18n, `adminCustomers.person.tables.${holding.table}`)},{' '}
                    {t('adminCustomers.person.rows', { count: holding.rows })}
                  </li>
                ))}
              </ul>
              {summary.orders.length > 0 ? (
                <>
                  <h4>{t('adminCustomers.person.ordersTitle')}</h4>
                  <ul>
                    {summary.orders.map((order) => (
                      <li key={order.id}>
                        <Link to="adminOrderDetail" params={{ id: String(order.id) }}>
                          {order.slug}
                        </Link>{' '}
                        · <span className={`tag tag--${order.status}`}>{statusText(order.status)}</span> ·{' '}
                        {formatDateTime(order.createdAt, locale)}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )}
          {holdsData ? (
            <div className="button-row">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => download.mutate(summary.email)}
                disabled={download.isPending}
                aria-busy={download.isPending}
              >
                {download.isPending ? t('adminCustomers.person.exporting') : t('adminCustomers.person.exportData')}
              </button>
              <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
                {t('adminCustomers.person.erase')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming && summary !== null}
        title={t('adminCustomers.person.eraseTitle')}
        confirmLabel={t('adminCustomers.person.erase')}
        busy={erase.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (summary && !erase.isPending) erase.mutate(summary.email)
        }}
      >
        <p>{t('adminCustomers.person.eraseText', { email: summary?.email ?? '' })}</p>
      </ConfirmDialog>

      <PersonPrivacyHistory />
    </section>
  )
}
