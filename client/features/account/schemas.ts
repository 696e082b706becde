import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from '../auth/schemas'
import { V } from '../../lib/form/validation-keys'

const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(V.required), v.maxLength(100, V.maxLength))
const emailField = v.pipe(v.string(), v.trim(), v.nonEmpty(V.required), v.email(V.email), v.maxLength(190, V.maxLength))
const passwordField = v.pipe(v.string(), v.nonEmpty(V.required), v.minLength(PASSWORD_MIN_LENGTH, V.minLength), v.maxLength(200, V.maxLength))
const barcodeField = v.pipe(v.string(), v.trim(), v.maxLength(64, V.maxLength))

/** SPEC §5 Register without addresses: names required, e-mail valid, password min 8, repeat equal. */
export const RegisterSchema = v.pipe(
  v.object({
    firstName: requiredText,
    lastName: requiredText,
    email: emailField,
    password: passwordField,
    confirmedPassword: v.pipe(v.string(), v.nonEmpty(V.required)),
    memberCardBarcode: barcodeField,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmedPassword']], (input) => input.password === input.confirmedPassword, V.passwordsMatch),
    ['confirmedPassword'],
  ),
)
export type RegisterInput = v.InferOutput<typeof RegisterSchema>

/** SPEC §5 Profile: firstName, lastName required; email required and valid. */
export const ProfileSchema = v.object({
  firstName: requiredText,
  lastName: requiredText,
  email: emailField,
})
export type ProfileInput = v.InferOutput<typeof ProfileSchema>

/** SPEC §5 Change password: old min 8; new min 8 and different from old; repeat equals new. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    oldPassword: passwordField,
    newPassword: passwordField,
    newPasswordAgain: v.pipe(v.string(), v.nonEmpty(V.required)),
  }),
  v.forward(
    v.partialCheck([['oldPassword'], ['newPassword']], (input) => input.oldPassword !== input.newPassword, V.newDiffersFromOld),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['newPasswordAgain']], (input) => input.newPassword === input.newPasswordAgain, V.passwordsMatch),
    ['newPasswordAgain'],
  ),
)
export const ForgotPasswordSchema = v.object({ email: emailField })
export const SetPasswordSchema = v.pipe(
  v.object({
    newPassword: passwordField,
    newPasswordAgain: v.pipe(v.string(), v.nonEmpty(V.required)),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['newPasswordAgain']], (input) => input.newPassword === input.newPasswordAgain, V.passwordsMatch),
    ['newPasswordAgain'],
  ),
)
