import * as v from 'valibot'
import { CONTACT_REASONS } from '../dto/cms'
import { EmailField } from './auth'
import { V } from '../validation/keys'

/** The contact form (SPEC §2: name, e-mail, reason, message) — the form and the backend's contactAdmin. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000

export const ContactSchema = v.object({
  name: v.pipe(v.string(V.required), v.trim(), v.nonEmpty(V.required), v.maxLength(120, V.maxLength)),
  email: EmailField,
  reason: v.picklist(CONTACT_REASONS, V.required),
  message: v.pipe(
    v.string(V.required),
    v.trim(),
    v.nonEmpty(V.required),
    v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, V.maxLength),
  ),
})
