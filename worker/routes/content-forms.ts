import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { CMS_FORM_FIELD, FORM_ID_FIELD, FORM_RETURN_FIELD, type ContentFormOutcome } from '../../contract/content-form'
import type { FormDto, FormSubmissionResult } from '../../contract/dto/cms'
import { buildPath } from '../../contract/routes'
import { ContactSchema } from '../../contract/schemas/contact'
import { FORM_PAYLOAD_PART, formFilePart } from '../../contract/form-submission'
import type { AppEnv } from '../env'
import { ConsentsField, flatFormFields, flattenFields, formFields } from '../forms/form-fields'
import { contentOutcomeLocation, contentOutcomeOf } from '../forms/content-outcome'
import { htmlFormGuard } from '../middleware/html-form-guard'
import { CACHE_STRATEGIES } from '../upstream/strategies'

/**
 * /api/content-form: the content pages' HTML forms (issue 38) — the newsletter sign-up, the
 * contact form and the CMS's forms — for a page whose app has not run (yet, or at all). Each takes an urlencoded or
 * multipart POST, checks it with valibot, makes the same upstream call the app makes and answers
 * 303 back to the form's `returnTo` (a same-origin path, else home) with `?form=<outcome>`, which
 * the form shows translated. What the visitor typed never goes into the address. Cross-site posts
 * are refused and change nothing. A form that asks for a captcha needs the app (the provider's
 * widget is a script): without it the answer is 'captchaNeedsScript'.
 */
export const contentFormRoutes = new Hono<AppEnv>()

contentFormRoutes.use('*', htmlFormGuard)

type FormContext = Context<AppEnv>

/** The anchor of the form on its page (the section's id), echoed back so the outcome shows at the right form. */
const FormId = v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,63}$/))
const Common = { [FORM_ID_FIELD]: FormId, [FORM_RETURN_FIELD]: v.optional(v.unknown()), consents: ConsentsField }

const NewsletterFields = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email(), v.maxLength(254)),
  ...Common,
})
const ContactFields = v.object({ ...ContactSchema.entries, ...Common })

function back(c: FormContext, fields: Record<string, unknown>, outcome: ContentFormOutcome) {
  const formId = v.is(FormId, fields[FORM_ID_FIELD]) ? fields[FORM_ID_FIELD] : 'main'
  c.header('Cache-Control', 'no-store')
  return c.redirect(
    contentOutcomeLocation(fields[FORM_RETURN_FIELD], buildPath('home', c.get('locale')), formId, outcome),
    303,
  )
}

contentFormRoutes.post('/newsletter', async (c) => {
  const fields = await flatFormFields(c)
  const parsed = v.safeParse(NewsletterFields, fields)
  if (!parsed.success) {
    const emailFailed = parsed.issues.some((issue) => v.getDotPath(issue) === 'email')
    return back(c, fields, emailFailed ? 'emailInvalid' : 'failed')
  }
  const { email, consents } = parsed.output
  const res = await c.get('upstream').json<unknown>({
    method: 'POST',
    path: 'api/v1/newsletter/subscribe',
    body: { email, consents },
  })
  return back(c, fields, res.ok ? 'subscribed' : contentOutcomeOf(res.error))
})

contentFormRoutes.post('/contact', async (c) => {
  const fields = await flatFormFields(c)
  const parsed = v.safeParse(ContactFields, fields)
  if (!parsed.success) {
    const emailFailed = parsed.issues.some((issue) => v.getDotPath(issue) === 'email')
    return back(c, fields, emailFailed ? 'emailInvalid' : 'fieldsMissing')
  }
  const { name, email, reason, message, consents } = parsed.output
  const res = await c.get('upstream').json<unknown>({
    method: 'POST',
    path: 'api/v1/contact/contactAdmin',
    body: { name, email, reason, message, consents },
  })
  return back(c, fields, res.ok ? 'contactSent' : contentOutcomeOf(res.error))
})

const CmsForm = v.object({
  [CMS_FORM_FIELD]: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1)),
  [FORM_ID_FIELD]: FormId,
})

/**
 * A CMS form's fields as form/storeData takes them, by the form's own definition: a ticked box is
 * true, text is trimmed, the chosen files go along as parts (an empty file input posts no file).
 * The backend checks every value against the form, as it does for the app.
 */
function submissionOf(form: FormDto, fields: Record<string, unknown>) {
  const data: Record<string, string | boolean> = {}
  const files: Array<{ field: string; file: File }> = []
  for (const field of form.fields) {
    const posted = fields[field.name]
    const values = Array.isArray(posted) ? posted : posted === undefined ? [] : [posted]
    if (field.type === 'file') {
      for (const value of values)
        if (value instanceof File && value.size > 0) files.push({ field: field.name, file: value })
    } else if (field.type === 'checkbox') data[field.name] = values.length > 0
    else data[field.name] = typeof values[0] === 'string' ? values[0].trim() : ''
  }
  return { data, files }
}

contentFormRoutes.post('/cms', async (c) => {
  // All of each field: a file input may hold several files.
  const fields = await formFields(c, { all: true })
  const flat = flattenFields(fields)
  const parsed = v.safeParse(CmsForm, flat)
  if (!parsed.success) return back(c, flat, 'failed')
  const upstream = c.get('upstream')
  const id = parsed.output[CMS_FORM_FIELD]
  const form = await upstream.json<FormDto>({
    method: 'GET',
    path: `api/v1/form/get/${id}`,
    cache: CACHE_STRATEGIES.short,
  })
  if (!form.ok) return back(c, flat, contentOutcomeOf(form.error))
  const { data, files } = submissionOf(form.data, fields)
  const payload = { id, data }
  let body: unknown = payload
  if (files.length > 0) {
    const multipart = new FormData()
    multipart.append(FORM_PAYLOAD_PART, JSON.stringify(payload))
    for (const { field, file } of files) multipart.append(formFilePart(field), file)
    body = multipart
  }
  const res = await upstream.json<FormSubmissionResult>({ method: 'POST', path: 'api/v1/form/storeData', body })
  if (!res.ok) return back(c, flat, contentOutcomeOf(res.error))
  return back(c, flat, res.data.confirmed ? 'formSent' : 'formConfirm')
})
