import * as v from 'valibot'
import { CONTACT_REASONS } from '../../../contract/dto/cms'

/** Messages are i18n keys of the validation namespace (translated by the form). */
export const CONTACT_MESSAGE_MAX = 5000

export const ContactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(120, 'validation.maxLength')),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.email('validation.email'), v.maxLength(254, 'validation.maxLength')),
  reason: v.picklist(CONTACT_REASONS, 'validation.required'),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(CONTACT_MESSAGE_MAX, 'validation.maxLength')),
})

export type ContactInput = v.InferOutput<typeof ContactSchema>
export type ContactField = keyof ContactInput

export interface FieldError {
  key: string
  params?: Record<string, string | number>
}

/** Validates the form values; errors per field as i18n keys with their parameters. */
export function validateContact(values: Record<ContactField, string>): { ok: true; value: ContactInput } | { ok: false; errors: Partial<Record<ContactField, FieldError>> } {
  const result = v.safeParse(ContactSchema, values)
  if (result.success) return { ok: true, value: result.output }
  const errors: Partial<Record<ContactField, FieldError>> = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as ContactField | null
    if (!field || errors[field]) continue
    const length = issue.type === 'max_length' ? (field === 'message' ? CONTACT_MESSAGE_MAX : field === 'email' ? 254 : 120) : undefined
    errors[field] = { key: issue.message, ...(length !== undefined ? { params: { length } } : {}) }
  }
  return { ok: false, errors }
}

/** Required consents (uniqueNumbers) that are not accepted. */
export function missingConsents(required: readonly string[], accepted: ReadonlySet<string>): string[] {
  return required.filter((id) => !accepted.has(id))
}
