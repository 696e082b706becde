export const LOCALES = ['hr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'hr'

/** Upstream language ids (SPEC §3: allowed ids 31 English, 41 Croatian). */
export const LANGUAGE_ID: Record<Locale, number> = { hr: 41, en: 31 }
/** Three-letter codes sent as the upstream `language` header. */
export const LANGUAGE_CODE: Record<Locale, string> = { hr: 'hrv', en: 'eng' }

export const isLocale = (value: string | null | undefined): value is Locale => value === 'hr' || value === 'en'

/** `/en/...` is English; everything else is Croatian (no browser-language detection). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'hr'
}
