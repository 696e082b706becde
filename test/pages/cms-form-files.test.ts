import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sameOrigin, workerFetch } from '../edge/helpers'
import { submitCmsForm } from '../../client/features/forms/queries'
import { filesProblem } from '../../client/features/forms/cms-file-field'
import { ApiError, type ApiFetch } from '../../contract/api'
import { envelopeError } from '../../client/lib/api-query'

/** The browser's api client as far as bodies go: FormData as multipart, anything else as JSON. */
function browserApi(address: string): ApiFetch {
  return async <T>(request: Parameters<ApiFetch>[0]): Promise<T> => {
    const multipart = request.body instanceof FormData
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'CF-Connecting-IP': address,
      ...(multipart ? {} : { 'Content-Type': 'application/json' }),
    }
    const body = multipart ? (request.body as FormData) : JSON.stringify(request.body)
    const res = await workerFetch(`/${request.path}`, sameOrigin({ method: request.method, headers, body }))
    const json: unknown = await res.json()
    if (!res.ok) {
      const error = envelopeError(json, res.statusText)
      throw new ApiError(res.status, error.message, error.code)
    }
    return (json as { data: T }).data
  }
}

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)

describe("a CMS form's files, sent as the page sends them", () => {
  it('the page sends the values and the chosen files in one multipart submission the server stores', async () => {
    const created = await env.DB.prepare('INSERT INTO forms (slug) VALUES (?) RETURNING id')
      .bind(`files-${crypto.randomUUID().slice(0, 8)}`)
      .first<{ id: number }>()
    const fields = [
      { name: 'name', type: 'text', label: 'Ime', required: true },
      { name: 'photos', type: 'file', label: 'Fotografije', required: true },
    ]
    await env.DB.prepare(
      "INSERT INTO form_translations (form_id, language, name, fields) VALUES (?, 'hr', 'Prijava kvara', ?)",
    )
      .bind(created?.id, JSON.stringify(fields))
      .run()
    const api = browserApi(`198.51.100.${Math.floor(Math.random() * 250) + 1}`)
    const result = await submitCmsForm(api, {
      id: created?.id ?? 0,
      data: { name: 'Ana' },
      captcha: null,
      files: [{ field: 'photos', file: new File([PNG], 'kvar.png') }],
    })
    const stored = await env.DB.prepare('SELECT name, field FROM form_uploads WHERE submission_id = ?')
      .bind(result.id)
      .all<{ name: string; field: string }>()
    expect(stored.results).toEqual([{ name: 'kvar.png', field: 'photos' }])
    await expect(
      submitCmsForm(api, { id: created?.id ?? 0, data: { name: 'Ana' }, captcha: null, files: [] }),
    ).rejects.toThrow(/Fotografije/)
  })

  it('the page refuses what the server would before sending (count, size), in the page language', () => {
    const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`
    expect(filesProblem([new File([PNG], 'a.png')], t)).toBeNull()
    expect(
      filesProblem(
        Array.from({ length: 11 }, (_, i) => new File([PNG], `${i}.png`)),
        t,
      ),
    ).toBe('content.forms.filesTooMany{"count":10}')
    expect(filesProblem([new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png')], t)).toMatch(
      /^content\.forms\.fileTooLarge/,
    )
  })
})
