import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MediaDto } from './store'
import type { MediaFolderDto } from '../../../contract/dto/media'
import { callBackend, callBackendRaw, loginAs, SEEDED } from '../test-helpers'
import { noisePng, pngSize } from './test-png'
import { variantKey } from './raster-variant'

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#6d28d9"/></svg>'

const png = (name: string) => new File([PNG], name, { type: 'image/png' })
const form = (...files: File[]) => {
  const data = new FormData()
  for (const file of files) data.append('files', file)
  return data
}

let admin = ''
let customer = ''
beforeAll(async () => {
  admin = (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
  customer = (await loginAs(SEEDED.customer.email, SEEDED.customer.password)).accessToken
})

describe('folders', () => {
  it('files are uploaded into folders, listed and moved; a folder is deleted only when empty', async () => {
    const name = `Mapa ${crypto.randomUUID().slice(0, 6)}`
    const top = await callBackend<MediaFolderDto>('POST', '/api/v1/directory/create', { token: admin, body: { name } })
    expect(top.status).toBe(201)
    expect(top.json.data).toMatchObject({ name, parentId: null, path: [name], files: 0 })
    const child = await callBackend<MediaFolderDto>('POST', '/api/v1/directory/create', {
      token: admin,
      body: { name: 'Ljeto', parentId: top.json.data?.id },
    })
    expect(child.json.data).toMatchObject({ path: [name, 'Ljeto'] })
    const twice = await callBackend('POST', '/api/v1/directory/create', {
      token: admin,
      body: { name: name.toUpperCase() },
      language: 'en',
    })
    expect(twice.status).toBe(409)
    expect(twice.json).toMatchObject({ code: 'FOLDER_EXISTS', field: 'name' })
    expect(
      (await callBackend('POST', '/api/v1/directory/create', { token: admin, body: { name: 'a/b' } })).status,
    ).toBe(400)
    expect(
      (await callBackend('POST', '/api/v1/directory/create', { token: admin, body: { name: 'x', parentId: 99999999 } }))
        .status,
    ).toBe(404)

    const data = form(png(`u-mapi-${crypto.randomUUID().slice(0, 6)}.png`))
    data.append('folderId', String(child.json.data?.id))
    const uploaded = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', { token: admin, body: data })
    const file = uploaded.json.data![0]!
    expect(file.folderId).toBe(child.json.data?.id)
    const inFolder = await callBackend<{ data: MediaDto[] }>('POST', '/api/v1/media/filterStandard', {
      token: admin,
      body: { folderId: child.json.data?.id },
    })
    expect(inFolder.json.data?.data.map((media) => media.id)).toEqual([file.id])
    const atTop = await callBackend<{ data: MediaDto[] }>('POST', '/api/v1/media/filterStandard', {
      token: admin,
      body: { folderId: null, limit: 200 },
    })
    expect(atTop.json.data?.data.some((media) => media.id === file.id)).toBe(false)
    const folders = await callBackend<MediaFolderDto[]>('GET', '/api/v1/directory/filter', { token: admin })
    expect(folders.json.data?.find((folder) => folder.id === child.json.data?.id)?.files).toBe(1)

    // Not empty: refused, and the file and folder stay.
    const refused = await callBackend('DELETE', `/api/v1/directoryItem/delete/${top.json.data?.id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ code: 'FOLDER_NOT_EMPTY' })
    expect(
      (await callBackend('DELETE', `/api/v1/directoryItem/delete/${child.json.data?.id}`, { token: admin })).status,
    ).toBe(409)
    // Moved to the top, the folders can go.
    const moved = await callBackend<MediaDto>('PATCH', `/api/v1/media/update/${file.id}`, {
      token: admin,
      body: { folderId: null },
    })
    expect(moved.json.data?.folderId).toBeNull()
    expect(
      (await callBackend('PATCH', `/api/v1/media/update/${file.id}`, { token: admin, body: { folderId: 99999999 } }))
        .status,
    ).toBe(404)
    expect(
      (await callBackend('DELETE', `/api/v1/directoryItem/delete/${child.json.data?.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (await callBackend('DELETE', `/api/v1/directoryItem/delete/${top.json.data?.id}`, { token: admin })).status,
    ).toBe(200)
    expect(
      (await callBackend('DELETE', `/api/v1/directoryItem/delete/${top.json.data?.id}`, { token: admin })).status,
    ).toBe(404)
    expect((await callBackend('GET', '/api/v1/directory/filter', { token: customer })).status).toBe(403)
    expect((await callBackend('POST', '/api/v1/directory/create', { body: { name: 'x' } })).status).toBe(401)
  })
})

describe('resized variants of raster images (Images binding)', () => {
  it('every size but the original is resized once, kept in R2, never larger than its box; deleting the file removes them', async () => {
    const original = await noisePng(800, 400)
    const uploaded = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(new File([original], `sum-${crypto.randomUUID().slice(0, 6)}.png`, { type: 'image/png' })),
    })
    expect(uploaded.status).toBe(201)
    const media = uploaded.json.data![0]!
    expect(media).toMatchObject({ width: 800, height: 400 })

    const thumbnail = await callBackendRaw('GET', media.urls.thumbnail)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/png')
    const small = new Uint8Array(await thumbnail.arrayBuffer())
    expect(pngSize(small)).toEqual({ width: 50, height: 50 })
    expect(small.byteLength).toBeLessThan(original.byteLength / 20)
    expect(Number(thumbnail.headers.get('content-length'))).toBe(small.byteLength)

    // A box keeps the proportions: 800×400 into 768×768 is 768×384.
    const medium = new Uint8Array(await (await callBackendRaw('GET', media.urls.medium)).arrayBuffer())
    expect(pngSize(medium)).toEqual({ width: 768, height: 384 })
    // The full HD box holds the whole image: the stored file, as it is.
    const digest = async (bytes: ArrayBuffer | Uint8Array) =>
      new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)).join(',')
    const stored = await digest(original)
    expect(await digest(await (await callBackendRaw('GET', media.urls.fullhd)).arrayBuffer())).toBe(stored)
    expect(await digest(await (await callBackendRaw('GET', media.urls.original)).arrayBuffer())).toBe(stored)

    // Made once: the second answer is the stored variant.
    const row = await env.DB.prepare('SELECT id, hash FROM media WHERE id = ?')
      .bind(media.id)
      .first<{ id: number; hash: string }>()
    expect(await env.MEDIA.head(variantKey(row!, 'thumbnail'))).not.toBeNull()
    expect(new Uint8Array(await (await callBackendRaw('GET', media.urls.thumbnail)).arrayBuffer())).toEqual(small)
    const etag = thumbnail.headers.get('etag') ?? ''
    expect((await callBackendRaw('GET', media.urls.thumbnail, { headers: { 'If-None-Match': etag } })).status).toBe(304)

    expect((await callBackend('DELETE', `/api/v1/media/delete/${media.id}`, { token: admin })).status).toBe(200)
    expect((await env.MEDIA.list({ prefix: `variants/${media.id}/` })).objects).toEqual([])
  })

  it('without the Images binding a resized size is a clear 503, never the original', async () => {
    const original = await noisePng(300, 300)
    const uploaded = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(new File([original], `bez-${crypto.randomUUID().slice(0, 6)}.png`, { type: 'image/png' })),
    })
    const media = uploaded.json.data![0]!
    const res = await callBackend('GET', media.urls.thumbnail, { env: { IMAGES: undefined } as never })
    expect(res.status).toBe(503)
    expect(res.json).toMatchObject({ code: 'MEDIA_VARIANT_UNAVAILABLE' })
  })
})

describe('media upload → serve → update → delete', () => {
  it('uploads a PNG and an SVG, serves them, lists, updates and deletes', async () => {
    const marker = crypto.randomUUID().slice(0, 8)
    const upload = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(png(`pixel ${marker}.png`), new File([SVG], `shape-${marker}.svg`, { type: 'image/svg+xml' })),
    })
    expect(upload.status).toBe(201)
    const [pixel, shape] = upload.json.data ?? []
    expect(pixel).toMatchObject({
      title: `pixel ${marker}`,
      mime: 'image/png',
      extension: 'png',
      width: 1,
      height: 1,
      size: PNG.byteLength,
    })
    expect(shape).toMatchObject({ mime: 'image/svg+xml', extension: 'svg', width: 200, height: 100 })
    expect(pixel?.path).toBe(`/media/1/${pixel?.id}/medium/pixel-${marker}.png`)

    // Served from R2 with long-lived caching, ETag and conditional GET.
    const served = await callBackendRaw('GET', pixel?.urls.original ?? '', { noApiKey: true })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    const etag = served.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const again = await callBackendRaw('GET', pixel?.urls.original ?? '', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    // A byte range (a video seeking) gets that part; a range outside the file 416.
    const part = await callBackendRaw('GET', pixel?.urls.original ?? '', { headers: { Range: 'bytes=8-15' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 8-15/${PNG.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(PNG.slice(8, 16))
    const tail = await callBackendRaw('GET', pixel?.urls.original ?? '', { headers: { Range: 'bytes=-4' } })
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(PNG.slice(-4))
    const outside = await callBackendRaw('GET', pixel?.urls.original ?? '', {
      headers: { Range: `bytes=${PNG.length}-` },
    })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('content-range')).toBe(`bytes */${PNG.length}`)
    expect((await callBackendRaw('GET', pixel?.urls.original ?? '', { headers: { Range: 'items=1-2' } })).status).toBe(
      200,
    )
    // Raster sizes are the stored bytes.
    const medium = await callBackendRaw('GET', pixel?.urls.medium ?? '')
    expect(new Uint8Array(await medium.arrayBuffer())).toEqual(PNG)

    // SVG sizes are real variants fitted to the size's box.
    const thumb = await callBackendRaw('GET', shape?.urls.thumbnail ?? '')
    expect(thumb.headers.get('content-type')).toBe('image/svg+xml')
    const thumbText = await thumb.text()
    expect(thumbText).toMatch(/<svg width="50" height="50" preserveAspectRatio="xMidYMid slice" viewBox="0 0 200 100"/)
    expect(thumbText).toContain('<rect width="200" height="100"')
    // Other sizes keep the drawing's 2:1 proportions inside their box.
    expect(await (await callBackendRaw('GET', shape?.urls.medium ?? '')).text()).toMatch(
      /<svg width="768" height="384" viewBox="0 0 200 100"/,
    )
    // Stored as the sanitiser's rewrite: namespaces declared, the XML declaration gone.
    expect(await (await callBackendRaw('GET', shape?.urls.original ?? '')).text()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100"><rect width="200" height="100" fill="#6d28d9"/></svg>',
    )

    const badSize = await callBackend('GET', `/media/1/${pixel?.id}/huge/x.png`)
    expect(badSize.status).toBe(404)
    expect(badSize.json.code).toBe('MEDIA_SIZE_NOT_FOUND')
    expect((await callBackend('GET', '/media/1/999999999/medium/x.png')).status).toBe(404)
    expect((await callBackend('GET', `/media/7/${pixel?.id}/medium/x.png`)).status).toBe(404)

    const list = await callBackend<{ data: MediaDto[]; pagination: { totalRecords: number; totalPages: number } }>(
      'POST',
      '/api/v1/media/filterStandard',
      {
        token: admin,
        body: { page: 1, limit: 10, search: marker },
      },
    )
    expect(list.status).toBe(200)
    expect(list.json.data?.pagination.totalRecords).toBe(2)
    expect(list.json.data?.data.map((m) => m.id).sort()).toEqual([pixel?.id, shape?.id].sort())
    const images = await callBackend<{ data: MediaDto[] }>('POST', '/api/v1/media/filterStandard', {
      token: admin,
      body: { search: marker, type: 'pdf' },
    })
    expect(images.json.data?.data).toEqual([])

    const updated = await callBackend<MediaDto>('PATCH', `/api/v1/media/update/${pixel?.id}`, {
      token: admin,
      body: { title: 'Piksel', description: 'Jedan piksel' },
    })
    expect(updated.status).toBe(200)
    expect(updated.json.data).toMatchObject({
      title: 'Piksel',
      displayName: 'Piksel',
      description: 'Jedan piksel',
      path: `/media/1/${pixel?.id}/medium/piksel.png`,
    })
    expect((await callBackend('PATCH', `/api/v1/media/update/${pixel?.id}`, { token: admin, body: {} })).status).toBe(
      400,
    )

    const described = await callBackend<MediaDto>('PATCH', `/api/v1/media/update/${pixel?.id}`, {
      token: admin,
      body: { alt: { hr: 'Crveni piksel', en: 'A red pixel' } },
    })
    expect(described.json.data).toMatchObject({ title: 'Piksel', alt: { hr: 'Crveni piksel', en: 'A red pixel' } })
    // One language at a time keeps the other's text; the search finds a file by its alternative text.
    const english = await callBackend<MediaDto>('PATCH', `/api/v1/media/update/${pixel?.id}`, {
      token: admin,
      body: { alt: { en: 'One red pixel' } },
    })
    expect(english.json.data?.alt).toEqual({ hr: 'Crveni piksel', en: 'One red pixel' })
    const byAlt = await callBackend<{ data: MediaDto[] }>('POST', '/api/v1/media/filterStandard', {
      token: admin,
      body: { search: 'Crveni piksel' },
    })
    expect(byAlt.json.data?.data.map((m) => m.id)).toContain(pixel?.id)
    const tooLong = await callBackend<unknown>('PATCH', `/api/v1/media/update/${pixel?.id}`, {
      token: admin,
      body: { alt: { hr: 'x'.repeat(301) } },
    })
    expect(tooLong.status).toBe(400)
    expect(
      (await callBackend('PATCH', `/api/v1/media/update/${pixel?.id}`, { token: admin, body: { title: '   ' } }))
        .status,
    ).toBe(400)
    expect(
      (await callBackend('PATCH', `/api/v1/media/update/${pixel?.id}`, { token: customer, body: { alt: { hr: 'x' } } }))
        .status,
    ).toBe(403)

    const row = await env.DB.prepare('SELECT r2_key FROM media WHERE id = ?')
      .bind(pixel?.id)
      .first<{ r2_key: string }>()
    expect(await env.MEDIA.head(row?.r2_key ?? '')).not.toBeNull()
    const deleted = await callBackend('DELETE', `/api/v1/media/delete/${pixel?.id}`, { token: admin })
    expect(deleted.status).toBe(200)
    expect(await env.MEDIA.head(row?.r2_key ?? '')).toBeNull()
    expect((await callBackendRaw('GET', pixel?.urls.original ?? '')).status).toBe(404)
    expect((await callBackend('DELETE', `/api/v1/media/delete/${pixel?.id}`, { token: admin })).status).toBe(404)
  })
})

describe('deleting a file that is used', () => {
  it('refuses while a product, a post or a page section shows it, and deletes it once nothing does', async () => {
    const upload = async (name: string) =>
      (await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', { token: admin, body: form(png(name)) })).json
        .data![0]!
    const productImage = (await env.DB.prepare('SELECT media_id FROM product_media LIMIT 1').first<{
      media_id: number
    }>())!.media_id
    const refused = await callBackend<unknown>('DELETE', `/api/v1/media/delete/${productImage}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('MEDIA_IN_USE')
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM product_media WHERE media_id = ?')
        .bind(productImage)
        .first<{ n: number }>(),
    ).toEqual({ n: expect.any(Number) })
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM product_media WHERE media_id = ?')
        .bind(productImage)
        .first<{ n: number }>())!.n,
    ).toBeGreaterThan(0)

    // An image only a page section shows (the hero of a page) is in use too.
    const hero = await upload(`hero-${crypto.randomUUID().slice(0, 6)}.png`)
    const slug = `slika-${crypto.randomUUID().slice(0, 8)}`
    const sections = [{ type: 'hero', id: 'hero', title: 'S', image: { id: hero.id, url: hero.urls.medium, alt: '' } }]
    const page = await callBackend<{ id: number }>('POST', '/api/v1/post/create', {
      token: admin,
      body: {
        postType: 'page',
        status: 'published',
        translations: {
          hr: { title: 'S', slug, sections },
          en: { title: 'S', slug: `${slug}-en`, sections: [{ type: 'hero', id: 'hero', title: 'S' }] },
        },
      },
    })
    expect(page.status).toBe(201)
    expect((await callBackend('DELETE', `/api/v1/media/delete/${hero.id}`, { token: admin })).status).toBe(409)
    // The media manager names the places before it asks.
    const usage = await callBackend<Array<{ kind: string; id: number; title: string }>>(
      'GET',
      `/api/v1/media/usage/${hero.id}`,
      { token: admin },
    )
    expect(usage.json.data).toEqual([{ kind: 'page', id: page.json.data!.id, title: 'S' }])
    const productUsage = await callBackend<Array<{ kind: string; title: string }>>(
      'GET',
      `/api/v1/media/usage/${productImage}`,
      { token: admin, language: 'en' },
    )
    expect(productUsage.json.data?.[0]).toMatchObject({ kind: 'product', title: expect.any(String) })
    expect((await callBackend('GET', `/api/v1/media/usage/${hero.id}`, { token: customer })).status).toBe(403)

    const unused = await upload(`slobodna-${crypto.randomUUID().slice(0, 6)}.png`)
    expect((await callBackend('DELETE', `/api/v1/media/delete/${unused.id}`, { token: admin })).status).toBe(200)
  })
})

describe('media permissions and limits', () => {
  it('is backoffice only (401 anonymous, 403 customer)', async () => {
    expect((await callBackend('POST', '/api/v2/media/upload', { body: form(png('a.png')) })).status).toBe(401)
    expect(
      (await callBackend('POST', '/api/v2/media/upload', { token: customer, body: form(png('a.png')) })).status,
    ).toBe(403)
    expect((await callBackend('POST', '/api/v1/media/filterStandard', { token: customer, body: {} })).status).toBe(403)
    expect((await callBackend('DELETE', '/api/v1/media/delete/900', { token: customer })).status).toBe(403)
  })

  it('sniffs content, not names; stores SVG only as its sanitised rewrite, refuses what cannot be read', async () => {
    const fake = await callBackend('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(new File(['just text'], 'fake.png', { type: 'image/png' })),
    })
    expect(fake.status).toBe(415)
    expect(fake.json.code).toBe('UNSUPPORTED_FILE_TYPE')
    const active =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4" onclick="alert(3)"/></svg>'
    const cleaned = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(new File([active], 'x.svg')),
    })
    expect(cleaned.status).toBe(201)
    const stored = await (await callBackendRaw('GET', cleaned.json.data?.[0]?.urls.original ?? '')).text()
    expect(stored).toContain('<circle r="4"/>')
    expect(stored).not.toMatch(/script|onload|onclick|alert/)
    const entity =
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'
    expect(
      (await callBackend('POST', '/api/v2/media/upload', { token: admin, body: form(new File([entity], 'y.svg')) }))
        .status,
    ).toBe(415)
    const broken = '<svg xmlns="http://www.w3.org/2000/svg"><g><circle r="1"/></svg>'
    const unsafe = await callBackend('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(new File([broken], 'z.svg')),
    })
    expect(unsafe.status).toBe(415)
    expect(unsafe.json.code).toBe('UNSAFE_SVG')
    // A PNG named .jpg is stored as what it is.
    const renamed = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(png('photo.jpg')),
    })
    expect(renamed.json.data?.[0]).toMatchObject({ mime: 'image/png', extension: 'png' })
    const pdf = await callBackend<MediaDto[]>('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'], 'doc.pdf')),
    })
    expect(pdf.json.data?.[0]).toMatchObject({ mime: 'application/pdf', extension: 'pdf' })
  })

  it('enforces file count and size limits, and nothing is stored from a refused upload', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const many = await callBackend('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(...Array.from({ length: 21 }, (_, i) => png(`${tag}-p${i}.png`))),
    })
    expect(many.status).toBe(400)
    expect(many.json).toMatchObject({ code: 'TOO_MANY_FILES', params: { max: 20 } })
    const big = new Uint8Array(20 * 1024 * 1024 + 1)
    big.set(PNG)
    const tooBig = await callBackend('POST', '/api/v2/media/upload', {
      token: admin,
      body: form(png(`${tag}-ok.png`), new File([big], `${tag}-big.png`)),
    })
    expect(tooBig.status).toBe(413)
    expect((await callBackend('POST', '/api/v2/media/upload', { token: admin, body: { files: [] } })).status).toBe(400)
    expect((await callBackend('POST', '/api/v2/media/upload', { token: admin, body: new FormData() })).status).toBe(400)
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM media WHERE original_name LIKE ?')
      .bind(`${tag}-%`)
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
  })

  it('attacker: an anonymous upload into the staff media library (media/uploadPublic) is gone; nothing lands in the library', async () => {
    const tag = `probe-${crypto.randomUUID().slice(0, 8)}`
    const res = await callBackend('POST', '/api/v2/media/uploadPublic', { body: form(png(`../../${tag}<script>.png`)) })
    expect(res.status).toBe(404)
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM media WHERE original_name LIKE ?')
        .bind(`%${tag}%`)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
    // Without a staff session the library's own upload refuses as well.
    expect((await callBackend('POST', '/api/v2/media/upload', { body: form(png(`${tag}.png`)) })).status).toBe(401)
    expect(
      (await callBackend('POST', '/api/v2/media/upload', { token: customer, body: form(png(`${tag}.png`)) })).status,
    ).toBe(403)
  })
})
