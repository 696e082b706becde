import type { OrderPanelProps } from './order-panel'
import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../../contract/endpoints/call'
import { formatMoney } from '../../../../contract/format'
import { formatDateTime } from '../../../../contract/format-date'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { useLocale, useT } from '../../../i18n/i18n'

/**
 * `/admin/orders/{id}`, issue 36: the order's invoice and credit notes (PDF links), and "send the
 * invoice again" to the buyer, asked first. The click's request id is made when staff confirm, so a
 * retried request sends one e-mail.
 */
export function InvoicesPanel({ detail, onUpdated }: OrderPanelProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const titleId = useId()
  const [requestId, setRequestId] = useState<string | null>(null)
  const { order } = detail
  const resend = useMutation({
    mutationFn: (id: string) =>
      callApi(api, 'POST api/v1/admin/orders/:id/invoices/resend', {
        params: { id: order.id },
        body: { requestId: id },
      }),
    onSuccess: (updated) => {
      setRequestId(null)
      onUpdated(updated)
      toast.success(t('adminInvoices.resent', { number: updated.order.slug }))
    },
    onError: showError,
  })
  const invoices = order.afterSale.invoices
  // Only paid orders have an invoice: before payment the panel would say nothing useful.
  if (invoices.length === 0 && !detail.paidAt) return null
  return (
    <section className="panel stack invoices-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('adminInvoices.title')}</h3>
      {invoices.length === 0 ? (
        <p className="muted">{t('adminInvoices.none')}</p>
      ) : (
        <ul className="invoices-panel__list">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="invoices-panel__item">
              <a href={invoice.pdfUrl} type="application/pdf">
                {invoice.kind === 'invoice'
                  ? t('adminInvoices.invoice', { number: invoice.number })
                  : t('adminInvoices.creditNote', { number: invoice.number })}
              </a>{' '}
              <span className="muted small">
                {t('adminInvoices.issued', {
                  date: formatDateTime(invoice.issuedAt, locale),
                  amount: formatMoney(invoice.total, locale, order.currency),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {detail.actions.resendInvoice ? (
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={() => setRequestId(crypto.randomUUID())}>
            {t('adminInvoices.resend')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={requestId !== null}
        title={t('adminInvoices.resendTitle')}
        confirmLabel={t('adminInvoices.resend')}
        busy={resend.isPending}
        onCancel={() => setRequestId(null)}
        onConfirm={() => requestId && resend.mutate(requestId)}
      >
        <p>{t('adminInvoices.resendText', { email: order.email })}</p>
      </ConfirmDialog>
    </section>
  )
}
