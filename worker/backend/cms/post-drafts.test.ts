import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PostDto } from '../../../contract/dto/cms'
import type { PageDraftDto, PagePublished, PostDraftFields } from '../../../contract/dto/page-draft'
import { call, tokenFor } from './test-helpers'

/** Blog posts in edit mode (issue 15): title, excerpt, body, hero image, categories and date, drafted and then published. */

let admin: string
let postId: number
let categories: number[]
let imageId: number
const slug = `objava-${crypto.randomUUID().slice(0, 8)}`

beforeAll(async () => {
  admin = await tokenFor('admin@izlog.hr')
  categories = (
    await env.DB.prepare("SELECT id FROM terms WHERE type = 'category' ORDER BY id LIMIT 2").all<{ id: number }>()
  ).results.map((row) => row.id)
  imageId = (await env.DB.prepare("SELECT id FROM media WHERE mime LIKE 'image/%' ORDER BY id LIMIT 1").first<{
    id: number
  }>())!.id
  const created = await call<PostDto>('/api/v1/post/create', {
    token: admin,
    body: {
      postType: 'post',
      status: 'published',
      publishedAt: '2026-03-01T08:30:00.000Z',
      termIds: [categories[0]],
      translations: {
        hr: { title: 'Stara objava', slug, excerpt: 'Stari sažetak', body: '<p>Stari tekst</p>' },
        en: { title: 'Old post', slug: `${slug}-en`, excerpt: 'Old summary', body: '<p>Old text</p>' },
      },
    },
  })
  expect(created.status).toBe(201)
  postId = created.json.data.id
})

const draft = async (lang: 'hr' | 'en' = 'hr') =>
  (await call<PageDraftDto>(`/api/v1/post/draft/${postId}`, { token: admin, lang })).json.data
const save = (post: PostDraftFields, revision: number, title = 'Nova objava') =>
  call(`/api/v1/post/draft/${postId}`, { method: 'PUT', token: admin, body: { title, sections: [], post, revision } })

describe('blog posts in edit mode', () => {
  it('starts from the live post, saves its fields as a draft and publishes them; the answer names the blog lists', async () => {
    const start = await draft()
    expect(start.post).toEqual({
      excerpt: 'Stari sažetak',
      body: '<p>Stari tekst</p>',
      image: null,
      categoryIds: [categories[0]],
      publishedAt: '2026-03-01',
    })
    const fields: PostDraftFields = {
      excerpt: 'Novi sažetak',
      body: '<p>Novi <strong>tekst</strong></p><script>alert(1)</script>',
      image: { id: imageId, url: `/media/1/${imageId}/medium/x.svg`, alt: 'Slika' },
      categoryIds: [categories[1]!, categories[0]!],
      publishedAt: '2026-04-15',
    }
    expect((await save(fields, 0)).status).toBe(200)
    const saved = await draft()
    expect(saved.post).toMatchObject({
      excerpt: 'Novi sažetak',
      body: '<p>Novi <strong>tekst</strong></p>',
      categoryIds: [categories[1], categories[0]],
    })
    // Visitors still see the live post.
    expect((await call<PostDto>(`/api/v1/post/get/${postId}`)).json.data.excerpt).toBe('Stari sažetak')

    const published = await call<PagePublished>(`/api/v1/post/publish/${postId}`, {
      token: admin,
      body: { revision: saved.revision, liveVersion: saved.liveVersion },
    })
    expect(published.status).toBe(200)
    expect(published.json.data).toMatchObject({ listsChanged: true, paths: expect.arrayContaining([`/${slug}`, '/']) })
    const live = (await call<PostDto>(`/api/v1/post/get/${postId}`)).json.data
    expect(live).toMatchObject({
      title: 'Nova objava',
      excerpt: 'Novi sažetak',
      body: '<p>Novi <strong>tekst</strong></p>',
      media: { id: imageId },
      published_at: '2026-04-15T08:30:00.000Z',
    })
    expect(live.terms.categories.map((term) => term.id)).toEqual([categories[1], categories[0]])
    // The English post keeps its own texts.
    expect((await call<PostDto>(`/api/v1/post/get/${postId}`, { lang: 'en' })).json.data.excerpt).toBe('Old summary')
  })

  it('refuses an image that is not in the library or a category that does not exist; nothing is stored', async () => {
    const start = await draft()
    const base: PostDraftFields = { excerpt: '', body: '<p>x</p>', image: null, categoryIds: [], publishedAt: null }
    const noImage = await save(
      { ...base, image: { id: 99_999_999, url: '/media/1/99999999/medium/x.png', alt: '' } },
      start.revision,
    )
    expect(noImage.status).toBe(400)
    expect(noImage.json.code).toBe('IMAGE_NOT_IN_LIBRARY')
    expect((await save({ ...base, categoryIds: [99_999_999] }, start.revision)).json.code).toBe(
      'POST_CATEGORY_NOT_FOUND',
    )
    expect((await save({ ...base, publishedAt: '15. 4. 2026.' }, start.revision)).status).toBe(400)
    expect((await draft()).revision).toBe(start.revision)
  })
})
