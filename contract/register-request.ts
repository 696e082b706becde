import { addressInput } from './address-values'
import type { AddressInput } from './dto/users'
import type { RegisterInput } from './schemas/account'

/** A consent as the register call records it. */
export interface ConsentAnswer {
  id: number
  uniqueNumber: string
  accepted: boolean
}

/** What a registration sends: the form's fields, the consents answered and, from the app, addresses. */
export interface RegisterPayload extends RegisterInput {
  /** The answers (the app's) or the accepted ones' unique numbers (a form's): the register call takes both. */
  consents: ConsentAnswer[] | string[]
  /** SPEC §5 Register with addresses: the delivery address (and a different billing one). */
  addresses?: AddressInput[]
  phone?: string
  /** Where the visitor was: the confirmation e-mail's link comes back to it. */
  redirect?: string
}

/** The body of SPEC §7 register (`api/v1/user/web/register`), for the app's call and the edge's form alike. */
export const registerBody = (input: RegisterPayload) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  password: input.password,
  confirmedPassword: input.confirmedPassword,
  consents: input.consents,
  ...(input.memberCardBarcode ? { memberCardBarcode: input.memberCardBarcode } : {}),
  ...(input.addresses?.length ? { addresses: input.addresses, phone: input.phone } : {}),
  ...(input.redirect ? { redirect: input.redirect } : {}),
})

/**
 * The register call's addresses from the form's values (the app's and the edge's form alike): the
 * delivery address under the account's names (marked main, so it serves for billing too), or a
 * delivery and a billing address when the billing one differs.
 */
export function registerAddresses(
  values: Record<string, string>,
  differentBilling: boolean,
): Pick<RegisterPayload, 'addresses' | 'phone'> {
  const email = (values['contactEmail'] ?? '').trim()
  const names = { firstName: (values['firstName'] ?? '').trim(), lastName: (values['lastName'] ?? '').trim() }
  const delivery = { ...addressInput(values, false, email, false), ...names }
  if (!differentBilling)
    return { phone: delivery.contactPhone, addresses: [{ ...delivery, type: 'Main' as const, kind: 'main' as const }] }
  const billing = { ...addressInput(values, true, email, false), ...names }
  return {
    phone: delivery.contactPhone,
    addresses: [
      { ...delivery, type: 'Shipping' as const, kind: 'shipping' as const },
      { ...billing, type: 'Main' as const, kind: 'billing' as const },
    ],
  }
}
