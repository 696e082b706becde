/** Crawlers get the complete document (`await stream.allReady`) instead of a progressive stream. */
const BOT_UA =
  /googlebot|bingbot|yandex|duckduckbot|baiduspider|facebookexternalhit|twitterbot|linkedinbot|slackbot|embedly|applebot|crawler|spider|bot\b/i

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_UA.test(userAgent)
}
