import { describe, expect, it } from 'vitest'
import { appFetch, sameOrigin } from '../../test/edge/helpers'

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
    expect(svg.headers.get('Content-Security-Policy')).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox")
    expect(svg.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/)
    const page = await appFetch('/kontakt')
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'nonce-")
  })

  it('unknown media is a 404, not a 500', async () => {
    const res = await appFetch('/media/1/999999/medium/nothing.png')
    expect(res.status).toBe(404)
  })

  it('multipart uploads stream through the API proxy untouched', async () => {
    const form = new FormData()
    form.append('files', new File([PNG_1x1], 'pixel.png', { type: 'image/png' }))
    const res = await appFetch('/api/v2/media/uploadPublic', sameOrigin({ method: 'POST', body: form }))
    expect(res.status).toBe(201)
    const body = await res.json<{ data: Array<{ mime: string; path: string }> }>()
    expect(body.data[0]?.mime).toBe('image/png')
    const file = await appFetch(body.data[0]?.path ?? '/media/none')
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_1x1)
  })

  it('the payment page route reaches the upstream and is never cached', async () => {
    const res = await appFetch('/pay/not-a-real-token')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })
})
