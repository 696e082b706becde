import type { Locale } from '../../../contract/locales'

/** A CSV export's address: a plain download link (the session cookie authorises it; `language` names the header row's language). */
export const exportHref = (path: string, locale: Locale, query: Record<string, string> = {}): string =>
  `/${path}?${new URLSearchParams({ ...query, language: locale }).toString()}`
