import { mutationOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type { AddressDto, AddressInput } from '../../../contract/dto/users'
import { callApi } from '../../../contract/endpoints/call'

/** SPEC §7 User address calls (the logged-in user's own address book) and the checkout's allowed countries. */
export const addressApi = {
  countries: (api: ApiFetch, language: Locale) =>
    callApi(api, 'POST api/v2/checkout/getAvailableCountries', { body: { language } }),
  create: (api: ApiFetch, input: AddressInput) => callApi(api, 'POST api/v1/user/web/address/create', { body: input }),
  update: (api: ApiFetch, id: number, input: Partial<AddressInput>) =>
    callApi(api, 'PATCH api/v1/user/web/address/update/:id', { params: { id }, body: input }),
  remove: (api: ApiFetch, id: number) => callApi(api, 'DELETE api/v1/user/web/address/delete/:id', { params: { id } }),
}

/** Deletes one address of the address book (the variable is the address). */
export const removeAddressMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (address: AddressDto) => addressApi.remove(api, address.id) })
