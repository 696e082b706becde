/** localStorage key of the accepted cookie categories (SPEC §3: necessary, marketing, analytics). */
export const COOKIE_CONSENT_KEY = 'izlog_cookie_consent'

/**
 * `<html data-cookie-choice>`: set by the document's loader, before the body paints, when a choice
 * is stored, so the server-rendered cookie notice stays hidden (layout.css) until the app decides.
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

/** The stored consent, or null (no consent yet, storage blocked or corrupt). Browser only. */
export function readConsent(): CookieConsent | null {
  try {
    return parseConsent(window.localStorage.getItem(COOKIE_CONSENT_KEY))
  } catch {
    return null
  }
}

export function writeConsent(choice: { marketing: boolean; analytics: boolean }, now = new Date()): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    marketing: choice.marketing,
    analytics: choice.analytics,
    acceptedAt: now.toISOString(),
  }
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent))
  } catch {
    // Storage blocked: the notice hides for this page view only.
  }
  window.dispatchEvent(new CustomEvent('izlog:cookie-consent', { detail: consent }))
  return consent
}

/** The window event that reopens the cookie notice (the footer's "cookie settings" button). */
export const COOKIE_SETTINGS_EVENT = 'izlog:cookie-settings'

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT))
}

/**
 * The optional categories "accept" grants: all of them. The settings panel does not start from
 * these: pre-ticked boxes are not valid consent in the EU (CJEU C-673/17, Planet49).
 */
export const ACCEPT_ALL = { marketing: true, analytics: true } as const

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

/** The categories a choice accepts, as the consent log records them (SPEC §3 cookie categories). */
export function acceptedCategories(consent: Pick<CookieConsent, 'marketing' | 'analytics'>): string[] {
  return ['necessary', ...(consent.marketing ? ['marketing'] : []), ...(consent.analytics ? ['analytics'] : [])]
}
