import type * as v from 'valibot'
import type { Locale } from '../locales'
import { V } from './keys'
import { messages } from './messages'

/** The parameters of a validation message: `length` (min/max) and `value` (sameAs) from the issue's requirement. */
export function issueParams(issue: v.BaseIssue<unknown>): Record<string, string | number> {
  const requirement = issue.requirement
  return typeof requirement === 'number' || typeof requirement === 'string'
    ? { length: requirement, value: requirement }
    : {}
}

const KEY_PREFIX = 'validation.'

const isEmpty = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

/**
 * The message key of an issue by its kind, for an issue whose own message is no key (an English
 * note for API callers, or valibot's default): nothing given → required, a text too short or too
 * long → its length, an e-mail → email, anything else → invalid.
 */
export function issueKindKey(issue: v.BaseIssue<unknown>): string {
  const text = typeof issue.input === 'string'
  if (issue.type === 'non_empty' || isEmpty(issue.input)) return V.required
  if (issue.type === 'min_length' && text) return issue.requirement === 1 ? V.required : V.minLength
  if (issue.type === 'max_length' && text) return V.maxLength
  if (issue.type === 'email') return V.email
  return V.invalid
}

function keyText(key: string, issue: v.BaseIssue<unknown>, locale: Locale): string | undefined {
  const table: Record<string, string> = messages[locale].validation
  const text = key.startsWith(KEY_PREFIX) ? table[key.slice(KEY_PREFIX.length)] : undefined
  if (text === undefined) return undefined
  const params = issueParams(issue)
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole))
}

/**
 * The text of an issue in a locale, never a developer's note: a `validation.*` key (what schemas
 * shared by a form and its handler carry) is translated; a message `isText` accepts (a text of
 * the locale that the schema was built with) is kept; any other gives way to the text of the
 * issue's kind (issueKindKey).
 */
export function issueMessage(
  issue: v.BaseIssue<unknown>,
  locale: Locale,
  isText: (message: string) => boolean = () => false,
): string {
  const own = keyText(issue.message, issue, locale)
  if (own !== undefined) return own
  if (issue.message && !issue.message.startsWith(KEY_PREFIX) && isText(issue.message)) return issue.message
  return keyText(issueKindKey(issue), issue, locale) ?? messages[locale].validation.invalid
}
