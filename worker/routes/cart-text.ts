import type { Locale } from '../../contract/locales'

/** Messages of the edge cart API, in the request's language. */
const TEXT = {
  hr: {
    badProduct: 'Proizvod nije odabran.',
    badItem: 'Stavka košarice nije ispravna.',
    couponRequired: 'Unesite kod kupona',
    barcodeInvalid: 'Barkod članske iskaznice nije ispravan',
    noSession: 'Košarica je prazna.',
    unavailable: 'Košarica trenutno nije dostupna, pokušajte ponovno. Vaši artikli su sačuvani.',
  },
  en: {
    badProduct: 'No product was chosen.',
    badItem: 'The cart item is not valid.',
    couponRequired: 'Enter a coupon code',
    barcodeInvalid: 'The membership card barcode is not valid',
    noSession: 'Your cart is empty.',
    unavailable: 'The cart is temporarily unavailable, please try again. Your items are kept.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export const cartText = (locale: Locale) => TEXT[locale]
