import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MediaDto } from './store'
import { callBackend, callBackendRaw, loginAs, SEEDED } from '../test-helpers'
import { noisePng, pngSize } from './test-png'
import { variantKey } from './raster-variant'
import { SOCIAL_IMAGE, socialImage } from '../../../contract/social-image'
import { imageSize } from './dimensions'

/** The og:image variant (issue 34): social networks do not show SVG, so every page image has a 1200 × 630 PNG. */

/** A real 1×1 PNG. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="180"/></svg>'

let admin = ''
beforeAll(async () => {
  admin = (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
})

async function upload(file: File): Promise<MediaDto> {
  const data = new FormData()
  data.append('files', file)
  const res = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', { token: admin, body: data })
  expect(res.status).toBe(201)
  return res.json.data![0]!
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 6)}`
const stored = async (media: MediaDto) => env.MEDIA.head(variantKey(media, SOCIAL_IMAGE.size))
const defaultCard = async () =>
  new Uint8Array(await (await env.ASSETS.fetch(`http://x${SOCIAL_IMAGE.fallback}`)).arrayBuffer())

describe('social image variant (og)', () => {
  it('maps any size of a media path to its og image (a photo a JPEG, a drawing a PNG), anything else to the default card', () => {
    expect(socialImage('/media/1/42/large/majica-bura.svg')).toEqual({
      path: '/media/1/42/og/majica-bura.png',
      type: 'image/png',
    })
    expect(socialImage('/media/1/42/thumbnail/photo.JPG')).toEqual({
      path: '/media/1/42/og/photo.jpg',
      type: 'image/jpeg',
    })
    expect(socialImage('/media/1/42/fullhd/photo.webp')).toEqual({
      path: '/media/1/42/og/photo.jpg',
      type: 'image/jpeg',
    })
    expect(socialImage('https://cdn.example/a.svg')).toEqual({ path: '/og-default.png', type: 'image/png' })
    expect(socialImage(undefined)).toEqual({ path: '/og-default.png', type: 'image/png' })
  })

  it('an SVG, a PNG and a photo become 1200 × 630 images of the type their URL says, made once and kept in R2', async () => {
    // A JPEG photo, made by the binding itself from noise.
    const noise = await noisePng(300, 150)
    const photo = await (
      await env.IMAGES.input(new Blob([noise]).stream()).output({ format: 'image/jpeg' })
    )
      .response()
      .arrayBuffer()
    for (const [media, type] of [
      [await upload(new File([SVG], `${unique('krug')}.svg`, { type: 'image/svg+xml' })), 'image/png'],
      [await upload(new File([PIXEL], `${unique('tocka')}.png`, { type: 'image/png' })), 'image/png'],
      [await upload(new File([photo], `${unique('foto')}.jpg`, { type: 'image/jpeg' })), 'image/jpeg'],
    ] as const) {
      const social = socialImage(media.urls.large)
      expect(social.type).toBe(type)
      const res = await callBackendRaw('GET', social.path, { noApiKey: true })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(type)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(imageSize(bytes, type)).toEqual({ width: 1200, height: 630 })
      expect(await stored(media)).not.toBeNull()
      const again = new Uint8Array(await (await callBackendRaw('GET', social.path, { noApiKey: true })).arrayBuffer())
      expect(again).toEqual(bytes)
    }
  })

  it('when no raster can be made (no binding, or SVG passed through as in production) the answer is the default card, not kept', async () => {
    const passThrough = {
      input: () => ({
        transform() {
          return this
        },
        output: async () => ({
          contentType: () => 'image/svg+xml',
          response: () => new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } }),
        }),
      }),
    }
    const card = await defaultCard()
    expect(pngSize(card)).toEqual({ width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height })
    for (const IMAGES of [undefined, passThrough]) {
      const media = await upload(new File([SVG], `${unique('bez')}.svg`, { type: 'image/svg+xml' }))
      const res = await callBackendRaw('GET', socialImage(media.urls.large).path, {
        noApiKey: true,
        env: { IMAGES } as never,
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
      expect(res.headers.get('etag')).toBeNull()
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(card)
      expect(await stored(media)).toBeNull()
    }
  })
})
