import { readCookie, writeCookie } from '../../lib/browser-cookie'

/** SPEC §9 cookie `guestUser`: the guest checkout's e-mail, so a returning guest finds it filled in (30 days). */
const GUEST_COOKIE = 'guestUser'

export const rememberGuestEmail = (email: string): void => writeCookie(GUEST_COOKIE, email)

/** The remembered guest e-mail ('' when none, or on the server). */
export const rememberedGuestEmail = (): string => readCookie(GUEST_COOKIE)
