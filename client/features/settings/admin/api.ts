import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'

/** Whether new accounts must confirm their e-mail before logging in. */
export const registrationSettingsQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['admin', 'registration'] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/settings/registration'),
  })

export const saveRegistrationSettings = (api: ApiFetch, emailVerificationRequired: boolean) =>
  callApi(api, 'PATCH api/v1/admin/settings/registration', { body: { emailVerificationRequired } })

/** Saves the registration setting (the variable is whether new accounts confirm their e-mail). */
export const saveRegistrationSettingsMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (emailVerificationRequired: boolean) => saveRegistrationSettings(api, emailVerificationRequired),
  })
