/**
 * Post-login redirect targets (SPEC §5): only same-site relative paths from a restricted
 * character set; anything else (absolute URLs, `//host`, backslashes, odd characters) → '/'.
 */
const SAFE_PATH = /^\/[A-Za-z0-9/_\-.?=&%]*$/

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2048) return fallback
  if (!SAFE_PATH.test(target) || target.includes('//') || target.includes('\\')) return fallback
  // Percent-encoded slashes or backslashes could be decoded into `//host` later.
  if (/%(2f|5c)/i.test(target)) return fallback
  return target
}
