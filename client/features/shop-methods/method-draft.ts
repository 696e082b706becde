import type { AdminDeliveryMethod } from '../../../contract/dto/shop-methods'
import type { Locale } from '../../../contract/locales'
import type { DeliveryMethodInput } from '../../../contract/schemas/shop-methods'
import type { MessageKey } from '../../i18n/message-keys'
import { formatEuroInput, parseEuros } from '../catalogue-admin/product-editor/money'

/** A delivery method as the editor holds it: amounts and country lists as typed. */
export interface ZoneDraft {
  key: string
  countries: string
  price: string
  freeOver: string
}

export interface MethodDraft {
  nameHr: string
  nameEn: string
  descriptionHr: string
  descriptionEn: string
  price: string
  freeOver: string
  everywhere: boolean
  countries: string
  zones: ZoneDraft[]
  active: boolean
}

export const newZone = (): ZoneDraft => ({ key: crypto.randomUUID(), countries: '', price: '', freeOver: '' })

export function methodDraft(method: AdminDeliveryMethod | null, locale: Locale): MethodDraft {
  return {
    nameHr: method?.name.hr ?? '',
    nameEn: method?.name.en ?? '',
    descriptionHr: method?.description.hr ?? '',
    descriptionEn: method?.description.en ?? '',
    price: formatEuroInput(method?.priceCents ?? null, locale),
    freeOver: formatEuroInput(method?.freeOverCents ?? null, locale),
    everywhere: !method || method.countries === 'ALL',
    countries: method && method.countries !== 'ALL' ? method.countries.join(', ') : '',
    zones: (method?.rates ?? []).map((rate) => ({
      key: crypto.randomUUID(),
      countries: rate.countries.join(', '),
      price: formatEuroInput(rate.priceCents, locale),
      freeOver: formatEuroInput(rate.freeOverCents, locale),
    })),
    active: method?.active ?? true,
  }
}

/** What is wrong with one input: its id in the form and the text to show. */
export interface DraftError {
  field: string
  message: MessageKey
}

const isoList = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((iso) => iso.trim().toUpperCase())
    .filter(Boolean)

/** The request body, or the first input to correct (the server checks it all again). */
export function draftInput(draft: MethodDraft, locale: Locale): DeliveryMethodInput | DraftError {
  const price = parseEuros(draft.price, locale)
  if (price === null) return { field: 'price', message: 'adminShopMethods.priceRequired' }
  if (price === undefined) return { field: 'price', message: 'adminShopMethods.amountInvalid' }
  const freeOver = parseEuros(draft.freeOver, locale)
  if (freeOver === undefined) return { field: 'freeOver', message: 'adminShopMethods.amountInvalid' }
  const countries = isoList(draft.countries)
  if (!draft.everywhere && countries.length === 0)
    return { field: 'countries', message: 'adminShopMethods.countriesRequired' }
  const rates: DeliveryMethodInput['rates'] = []
  for (const zone of draft.zones) {
    const zoneCountries = isoList(zone.countries)
    if (zoneCountries.length === 0)
      return { field: `zone-countries-${zone.key}`, message: 'adminShopMethods.countriesRequired' }
    const zonePrice = parseEuros(zone.price, locale)
    if (zonePrice === null) return { field: `zone-price-${zone.key}`, message: 'adminShopMethods.priceRequired' }
    if (zonePrice === undefined) return { field: `zone-price-${zone.key}`, message: 'adminShopMethods.amountInvalid' }
    const zoneFree = parseEuros(zone.freeOver, locale)
    if (zoneFree === undefined) return { field: `zone-free-${zone.key}`, message: 'adminShopMethods.amountInvalid' }
    rates.push({ countries: zoneCountries, priceCents: zonePrice, freeOverCents: zoneFree })
  }
  return {
    name: { hr: draft.nameHr.trim(), en: draft.nameEn.trim() },
    description: { hr: draft.descriptionHr.trim(), en: draft.descriptionEn.trim() },
    priceCents: price,
    freeOverCents: freeOver,
    countries: draft.everywhere ? 'ALL' : countries,
    rates,
    active: draft.active,
  }
}

export const isDraftError = (value: DeliveryMethodInput | DraftError): value is DraftError =>
  'field' in value && 'message' in value
