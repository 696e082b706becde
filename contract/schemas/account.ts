import * as v from 'valibot'
import { EmailField, PasswordField } from './auth'
import { V } from '../validation/keys'
import { addressEntries } from './checkout'
import { nameField } from '../validation/name'

const BarcodeField = v.pipe(v.string(), v.trim(), v.maxLength(64, V.maxLength))

/**
 * SPEC §5 Register without addresses: names required, e-mail valid, password min 8, repeat equal.
 * The names' characters depend on a setting: the form checks them (registerFormSchema), the
 * backend with the stored setting (worker/backend/users/addresses.ts checkName).
 */
export const RegisterFields = {
  firstName: nameField(false),
  lastName: nameField(false),
  email: EmailField,
  password: PasswordField,
  confirmedPassword: v.pipe(v.string(V.required), v.nonEmpty(V.required)),
  memberCardBarcode: BarcodeField,
}

/** The repeated password equals the password (schemas report it at `confirmedPassword`, message V.passwordsMatch). */
export const passwordsMatch = (input: { password: string; confirmedPassword: string }): boolean =>
  input.password === input.confirmedPassword

export const RegisterSchema = v.pipe(
  v.object(RegisterFields),
  v.forward(v.partialCheck([['password'], ['confirmedPassword']], passwordsMatch, V.passwordsMatch), [
    'confirmedPassword',
  ]),
)
export type RegisterInput = v.InferOutput<typeof RegisterSchema>

export interface RegisterFormOptions {
  /** SPEC §5 Register with addresses: the contact e-mail and the delivery address are asked for too. */
  addresses: boolean
  /** Billing is checked only when it differs (else the delivery address is copied). */
  differentBilling: boolean
  specialChars: boolean
}

/** The register form's schema for the choices made (names of the addresses are the account's). */
export function registerFormSchema(options: RegisterFormOptions) {
  const names = { firstName: nameField(options.specialChars), lastName: nameField(options.specialChars) }
  const addresses = options.addresses
    ? {
        contactEmail: EmailField,
        ...addressEntries('', options.specialChars, false),
        ...(options.differentBilling ? addressEntries('billing', options.specialChars, false) : {}),
      }
    : {}
  return v.pipe(
    v.object({ ...RegisterFields, ...names, ...addresses }),
    v.forward(v.partialCheck([['password'], ['confirmedPassword']], passwordsMatch, V.passwordsMatch), [
      'confirmedPassword',
    ]),
  )
}

/**
 * SPEC §5 Profile: firstName, lastName required; email required and valid. Moving the account to
 * another e-mail also needs the current password (the server checks it too).
 */
export const profileSchema = (currentEmail: string, specialChars: boolean) =>
  v.pipe(
    v.object({
      firstName: nameField(specialChars),
      lastName: nameField(specialChars),
      email: EmailField,
      currentPassword: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['currentPassword']],
        (input) => emailUnchanged(input.email, currentEmail) || input.currentPassword.length > 0,
        V.required,
      ),
      ['currentPassword'],
    ),
  )
export type ProfileInput = v.InferOutput<ReturnType<typeof profileSchema>>

/**
 * SPEC §5 the profile's membership card: a number is required (clearing a card is staff's work);
 * whether the account may hold it is the server's answer (worker/backend/users/membership.ts).
 */
export const MemberCardSchema = v.object({
  memberCardBarcode: v.pipe(BarcodeField, v.nonEmpty(V.required)),
})

/** E-mail addresses compare without case and surrounding spaces. */
export const emailUnchanged = (email: string, currentEmail: string): boolean =>
  email.trim().toLowerCase() === currentEmail.trim().toLowerCase()

/** SPEC §5 Change password: old min 8; new min 8 and different from old; repeat equals new. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    oldPassword: PasswordField,
    newPassword: PasswordField,
    newPasswordAgain: v.pipe(v.string(V.required), v.nonEmpty(V.required)),
  }),
  v.forward(
    v.partialCheck(
      [['oldPassword'], ['newPassword']],
      (input) => input.oldPassword !== input.newPassword,
      V.newDiffersFromOld,
    ),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordAgain']],
      (input) => input.newPassword === input.newPasswordAgain,
      V.passwordsMatch,
    ),
    ['newPasswordAgain'],
  ),
)
export const ForgotPasswordSchema = v.object({ email: EmailField })
export const SetPasswordSchema = v.pipe(
  v.object({
    newPassword: PasswordField,
    newPasswordAgain: v.pipe(v.string(V.required), v.nonEmpty(V.required)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordAgain']],
      (input) => input.newPassword === input.newPasswordAgain,
      V.passwordsMatch,
    ),
    ['newPasswordAgain'],
  ),
)
