import type { CartAdditionBehaviour, CountryDto } from './settings'

/**
 * Issue 37: the shop's own settings the owner keeps in the backoffice (`/admin/settings/shop`):
 * the VAT rates products may carry, what checkout allows, and who sells.
 */

/** A VAT rate the shop uses (percent) and how many products carry it (a rate in use cannot go). */
export interface VatRateUse {
  rate: number
  products: number
}

/** The checkout settings the owner changes (SPEC §4, §5, §6). */
export interface CheckoutRules {
  /** 'ALL' or a list of ISO 3166-1 alpha-2 codes. */
  allowedCountries: 'ALL' | string[]
  /** 0 go to the cart, 1 stay on the page, 2 show the popup. */
  cartAdditionBehaviour: CartAdditionBehaviour
  /** On: only logged-in customers can buy. Off (the default): guest checkout. */
  loginRequiredToBuy: boolean
}

/**
 * Who sells (setting shop.seller): the one record invoices, the HUB-3 slip, the packing slip and
 * the contact page read.
 */
export interface SellerSettings {
  name: string
  street: string
  zipCode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  email: string
  phone: string
  /** Capitals, no spaces. */
  iban: string
  /** The slip's reference model, e.g. HR00. */
  model: string
  oib: string
  /** The business premises and billing device that number invoices (`<seq>/<premises>/<device>`). */
  invoicePremises: string
  invoiceDevice: string
}

/** GET api/v1/admin/settings/shop */
export interface ShopSettings {
  vatRates: VatRateUse[]
  checkout: CheckoutRules
  /** Null until the shop has one (then no bank transfers and no invoices). */
  seller: SellerSettings | null
  /** Every country the shop knows, in the request's language (what the lists offer). */
  countries: CountryDto[]
}
