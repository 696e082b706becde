import { ADDRESS_FIELDS, billingKey, type AddressField, type OrderAddressInput } from './schemas/checkout'
import type { AddressDto } from './dto/users'

/**
 * Form values of an empty address form (both blocks). No country is preselected: the required
 * select starts on its empty "choose a country" option (issue 34), unless the shop allows only one
 * country, which the address fields then fill in.
 */
export function emptyAddressValues(email = ''): Record<string, string> {
  const values: Record<string, string> = { email, companyName: '', companyOib: '' }
  for (const field of ADDRESS_FIELDS) {
    values[field] ??= ''
    values[billingKey(field)] = ''
  }
  return values
}

const FROM_DTO: Record<AddressField, (a: AddressDto) => string> = {
  firstName: (a) => a.firstName,
  lastName: (a) => a.lastName,
  phone: (a) => a.contactPhone,
  country: (a) => a.country,
  city: (a) => a.city,
  street: (a) => a.street,
  houseNumber: (a) => a.houseNumber,
  zipCode: (a) => a.zipCode,
}

/** A saved address as form values of one block (the delivery block, or the billing one). */
export function blockValues(address: AddressDto, billing = false): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of ADDRESS_FIELDS) values[billing ? billingKey(field) : field] = FROM_DTO[field](address)
  return values
}

/** A saved address as the whole form's values (its company included). */
export function savedAddressValues(address: AddressDto, email: string): Record<string, string> {
  return {
    ...emptyAddressValues(email),
    ...blockValues(address),
    companyName: address.companyName,
    companyOib: address.companyOIB,
  }
}

/** The form's values of one block as the API's address. */
export function addressInput(
  values: Record<string, string>,
  billing: boolean,
  email: string,
  company: boolean,
): OrderAddressInput {
  const get = (field: AddressField) => (values[billing ? billingKey(field) : field] ?? '').trim()
  return {
    firstName: get('firstName'),
    lastName: get('lastName'),
    contactEmail: email,
    contactPhone: get('phone'),
    country: get('country'),
    city: get('city'),
    street: get('street'),
    houseNumber: get('houseNumber'),
    zipCode: get('zipCode'),
    companyName: company ? (values['companyName'] ?? '').trim() : '',
    companyOIB: company ? (values['companyOib'] ?? '').trim() : '',
  }
}

/** One line for lists and summaries: "Ana Kovač, Ilica 1, 10000 Zagreb, Hrvatska". */
export const addressLine = (
  a: Pick<AddressDto, 'firstName' | 'lastName' | 'street' | 'houseNumber' | 'zipCode' | 'city'> & {
    countryName?: string
    country?: string
  },
) =>
  `${a.firstName} ${a.lastName}, ${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}, ${a.countryName ?? a.country ?? ''}`

/** The saved address the checkout starts from: the one marked for delivery, else the main one, else the newest. */
export function preferredDelivery(addresses: readonly AddressDto[]): AddressDto | null {
  return (
    addresses.find((a) => a.kind === 'shipping') ?? addresses.find((a) => a.kind === 'main') ?? addresses[0] ?? null
  )
}

/** The saved billing address, when one is marked (the checkout offers it as the different billing address). */
export function preferredBilling(addresses: readonly AddressDto[]): AddressDto | null {
  return addresses.find((a) => a.kind === 'billing') ?? null
}
