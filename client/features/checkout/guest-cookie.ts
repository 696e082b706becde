/** SPEC §9 cookie `guestUser`: the guest checkout's e-mail, so a returning guest finds it filled in (30 days). */
const GUEST_COOKIE = 'guestUser'
const MAX_AGE = 30 * 24 * 60 * 60

export function rememberGuestEmail(email: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${GUEST_COOKIE}=${encodeURIComponent(email)}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax${secure}`
}

/** The remembered guest e-mail ('' when none, or on the server). */
export function rememberedGuestEmail(): string {
  if (typeof document === 'undefined') return ''
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${GUEST_COOKIE}=`))
  if (!entry) return ''
  try {
    return decodeURIComponent(entry.slice(GUEST_COOKIE.length + 1))
  } catch {
    return ''
  }
}
