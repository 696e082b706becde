import { CART_OUTCOME_PARAM } from '../../contract/cart-form'
import { FORM_OUTCOME_PARAM } from '../../contract/content-form'

/**
 * Crawlers get the complete document (`await stream.allReady`) instead of a progressive stream, and
 * so does the page cache's own background render (worker/cache/page-cache.ts): the copy every later
 * visitor gets must show each part in place, also to a browser that runs no JavaScript (issue 38).
 */
export const PAGE_CACHE_USER_AGENT = 'izlog-page-cache'

const BOT_UA =
  /googlebot|bingbot|yandex|duckduckbot|baiduspider|facebookexternalhit|twitterbot|linkedinbot|slackbot|embedly|applebot|crawler|spider|bot\b/i

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && (userAgent === PAGE_CACHE_USER_AGENT || BOT_UA.test(userAgent))
}

/**
 * A page the edge sent back after an HTML form post (`?cart=` or `?form=`, issue 38): most likely to
 * a browser whose app has not run, or never will, so it gets the whole document too — each outcome
 * is a new address, which the page cache has not got whole yet.
 */
export function isFormOutcomePage(url: URL): boolean {
  return url.searchParams.has(CART_OUTCOME_PARAM) || url.searchParams.has(FORM_OUTCOME_PARAM)
}
