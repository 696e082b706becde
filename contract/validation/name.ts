import * as v from 'valibot'
import { V } from './keys'

/** SPEC §5: a first or last name has at most 75 characters. */
export const NAME_MAX = 75

/**
 * The one rule for a person's name (first or last) while the checkout's special-character
 * validation is on: letters of any alphabet (with their combining marks), spaces, apostrophes
 * (' and ’), hyphens and dots, and at least one letter. SPEC §5 names letters, spaces and
 * apostrophes; real names also need the hyphen ("Ana-Marija", "Šimunović-Đurđević") and the dot
 * of an initial ("J."). Digits and markup characters (< > & …) stay out.
 */
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’.\-‐]+$/u

/** Whether a (trimmed) name passes the rule; an empty name is the required rule's business. */
export const isAllowedName = (name: string): boolean => name === '' || NAME_PATTERN.test(name)

/** A required name field of a form: trimmed, not empty, at most 75, and the rule when `specialChars` is on. */
export function nameField(specialChars: boolean) {
  const text = v.pipe(v.string(V.required), v.trim(), v.nonEmpty(V.required), v.maxLength(NAME_MAX, V.maxLength))
  return specialChars ? v.pipe(text, v.check(isAllowedName, V.name)) : text
}
