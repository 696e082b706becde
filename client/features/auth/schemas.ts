import * as v from 'valibot'
import { V } from '../../lib/form/validation-keys'

/** SPEC §5 Login: username required and a valid e-mail; password required, min 8. */
export const PASSWORD_MIN_LENGTH = 8

export const LoginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(V.required), v.email(V.email)),
  password: v.pipe(v.string(), v.nonEmpty(V.required), v.minLength(PASSWORD_MIN_LENGTH, V.minLength)),
})

export type LoginInput = v.InferOutput<typeof LoginSchema>
