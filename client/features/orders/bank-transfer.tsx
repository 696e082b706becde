import { useLocale, useT } from '../../i18n/i18n'
import { formatMoney } from '../../../contract/format'
import type { BankTransfer } from '../../../contract/dto/commerce'

/**
 * Payment details of a bank-transfer order and its HUB-3A barcode (an SVG the edge drew from the
 * payload; banking apps scan it). The same details as text for paying by hand.
 */
export function BankTransferDetails({ bank, orderSlug }: { bank: BankTransfer; orderSlug: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="bank-transfer stack cart-box" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t('checkout.bank.title')}</h2>
      <p>{t('checkout.bank.intro')}</p>
      <dl>
        <dt>{t('checkout.bank.recipient')}</dt>
        <dd>
          {bank.recipient}, {bank.street}, {bank.city}
        </dd>
        <dt>{t('checkout.bank.iban')}</dt>
        <dd>{bank.iban}</dd>
        <dt>{t('checkout.bank.amount')}</dt>
        <dd>{formatMoney(bank.amount, locale, bank.currency)}</dd>
        <dt>{t('checkout.bank.model')}</dt>
        <dd>{bank.model}</dd>
        <dt>{t('checkout.bank.reference')}</dt>
        <dd>{bank.reference}</dd>
        <dt>{t('checkout.bank.description')}</dt>
        <dd>{bank.description}</dd>
      </dl>
      {bank.barcodeSvg ? (
        <div
          className="bank-transfer__barcode"
          role="img"
          aria-label={t('checkout.bank.barcode', { order: orderSlug })}
          dangerouslySetInnerHTML={{ __html: bank.barcodeSvg }}
        />
      ) : null}
    </section>
  )
}
