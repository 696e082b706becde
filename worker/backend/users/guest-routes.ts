import { ok, refuse } from '../http'
import { users } from '../../../contract/endpoints/users'
import { endpointRoutes } from '../routing'
import type { GuestCompanyDto, GuestUserDto, UserDetails } from '../../../contract/dto/users'
import { getCheckoutSettings } from '../settings/repository'
import { settledInOrder } from '../settled-in-order'
import { checkNames, prepareAddress, type GuestAddressRow } from './addresses'
import { addressStatements, listGuestAddressesOfCart, planAddresses, storedAddresses } from './guest-address-batch'
import { guestRefOf, readStoredGuest, storeGuestStatements, type GuestData } from './guests'
import { requireActiveCartWithItems } from '../commerce/carts'
import { loadCartState } from '../commerce/cart-state'

/**
 * Guest users (checkout without an account): the guest of the caller's own cart session (the edge
 * fills in cartId + protectCode from the HttpOnly cookies), created on first use. Nobody else's
 * guest can be reached, whatever e-mail is sent. The response echoes only what this request set.
 *
 * Issue 38: two round trips. The first reads the cart, the settings, the addresses' countries and
 * the guest's stored addresses at once (refused in the order they once ran one by one); the second
 * is one batch storing the guest, its data and its addresses, and reading its live addresses back.
 */
export const guestRoutes = endpointRoutes('api/v1/user/guest')

guestRoutes.on(users.guestUpdate, async (c) => {
  const input = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const settings = getCheckoutSettings(db)
  const details: UserDetails | null = input.details
    ? { firstName: input.details.firstName, lastName: input.details.lastName, phone: input.details.phone }
    : null
  const checked = settings.then((s) => {
    if (input.details) checkNames(input.details, s, 'details.')
  })
  // The stored addresses are read by the cart's link; they are used only once the cart is the caller's.
  const [, prepared, cartRead, known] = await settledInOrder([
    checked,
    settledInOrder(
      (input.addresses ?? []).map(async (a, i) => ({
        ...(await prepareAddress(db, a, settings, lang, `addresses.${i}.`)),
        id: a.id,
      })),
    ),
    requireActiveCartWithItems(db, input.cartId, input.protectCode),
    input.addresses !== undefined ? listGuestAddressesOfCart(db, input.cartId) : Promise.resolve<GuestAddressRow[]>([]),
  ])
  const company: GuestCompanyDto | null = input.company
    ? { name: input.company.name, oib: input.company.oib, address: input.company.address ?? null }
    : null
  const { cart, items } = cartRead
  // Only an address something is delivered to needs a phone: a digital-only cart's is the invoice's.
  const noPhone = prepared.findIndex((a) => a.contactPhone === '')
  if (noPhone >= 0 && !(await loadCartState(db, cart, lang, items)).digitalOnly)
    throw refuse(400, 'CONTACT_PHONE_REQUIRED', { field: `addresses.${noPhone}.contactPhone` })

  const data: GuestData = { details: details ?? undefined, company: input.company === undefined ? undefined : company }
  // The cart's guest is updated; when it is gone (nothing stored), a new one is made, as on first use.
  for (const current of cart.guestUserId === null ? [null] : [cart.guestUserId, null]) {
    const plan = input.addresses === undefined ? null : planAddresses(current === null ? [] : known, prepared)
    const guestStatements = storeGuestStatements(db, cart.id, current, input.email, data)
    const results = await db.batch([
      ...guestStatements,
      ...(plan ? addressStatements(db, guestRefOf(cart.id, current), plan) : []),
    ])
    const guest = readStoredGuest(results[0])
    const addresses = plan ? storedAddresses(results.slice(guestStatements.length), plan, lang) : []
    if (!guest || !addresses) continue
    const dto: GuestUserDto = {
      id: guest.id,
      email: guest.email,
      details,
      company,
      addresses,
      createdAt: guest.createdAt,
      updatedAt: guest.updatedAt,
    }
    return ok(c, dto)
  }
  throw new Error('guest insert returned no row')
})
