export const LOCALES = ['hr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'hr'

/** Upstream language ids (SPEC §3: allowed ids 31 English, 41 Croatian). */
export const LANGUAGE_ID: Record<Locale, number> = { hr: 41, en: 31 }
/** Three-letter codes sent as the upstream `language` header. */
export const LANGUAGE_CODE: Record<Locale, string> = { hr: 'hrv', en: 'eng' }

/** The upstream `language` header (SPEC §7): hrv/hr/41 → hr, eng/en/31 → en; anything else hr. */
export function parseLanguage(value: string | undefined | null): Locale {
  const v = (value ?? '').trim().toLowerCase()
  if (v === 'en' || v === 'eng' || v === '31' || v === 'en-gb' || v === 'en-us') return 'en'
  return 'hr'
}

export const isLocale = (value: string | null | undefined): value is Locale => value === 'hr' || value === 'en'

/** `/en/...` is English; everything else is Croatian (no browser-language detection). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'hr'
}
