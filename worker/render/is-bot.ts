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
