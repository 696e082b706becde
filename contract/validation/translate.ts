import type * as v from 'valibot'
import type { Locale } from '../locales'
import { messages } from './messages'

/** The parameters of a validation message: `length` (min/max) and `value` (sameAs) from the issue's requirement. */
export function issueParams(issue: v.BaseIssue<unknown>): Record<string, string | number> {
  const requirement = issue.requirement
  return typeof requirement === 'number' || typeof requirement === 'string'
    ? { length: requirement, value: requirement }
    : {}
}

const KEY_PREFIX = 'validation.'

/**
 * The text of an issue in a locale: schemas shared by a form and its handler carry message keys
 * (`validation.required`), translated here for answers of the edge and the backend; any other
 * message is returned as it is.
 */
export function issueMessage(issue: v.BaseIssue<unknown>, locale: Locale): string {
  if (!issue.message.startsWith(KEY_PREFIX)) return issue.message
  const table: Record<string, string> = messages[locale].validation
  const text = table[issue.message.slice(KEY_PREFIX.length)]
  if (text === undefined) return issue.message
  const params = issueParams(issue)
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole))
}
