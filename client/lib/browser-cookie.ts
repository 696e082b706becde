/** SPEC §9 default cookie max age: 30 days. */
export const DEFAULT_COOKIE_MAX_AGE = 30 * 24 * 60 * 60

/** Sets a cookie the page itself may read (never a credential: those are HttpOnly and set by the edge). */
export function writeCookie(name: string, value: string, maxAge = DEFAULT_COOKIE_MAX_AGE): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}

/** A cookie's value ('' when missing, unreadable, or on the server). */
export function readCookie(name: string): string {
  if (typeof document === 'undefined') return ''
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  if (!entry) return ''
  try {
    return decodeURIComponent(entry.slice(name.length + 1))
  } catch {
    return ''
  }
}
