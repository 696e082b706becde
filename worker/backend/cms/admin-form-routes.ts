import type { AdminSubmissionsPage } from '../../../contract/dto/admin'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { engagementAdmin } from '../../../contract/endpoints/engagement-admin'
import { getForm, setFormCaptcha } from './forms'
import { ADMIN_PER_PAGE, adminPaging, csvDocument, csvResponse, EXPORT_CHUNK, EXPORT_MAX } from '../admin-lists'
import { formsWithCounts, listSubmissions, submissionsAfter } from './submissions'
import type { AdminSubmissionRow } from '../../../contract/dto/admin'

/** Forms (issue 16): the forms with their counts, a form's submissions paged, its CSV export, and its captcha switch. */
export const adminFormRoutes = endpointRoutes('api/v1/admin/forms')

adminFormRoutes.on(engagementAdmin.adminForms, async (c) => ok(c, await formsWithCounts(c.env.DB, c.get('lang'))))

async function formOf(db: D1Database, id: number, lang: 'hr' | 'en') {
  const form = await getForm(db, id, lang)
  if (!form) throw refuse(404, 'FORM_NOT_FOUND')
  return form
}

/** Staff switch a form's captcha on or off (issue 32); answers the form's row as the list shows it. */
adminFormRoutes.on(engagementAdmin.adminFormCaptcha, async (c) => {
  const lang = c.get('lang')
  const { id } = c.req.valid('param')
  if (!(await setFormCaptcha(c.env.DB, id, c.req.valid('json').captcha))) throw refuse(404, 'FORM_NOT_FOUND')
  const row = (await formsWithCounts(c.env.DB, lang)).find((form) => form.id === id)
  if (!row) throw refuse(404, 'FORM_NOT_FOUND')
  return ok(c, row)
})

adminFormRoutes.on(engagementAdmin.adminFormSubmissions, async (c) => {
  const form = await formOf(c.env.DB, c.req.valid('param').id, c.get('lang'))
  const p = adminPaging(c.req.valid('query').page)
  const { rows, total } = await listSubmissions(c.env.DB, form.id, p.limit, p.offset)
  const page: AdminSubmissionsPage = {
    form: {
      id: form.id,
      name: form.name,
      fields: form.fields.map((field) => ({ name: field.name, label: field.label })),
    },
    ...pageForms.lastPage<AdminSubmissionRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }),
  }
  return ok(c, page)
})

const EXPORT_HEADER = {
  hr: ['ID', 'Poslano', 'Jezik', 'E-mail', 'Potvrđeno'],
  en: ['ID', 'Sent', 'Language', 'E-mail', 'Confirmed'],
} as const

/** Every submission of the form, oldest first, one column per field (labels in the request's language). */
adminFormRoutes.on(engagementAdmin.adminFormSubmissionsCsv, async (c) => {
  const lang = c.get('lang')
  const form = await formOf(c.env.DB, c.req.valid('param').id, lang)
  const rows: unknown[][] = []
  let after = 0
  while (rows.length < EXPORT_MAX) {
    const chunk = await submissionsAfter(c.env.DB, form.id, after, EXPORT_CHUNK)
    for (const s of chunk)
      rows.push([
        s.id,
        s.createdAt,
        s.language,
        s.email ?? '',
        s.confirmedAt ?? '',
        ...form.fields.map((field) => s.values[field.name] ?? ''),
      ])
    if (chunk.length < EXPORT_CHUNK) break
    after = chunk[chunk.length - 1]?.id ?? after
  }
  return csvResponse(
    `${form.slug}-submissions.csv`,
    csvDocument([...EXPORT_HEADER[lang], ...form.fields.map((field) => field.label)], rows),
  )
})
