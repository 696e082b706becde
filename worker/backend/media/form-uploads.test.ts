import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminSubmissionsPage } from '../../../contract/dto/admin'
import type { FormSubmissionResult } from '../../../contract/dto/cms'
import { callBackend, callBackendRaw, loginAs, SEEDED } from '../test-helpers'
import { MEDIA_CSP } from '../../lib/media-csp'
import { sanitizeUploadName } from './form-uploads'

/** A real 1×1 PNG and the start of a PDF: what the type sniffing recognises. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'

const uniqueAddress = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 6)}`

/** A form that asks for files (a `file` field), made for one test. */
async function formWithFileField(required = false): Promise<number> {
  const slug = `upload-${crypto.randomUUID().slice(0, 8)}`
  const created = await env.DB.prepare('INSERT INTO forms (slug) VALUES (?) RETURNING id')
    .bind(slug)
    .first<{ id: number }>()
  const id = created?.id ?? 0
  const fields = (label: string, files: string) => [
    { name: 'name', type: 'text', label, required: true },
    { name: 'photos', type: 'file', label: files, required },
  ]
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO form_translations (form_id, language, name, fields) VALUES (?, 'hr', 'Prijava kvara', ?)",
    ).bind(id, JSON.stringify(fields('Ime', 'Fotografije'))),
    env.DB.prepare(
      "INSERT INTO form_translations (form_id, language, name, fields) VALUES (?, 'en', 'Report a fault', ?)",
    ).bind(id, JSON.stringify(fields('Name', 'Photos'))),
  ])
  return id
}

/** form/storeData as the page sends it with files: the values as JSON in `payload`, each file in `file.<field>`. */
function submission(
  formId: number,
  files: File[],
  { field = 'photos', data = { name: 'Ana' } }: { field?: string; data?: Record<string, unknown> } = {},
): FormData {
  const body = new FormData()
  body.append('payload', JSON.stringify({ id: formId, data }))
  for (const file of files) body.append(`file.${field}`, file)
  return body
}

const send = (body: FormData, address = uniqueAddress(), language = 'hr') =>
  callBackend<FormSubmissionResult>('POST', '/api/v1/form/storeData', {
    body,
    language,
    headers: { 'x-izlog-client-address': address },
  })

const uploadsOf = (submissionId: number) =>
  env.DB.prepare('SELECT id, field, name, mime, size, r2_key FROM form_uploads WHERE submission_id = ? ORDER BY id')
    .bind(submissionId)
    .all<{ id: number; field: string; name: string; mime: string; size: number; r2_key: string }>()

let staff = ''
let customer = ''
beforeAll(async () => {
  staff = (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
  customer = (await loginAs(SEEDED.customer.email, SEEDED.customer.password)).accessToken
})

describe('files sent with a CMS form (quarantined, staff only)', () => {
  it("a form's file field takes images and PDFs; staff see them only in that form's submissions and download them as attachments", async () => {
    const formId = await formWithFileField()
    const res = await send(submission(formId, [new File([PNG], 'kvar.png'), new File([PDF], 'račun ožujak.pdf')]))
    expect(res.status).toBe(201)
    const submissionId = res.json.data?.id ?? 0
    const { results } = await uploadsOf(submissionId)
    expect(results.map((r) => [r.field, r.name, r.mime])).toEqual([
      ['photos', 'kvar.png', 'image/png'],
      ['photos', 'račun ožujak.pdf', 'application/pdf'],
    ])
    expect(results.every((r) => r.r2_key.startsWith(`form-uploads/${formId}/${submissionId}/`))).toBe(true)

    const page = await callBackend<AdminSubmissionsPage>('GET', `/api/v1/admin/forms/${formId}/submissions`, {
      token: staff,
    })
    const row = page.json.data?.data.find((s) => s.id === submissionId)
    expect(row?.files.map((f) => f.name)).toEqual(['kvar.png', 'račun ožujak.pdf'])
    expect(row?.values['photos']).toBe('kvar.png, račun ožujak.pdf')
    const csv = await (
      await callBackendRaw('GET', `/api/v1/admin/forms/${formId}/submissions.csv`, { token: staff })
    ).text()
    expect(csv).toContain('kvar.png, račun ožujak.pdf')

    const download = await callBackendRaw('GET', row?.files[0]?.href ?? '/media/none', { token: staff })
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment; filename="kvar.png"/)
    expect(download.headers.get('Content-Security-Policy')).toBe(MEDIA_CSP)
    expect(download.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(download.headers.get('Cache-Control')).toBe('private, no-store')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG)
  })

  it('a form without file fields still takes JSON as before; a required file field needs a file', async () => {
    const formId = await formWithFileField(true)
    const json = await callBackend('POST', '/api/v1/form/storeData', {
      body: { id: formId, data: { name: 'Ana' } },
      headers: { 'x-izlog-client-address': uniqueAddress() },
    })
    expect(json.status).toBe(400)
    expect(json.json).toMatchObject({ code: 'FILE_FIELD_REQUIRED', params: { label: 'Fotografije' } })
    expect((await send(submission(formId, [new File([PNG], 'a.png')]))).status).toBe(201)
  })

  it("attacker: a visitor's file never reaches the media library, is never served publicly and staff-only downloads stay staff-only", async () => {
    const formId = await formWithFileField()
    const tag = `probe${crypto.randomUUID().slice(0, 8)}`
    const res = await send(submission(formId, [new File([PNG], `../../${tag}<script>.png`)]))
    expect(res.status).toBe(201)
    const [upload] = (await uploadsOf(res.json.data?.id ?? 0)).results
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM media WHERE original_name LIKE ? OR title LIKE ?')
        .bind(`%${tag}%`, `%${tag}%`)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
    const href = `/media/form-uploads/${upload?.id}/${upload?.name}`
    expect((await callBackendRaw('GET', href)).status).toBe(404)
    expect((await callBackendRaw('GET', href, { token: customer })).status).toBe(404)
    expect((await callBackend('GET', `/api/v1/admin/forms/${formId}/submissions`, { token: customer })).status).toBe(
      403,
    )
  })

  it('attacker: names are cleaned of paths, control and markup characters and capped; the extension is the real type', async () => {
    const formId = await formWithFileField()
    const res = await send(
      submission(formId, [
        new File([PNG], '../../probe<script>\u0007\u202e.html'),
        new File([PNG], `${'x'.repeat(300)}.png`),
      ]),
    )
    expect(res.status).toBe(201)
    const names = (await uploadsOf(res.json.data?.id ?? 0)).results.map((r) => r.name)
    expect(names).toEqual(['probescript.png', `${'x'.repeat(80)}.png`])
    expect(sanitizeUploadName('..\\..\\evil".pdf', 'pdf')).toBe('evil.pdf')
    expect(sanitizeUploadName('a\u0000b\nc.png', 'png')).toBe('abc.png')
    expect(sanitizeUploadName('...', 'png')).toBe('file.png')
  })

  it('attacker: 11 files, an SVG, an HTML page, an oversized file, or files for a form that asks for none are refused whole', async () => {
    const formId = await formWithFileField()
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = ?')
      .bind(formId)
      .first<{ n: number }>()
    const eleven = await send(
      submission(
        formId,
        Array.from({ length: 11 }, (_, i) => new File([PNG], `p${i}.png`)),
      ),
      uniqueAddress(),
      'en',
    )
    expect(eleven.status).toBe(400)
    expect(eleven.json.code).toBe('TOO_MANY_FILES')
    expect((await send(submission(formId, [new File([PNG], 'ok.png'), new File([SVG], 'x.svg')]))).json.code).toBe(
      'UNSUPPORTED_FILE_TYPE',
    )
    expect(
      (await send(submission(formId, [new File(['<html><script>alert(1)</script></html>'], 'x.png')]))).status,
    ).toBe(415)
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await send(submission(formId, [new File([big], 'big.png')]))).status).toBe(413)
    expect((await send(submission(formId, [new File([PNG], 'a.png')], { field: 'name' }))).json.code).toBe(
      'FORM_TAKES_NO_FILES',
    )
    expect((await send(submission(formId, [new File([PNG], 'a.png')], { field: 'nope' }))).json.code).toBe(
      'FORM_TAKES_NO_FILES',
    )
    const contact = await env.DB.prepare("SELECT id FROM forms WHERE slug = 'contact'").first<{ id: number }>()
    const toContact = await send(
      submission(contact?.id ?? 1, [new File([PNG], 'a.png')], {
        data: { name: 'Ana', email: 'ana@example.com', reason: 'other', message: 'Pozdrav' },
      }),
    )
    expect(toContact.json.code).toBe('FORM_TAKES_NO_FILES')
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = ?')
        .bind(formId)
        .first<{ n: number }>(),
    ).toEqual(before)
  })

  it('attacker: uploads are throttled per client address (429 with Retry-After); other addresses still send', async () => {
    const formId = await formWithFileField()
    const address = uniqueAddress()
    for (let i = 0; i < 5; i++)
      expect((await send(submission(formId, [new File([PNG], `t${i}.png`)]), address)).status).toBe(201)
    const refused = await send(submission(formId, [new File([PNG], 't6.png')]), address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await send(submission(formId, [new File([PNG], 't7.png')]))).status).toBe(201)
  })
})
