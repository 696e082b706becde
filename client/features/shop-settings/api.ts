import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { CheckoutRules, SellerSettings } from '../../../contract/dto/shop-settings'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

/** Issue 37: the owner's shop settings — one answer for the page, one call per form. */
export const shopSettingsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'shop-settings', locale] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/settings/shop', {}),
    staleTime: 0,
  })

export const saveVatRates = (api: ApiFetch, rates: number[]) =>
  callApi(api, 'PUT api/v1/admin/settings/shop/vat-rates', { body: { rates } })

export const saveCheckoutRules = (api: ApiFetch, rules: CheckoutRules) =>
  callApi(api, 'PUT api/v1/admin/settings/shop/checkout', { body: rules })

export const saveSeller = (api: ApiFetch, seller: SellerSettings) =>
  callApi(api, 'PUT api/v1/admin/settings/shop/seller', { body: seller })
