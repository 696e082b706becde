import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { appFetch, sameOrigin } from '../../test/edge/helpers'
import { ADMIN_EMAIL, sessionCookie } from '../../test/session'

const PNG_1x1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)

describe('media and payment pass-through', () => {
  it('serves media files with their long-lived cache headers and the security headers', async () => {
    const res = await appFetch('/media/1/900/medium/izlog-logo.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await res.text()).toContain('<svg')
  })

  it("media keep the backend's sandboxing policy through the edge; an SVG opened on its own downloads", async () => {
    const svg = await appFetch('/media/1/900/original/izlog-logo.svg')
    expect(svg.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox",
    )
    expect(svg.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/)
    const page = await appFetch('/kontakt')
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'nonce-")
  })

  it('unknown media is a 404, not a 500', async () => {
    const res = await appFetch('/media/1/999999/medium/nothing.png')
    expect(res.status).toBe(404)
  })

  it("a form's files stream through the API proxy untouched; only staff download them, as sandboxed attachments", async () => {
    const created = await env.DB.prepare('INSERT INTO forms (slug) VALUES (?) RETURNING id')
      .bind(`upload-${crypto.randomUUID().slice(0, 8)}`)
      .first<{ id: number }>()
    const fields = JSON.stringify([{ name: 'photos', type: 'file', label: 'Fotografije', required: true }])
    await env.DB.prepare(
      "INSERT INTO form_translations (form_id, language, name, fields) VALUES (?, 'hr', 'Datoteke', ?)",
    )
      .bind(created?.id, fields)
      .run()
    const form = new FormData()
    form.append('payload', JSON.stringify({ id: created?.id, data: {} }))
    form.append('file.photos', new File([PNG_1x1], 'pixel.png', { type: 'image/png' }))
    const res = await appFetch(
      '/api/v1/form/storeData',
      sameOrigin({
        method: 'POST',
        body: form,
        headers: { 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
      }),
    )
    expect(res.status).toBe(201)
    const submissionId = (await res.json<{ data: { id: number } }>()).data.id
    const upload = await env.DB.prepare('SELECT id, name FROM form_uploads WHERE submission_id = ?')
      .bind(submissionId)
      .first<{ id: number; name: string }>()
    const href = `/media/form-uploads/${upload?.id}/${upload?.name}`
    expect((await appFetch(href)).status).toBe(404)
    const file = await appFetch(href, { headers: { Cookie: await sessionCookie(ADMIN_EMAIL) } })
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox",
    )
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="pixel.png"/)
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_1x1)
  })

  it('the payment page route reaches the upstream and is never cached', async () => {
    const res = await appFetch('/pay/not-a-real-token')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })
})
