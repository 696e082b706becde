/** A URL is allowed when it is http(s), a mailto: (links only) or a relative path/fragment. */
export function isSafeUrl(raw: string, allowMailto: boolean): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (value === '') return false
  if (/^https?:\/\//i.test(value)) return true
  if (allowMailto && /^mailto:/i.test(value)) return true
  if (value.startsWith('//')) return false
  // Relative: no scheme before the first '/', '?' or '#'.
  return !/^[^/?#]*:/.test(value)
}
