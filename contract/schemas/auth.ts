import * as v from 'valibot'
import { V } from '../validation/keys'

/** SPEC §5 and §9: passwords have at least 8 characters; the upper bound keeps hashing cheap. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254

/** An e-mail address field (trimmed, required, valid). */
export const EmailField = v.pipe(
  v.string(V.required),
  v.trim(),
  v.nonEmpty(V.required),
  v.email(V.email),
  v.maxLength(EMAIL_MAX_LENGTH, V.maxLength),
)

/** A new or current password. */
export const PasswordField = v.pipe(
  v.string(V.required),
  v.nonEmpty(V.required),
  v.minLength(PASSWORD_MIN_LENGTH, V.minLength),
  v.maxLength(PASSWORD_MAX_LENGTH, V.maxLength),
)

/** SPEC §5 Login: username required and a valid e-mail; password required, min 8. Form and edge. */
export const LoginSchema = v.object({ username: EmailField, password: PasswordField }, V.required)

export type LoginInput = v.InferOutput<typeof LoginSchema>
