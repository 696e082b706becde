import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  AUTH_FORM_IDS,
  LOGIN_REDIRECT_FIELD,
  RESET_TOKEN_FIELD,
  WAIT_PARAM,
  type AuthFormOutcome,
} from '../../contract/auth-form'
import { FORM_OUTCOME_PARAM, FORM_RETURN_FIELD } from '../../contract/content-form'
import type { RegisterResponse } from '../../contract/dto/users'
import { buildPath } from '../../contract/routes'
import { safeRedirect } from '../../contract/safe-redirect'
import {
  ForgotPasswordSchema,
  RegisterSchema,
  SetPasswordSchema,
  registerFormSchema,
} from '../../contract/schemas/account'
import { LoginSchema } from '../../contract/schemas/auth'
import type { AppEnv } from '../env'
import { logOut } from '../auth/log-out'
import { passwordLogin } from '../auth/password-login'
import { authOutcomeOf, loginOutcomeOf } from '../forms/auth-outcome'
import { contentOutcomeLocation } from '../forms/content-outcome'
import { ConsentsField, flatFormFields } from '../forms/form-fields'
import { htmlFormGuard } from '../middleware/html-form-guard'
import { registerAddresses, registerBody, type RegisterPayload } from '../../contract/register-request'

/**
 * /api/auth-form: the account's HTML forms (issue 38) — login, registration, the forgotten
 * password's link, the new password from that link and logout — for a page whose app has not run
 * (yet, or at all). Each takes an urlencoded or multipart POST, checks it with the form's own
 * schema (contract/schemas), does what the app does (the login and the logout through the same
 * edge code as /api/auth, so the tokens go into the same HttpOnly cookies) and answers 303: a login
 * to the page asked for (`redirect`, a same-origin path) or the profile, a logout home, everything
 * else back to the form's `returnTo` with `?form=<outcome>&formId=<id>#<id>`, which the form shows
 * translated. What the visitor typed never goes into the address. Cross-site posts are refused.
 */
export const authFormRoutes = new Hono<AppEnv>()

authFormRoutes.use('*', htmlFormGuard)

type FormContext = Context<AppEnv>
type FormId = (typeof AUTH_FORM_IDS)[keyof typeof AUTH_FORM_IDS]

const Return = { [FORM_RETURN_FIELD]: v.optional(v.unknown()) }

const path = (c: FormContext, route: 'profile' | 'forgotPassword' | 'home') => buildPath(route, c.get('locale'))

function go(c: FormContext, location: string) {
  c.header('Cache-Control', 'no-store')
  return c.redirect(location, 303)
}

/** Back to the form's page (its `returnTo`, else `fallback`) with the outcome for the form `formId`. */
const back = (
  c: FormContext,
  fields: Record<string, unknown>,
  fallback: string,
  formId: FormId,
  outcome: AuthFormOutcome,
  extra?: Record<string, string>,
) => go(c, contentOutcomeLocation(fields[FORM_RETURN_FIELD], fallback, formId, outcome, extra))

/**
 * A page the visitor goes on to with the outcome in its query (no form to anchor at): the page
 * shows it, and the edge renders it whole (worker/render/is-bot.ts), its late parts in place too.
 */
function onward(target: string, outcome: AuthFormOutcome): string {
  const url = new URL(target, 'http://same.origin')
  url.searchParams.set(FORM_OUTCOME_PARAM, outcome)
  return url.pathname + url.search
}

/** Which of a form's checks failed first, as the outcome the form shows. */
function invalidOutcome(issues: v.BaseIssue<unknown>[]): AuthFormOutcome {
  const first = issues[0]
  const field = first ? v.getDotPath(first) : null
  if (field === 'email' || field === 'username') return 'emailInvalid'
  if (first?.type === 'min_length' && /password/i.test(field ?? '')) return 'passwordShort'
  if (first?.type === 'partial_check') return 'passwordsDiffer'
  return 'fieldsInvalid'
}

authFormRoutes.post('/login', async (c) => {
  const fields = await flatFormFields(c)
  const fallback = path(c, 'profile')
  const parsed = v.safeParse(LoginSchema, fields)
  if (!parsed.success) return back(c, fields, fallback, AUTH_FORM_IDS.login, invalidOutcome(parsed.issues))
  const login = await passwordLogin(c, parsed.output.username, parsed.output.password)
  if (login.ok) return go(c, onward(safeRedirect(fields[LOGIN_REDIRECT_FIELD], fallback), 'loggedIn'))
  const wait = login.kind === 'throttled' ? { [WAIT_PARAM]: String(login.seconds) } : undefined
  return back(c, fields, fallback, AUTH_FORM_IDS.login, loginOutcomeOf(login), wait)
})

/** The consents ticked on the register form (the form's own fields are RegisterSchema's). */
const RegisterConsents = v.object({ consents: ConsentsField })

/** The register form's two boxes (a ticked box posts `on`; anything else is not ours). */
const AddressChoice = v.object({
  withAddress: v.optional(v.literal('on')),
  differentBilling: v.optional(v.literal('on')),
})

/**
 * SPEC §5 Register with addresses, from the form's fields: none when the box is not ticked; else the
 * fields checked by the app's own schema (the names' characters are the backend's to check, with the
 * shop's setting) and made into the register call's addresses, or the issues that refuse them.
 */
function postedAddresses(
  fields: Record<string, unknown>,
): { ok: true; value: Pick<RegisterPayload, 'addresses' | 'phone'> } | { ok: false; issues: v.BaseIssue<unknown>[] } {
  const choice = v.safeParse(AddressChoice, fields)
  if (!choice.success) return { ok: false, issues: choice.issues }
  if (!choice.output.withAddress) return { ok: true, value: {} }
  const differentBilling = choice.output.differentBilling === 'on'
  const schema = registerFormSchema({ addresses: true, differentBilling, specialChars: false })
  const parsed = v.safeParse(schema, { memberCardBarcode: '', ...fields })
  if (!parsed.success) return { ok: false, issues: parsed.issues }
  const values = Object.fromEntries(
    Object.entries(parsed.output).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  return { ok: true, value: registerAddresses(values, differentBilling) }
}

authFormRoutes.post('/register', async (c) => {
  const fields = await flatFormFields(c)
  const fallback = path(c, 'profile')
  // An empty barcode field may be left out of the post: none is none.
  const parsed = v.safeParse(RegisterSchema, { memberCardBarcode: '', ...fields })
  if (!parsed.success) return back(c, fields, fallback, AUTH_FORM_IDS.register, invalidOutcome(parsed.issues))
  const consents = v.safeParse(RegisterConsents, fields)
  if (!consents.success) return back(c, fields, fallback, AUTH_FORM_IDS.register, 'fieldsInvalid')
  const addresses = postedAddresses(fields)
  if (!addresses.ok) return back(c, fields, fallback, AUTH_FORM_IDS.register, invalidOutcome(addresses.issues))
  const input = parsed.output
  const redirect = fields[LOGIN_REDIRECT_FIELD]
  const res = await c.get('upstream').json<RegisterResponse>({
    method: 'POST',
    path: 'api/v1/user/web/register',
    body: registerBody({
      ...input,
      ...addresses.value,
      consents: consents.output.consents,
      ...(typeof redirect === 'string' && safeRedirect(redirect, '') ? { redirect } : {}),
    }),
  })
  if (!res.ok) return back(c, fields, fallback, AUTH_FORM_IDS.register, authOutcomeOf(res.error))
  if (res.data.verificationRequired) return back(c, fields, fallback, AUTH_FORM_IDS.register, 'registerConfirm')
  // As the app does: an account that needs no confirmation is logged in at once.
  const login = await passwordLogin(c, input.email, input.password)
  if (login.ok) return go(c, onward(fallback, 'registered'))
  return back(c, fields, fallback, AUTH_FORM_IDS.register, 'registerDone')
})

const ForgotFields = v.object({ ...ForgotPasswordSchema.entries, ...Return })

authFormRoutes.post('/password/forgot', async (c) => {
  const fields = await flatFormFields(c)
  const fallback = path(c, 'forgotPassword')
  const parsed = v.safeParse(ForgotFields, fields)
  if (!parsed.success) return back(c, fields, fallback, AUTH_FORM_IDS.forgotPassword, 'emailInvalid')
  const res = await c.get('upstream').json<unknown>({
    method: 'POST',
    path: 'api/v1/user/password/forgot',
    body: { email: parsed.output.email },
  })
  return back(c, fields, fallback, AUTH_FORM_IDS.forgotPassword, res.ok ? 'resetSent' : authOutcomeOf(res.error))
})

/** The set-password form's token: the e-mailed link's, carried in a hidden field. */
const ResetToken = v.object({ [RESET_TOKEN_FIELD]: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)) })

authFormRoutes.post('/password/set', async (c) => {
  const fields = await flatFormFields(c)
  const fallback = path(c, 'forgotPassword')
  const token = v.safeParse(ResetToken, fields)
  if (!token.success) return back(c, fields, fallback, AUTH_FORM_IDS.setPassword, 'resetLinkInvalid')
  const parsed = v.safeParse(SetPasswordSchema, fields)
  if (!parsed.success) return back(c, fields, fallback, AUTH_FORM_IDS.setPassword, invalidOutcome(parsed.issues))
  const res = await c.get('upstream').json<unknown>({
    method: 'POST',
    path: 'api/v1/user/password/set',
    body: { token: token.output.token, newPassword: parsed.output.newPassword },
  })
  // Done: the page without the used link's token, saying so (the login is on the profile).
  if (res.ok) return go(c, contentOutcomeLocation(fallback, fallback, AUTH_FORM_IDS.setPassword, 'passwordSet'))
  return back(c, fields, fallback, AUTH_FORM_IDS.setPassword, authOutcomeOf(res.error))
})

authFormRoutes.post('/logout', async (c) => {
  await logOut(c)
  return go(c, path(c, 'home'))
})
