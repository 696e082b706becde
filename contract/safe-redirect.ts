/**
 * Same-site redirect targets (SPEC §5: post-login `redirect`, payment success/failure return
 * paths): only relative paths from a restricted character set. Absolute URLs, `//host`,
 * backslashes and percent-encoded slashes (which could be decoded into `//host` later) are refused.
 */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~/?=&%+]*$/
const MAX_LENGTH = 2048

export function isSafePath(target: unknown): target is string {
  return (
    typeof target === 'string' &&
    target.length <= MAX_LENGTH &&
    SAFE_PATH.test(target) &&
    !target.includes('//') &&
    !target.includes('\\') &&
    !/%(2f|5c)/i.test(target)
  )
}

export const safeRedirect = (target: unknown, fallback = '/'): string => (isSafePath(target) ? target : fallback)
