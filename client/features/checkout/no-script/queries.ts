import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { NO_SCRIPT_CHECKOUT_PATH, type NoScriptCheckout } from '../../../../contract/checkout-form'

/** The checkout without the app's server-side state (draft and method lists); read by the server render only. */
export const noScriptCheckoutQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['checkout', 'no-script'] as const,
    queryFn: () => api<NoScriptCheckout>({ method: 'GET', path: NO_SCRIPT_CHECKOUT_PATH }),
    retry: false,
  })
