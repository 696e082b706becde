import type { Locale } from '../../../contract/locales'

/**
 * Titles of the account, shop and admin screens. Loaders put them in HeadData (they run without
 * the translator) and the pages use the same strings as their headings, so both stay in step.
 */
export const PAGE_TITLES = {
  login: { hr: 'Prijava', en: 'Log in' },
  register: { hr: 'Registracija', en: 'Register' },
  forgotPassword: { hr: 'Zaboravljena lozinka', en: 'Forgot password' },
  socialLogin: { hr: 'Prijava putem društvenih mreža', en: 'Social login' },
  profile: { hr: 'Moj profil', en: 'My profile' },
  confirmEmail: { hr: 'Potvrda e-mail adrese', en: 'E-mail confirmation' },
  cart: { hr: 'Košarica', en: 'Cart' },
  checkout: { hr: 'Naplata', en: 'Checkout' },
  checkoutSuccess: { hr: 'Hvala na narudžbi!', en: 'Thank you for your order!' },
  checkoutFailure: { hr: 'Narudžba nije uspjela!', en: 'Your order did not go through!' },
  shop: { hr: 'Trgovina', en: 'Shop' },
  admin: { hr: 'Administracija', en: 'Administration' },
  adminLogin: { hr: 'Prijava u administraciju', en: 'Administration login' },
  adminConsent: { hr: 'Privole', en: 'Consents' },
  adminTemplates: { hr: 'Predlošci stranica', en: 'Page templates' },
  adminCache: { hr: 'Predmemorija', en: 'Caches' },
} as const satisfies Record<string, Record<Locale, string>>

export type TitledPage = keyof typeof PAGE_TITLES

export const pageTitle = (page: TitledPage, locale: Locale): string => PAGE_TITLES[page][locale]
