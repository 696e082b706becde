import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  consentCookieValue,
  parseConsentCookie,
  type CookieChoice,
} from '../../contract/cookie-consent'

export { ACCEPT_ALL, acceptedCategories } from '../../contract/cookie-consent'

/**
 * The localStorage key where the choice was kept before issue 38. The choice now lives in the
 * `CONSENT_COOKIE` cookie (contract/cookie-consent.ts), which the server reads too; a choice found
 * here is moved there once (`readConsent`).
 */
export const COOKIE_CONSENT_KEY = 'izlog_cookie_consent'

/**
 * `<html data-cookie-choice>`: set by the document's loader, before the body paints, when a choice
 * is kept in localStorage (from before the cookie), so the server-rendered cookie notice stays
 * hidden (layout.css) until the app decides. A choice in the cookie: the server renders no notice.
 */
export const COOKIE_CHOICE_DATASET = 'cookieChoice'

interface CookieConsent {
  necessary: true
  marketing: boolean
  analytics: boolean
  /** ISO timestamp. */
  acceptedAt: string
}

export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    if (
      record['necessary'] !== true ||
      typeof record['marketing'] !== 'boolean' ||
      typeof record['analytics'] !== 'boolean' ||
      typeof record['acceptedAt'] !== 'string'
    )
      return null
    return {
      necessary: true,
      marketing: record['marketing'],
      analytics: record['analytics'],
      acceptedAt: record['acceptedAt'],
    }
  } catch {
    return null
  }
}

/** The value of `CONSENT_COOKIE` in this browser, or null. */
function consentCookie(): string | null {
  const prefix = `${CONSENT_COOKIE}=`
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix))
  return entry === undefined ? null : entry.slice(prefix.length)
}

function storeCookie(choice: CookieChoice, now: Date): void {
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice, now)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax; Secure`
}

/** A choice kept in localStorage before the cookie: moved to the cookie (same time), then forgotten there. */
function movedLegacyConsent(): CookieConsent | null {
  try {
    const legacy = parseConsent(window.localStorage.getItem(COOKIE_CONSENT_KEY))
    if (legacy === null) return null
    const at = new Date(legacy.acceptedAt)
    storeCookie(legacy, Number.isNaN(at.getTime()) ? new Date() : at)
    window.localStorage.removeItem(COOKIE_CONSENT_KEY)
    return legacy
  } catch {
    return null
  }
}

/** The stored consent, or null (no consent yet, or one that cannot be read). Browser only. */
export function readConsent(): CookieConsent | null {
  const stored = parseConsentCookie(consentCookie())
  if (stored) return { necessary: true, ...stored }
  return movedLegacyConsent()
}

/** Stores the choice where the server reads it too (the cookie), and tells the page. */
export function writeConsent(choice: CookieChoice, now = new Date()): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    marketing: choice.marketing,
    analytics: choice.analytics,
    acceptedAt: now.toISOString(),
  }
  storeCookie(consent, now)
  window.dispatchEvent(new CustomEvent('izlog:cookie-consent', { detail: consent }))
  return consent
}

/** The window event that reopens the cookie notice (the footer's "cookie settings" button). */
export const COOKIE_SETTINGS_EVENT = 'izlog:cookie-settings'

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT))
}

/**
 * Where the settings panel's optional boxes start: as the stored choice when there is one, else
 * unticked (only "necessary", always on, is ticked) — never preselected (CJEU C-673/17, Planet49).
 */
export function settingsStart(stored: Pick<CookieConsent, 'marketing' | 'analytics'> | null): {
  marketing: boolean
  analytics: boolean
} {
  return stored ? { marketing: stored.marketing, analytics: stored.analytics } : { marketing: false, analytics: false }
}
