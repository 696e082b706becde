import { readCookie, writeCookie } from '../../lib/browser-cookie'

/**
 * SPEC §9 cookie `memberCardBarcode`: the membership barcode this browser last had accepted (at
 * registration or in the cart), so applying the same card again is skipped (SPEC §5).
 */
const MEMBER_CARD_COOKIE = 'memberCardBarcode'

export const rememberMemberCard = (barcode: string): void => writeCookie(MEMBER_CARD_COOKIE, barcode)

export const rememberedMemberCard = (): string => readCookie(MEMBER_CARD_COOKIE)
