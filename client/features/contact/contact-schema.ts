import * as v from 'valibot'
import { CONTACT_REASONS } from '../../../contract/dto/cms'

/** Messages are i18n keys of the validation namespace (translated by the form). */
const CONTACT_MESSAGE_MAX = 5000

export const ContactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(120, 'validation.maxLength')),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.email('validation.email'), v.maxLength(254, 'validation.maxLength')),
  reason: v.picklist(CONTACT_REASONS, 'validation.required'),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(CONTACT_MESSAGE_MAX, 'validation.maxLength')),
})

/** Required consents (uniqueNumbers) that are not accepted. */
export function missingConsents(required: readonly string[], accepted: ReadonlySet<string>): string[] {
  return required.filter((id) => !accepted.has(id))
}
