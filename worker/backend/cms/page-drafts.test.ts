import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PostDto } from '../../../contract/dto/cms'
import type { PageDraftDto, PageDraftSaved, PagePublished } from '../../../contract/dto/page-draft'
import type { Section } from '../../../contract/dto/sections'
import { call, freshCustomer, tokenFor } from './test-helpers'
import { signAccessToken } from '../../lib/tokens'

/** Edit mode's drafts (issue 15): saved apart from the live page, published on request, never silently overwritten. */

let admin: string
let pageId: number
const slug = `nacrt-${crypto.randomUUID().slice(0, 8)}`
const hero = (title: string): Section => ({ type: 'hero', id: 'hero', title })

beforeAll(async () => {
  admin = await tokenFor('admin@izlog.hr')
  const created = await call<PostDto>('/api/v1/post/create', {
    token: admin,
    body: {
      postType: 'page',
      status: 'published',
      translations: {
        hr: {
          title: 'Nacrt',
          slug,
          sections: [hero('Stari naslov'), { type: 'richText', id: 'text', html: '<p>Tekst</p>' }],
        },
        en: { title: 'Draft', slug: `${slug}-en`, sections: [hero('Old title')] },
      },
    },
  })
  expect(created.status).toBe(201)
  pageId = created.json.data.id
})

const live = async (lang: 'hr' | 'en' = 'hr') => (await call<PostDto>(`/api/v1/post/get/${pageId}`, { lang })).json.data
const draft = async (lang: 'hr' | 'en' = 'hr', token = admin) =>
  call<PageDraftDto>(`/api/v1/post/draft/${pageId}`, { token, lang })
const save = (body: unknown, token = admin, lang: 'hr' | 'en' = 'hr') =>
  call<PageDraftSaved>(`/api/v1/post/draft/${pageId}`, { method: 'PUT', token, body, lang })
const publish = (body: unknown, token = admin, lang: 'hr' | 'en' = 'hr') =>
  call<PagePublished>(`/api/v1/post/publish/${pageId}`, { token, body, lang })

describe('page drafts', () => {
  it('without a draft, edit mode starts from the live page (revision 0)', async () => {
    const res = await draft()
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({
      postId: pageId,
      language: 'hr',
      title: 'Nacrt',
      revision: 0,
      baseVersion: 1,
      liveVersion: 1,
      updatedBy: null,
    })
    expect(res.json.data.sections.map((s) => s.id)).toEqual(['hero', 'text'])
  })

  it('saves a draft that visitors do not see until it is published; publishing answers both languages’ paths', async () => {
    const first = await save({
      title: 'Nacrt',
      sections: [
        hero('Novi naslov'),
        { type: 'richText', id: 'text', html: '<p>Tekst</p><script>alert(1)</script>', hidden: true },
      ],
      revision: 0,
    })
    expect(first.status).toBe(200)
    expect(first.json.data.revision).toBe(1)
    const stored = (await draft()).json.data
    expect(stored).toMatchObject({ revision: 1, updatedBy: 'Ana Babić' })
    // CMS HTML is sanitised on the server, drafts included; the hidden flag is kept.
    expect(stored.sections[1]).toEqual({ type: 'richText', id: 'text', html: '<p>Tekst</p>', hidden: true })
    expect((await live()).sections[0]).toMatchObject({ title: 'Stari naslov' })

    const published = await publish({ revision: 1, liveVersion: 1 })
    expect(published.status).toBe(200)
    expect(published.json.data).toEqual({
      postId: pageId,
      version: 2,
      paths: [`/${slug}`, `/en/${slug}-en`],
      slugs: [slug, `${slug}-en`],
      postIds: [pageId],
      listsChanged: false,
    })
    expect((await live()).sections[0]).toMatchObject({ title: 'Novi naslov' })
    // The English page is untouched, and the draft is gone.
    expect((await live('en')).sections[0]).toMatchObject({ title: 'Old title' })
    expect((await draft()).json.data).toMatchObject({ revision: 0, baseVersion: 2, liveVersion: 2 })
  })

  it("keeps a button's link options: target, new tab, rel and icon", async () => {
    const start = (await draft()).json.data
    const link = {
      label: 'Kupi',
      href: '/product/vr-set',
      newTab: true,
      rel: ['nofollow', 'sponsored'],
      icon: 'rocket',
      target: { kind: 'product', id: 3, title: 'VR set' },
    }
    expect(
      (
        await save({
          title: 'Nacrt',
          sections: [hero('Naslov'), { type: 'cta', id: 'kupnja', title: 'Kupite', button: link }],
          revision: start.revision,
        })
      ).status,
    ).toBe(200)
    expect((await draft()).json.data.sections[1]).toMatchObject({ button: link })
    await call(`/api/v1/post/draft/${pageId}`, { method: 'DELETE', token: admin })
  })

  it('two editors: the second save from the same revision is refused with a clear message, nothing is overwritten', async () => {
    const start = (await draft()).json.data
    const a = await save({ title: start.title, sections: [hero('Urednica A')], revision: start.revision })
    expect(a.status).toBe(200)
    const b = await save({ title: start.title, sections: [hero('Urednik B')], revision: start.revision })
    expect(b.status).toBe(409)
    expect(b.json.code).toBe('EDIT_CONFLICT')
    expect((await draft()).json.data.sections[0]).toMatchObject({ title: 'Urednica A' })
    // A publish of an outdated revision is refused too.
    const stale = await publish({ revision: start.revision + 0 || 1, liveVersion: start.liveVersion }, admin, 'en')
    expect(stale.status).toBe(400)
    expect(stale.json.code).toBe('NO_DRAFT')
  })

  it('refuses to publish over a live page that changed since the editor loaded it', async () => {
    const current = (await draft()).json.data
    // Somebody updates the live page directly (the admin's post/update): its version moves on.
    const update = await call(`/api/v1/post/update/${pageId}`, {
      method: 'PATCH',
      token: admin,
      body: { translations: { hr: { title: 'Nacrt (izmijenjen)' } } },
    })
    expect(update.status).toBe(200)
    const refused = await publish({ revision: current.revision, liveVersion: current.liveVersion })
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('PUBLISH_CONFLICT')
    expect((await live()).title).toBe('Nacrt (izmijenjen)')
    // After reloading, the editor sees the newer live version and may publish knowingly.
    const reloaded = (await draft()).json.data
    expect(reloaded.liveVersion).toBe(current.liveVersion + 1)
    expect(reloaded.baseVersion).toBe(current.liveVersion)
    expect((await publish({ revision: reloaded.revision, liveVersion: reloaded.liveVersion })).status).toBe(200)
    expect((await live()).sections[0]).toMatchObject({ title: 'Urednica A' })
  })

  it('bad input gets a clear 400 and keeps the stored draft', async () => {
    const start = (await draft()).json.data
    expect((await save({ title: 'Nacrt', sections: [hero('Prije')], revision: start.revision })).status).toBe(200)
    const revision = start.revision + 1
    const empty = await save({ title: 'Nacrt', sections: [], revision }, admin)
    expect(empty.status).toBe(400)
    expect(empty.json.code).toBe('EMPTY_PAGE')
    const noTitle = await save({ title: '  ', sections: [hero('x')], revision }, admin, 'en')
    expect(noTitle.status).toBe(400)
    expect(noTitle.json).toMatchObject({ code: 'PAGE_TITLE_REQUIRED', field: 'title' })
    expect((await save({ title: 'Nacrt', sections: [{ type: 'hero', id: 'h' }], revision })).status).toBe(400)
    expect(
      (
        await save({
          title: 'Nacrt',
          sections: [{ type: 'cta', id: 'c', title: 'x', button: { label: 'x', href: 'javascript:alert(1)' } }],
          revision,
        })
      ).status,
    ).toBe(400)
    expect((await save({ title: 'Nacrt', sections: [hero('x')], revision: 'one' })).status).toBe(400)
    // A link's options are checked too: known icons and rel values only, a target names what it is.
    const button = (extra: object) => ({
      title: 'Nacrt',
      sections: [{ type: 'cta', id: 'c', title: 'x', button: { label: 'x', href: '/kontakt', ...extra } }],
      revision,
    })
    expect((await save(button({ icon: '<svg onload=alert(1)>' }))).status).toBe(400)
    expect((await save(button({ rel: ['noopener javascript:'] }))).status).toBe(400)
    expect((await save(button({ target: { kind: 'user', id: 1, title: 'x' } }))).status).toBe(400)
    expect((await draft()).json.data).toMatchObject({ revision, sections: [{ title: 'Prije' }] })
    await call(`/api/v1/post/draft/${pageId}`, { method: 'DELETE', token: admin })
    expect((await draft()).json.data.revision).toBe(0)
  })

  it('attacker: visitors and customers can neither read, save nor publish drafts; a forged backoffice claim is refused', async () => {
    const customer = await freshCustomer('draft')
    for (const token of [null, customer.token]) {
      const expected = token ? 403 : 401
      expect((await draft('hr', token as string)).status).toBe(expected)
      expect((await save({ title: 'x', sections: [hero('Hacked')], revision: 0 }, token as string)).status).toBe(
        expected,
      )
      expect((await publish({ revision: 1, liveVersion: 1 }, token as string)).status).toBe(expected)
      expect((await call(`/api/v1/post/draft/${pageId}`, { method: 'DELETE', token })).status).toBe(expected)
    }
    // A token that claims backoffice for a user the database does not know as staff is refused.
    const claims = await signAccessToken(env, {
      userId: customer.id,
      email: customer.email,
      firstName: 'Test',
      lastName: 'Kupac',
      isBackofficeUser: true,
    })
    expect((await draft('hr', claims)).status).toBe(403)
    expect((await save({ title: 'x', sections: [hero('Hacked')], revision: 0 }, claims)).status).toBe(403)
  })

  it('answers 404 for a page that does not exist', async () => {
    expect((await call('/api/v1/post/draft/999999', { token: admin })).status).toBe(404)
    expect(
      (
        await call('/api/v1/post/draft/999999', {
          method: 'PUT',
          token: admin,
          body: { title: 'x', sections: [hero('x')], revision: 0 },
        })
      ).status,
    ).toBe(404)
  })
})

describe('new pages and their translations', () => {
  const newSlug = `nova-${crypto.randomUUID().slice(0, 8)}`
  const decide = (slug: string, lang: 'hr' | 'en', token: string | null = null) =>
    call(`/api/v1/finder/decide?slug=${slug}`, { lang, token })

  it('checks the new page like its form does: slug rules (SPEC: "Slug je kratak"), a known template, a free slug', async () => {
    const short = await call('/api/v1/post/createPage', {
      token: admin,
      body: { title: 'Nova', slug: 'abc', template: 'page', language: 'hr' },
    })
    expect(short.status).toBe(400)
    expect(short.json.message).toContain('Slug je kratak')
    const shortEn = await call('/api/v1/post/createPage', {
      token: admin,
      lang: 'en',
      body: { title: 'New', slug: 'abc', template: 'page', language: 'en' },
    })
    expect(shortEn.json.message).toContain('The slug is too short')
    expect(
      (
        await call('/api/v1/post/createPage', {
          token: admin,
          body: { title: 'Nova', slug: 'Nije Dobar', template: 'page', language: 'hr' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('/api/v1/post/createPage', {
          token: admin,
          body: { title: 'Nova', slug: newSlug, template: 'nema-ga', language: 'hr' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('/api/v1/post/createPage', {
          token: admin,
          body: { title: 'Nova', slug: 'naslovnica', template: 'page', language: 'hr' },
        })
      ).status,
    ).toBe(409)
  })

  it('a new page stays unpublished until its first Publish; its translation starts as a copy and the slugs link both', async () => {
    const created = await call<{ postId: number; path: string }>('/api/v1/post/createPage', {
      token: admin,
      body: { title: 'Nova stranica', slug: newSlug, template: 'page', language: 'hr' },
    })
    expect(created.status).toBe(201)
    expect(created.json.data.path).toBe(`/${newSlug}`)
    const id = created.json.data.postId
    expect((await decide(newSlug, 'hr')).status).toBe(404)
    const draft = (await call<PageDraftDto>(`/api/v1/post/draft/${id}`, { token: admin })).json.data
    expect(draft).toMatchObject({
      title: 'Nova stranica',
      published: false,
      languages: ['hr'],
      revision: 0,
      sections: [{ type: 'hero', title: 'Nova stranica' }],
    })

    const published = await call<PagePublished>(`/api/v1/post/publish/${id}`, {
      token: admin,
      body: { revision: 0, liveVersion: draft.liveVersion },
    })
    expect(published.status).toBe(200)
    expect((await decide(newSlug, 'hr')).status).toBe(200)

    const translated = await call<{ path: string }>('/api/v1/link/postTranslation', {
      method: 'PUT',
      token: admin,
      body: { postId: id, title: 'New page', slug: `${newSlug}-en`, language: 'en' },
    })
    expect(translated.status).toBe(201)
    expect(translated.json.data.path).toBe(`/en/${newSlug}-en`)
    const en = (await call<PageDraftDto>(`/api/v1/post/draft/${id}`, { token: admin, lang: 'en' })).json.data
    expect(en).toMatchObject({
      title: 'New page',
      languages: expect.arrayContaining(['hr', 'en']),
      sections: [{ type: 'hero', title: 'Nova stranica' }],
    })
    const post = (await call<PostDto>(`/api/v1/post/get/${id}`, { lang: 'en' })).json.data
    expect(post.slugs).toEqual({ hr: newSlug, en: `${newSlug}-en` })
    const again = await call('/api/v1/link/postTranslation', {
      method: 'PUT',
      token: admin,
      lang: 'en',
      body: { postId: id, title: 'x', slug: `${newSlug}-en2`, language: 'en' },
    })
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('TRANSLATION_EXISTS')
  })

  it('attacker: customers can neither make pages nor translations', async () => {
    const customer = await freshCustomer('pages')
    expect(
      (
        await call('/api/v1/post/createPage', {
          token: customer.token,
          body: { title: 'x', slug: `x-${newSlug}`, template: 'page', language: 'hr' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call('/api/v1/link/postTranslation', {
          method: 'PUT',
          token: customer.token,
          body: { postId: pageId, title: 'x', slug: `x-${newSlug}`, language: 'en' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call('/api/v1/post/createPage', {
          body: { title: 'x', slug: `x-${newSlug}`, template: 'page', language: 'hr' },
        })
      ).status,
    ).toBe(401)
  })
})
