import { Hono } from 'hono'
import * as v from 'valibot'
import type { RegistrationSettings } from '../../../contract/dto/settings'
import { requireBackoffice, type BackendEnv } from '../context'
import { ok, validate } from '../http'
import { isEmailVerificationRequired, setEmailVerificationRequired } from './repository'

/** Settings staff change in the admin area (the backoffice flag re-checked against the database by the context). */
export const adminSettingsRoutes = new Hono<BackendEnv>()

const RegistrationSchema = v.object({
  emailVerificationRequired: v.boolean('emailVerificationRequired must be true or false.'),
})

adminSettingsRoutes.get('/api/v1/admin/settings/registration', async (c) => {
  requireBackoffice(c)
  const settings: RegistrationSettings = { emailVerificationRequired: await isEmailVerificationRequired(c.env.DB) }
  return ok(c, settings)
})

/** SPEC §4 Register: whether new accounts confirm their e-mail (the link in the verification e-mail) before they can log in. */
adminSettingsRoutes.patch('/api/v1/admin/settings/registration', validate('json', RegistrationSchema), async (c) => {
  requireBackoffice(c)
  const { emailVerificationRequired } = c.req.valid('json')
  await setEmailVerificationRequired(c.env.DB, emailVerificationRequired)
  const settings: RegistrationSettings = { emailVerificationRequired }
  return ok(c, settings)
})
