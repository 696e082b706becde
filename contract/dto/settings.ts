/**
 * Response types of the settings API (worker/backend/settings). These are the `data` shapes of
 * the `{ data }` envelope.
 */

export interface CmsLanguage {
  id: number
  /** Three letters, e.g. 'hrv'. */
  code: string
  /** ISO 639-1, e.g. 'hr'. */
  iso: string
  name: string
}

export interface LanguageDto extends CmsLanguage {
  code2: string
  names: { hrv: string; eng: string; ger: string; srp: string }
  /** Only 31 (English) and 41 (Croatian) are enabled. */
  enabled: boolean
}

export interface CountryDto {
  id: number
  iso: string
  iso3: string
  /** Name in the request language. */
  name: string
  names: { hr: string; en: string }
}

export interface CurrencyDto {
  id: number
  /** ISO 4217, e.g. 'EUR'. */
  code: string
  label: string
  symbol: string
  main: boolean
  /** Rate against the main currency (1 for the main one). */
  rate: number
  decimals: number
}

export interface CmsOption {
  key: string
  value: string
}

export interface MediaOption {
  key: string
  value: string
  x: number
  y: number
  autoResize: boolean
}

/** POST api/v2/domainDetect */
export interface SiteConfig {
  siteID: number
  name: string
  url: string
  subdomain: string
  cmsLanguages: CmsLanguage[]
  mediaOptions: MediaOption[]
  /** Includes `logo` (a /media/... path), `logoMediaId`, `GitlabProjectId`. */
  cmsOptions: CmsOption[]
  application: {
    domain: string
    language: CmsLanguage
    currency: { label: string; symbol: string }
    allowedCurrencies: CurrencyDto[]
    mainCurrencyId: number
  }
}

/** GET api/v1/commons?type=languages|countries|currencies */
export type CommonsResponse = LanguageDto[] | CountryDto[] | CurrencyDto[]

/** POST api/v1/domain/filter */
export interface DomainDto {
  id: number
  name: string
  url: string
}

/** GET api/v1/general/user?group=&key= (one setting with key, the group's settings without). */
export interface SettingDto {
  group: string
  key: string
  value: unknown
}

/** 0 redirect to cart, 1 stay on page, 2 show popup (SPEC §4). */
export type CartAdditionBehaviour = 0 | 1 | 2

/** GET api/v2/settings/getCheckoutSettings */
export interface CheckoutSettings {
  /** 'ALL' or a list of ISO alpha-2 codes. */
  allowedCountries: 'ALL' | string[]
  cartAdditionBehaviour: CartAdditionBehaviour
  skipShippingStep: boolean
  /** Checkout offers ordering as a company; a company order requires companyName and companyOIB. */
  companyOrders: boolean
  /** Names in address forms: letters, spaces and apostrophes only. */
  specialCharValidation: boolean
  consentValidationAtAddress: boolean
  /** On: only logged-in customers can buy (the address step asks to log in, keeping the cart). Off: guest checkout. */
  loginRequiredToBuy: boolean
  /** The test card page and test wallet are on (they take no money): the admin area warns. */
  testPayments: boolean
}

/** GET api/v2/settings/getCurrencyConfig */
export interface CurrencyConfig {
  mainCurrencyId: number
  mainCurrency: CurrencyDto
  currencies: CurrencyDto[]
  decimals: number
}

/** POST api/v1/getOptions {store_id} */
export interface StoreOptions {
  storeId: number
  cmsOptions: CmsOption[]
  mediaOptions: MediaOption[]
}

/** GET/PATCH api/v1/admin/settings/registration. */
export interface RegistrationSettings {
  emailVerificationRequired: boolean
}

/**
 * GET api/v1/seller: who sells (setting shop.seller), as the contact page shows it. The HUB-3 slip's
 * payee is the same record, so the two cannot differ.
 */
export interface Seller {
  name: string
  street: string
  zipCode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  /** In the request's language. */
  countryName: string
  email: string
  phone: string
}
