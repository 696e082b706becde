import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PostDto } from '../../contract/dto/cms'
import type { NewPageCreated } from '../../contract/dto/page-draft'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { postPurge } from '../../worker/cache/purge-post'
import { appFetch, cookieHeader, sameOrigin } from './helpers'

/**
 * Every staff write that changes what visitors see of a post or page purges its cached copies,
 * as edit mode's publish does (issue 32): post/update (status, publication time, slugs),
 * post/create and a page's new translation.
 */
let staff = ''
beforeAll(async () => {
  staff = await signAccessToken(env, {
    userId: 1,
    email: 'admin@izlog.hr',
    firstName: 'Ana',
    lastName: 'Babić',
    isBackofficeUser: true,
  })
})

const asStaff = (method: string, body: unknown): RequestInit =>
  sameOrigin({
    method,
    headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

const unique = () => crypto.randomUUID().slice(0, 8)
const pageBody = (hr: string, en: string, status: 'published' | 'draft' = 'published') => ({
  postType: 'page',
  status,
  translations: {
    hr: { title: `Tajna ${hr}`, slug: hr, sections: [{ type: 'hero', id: 'hero', title: 'Tajni sadržaj' }] },
    en: { title: `Secret ${en}`, slug: en, sections: [{ type: 'hero', id: 'hero', title: 'Secret content' }] },
  },
})

async function createPage(hr: string, en: string, status: 'published' | 'draft' = 'published'): Promise<number> {
  const created = await appFetch('/api/v1/post/create', asStaff('POST', pageBody(hr, en, status)))
  expect(created.status).toBe(201)
  return ((await created.json()) as { data: PostDto }).data.id
}

/** The page is in the page cache: the second anonymous request is a hit. */
async function warm(path: string): Promise<void> {
  expect((await appFetch(path)).status, path).toBe(200)
  const hit = await appFetch(path)
  expect(hit.headers.get('X-Cache'), path).toBe('HIT')
  expect(await hit.text()).toMatch(/Tajni sadržaj|Secret content/)
}

describe('post writes purge the page cache', () => {
  it('attacker (a visitor after the fact): a page set back to draft through post/update is not served from the cache', async () => {
    const hr = `povuceno-${unique()}`
    const id = await createPage(hr, `${hr}-en`)
    await warm(`/${hr}`)
    await warm(`/en/${hr}-en`)
    const update = await appFetch(`/api/v1/post/update/${id}`, asStaff('PATCH', { status: 'draft' }))
    expect(update.status).toBe(200)
    for (const path of [`/${hr}`, `/en/${hr}-en`]) {
      const res = await appFetch(path)
      expect(res.headers.get('X-Cache'), path).not.toBe('HIT')
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toMatch(/Tajni sadržaj|Secret content/)
    }
  })

  it('attacker: a page moved to a publication time still to come, or to a new slug, leaves no copy at its old path', async () => {
    const hr = `zakazano-${unique()}`
    const id = await createPage(hr, `${hr}-en`)
    await warm(`/${hr}`)
    expect(
      (await appFetch(`/api/v1/post/update/${id}`, asStaff('PATCH', { publishedAt: '2999-01-01T00:00:00Z' }))).status,
    ).toBe(200)
    expect((await appFetch(`/${hr}`)).status).toBe(404)

    const moved = `preseljeno-${unique()}`
    const other = await createPage(moved, `${moved}-en`)
    await warm(`/${moved}`)
    expect(
      (
        await appFetch(
          `/api/v1/post/update/${other}`,
          asStaff('PATCH', { translations: { hr: { slug: `${moved}-novo` } } }),
        )
      ).status,
    ).toBe(200)
    expect((await appFetch(`/${moved}`)).status).toBe(404)
    expect((await appFetch(`/${moved}-novo`)).status).toBe(200)
  })

  it('a new page and a new translation replace the cached 404 at their paths at once', async () => {
    const hr = `nova-${unique()}`
    const missing = await appFetch(`/${hr}`)
    expect(missing.status).toBe(404)
    expect((await appFetch(`/${hr}`)).headers.get('X-Cache')).toBe('HIT')
    await createPage(hr, `${hr}-en`)
    expect((await appFetch(`/${hr}`)).status).toBe(200)

    const single = `jednojezicna-${unique()}`
    const created = await appFetch(
      '/api/v1/post/createPage',
      asStaff('POST', { title: 'Jedan jezik', slug: single, template: 'page', language: 'hr' }),
    )
    expect(created.status).toBe(201)
    const { postId } = ((await created.json()) as { data: NewPageCreated }).data
    expect((await appFetch(`/api/v1/post/update/${postId}`, asStaff('PATCH', { status: 'published' }))).status).toBe(
      200,
    )
    expect((await appFetch(`/en/${single}-en`)).status).toBe(404)
    expect((await appFetch(`/en/${single}-en`)).headers.get('X-Cache')).toBe('HIT')
    const translated = await appFetch(
      '/api/v1/link/postTranslation',
      asStaff('PUT', { postId, language: 'en', title: 'One language', slug: `${single}-en` }),
    )
    expect(translated.status).toBe(201)
    expect((await appFetch(`/en/${single}-en`)).status).toBe(200)
  })

  it('a page’s update leaves the rest of the site warm; a customer cannot purge by calling it', async () => {
    const hr = `mirna-${unique()}`
    const id = await createPage(hr, `${hr}-en`)
    const other = `/o-nama?v=${unique()}`
    await appFetch(other)
    expect((await appFetch(`/api/v1/post/update/${id}`, asStaff('PATCH', { status: 'draft' }))).status).toBe(200)
    expect((await appFetch(other)).headers.get('X-Cache')).toBe('HIT')

    const customer = await signAccessToken(env, {
      userId: 2,
      email: 'kupac@izlog.hr',
      firstName: 'K',
      lastName: 'K',
      isBackofficeUser: false,
    })
    const refused = await appFetch(
      `/api/v1/post/update/${id}`,
      sameOrigin({
        method: 'PATCH',
        headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: customer }), 'Content-Type': 'application/json' },
        body: '{"status":"draft"}',
      }),
    )
    expect(refused.status).toBe(403)
    expect((await appFetch(other)).headers.get('X-Cache')).toBe('HIT')
  })

  it('postPurge: both versions’ paths in both languages; a blog post takes every page', () => {
    const post = (slugs: { hr: string; en: string }, postType = 'page') => ({ id: 7, slugs, postType }) as PostDto
    expect(postPurge([post({ hr: 'stara', en: 'old' }), post({ hr: 'nova', en: 'new' })])).toEqual({
      paths: ['/stara', '/en/old', '/nova', '/en/new'],
      slugs: ['stara', 'old', 'nova', 'new'],
      postIds: [7],
      listsChanged: false,
      everyPage: false,
    })
    expect(postPurge([null, post({ hr: 'naslovnica', en: 'home' })])?.paths).toEqual(['/', '/en/'])
    expect(postPurge([null, post({ hr: 'vijest', en: 'news-item' }, 'post')])).toMatchObject({
      listsChanged: true,
      everyPage: true,
    })
    expect(postPurge([null, null])).toBeNull()
  })
})
