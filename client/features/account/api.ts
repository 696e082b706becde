import { mutationOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { UserDto } from '../../../contract/dto/users'
import { callApi } from '../../../contract/endpoints/call'
import type { ProfileInput } from '../../../contract/schemas/account'
import { registerBody, type RegisterPayload } from '../../../contract/register-request'

/** Account calls (SPEC §7 User). All personal: never cached. */

export const registerUser = (api: ApiFetch, input: RegisterPayload) =>
  callApi(api, 'POST api/v1/user/web/register', { body: registerBody(input) })

/**
 * PATCH api/v1/user/web/update — the username follows the e-mail (the login username is the
 * e-mail); the phone is sent back unchanged so editing names never clears it.
 */
export const updateProfile = (api: ApiFetch, input: ProfileInput, current: Pick<UserDto, 'details'>) =>
  callApi(api, 'PATCH api/v1/user/web/update', {
    body: {
      details: { firstName: input.firstName, lastName: input.lastName, phone: current.details.phone },
      // The username follows the e-mail once a new one is confirmed (the backend keeps them together).
      email: input.email,
      ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
    },
  })

/**
 * SPEC §5: the membership card saved on the profile. The server checks the card before saving it
 * (known, active, issued to the account, held by nobody else) and answers the updated profile.
 */
export const saveMemberCard = (api: ApiFetch, memberCardBarcode: string) =>
  callApi(api, 'PATCH api/v1/user/web/update', { body: { memberCardBarcode } })

/** The cart's offer to keep an applied card on the profile (the variable is the barcode). */
export const saveMemberCardMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (barcode: string) => saveMemberCard(api, barcode) })

export const changePassword = (api: ApiFetch, oldPassword: string, newPassword: string) =>
  callApi(api, 'POST api/v1/user/password/reset', { body: { oldPassword, newPassword } })

export const forgotPassword = (api: ApiFetch, email: string) =>
  callApi(api, 'POST api/v1/user/password/forgot', { body: { email } })

export const setPassword = (api: ApiFetch, token: string, newPassword: string) =>
  callApi(api, 'POST api/v1/user/password/set', { body: { token, newPassword } })

export const verifyEmail = (api: ApiFetch, token: string) =>
  callApi(api, 'GET api/v1/user/web/verify/:token', { params: { token } })

/** GET api/v1/form/confirmEmail/:token — confirms a CMS form's submission; answers its goal. */
export const confirmFormSubmission = (api: ApiFetch, token: string) =>
  callApi(api, 'GET api/v1/form/confirmEmail/:id', { params: { id: token } })

export const confirmNewsletter = (api: ApiFetch, token: string) =>
  callApi(api, 'GET api/v1/newsletter/confirmEmail/:token', { params: { token } })

/** Issue 37: everything the shop holds about the logged-in customer, as one document (GDPR Art. 15/20). */
export const exportMyData = (api: ApiFetch) => callApi(api, 'GET api/v1/user/web/privacy/export')

/** Issue 37: erases the logged-in customer (confirmed with their password); their session ends with it. */
export const eraseMyAccount = (api: ApiFetch, password: string) =>
  callApi(api, 'POST api/v1/user/web/privacy/erase', { body: { password } })
