import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Order, PlacedOrder } from '../../../contract/dto/commerce'
import type { AddressInput } from '../../../contract/dto/users'
import type { CheckoutSubmitInput } from '../../../contract/schemas/checkout'
import { mutationOptions } from '@tanstack/react-query'

/**
 * Checkout calls (SPEC §7 Ecommerce v2). The page never sends a cartId or protectCode: the edge
 * fills them in from the HttpOnly cookies, and decides the buyer from the session.
 */
export const checkoutApi = {
  deliveryMethods: (api: ApiFetch, countryId: number | null) =>
    callApi(api, 'POST api/v2/delivery/getApplicableDeliveryMethods', {
      body: countryId === null ? {} : { countryId },
    }),
  saveDelivery: (api: ApiFetch, deliveryMethodId: number, branchId: number | null, countryId: number | null) =>
    callApi(api, 'PUT api/v2/delivery/saveDeliveryMethod', {
      body: { deliveryMethodId, branchId, ...(countryId === null ? {} : { countryId }) },
    }),
  paymentMethods: (api: ApiFetch) => callApi(api, 'POST api/v2/payment/getApplicablePaymentMethods', { body: {} }),
  savePayment: (api: ApiFetch, paymentMethodId: number, companyData: { companyName: string; oib: string } | null) =>
    callApi(api, 'PUT api/v2/payment/savePaymentMethod', { body: { paymentMethodId, companyData } }),
  /** The guest of this cart session (SPEC §3 guest user), created on first use. */
  updateGuest: (
    api: ApiFetch,
    input: {
      email: string
      details: { firstName: string; lastName: string; phone: string }
      company: { name: string; oib: string } | null
      addresses: AddressInput[]
    },
  ) => callApi(api, 'PATCH api/v1/user/guest/update', { body: input }),
  order: (api: ApiFetch, slug: string) =>
    api<Order>({ method: 'GET', path: `api/checkout/orders/${encodeURIComponent(slug)}` }),
}

/** The order submit: one edge call that saves the payment method, checks the cart and places the order. */
export const placeOrderMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: CheckoutSubmitInput) =>
      api<PlacedOrder>({ method: 'POST', path: 'api/checkout/order', body: input }),
  })

/** Saves the delivery method (and its branch) of the cart; answers the cart. */
export const saveDeliveryMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: { methodId: number; branchId: number | null; countryId: number | null }) =>
      checkoutApi.saveDelivery(api, input.methodId, input.branchId, input.countryId),
  })

/** Saves the payment method (with the company's data, if any) of the cart; answers the cart. */
export const savePaymentMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: { methodId: number; companyData: { companyName: string; oib: string } | null }) =>
      checkoutApi.savePayment(api, input.methodId, input.companyData),
  })
