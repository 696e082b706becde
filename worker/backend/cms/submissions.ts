import type { AdminFormRow, AdminSubmissionFile, AdminSubmissionRow } from '../../../contract/dto/admin'
import { LOCALES, type Locale } from '../../../contract/locales'
import { listForms } from '../cms/forms'
import { parseJsonObject } from '../../lib/parse-json'
import { uploadsOfSubmissions } from '../media/form-uploads'
import { allRows, batchRows, columns, type Row } from '../rows'

/** Form submissions for staff (issue 16): per form, newest first, and as CSV; with the files sent in them (issue 32). */

interface SubmissionRow {
  id: number
  created_at: string
  language: Locale
  email: string | null
  confirmed_at: string | null
  data: string
}

const submissions = columns('form_submissions')
const readSubmissionRow = (r: Row): SubmissionRow => ({
  id: submissions.int(r, 'id'),
  created_at: submissions.text(r, 'created_at'),
  language: submissions.oneOf(r, 'language', LOCALES),
  email: submissions.nullableText(r, 'email'),
  confirmed_at: submissions.nullableText(r, 'confirmed_at'),
  data: submissions.text(r, 'data'),
})
const readFormCount = (r: Row) => ({
  form_id: submissions.int(r, 'form_id'),
  n: submissions.int(r, 'n'),
  last: submissions.text(r, 'last'),
})

/** Every form (a site has a handful) with how many submissions it has and the latest one's time. */
export async function formsWithCounts(db: D1Database, lang: Locale): Promise<AdminFormRow[]> {
  const [{ forms }, counts] = await Promise.all([
    listForms(db, lang, 500, 0),
    allRows(
      db.prepare('SELECT form_id, COUNT(*) AS n, MAX(created_at) AS last FROM form_submissions GROUP BY form_id'),
      readFormCount,
    ),
  ])
  const byForm = new Map(counts.map((row) => [row.form_id, row]))
  return forms.map((form) => ({
    id: form.id,
    slug: form.slug,
    name: form.name,
    captcha: form.captcha,
    submissions: byForm.get(form.id)?.n ?? 0,
    lastSubmissionAt: byForm.get(form.id)?.last ?? null,
  }))
}

/** A file field's value is the names of its files (the export shows them; the page links them). */
const toSubmission = (row: SubmissionRow, files: AdminSubmissionFile[]): AdminSubmissionRow => {
  const values: Record<string, string | boolean> = {}
  for (const [name, value] of Object.entries(parseJsonObject(row.data))) {
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value
    else if (value !== null && value !== undefined) values[name] = JSON.stringify(value)
  }
  for (const file of files) values[file.field] = values[file.field] ? `${values[file.field]}, ${file.name}` : file.name
  return {
    id: row.id,
    createdAt: row.created_at,
    language: row.language,
    email: row.email,
    confirmedAt: row.confirmed_at,
    values,
    files,
  }
}

async function withFiles(db: D1Database, formId: number, rows: SubmissionRow[]): Promise<AdminSubmissionRow[]> {
  const files = await uploadsOfSubmissions(
    db,
    formId,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toSubmission(row, files.get(row.id) ?? []))
}

export async function listSubmissions(
  db: D1Database,
  formId: number,
  limit: number,
  offset: number,
): Promise<{ rows: AdminSubmissionRow[]; total: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        'SELECT id, created_at, language, email, confirmed_at, data FROM form_submissions WHERE form_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .bind(formId, limit, offset),
    db.prepare('SELECT COUNT(*) AS total FROM form_submissions WHERE form_id = ?').bind(formId),
  ])
  return {
    rows: await withFiles(db, formId, batchRows(rows, readSubmissionRow)),
    total: batchRows(count, (r) => submissions.int(r, 'total'))[0] ?? 0,
  }
}

/** Submissions after `afterId` (keyset paging for the export: no OFFSET scan over big tables). */
export async function submissionsAfter(
  db: D1Database,
  formId: number,
  afterId: number,
  limit: number,
): Promise<AdminSubmissionRow[]> {
  const results = await allRows(
    db
      .prepare(
        'SELECT id, created_at, language, email, confirmed_at, data FROM form_submissions WHERE form_id = ? AND id > ? ORDER BY id LIMIT ?',
      )
      .bind(formId, afterId, limit),
    readSubmissionRow,
  )
  return withFiles(db, formId, results)
}
