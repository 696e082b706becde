import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientManifest } from '../../worker/generated/client-manifest'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import type { PostDto } from '../../contract/dto/cms'
import type { PageDraftDto, PagePublished } from '../../contract/dto/page-draft'
import type { CacheOverview } from '../../contract/dto/cache'
import { appFetch, cookieHeader, sameOrigin } from './helpers'
import { upstreamProbe } from '../upstream-probe'

/**
 * Edit mode at the edge (issue 15): only a backoffice user's `?editPage=true` page carries the
 * editor (never cached); a visitor's page carries no byte of it; publishing purges exactly the
 * published page's cached copies, in both languages.
 */

let staff: string
const slug = `uredi-${crypto.randomUUID().slice(0, 8)}`
let pageId: number

const asStaff = (init: RequestInit = {}): RequestInit =>
  sameOrigin({
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }),
      'Content-Type': 'application/json',
    },
  })
const editorFiles = [...clientManifest.editor.modules, ...clientManifest.editor.styles]

beforeAll(async () => {
  staff = await signAccessToken(env, {
    userId: 1,
    email: 'admin@izlog.hr',
    firstName: 'Ana',
    lastName: 'Babić',
    isBackofficeUser: true,
  })
  const created = await appFetch(
    '/api/v1/post/create',
    asStaff({
      method: 'POST',
      body: JSON.stringify({
        postType: 'page',
        status: 'published',
        translations: {
          hr: { title: 'Uredi me', slug, sections: [{ type: 'hero', id: 'hero', title: 'Prvi naslov' }] },
          en: { title: 'Edit me', slug: `${slug}-en`, sections: [{ type: 'hero', id: 'hero', title: 'First title' }] },
        },
      }),
    }),
  )
  expect(created.status).toBe(201)
  pageId = ((await created.json()) as { data: PostDto }).data.id
})

describe('edit mode at the edge', () => {
  it('a visitor’s page carries no byte of the editor; the entry does not import it', async () => {
    expect(clientManifest.editor.modules.length).toBeGreaterThan(0)
    expect(clientManifest.preload.filter((file) => clientManifest.editor.modules.includes(file))).toEqual([])
    for (const path of [`/${slug}`, `/${slug}?editPage=true`, '/usluge']) {
      const res = await appFetch(path)
      const html = await res.text()
      for (const file of editorFiles) expect(html, `${path} links ${file}`).not.toContain(file)
      expect(html).not.toContain('"edit":{')
    }
  })

  it('a backoffice user’s ?editPage=true page carries the editor and its texts, and is never cached', async () => {
    const res = await appFetch(`/en/${slug}-en?editPage=true`, asStaff())
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('X-Cache')).toBeNull()
    const html = await res.text()
    for (const file of editorFiles) expect(html).toContain(file)
    expect(html).toContain('"publish":"Publish"')
    // Without editPage the same user gets the normal page.
    const normal = await (await appFetch(`/en/${slug}-en`, asStaff())).text()
    expect(normal).not.toContain(clientManifest.editor.styles[0])
  })

  it('publishing purges exactly that page in both languages (every query variant); other pages stay cached', async () => {
    const pages = [`/${slug}`, `/${slug}?page=2`, `/en/${slug}-en`, '/o-nama']
    for (const path of pages) await appFetch(path)
    for (const path of pages) expect((await appFetch(path)).headers.get('X-Cache'), path).toBe('HIT')

    const draft = ((await (await appFetch(`/api/v1/post/draft/${pageId}`, asStaff())).json()) as { data: PageDraftDto })
      .data
    const saved = await appFetch(
      `/api/v1/post/draft/${pageId}`,
      asStaff({
        method: 'PUT',
        body: JSON.stringify({
          title: draft.title,
          sections: [{ type: 'hero', id: 'hero', title: 'Drugi naslov' }],
          revision: draft.revision,
        }),
      }),
    )
    expect(saved.status).toBe(200)
    // A saved draft changes nothing for visitors.
    expect(await (await appFetch(`/${slug}`)).text()).toContain('Prvi naslov')

    const published = await appFetch(
      `/api/v1/post/publish/${pageId}`,
      asStaff({
        method: 'POST',
        body: JSON.stringify({ revision: draft.revision + 1, liveVersion: draft.liveVersion }),
      }),
    )
    expect(published.status).toBe(200)
    expect(((await published.json()) as { data: PagePublished }).data.paths).toEqual([`/${slug}`, `/en/${slug}-en`])

    const after = await appFetch(`/${slug}`)
    expect(after.headers.get('X-Cache')).toBe('MISS')
    expect(await after.text()).toContain('Drugi naslov')
    expect((await appFetch(`/${slug}?page=2`)).headers.get('X-Cache')).toBe('MISS')
    expect((await appFetch(`/en/${slug}-en`)).headers.get('X-Cache')).toBe('MISS')
    expect((await appFetch('/o-nama')).headers.get('X-Cache')).toBe('HIT')

    // The admin's cache view shows the purge: which pages went, in which language.
    const overview = ((await (await appFetch('/api/admin/cache', asStaff())).json()) as { data: CacheOverview }).data
    // The pages are paged and searched by path: the about-us page is found by its path.
    const searched = (
      (await (await appFetch('/api/admin/cache?q=/o-nama', asStaff())).json()) as { data: CacheOverview }
    ).data
    const record = overview.purges.find((purge) => purge.subject === `/${slug}`)
    expect(record?.kind).toBe('page')
    expect(record?.paths).toEqual(
      expect.arrayContaining([
        { locale: 'hr', path: `/${slug}` },
        { locale: 'en', path: `/en/${slug}-en` },
      ]),
    )
    expect(searched.pages.data).toContainEqual(expect.objectContaining({ locale: 'hr', path: '/o-nama' }))
    expect(searched.pages.data.every((page) => page.path.includes('/o-nama'))).toBe(true)
    // Each cached copy says when it was stored (KV metadata, read by the list alone): the view shows its age.
    const aboutUs = searched.pages.data.find((page) => page.locale === 'hr' && page.path === '/o-nama')
    expect(aboutUs?.oldestAt).toBeGreaterThan(Date.now() - 10 * 60_000)
    expect(aboutUs?.oldestAt).toBeLessThanOrEqual(Date.now())
    expect(overview.families.every((family) => family.oldestAt === null || family.oldestAt <= Date.now())).toBe(true)
    expect(overview.families.some((family) => typeof family.oldestAt === 'number')).toBe(true)
  })

  it('the admin cache view purges one page or one family of upstream answers, and is for staff only', async () => {
    await appFetch('/o-nama')
    await appFetch('/kontakt')
    const overview = async () =>
      ((await (await appFetch('/api/admin/cache', asStaff())).json()) as { data: CacheOverview }).data
    const family = (await overview()).families.find((f) => f.family.startsWith('GET api/v1/navigation/tree'))
    expect(family?.entries).toBeGreaterThan(0)
    expect(
      (
        await appFetch(
          '/api/admin/cache/purge-page',
          asStaff({ method: 'POST', body: JSON.stringify({ path: '/o-nama' }) }),
        )
      ).status,
    ).toBe(200)
    expect((await appFetch('/o-nama')).headers.get('X-Cache')).toBe('MISS')
    expect((await appFetch('/kontakt')).headers.get('X-Cache')).toBe('HIT')
    const purged = await appFetch(
      '/api/admin/cache/purge-family',
      asStaff({ method: 'POST', body: JSON.stringify({ family: family!.family }) }),
    )
    expect(((await purged.json()) as { data: { entries: number } }).data.entries).toBeGreaterThan(0)
    const after = await overview()
    expect(after.families.find((f) => f.family === family!.family)).toBeUndefined()
    expect(after.purges.slice(0, 2).map((p) => p.kind)).toEqual(['family', 'page'])
    expect(
      (
        await appFetch(
          '/api/admin/cache/purge-page',
          asStaff({ method: 'POST', body: JSON.stringify({ path: 'o-nama' }) }),
        )
      ).status,
    ).toBe(400)
    expect((await appFetch('/api/admin/cache')).status).toBe(401)
  })

  it('publishing a changed master component purges every page that shows it, and only those', async () => {
    const post = async (path: string, body: unknown) => {
      const res = await appFetch(path, asStaff({ method: 'POST', body: JSON.stringify(body) }))
      const json = (await res.json()) as { data: { id: number } }
      expect(res.status, JSON.stringify(json)).toBe(201)
      return json.data
    }
    const banner = (title: string) => ({
      type: 'cta',
      id: 'banner',
      title,
      button: { label: 'Kontakt', href: '/kontakt' },
    })
    const master = await post('/api/v1/master/create', { name: `Traka ${slug}`, section: banner('Stara traka') })
    const translation = (name: string) => ({
      title: name,
      slug: `${name}-${slug}`,
      sections: [
        { type: 'hero', id: 'hero', title: name },
        { ...banner('Stara traka'), masterId: master.id },
      ],
    })
    const page = (name: string) => ({
      postType: 'page',
      status: 'published',
      translations: { hr: translation(name), en: translation(`${name}-en`) },
    })
    const first = await post('/api/v1/post/create', page('prva'))
    await post('/api/v1/post/create', page('druga'))
    const paths = [`/prva-${slug}`, `/druga-${slug}`, '/o-nama']
    for (const path of paths) await appFetch(path)
    for (const path of paths) expect((await appFetch(path)).headers.get('X-Cache'), path).toBe('HIT')

    const draft = (
      (await (await appFetch(`/api/v1/post/draft/${first.id}`, asStaff())).json()) as { data: PageDraftDto }
    ).data
    const sections = [
      { type: 'hero', id: 'hero', title: 'prva' },
      { ...banner('Nova traka'), masterId: master.id },
    ]
    expect(
      (
        await appFetch(
          `/api/v1/post/draft/${first.id}`,
          asStaff({ method: 'PUT', body: JSON.stringify({ title: draft.title, sections, revision: draft.revision }) }),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await appFetch(
          `/api/v1/post/publish/${first.id}`,
          asStaff({
            method: 'POST',
            body: JSON.stringify({ revision: draft.revision + 1, liveVersion: draft.liveVersion }),
          }),
        )
      ).status,
    ).toBe(200)

    const other = await appFetch(`/druga-${slug}`)
    expect(other.headers.get('X-Cache')).toBe('MISS')
    expect(await other.text()).toContain('Nova traka')
    expect((await appFetch('/o-nama')).headers.get('X-Cache')).toBe('HIT')
  })

  it('a layout element changed in one language purges every page of that language and its layout reads; the other language stays cached', async () => {
    const footer = await env.DB.prepare(
      "SELECT id, options FROM elements WHERE handler = 'footer-section' AND language = 'hr'",
    ).first<{ id: number; options: string }>()
    const options = JSON.parse(footer!.options) as { credits: string }
    const update = (credits: string) =>
      appFetch(
        `/api/v1/element/update/${footer!.id}`,
        asStaff({ method: 'PATCH', body: JSON.stringify({ options: { ...options, credits } }) }),
      )
    const paths = ['/o-nama', '/kontakt', '/en/about-us']
    try {
      for (const path of paths) await appFetch(path)
      for (const path of paths) expect((await appFetch(path)).headers.get('X-Cache'), path).toBe('HIT')
      expect((await update(`Izrađeno u Zagrebu ${slug}`)).status).toBe(200)
      for (const path of ['/o-nama', '/kontakt']) {
        const page = await appFetch(path)
        expect(page.headers.get('X-Cache'), path).toBe('MISS')
        expect(await page.text()).toContain(`Izrađeno u Zagrebu ${slug}`)
      }
      expect((await appFetch('/en/about-us')).headers.get('X-Cache')).toBe('HIT')
    } finally {
      expect((await update(options.credits)).status).toBe(200)
    }
  })

  it('a page staff publish is in the sitemap at once (its cached list of pages goes with the write)', async () => {
    const fresh = `sitemap-${crypto.randomUUID().slice(0, 8)}`
    const created = await appFetch(
      '/api/v1/post/create',
      asStaff({
        method: 'POST',
        body: JSON.stringify({
          postType: 'page',
          status: 'draft',
          translations: {
            hr: { title: 'Nova stranica', slug: fresh, sections: [{ type: 'hero', id: 'hero', title: 'Nova' }] },
            en: { title: 'New page', slug: `${fresh}-en`, sections: [{ type: 'hero', id: 'hero', title: 'New' }] },
          },
        }),
      }),
    )
    expect(created.status).toBe(201)
    const postId = ((await created.json()) as { data: PostDto }).data.id
    // The sitemap's list is read (and cached) while the page is a draft: the page is not in it.
    expect(await (await appFetch('/sitemap.xml')).text()).not.toContain(`/${fresh}<`)
    const published = await appFetch(
      `/api/v1/post/update/${postId}`,
      asStaff({ method: 'PATCH', body: JSON.stringify({ status: 'published' }) }),
    )
    expect(published.status).toBe(200)
    expect(await (await appFetch('/sitemap.xml')).text()).toContain(`/${fresh}<`)
  })

  it("a refused edit arrives in the editor's language: the backend answers a code, the edge writes its text", async () => {
    const taken = (language?: string) =>
      appFetch(
        '/api/v1/post/createPage',
        asStaff({
          method: 'POST',
          headers: language ? { language } : {},
          body: JSON.stringify({ title: 'Zauzeta', slug, template: 'page', language: 'hr' }),
        }),
      )
    const hr = await taken()
    expect(hr.status).toBe(409)
    expect(await hr.json()).toMatchObject({ code: 'SLUG_TAKEN', message: 'Slug se već koristi', field: 'slug' })
    const en = await taken('eng')
    expect(en.status).toBe(409)
    expect(await en.json()).toMatchObject({ code: 'SLUG_TAKEN', message: 'Slug is already in use.' })
    const menu = await appFetch(
      '/api/v1/navigation/update/footer1',
      asStaff({
        method: 'PUT',
        headers: { language: 'eng' },
        body: JSON.stringify({ links: [{ id: 99_999_999, name: 'x', newTab: false }] }),
      }),
    )
    expect(await menu.json()).toMatchObject({
      code: 'MENU_LINK_INVALID',
      message: 'Link 1 is not in this menu or has no target.',
    })
  })

  it('attacker: visitors and customers are refused at the edge (the backend is not even asked), and nothing is purged', async () => {
    await appFetch('/o-nama')
    const customer = await signAccessToken(env, {
      userId: 2,
      email: 'kupac@izlog.hr',
      firstName: 'K',
      lastName: 'K',
      isBackofficeUser: false,
    })
    for (const [cookie, status, code] of [
      [null, 401, 'TOKEN_UNDEFINED'],
      [customer, 403, 'BACKOFFICE_ONLY'],
    ] as const) {
      upstreamProbe.reset()
      const headers: Record<string, string> = { 'Content-Type': 'application/json', language: 'eng' }
      if (cookie) headers['Cookie'] = cookieHeader({ [ACCESS_COOKIE]: cookie })
      const publish = await appFetch(
        `/api/v1/post/publish/${pageId}`,
        sameOrigin({ method: 'POST', headers, body: JSON.stringify({ revision: 1, liveVersion: 1 }) }),
      )
      expect(publish.status).toBe(status)
      expect(((await publish.json()) as { code: string }).code).toBe(code)
      const save = await appFetch(
        `/api/v1/post/draft/${pageId}`,
        sameOrigin({ method: 'PUT', headers, body: JSON.stringify({ title: 'x', sections: [], revision: 0 }) }),
      )
      expect(save.status).toBe(status)
      // The rest of edit mode's calls: masters, the layout, the media library.
      const calls: Array<[string, string, unknown]> = [
        ['POST', '/api/v1/master/create', { name: 'x', section: { type: 'hero', id: 'h', title: 'x' } }],
        ['POST', '/api/v1/link/masters/1', {}],
        ['PATCH', '/api/v1/element/update/1', { options: {} }],
        ['PUT', '/api/v1/navigation/update/footer1', { links: [] }],
        ['POST', '/api/v1/media/filterStandard', {}],
        ['PATCH', '/api/v1/media/update/1', { title: 'x' }],
      ]
      for (const [method, path, body] of calls)
        expect((await appFetch(path, sameOrigin({ method, headers, body: JSON.stringify(body) }))).status, path).toBe(
          status,
        )
      expect(upstreamProbe.calls).toBe(0)
    }
    expect((await appFetch('/o-nama')).headers.get('X-Cache')).toBe('HIT')
  })
})
