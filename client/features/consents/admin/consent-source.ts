import type { Translate } from '../../../i18n/i18n'

export const CONSENT_SOURCES = ['checkout', 'register', 'newsletter', 'contact', 'cookie'] as const
const isKnownSource = (source: string): source is (typeof CONSENT_SOURCES)[number] =>
  (CONSENT_SOURCES as readonly string[]).includes(source)

/** Where a consent was given, in the page's language (an unknown source as it was logged). */
export const consentSourceLabel = (t: Translate, source: string): string =>
  isKnownSource(source) ? t(`admin.consent.targets.${source}`) : source
