import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type { CheckoutCountry } from '../../../contract/dto/commerce'
import type { AddressDto, AddressInput } from '../../../contract/dto/users'

/** SPEC §7 User address calls (the logged-in user's own address book) and the checkout's allowed countries. */
export const addressApi = {
  countries: (api: ApiFetch, language: Locale) =>
    api<CheckoutCountry[]>({ method: 'POST', path: 'api/v2/checkout/getAvailableCountries', body: { language } }),
  create: (api: ApiFetch, input: AddressInput) =>
    api<AddressDto>({ method: 'POST', path: 'api/v1/user/web/address/create', body: input }),
  update: (api: ApiFetch, id: number, input: Partial<AddressInput>) =>
    api<AddressDto>({ method: 'PATCH', path: `api/v1/user/web/address/update/${id}`, body: input }),
  remove: (api: ApiFetch, id: number) =>
    api<{ deleted: true; id: number }>({ method: 'DELETE', path: `api/v1/user/web/address/delete/${id}` }),
}
