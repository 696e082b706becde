/**
 * Every language the route manifest declares a path set for (SPEC §2). German is declared (its
 * product page at `/de/produkt/{slug?}`) but not enabled: only the languages in LOCALES are served,
 * and a path of any other answers 404.
 */
export const DECLARED_LOCALES = ['hr', 'en', 'de'] as const
export type DeclaredLocale = (typeof DECLARED_LOCALES)[number]

/**
 * Configuration: the languages the site serves, each but the default under its own `/<code>` prefix.
 * Enabling a declared language is adding it here, with its upstream ids below and its messages.
 */
export const LOCALES = ['hr', 'en'] as const satisfies readonly DeclaredLocale[]
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'hr'

/** Upstream language ids (SPEC §3: allowed ids 31 English, 41 Croatian). */
export const LANGUAGE_ID: Record<Locale, number> = { hr: 41, en: 31 }
/** Three-letter codes sent as the upstream `language` header. */
export const LANGUAGE_CODE: Record<Locale, string> = { hr: 'hrv', en: 'eng' }

/**
 * The upstream `language` header (SPEC §7): a served language by its code, its three-letter code,
 * its upstream id or a regional tag (hrv/hr/41 → hr, eng/en/31/en-GB → en); anything else the default.
 */
export function parseLanguage(value: string | undefined | null): Locale {
  const v = (value ?? '').trim().toLowerCase()
  const found = LOCALES.find(
    (locale) =>
      v === locale || v.startsWith(`${locale}-`) || v === LANGUAGE_CODE[locale] || v === String(LANGUAGE_ID[locale]),
  )
  return found ?? DEFAULT_LOCALE
}

export const isLocale = (value: string | null | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '')

/**
 * The language a path is in among `locales`: `/<code>` and what lies below it for each but the
 * default; every other path is the default's (no browser-language detection).
 */
export function localeOfPath<L extends DeclaredLocale>(pathname: string, locales: readonly L[], fallback: L): L {
  return locales.find((l) => l !== fallback && (pathname === `/${l}` || pathname.startsWith(`/${l}/`))) ?? fallback
}

/** `/en/...` is English; everything else is Croatian. */
export const localeFromPath = (pathname: string): Locale => localeOfPath(pathname, LOCALES, DEFAULT_LOCALE)
