import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { shopSettingsQuery } from './api'
import { CheckoutRulesForm } from './checkout-rules-form'
import { SellerForm } from './seller-form'
import { VatRatesForm } from './vat-rates-form'

/** `/admin/settings/shop`: the owner's VAT rates, checkout rules and seller record, each form saved on its own. */
export function ShopSettingsPage() {
  const t = useT()
  const api = useApi()
  const { data } = useSuspenseQuery(shopSettingsQuery(api, useLocale()))
  return (
    <div className="stack">
      <p>{t('adminShopSettings.intro')}</p>
      <SellerForm settings={data} />
      <CheckoutRulesForm settings={data} />
      <VatRatesForm settings={data} />
    </div>
  )
}
