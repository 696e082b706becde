import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type {
  FormConfirmResult,
  FormDto,
  FormField,
  FormGoalType,
  FormSubmissionResult,
} from '../../../contract/dto/cms'
import { refuse } from '../http'
import { CMS_FIELD_MAX_LENGTH } from '../../../contract/schemas/cms-form'
import { randomToken } from '../users/crypto'
import { parseJsonArray } from '../../lib/parse-json'
import { columns, countOf, firstRow, allRows, type Row } from '../rows'
import { LOCALES } from '../../../contract/locales'

/** Forms: definitions per language, validation of submitted data against the fields, storage. */

interface FormRow {
  id: number
  slug: string
  confirm_email: number
  captcha: number
  name: string
  fields: string
}

const forms = columns('forms')
const readFormRow = (r: Row): FormRow => ({
  id: forms.int(r, 'id'),
  slug: forms.text(r, 'slug'),
  confirm_email: forms.flag(r, 'confirm_email'),
  captcha: forms.flag(r, 'captcha'),
  name: forms.text(r, 'name'),
  fields: forms.text(r, 'fields'),
})
const submissions = columns('form_submissions')
const readSubmissionId = (r: Row) => ({ id: submissions.int(r, 'id') })
const readConfirmed = (r: Row) => ({
  id: submissions.int(r, 'id'),
  form_id: submissions.int(r, 'form_id'),
  confirmed_at: submissions.text(r, 'confirmed_at'),
  email: submissions.nullableText(r, 'email'),
  language: submissions.oneOf(r, 'language', LOCALES),
})
const goals = columns('form_translations')
const readGoal = (r: Row) => ({ goal_type: goals.text(r, 'goal_type'), goal: goals.text(r, 'goal') })

export const FormFieldSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9_]{0,59}$/)),
  type: v.picklist(['text', 'email', 'textarea', 'select', 'checkbox', 'file']),
  label: v.pipe(v.string(), v.maxLength(300)),
  required: v.boolean(),
  options: v.optional(
    v.array(v.object({ value: v.pipe(v.string(), v.maxLength(100)), label: v.pipe(v.string(), v.maxLength(300)) })),
  ),
})

function fieldsOf(text: string): FormField[] {
  return parseJsonArray(text).flatMap((f) => {
    const parsed = v.safeParse(FormFieldSchema, f)
    return parsed.success ? [parsed.output] : []
  })
}

const FORM_SELECT = `SELECT f.id, f.slug, f.confirm_email, f.captcha, COALESCE(t.name, hr.name) AS name, COALESCE(t.fields, hr.fields) AS fields
  FROM forms f JOIN form_translations hr ON hr.form_id = f.id AND hr.language = 'hr'
  LEFT JOIN form_translations t ON t.form_id = f.id AND t.language = ?1`

const toDto = (r: FormRow): FormDto => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  fields: fieldsOf(r.fields),
  confirmEmail: r.confirm_email === 1,
  captcha: r.captcha === 1,
})

export async function getForm(db: D1Database, id: number, lang: Locale): Promise<FormDto | null> {
  const row = await firstRow(db.prepare(`${FORM_SELECT} WHERE f.id = ?2`).bind(lang, id), readFormRow)
  return row ? toDto(row) : null
}

export async function getFormBySlug(db: D1Database, slug: string, lang: Locale): Promise<FormDto | null> {
  const row = await firstRow(db.prepare(`${FORM_SELECT} WHERE f.slug = ?2`).bind(lang, slug), readFormRow)
  return row ? toDto(row) : null
}

export async function listForms(
  db: D1Database,
  lang: Locale,
  limit: number,
  offset: number,
): Promise<{ forms: FormDto[]; total: number }> {
  const [rows, count] = await Promise.all([
    allRows(db.prepare(`${FORM_SELECT} ORDER BY f.id LIMIT ?2 OFFSET ?3`).bind(lang, limit, offset), readFormRow),
    countOf(db.prepare('SELECT COUNT(*) AS n FROM forms')),
  ])
  return { forms: rows.map(toDto), total: count }
}

/** Switches a form's captcha on or off; false when there is no such form. */
export async function setFormCaptcha(db: D1Database, id: number, captcha: boolean): Promise<boolean> {
  const res = await db
    .prepare('UPDATE forms SET captcha = ? WHERE id = ?')
    .bind(captcha ? 1 : 0, id)
    .run()
  return res.meta.changes === 1
}

/** The refusal codes of a field's problems (their texts name the field's label). */
const FIELD_REFUSALS = {
  required: 'FORM_FIELD_REQUIRED',
  email: 'FORM_FIELD_INVALID_EMAIL',
  option: 'FORM_FIELD_NOT_AN_OPTION',
  tooLong: 'FORM_FIELD_TOO_LONG',
  type: 'FORM_FIELD_INVALID',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * Checks `data` against the form's fields; returns the cleaned values (strings trimmed, checkboxes
 * as booleans). Throws 400 with the first problem's code, the field's label as a param and its name as the field.
 */
export function validateFormData(form: FormDto, data: Record<string, unknown>): Record<string, string | boolean> {
  const known = new Set(form.fields.map((f) => f.name))
  for (const key of Object.keys(data)) {
    if (!known.has(key)) throw refuse(400, 'FORM_FIELD_UNKNOWN', { params: { name: key }, field: key })
  }
  const clean: Record<string, string | boolean> = {}
  for (const field of form.fields) {
    const raw = data[field.name]
    const fail = (problem: keyof typeof FIELD_REFUSALS) =>
      refuse(400, FIELD_REFUSALS[problem], { params: { label: field.label }, field: field.name })
    // A file field's files come beside the values (media/form-uploads.ts checks them), never inside.
    if (field.type === 'file') {
      if (raw !== undefined && raw !== null && raw !== '') throw fail('type')
      continue
    }
    if (field.type === 'checkbox') {
      if (
        raw !== undefined &&
        raw !== null &&
        typeof raw !== 'boolean' &&
        raw !== 'true' &&
        raw !== 'false' &&
        raw !== 'on'
      )
        throw fail('type')
      const checked = raw === true || raw === 'true' || raw === 'on'
      if (field.required && !checked) throw fail('required')
      clean[field.name] = checked
      continue
    }
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') throw fail('type')
    const value = raw === undefined || raw === null ? '' : String(raw).trim()
    if (value === '') {
      if (field.required) throw fail('required')
      clean[field.name] = ''
      continue
    }
    if (value.length > CMS_FIELD_MAX_LENGTH[field.type]) throw fail('tooLong')
    if (field.type === 'email' && !EMAIL.test(value)) throw fail('email')
    if (field.type === 'select' && !(field.options ?? []).some((o) => o.value === value)) throw fail('option')
    clean[field.name] = value
  }
  return clean
}

/** The address a submission gives in the form's e-mail field (where a confirmation would go), if any. */
export function submittedEmail(form: Pick<FormDto, 'fields'>, data: Record<string, unknown>): string | null {
  const emailField = form.fields.find((f) => f.type === 'email')
  const value = emailField ? data[emailField.name] : undefined
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

export interface StoredSubmission {
  result: FormSubmissionResult
  /** For a confirm-e-mail form: where the confirmation link goes, and its token (never shown to the sender's page). */
  confirmation: { email: string; token: string } | null
}

/** Validates and stores a submission; a confirm-e-mail form's gets a confirmation token. */
export async function storeSubmission(
  db: D1Database,
  form: FormDto,
  data: Record<string, unknown>,
  lang: Locale,
): Promise<StoredSubmission> {
  const clean = validateFormData(form, data)
  const emailField = form.fields.find((f) => f.type === 'email')
  const email = emailField ? String(clean[emailField.name] ?? '') || null : null
  if (form.confirmEmail && !email) throw refuse(400, 'FORM_CONFIRMATION_EMAIL_REQUIRED')
  const token = form.confirmEmail ? randomToken() : null
  const row = await firstRow(
    db
      .prepare(
        'INSERT INTO form_submissions (form_id, language, data, email, confirmation_token) VALUES (?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(form.id, lang, JSON.stringify(clean), email?.toLowerCase() ?? null, token),
    readSubmissionId,
  )
  if (!row) throw new Error('form submission insert returned no row')
  return {
    result: { id: row.id, formId: form.id, confirmed: !form.confirmEmail },
    confirmation: token && email ? { email, token } : null,
  }
}

/** Drops a stored submission (its files went wrong); its uploads' rows go with it. */
export async function deleteSubmission(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM form_submissions WHERE id = ?').bind(id).run()
}

const GOAL_TYPES: readonly FormGoalType[] = ['message', 'url', 'file']

/**
 * Confirms the submission holding `token` (the first confirmation time is kept) and answers what
 * it leads to, in the submission's language; null when no submission has the token.
 */
export async function confirmSubmission(db: D1Database, token: string, now: string): Promise<FormConfirmResult | null> {
  const row = await firstRow(
    db
      .prepare(
        `UPDATE form_submissions SET confirmed_at = COALESCE(confirmed_at, ?) WHERE confirmation_token = ?
       RETURNING id, form_id, confirmed_at, email, language`,
      )
      .bind(now, token),
    readConfirmed,
  )
  if (!row) return null
  const goal = await firstRow(
    db
      .prepare('SELECT goal_type, goal FROM form_translations WHERE form_id = ? AND language = ?')
      .bind(row.form_id, row.language),
    readGoal,
  )
  const goalType = GOAL_TYPES.find((type) => type === goal?.goal_type) ?? 'message'
  return {
    id: row.id,
    formId: row.form_id,
    confirmed: true,
    confirmedAt: row.confirmed_at,
    goalType,
    goal: goal?.goal ?? '',
    email: row.email ?? '',
  }
}
