import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PostDto, SlugSearchResult, UrlOnLanguage } from '../../../contract/dto/cms'
import { call, tokenFor } from './test-helpers'

/**
 * The finder answers anyone but staff only about what visitors may see (issue 32): post ids are
 * sequential, so getUrlOnLanguage must not tell the slug of a draft page or a scheduled post.
 */
let admin = ''
beforeAll(async () => {
  admin = await tokenFor('admin@izlog.hr')
})

const urlOn = (body: Record<string, unknown>, token?: string) =>
  call<UrlOnLanguage>('/api/v1/finder/getUrlOnLanguage', { body, token: token ?? null })

async function newPost(
  status: 'draft' | 'published',
  publishedAt?: string,
): Promise<{ id: number; hr: string; en: string }> {
  const suffix = crypto.randomUUID().slice(0, 8)
  const hr = `tajni-plan-${suffix}`
  const en = `secret-plan-${suffix}`
  const translation = (slug: string) => ({ title: `Tajni plan ${suffix}`, slug, excerpt: '', body: '<p>Tekst</p>' })
  const created = await call<PostDto>('/api/v1/post/create', {
    body: {
      postType: 'page',
      status,
      ...(publishedAt ? { publishedAt } : {}),
      translations: { hr: translation(hr), en: translation(en) },
    },
    token: admin,
  })
  expect(created.status).toBe(201)
  return { id: created.json.data.id, hr, en }
}

describe('finder: only what visitors may see', () => {
  it('attacker: getUrlOnLanguage does not reveal the slug of a draft page, by id', async () => {
    const draft = await newPost('draft')
    for (const newLanguage of [31, 41]) {
      const res = await urlOn({ newLanguage, postId: draft.id })
      expect(res.status).toBe(404)
      expect(JSON.stringify(res.json)).not.toContain('secret-plan')
      expect(JSON.stringify(res.json)).not.toContain('tajni-plan')
    }
    // Exactly what an unknown id answers: a draft's existence is not told either.
    expect((await urlOn({ newLanguage: 31, postId: draft.id })).json).toEqual(
      (await urlOn({ newLanguage: 31, postId: 987654 })).json,
    )
  })

  it('attacker: a post published for a time still to come stays hidden from getUrlOnLanguage and searchSlugs', async () => {
    const scheduled = await newPost('published', '2999-01-01T00:00:00Z')
    expect((await urlOn({ newLanguage: 31, postId: scheduled.id })).status).toBe(404)
    const search = await call<SlugSearchResult[]>(`/api/v1/finder/searchSlugs?s=${scheduled.hr}`)
    expect(search.json.data).toEqual([])
  })

  it('attacker: getUrlOnLanguage does not tell whether a draft event exists', async () => {
    const row = await env.DB.prepare(
      "INSERT INTO events (status, starts_at) VALUES ('draft', '2999-01-01T10:00:00Z') RETURNING id",
    ).first<{ id: number }>()
    const eventId = row?.id ?? 0
    expect((await urlOn({ newLanguage: 31, eventId })).status).toBe(404)
    expect((await urlOn({ newLanguage: 31, eventId }, admin)).json.data.url).toBe(`/en/event/${eventId}`)
  })

  it('staff get the URL of a draft (edit mode switches language on it); visitors once it is published', async () => {
    const page = await newPost('draft')
    expect((await urlOn({ newLanguage: 31, postId: page.id }, admin)).json.data.url).toBe(`/en/${page.en}`)
    const published = await call<PostDto>(`/api/v1/post/update/${page.id}`, {
      method: 'PATCH',
      body: { status: 'published' },
      token: admin,
    })
    expect(published.status).toBe(200)
    expect((await urlOn({ newLanguage: 31, postId: page.id })).json.data.url).toBe(`/en/${page.en}`)
    expect((await urlOn({ newLanguage: 41, postId: page.id })).json.data.url).toBe(`/${page.hr}`)
    const search = await call<SlugSearchResult[]>(`/api/v1/finder/searchSlugs?s=${page.hr}`)
    expect(search.json.data.map((r) => r.id)).toEqual([page.id])
  })
})
