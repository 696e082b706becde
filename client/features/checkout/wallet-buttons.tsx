import { useEffect, useRef } from 'react'
import { useLocale, useT } from '../../i18n/i18n'
import { formatMoney } from '../../../contract/format'
import type { WalletPayment } from '../../../contract/dto/commerce'

/**
 * SPEC §2 wallet button container: the wallet provider's buttons for an order just created. A
 * button opens the provider's approval page; the provider confirms the payment and sends the
 * shopper to the success (or failure) page — the browser's word never marks anything paid.
 */
export function WalletButtons({ wallet }: { wallet: WalletPayment }) {
  const t = useT()
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="stack checkout-step wallet" aria-labelledby="wallet-title" data-mode={wallet.mode}>
      <h2 id="wallet-title" ref={heading} tabIndex={-1}>
        {t('checkout.payment.walletTitle')}
      </h2>
      <p>{t('checkout.payment.walletHint')}</p>
      <p className="wallet__amount">{formatMoney(wallet.amount, locale, wallet.currency)}</p>
      <div className="wallet__buttons">
        {wallet.buttons.map((button) => (
          <a key={button.id} className="btn btn--primary btn--block" href={wallet.approveUrl} data-wallet={button.id}>
            {button.label}
          </a>
        ))}
      </div>
    </section>
  )
}
