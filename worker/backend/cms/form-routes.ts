import type { Context, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import { engagement } from '../../../contract/endpoints/engagement'
import { FormStoreSchema } from '../../../contract/schemas/engagement'
import type { BackendEnv } from '../context'
import { buildPath } from '../../../contract/routes'
import { CONFIRMATION_TOKEN } from '../../../contract/schemas/cms-form'
import { emailLink } from '../email/links'
import { queueEmail } from '../email/queue'
import { formConfirmationMessage } from '../email/templates'
import { ok, pageForms, paging, refuse, validate } from '../http'
import { endpointRoutes } from '../routing'
import { assertRequiredConsents, consentLogStatement } from './consents'
import { requestOrigin } from './consent-origin'
import { refuseOverThrottle } from '../request-budget'
import { assertCaptchaSolved } from './form-captcha'
import {
  confirmSubmission,
  deleteSubmission,
  getForm,
  getFormBySlug,
  listForms,
  storeSubmission,
  submittedEmail,
  validateFormData,
} from './forms'
import { isMultipart, readMultipartSubmission } from './form-submission-body'
import { checkFormUploads, storeFormUploads, type SentFile } from '../media/form-uploads'
import { nowIso } from './shared'

/** Forms (filter, get, storeData, confirmEmail). */
export const formRoutes = endpointRoutes('api/v1/form')
/** The contact form (contact/contactAdmin): a submission of the CMS form `contact`. */
export const contactRoutes = endpointRoutes('api/v1/contact')

/** The seeded contact form's slug: contactAdmin stores its messages as submissions of it. */
export const CONTACT_FORM_SLUG = 'contact'

formRoutes.on(engagement.formFilter, async (c) => {
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit, { page: 1, limit: 20 })
  const { forms, total } = await listForms(c.env.DB, c.get('lang'), p.limit, p.offset)
  return ok(c, pageForms.dataPagination(forms, total, p))
})

formRoutes.on(engagement.formGet, async (c) => {
  const { id } = c.req.valid('param')
  const form = await getForm(c.env.DB, id, c.get('lang'))
  if (!form) throw refuse(404, 'FORM_NOT_FOUND')
  return ok(c, form)
})

/**
 * JSON, or multipart/form-data when the form's file fields come with files (form-submission-body.ts):
 * the row is `multipart`, so its JSON body is checked here, after the multipart branch.
 */
formRoutes.on(
  engagement.formStoreData,
  async (c) => storeData(c, c.req.valid('json'), []),
  async (c, next) => {
    if (!isMultipart(c)) return next()
    const read = await readMultipartSubmission(c, FormStoreSchema)
    return read instanceof Response ? read : storeData(c, read.body, read.files)
  },
  // The validator's typed input is the row's own: in the untyped `before` chain it is a plain middleware.
  validate('json', FormStoreSchema) as unknown as MiddlewareHandler<BackendEnv>,
)

async function storeData(
  c: Context<BackendEnv>,
  body: v.InferOutput<typeof FormStoreSchema>,
  files: readonly SentFile[],
): Promise<Response> {
  const lang = c.get('lang')
  const form = await getForm(c.env.DB, body.id, lang)
  if (!form) throw refuse(404, 'FORM_NOT_FOUND')
  // A valid submission spends the budgets: per client, and per the e-mail address it gives (where a confirmation goes).
  const data = validateFormData(form, body.data)
  const uploads = await checkFormUploads(form, files, lang)
  const refused = await refuseOverThrottle(c, 'formSubmission', submittedEmail(form, data))
  if (refused) return refused
  // Files are stored only for forms with a file field, and counted per client on top.
  const refusedUpload = uploads.length > 0 ? await refuseOverThrottle(c, 'publicUpload') : null
  if (refusedUpload) return refusedUpload
  await assertCaptchaSolved(c, form, body.recaptchaResponse)
  const stored = await storeSubmission(c.env.DB, form, data, lang)
  try {
    await storeFormUploads(c.env, form.id, stored.result.id, uploads)
  } catch (error) {
    await deleteSubmission(c.env.DB, stored.result.id)
    throw error
  }
  if (stored.confirmation) {
    const link = emailLink(c, buildPath('confirmEmail', lang, {}, { formConfirmation: stored.confirmation.token }))
    await queueEmail(
      c,
      'formConfirmation',
      stored.confirmation.email,
      lang,
      formConfirmationMessage(lang, form.name, link),
    )
  }
  return ok(c, stored.result, 201)
}

formRoutes.on(engagement.formConfirmEmail, async (c) => {
  const token = (c.req.param('id') ?? '').trim()
  if (!CONFIRMATION_TOKEN.test(token)) throw refuse(400, 'INVALID_CONFIRMATION_ID')
  const confirmed = await confirmSubmission(c.env.DB, token, nowIso())
  if (!confirmed) throw refuse(404, 'CONFIRMATION_NOT_FOUND')
  return ok(c, confirmed)
})

contactRoutes.on(engagement.contactAdmin, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const form = await getFormBySlug(db, CONTACT_FORM_SLUG, lang)
  if (!form) throw refuse(404, 'CONTACT_FORM_NOT_FOUND')
  await assertRequiredConsents(db, lang, 'contact', body.consents)
  const refused = await refuseOverThrottle(c, 'contact', body.email)
  if (refused) return refused
  // The contact form is a CMS form: marked "captcha", it asks for one here as in form/storeData.
  await assertCaptchaSolved(c, form, body.recaptchaResponse)
  const { result: stored } = await storeSubmission(
    db,
    form,
    { name: body.name, email: body.email, reason: body.reason, message: body.message },
    lang,
  )
  const viewer = c.get('apiUser')
  await consentLogStatement(db, {
    status: 'accepted',
    sourceType: 'contact',
    consents: body.consents,
    userType: viewer ? 'registered' : 'guest',
    email: body.email,
    userId: viewer?.userId ?? null,
    ...requestOrigin(c),
  }).run()
  return ok(c, { id: stored.id, received: true as const }, 201)
})
