import type { RegistrationSettings } from '../../../contract/dto/settings'
import { settings } from '../../../contract/endpoints/settings'
import { ok } from '../http'
import { endpointRoutes } from '../routing'
import { isEmailVerificationRequired, setEmailVerificationRequired } from './repository'

/** Settings staff change in the admin area (the backoffice flag re-checked against the database by the context). */
export const adminSettingsRoutes = endpointRoutes('api/v1/admin/settings')

adminSettingsRoutes.on(settings.registrationSettings, async (c) => {
  const answer: RegistrationSettings = { emailVerificationRequired: await isEmailVerificationRequired(c.env.DB) }
  return ok(c, answer)
})

/** SPEC §4 Register: whether new accounts confirm their e-mail (the link in the verification e-mail) before they can log in. */
adminSettingsRoutes.on(settings.registrationSettingsUpdate, async (c) => {
  const { emailVerificationRequired } = c.req.valid('json')
  await setEmailVerificationRequired(c.env.DB, emailVerificationRequired)
  const answer: RegistrationSettings = { emailVerificationRequired }
  return ok(c, answer)
})
