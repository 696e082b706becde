import type { Order } from '../../../../contract/dto/commerce'
import { formatDate } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'

/**
 * The buyer's order page, issue 36: the invoice and credit notes as PDF links. Each link is the
 * backend's for this reader (it carries the signed order link's token), so it opens from the
 * account, a guest's page and the e-mail's link alike.
 */
export function OrderInvoices({ order }: { order: Order; linkToken?: string }) {
  const t = useT()
  const locale = useLocale()
  const invoices = order.afterSale.invoices
  if (invoices.length === 0) return null
  return (
    <section className="stack order-invoices" aria-labelledby="order-invoices-title">
      <h2 id="order-invoices-title">{t('orderInvoices.title')}</h2>
      <ul className="order-invoices__list">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="order-invoices__item">
            <a href={invoice.pdfUrl} type="application/pdf">
              {invoice.kind === 'invoice'
                ? t('orderInvoices.invoice', { number: invoice.number })
                : t('orderInvoices.creditNote', { number: invoice.number })}
            </a>{' '}
            <span className="muted small">
              {t('orderInvoices.issued', { date: formatDate(invoice.issuedAt, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
