import { beforeAll, describe, expect, it } from 'vitest'
import type { PostDto } from '../../../contract/dto/cms'
import type { MasterComponentDto, MasterLinks } from '../../../contract/dto/master-component'
import type { PageDraftDto, PagePublished } from '../../../contract/dto/page-draft'
import type { Section } from '../../../contract/dto/sections'
import { call, freshCustomer, tokenFor } from './test-helpers'

/** Master components (issue 15): one section on several pages, edited once, published everywhere it is used. */

let admin: string
const stamp = crypto.randomUUID().slice(0, 8)
const hero = (title: string): Section => ({ type: 'hero', id: 'hero', title })
const banner = (title: string): Section => ({
  type: 'cta',
  id: 'banner',
  title,
  button: { label: 'Kontakt', href: '/kontakt' },
})

async function makePage(slug: string, sections: Section[]): Promise<number> {
  const created = await call<PostDto>('/api/v1/post/create', {
    token: admin,
    body: {
      postType: 'page',
      status: 'published',
      translations: { hr: { title: slug, slug, sections }, en: { title: slug, slug: `${slug}-en`, sections } },
    },
  })
  expect(created.status).toBe(201)
  return created.json.data.id
}

const draftOf = async (id: number, lang: 'hr' | 'en' = 'hr') =>
  (await call<PageDraftDto>(`/api/v1/post/draft/${id}`, { token: admin, lang })).json.data
async function saveAndPublish(id: number, sections: Section[], lang: 'hr' | 'en' = 'hr') {
  const start = await draftOf(id, lang)
  const saved = await call(`/api/v1/post/draft/${id}`, {
    method: 'PUT',
    token: admin,
    lang,
    body: { title: start.title, sections, revision: start.revision },
  })
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  return call<PagePublished>(`/api/v1/post/publish/${id}`, {
    token: admin,
    lang,
    body: { revision: start.revision + 1, liveVersion: start.liveVersion },
  })
}
const liveSections = async (id: number, lang: 'hr' | 'en' = 'hr') =>
  (await call<PostDto>(`/api/v1/post/get/${id}`, { lang })).json.data.sections

beforeAll(async () => {
  admin = await tokenFor('admin@izlog.hr')
})

describe('master components', () => {
  it('a section made a master is edited on one page and changes on every page that uses it, in that language', async () => {
    const first = await makePage(`prva-${stamp}`, [hero('Prva'), banner('Pišite nam')])
    const second = await makePage(`druga-${stamp}`, [hero('Druga')])

    const created = await call<MasterComponentDto>('/api/v1/master/create', {
      token: admin,
      body: { name: `Poziv ${stamp}`, section: banner('Pišite nam') },
    })
    expect(created.status).toBe(201)
    const master = created.json.data
    expect(master).toMatchObject({
      name: `Poziv ${stamp}`,
      type: 'cta',
      usedOn: 0,
      section: { type: 'cta', title: 'Pišite nam' },
    })

    // Both pages use it (the second inserts it from the list).
    expect((await saveAndPublish(first, [hero('Prva'), { ...banner('Pišite nam'), masterId: master.id }])).status).toBe(
      200,
    )
    const listed = (
      await call<MasterComponentDto[]>('/api/v1/master/filter', { token: admin, body: {} })
    ).json.data.find((m) => m.id === master.id)
    expect(listed?.usedOn).toBe(1)
    expect(
      (await saveAndPublish(second, [hero('Druga'), { ...listed!.section, id: 'poziv', masterId: master.id }])).status,
    ).toBe(200)

    // Edited on the first page: publishing it answers the second page's path too, and both show it.
    const published = await saveAndPublish(first, [
      hero('Prva'),
      { ...banner('Javite nam se danas'), masterId: master.id },
    ])
    expect(published.json.data.paths).toEqual(expect.arrayContaining([`/prva-${stamp}`, `/druga-${stamp}`]))
    expect(published.json.data.postIds).toEqual([first, second])
    expect((await liveSections(second))[1]).toMatchObject({
      id: 'poziv',
      type: 'cta',
      title: 'Javite nam se danas',
      masterId: master.id,
    })
    expect((await liveSections(first))[1]).toMatchObject({ id: 'banner', title: 'Javite nam se danas' })
    // The English content is its own: still the starting copy.
    expect(await liveSections(second, 'en')).toHaveLength(1)

    const links = await call<MasterLinks>(`/api/v1/link/masters/${master.id}`, { token: admin, body: {} })
    expect(links.json.data.master).toEqual({ id: master.id, name: `Poziv ${stamp}`, type: 'cta' })
    expect(links.json.data.usedOn.map((usage) => usage.path)).toEqual([`/prva-${stamp}`, `/druga-${stamp}`])

    // A draft started afterwards on the second page shows the master's current content.
    expect((await draftOf(second)).sections[1]).toMatchObject({ title: 'Javite nam se danas' })
  })

  it('refuses a reference to a missing master or one of another type; the stored draft is kept', async () => {
    const page = await makePage(`treca-${stamp}`, [hero('Treća')])
    const master = (
      await call<MasterComponentDto>('/api/v1/master/create', {
        token: admin,
        body: {
          name: `Tekst ${stamp}`,
          section: { type: 'richText', id: 'x', html: '<p>x</p><script>alert(1)</script>' },
        },
      })
    ).json.data
    expect(master.section).toMatchObject({ html: '<p>x</p>' })
    const start = await draftOf(page)
    const wrongType = await call(`/api/v1/post/draft/${page}`, {
      method: 'PUT',
      token: admin,
      body: {
        title: 'Treća',
        sections: [hero('Treća'), { ...banner('x'), masterId: master.id }],
        revision: start.revision,
      },
    })
    expect(wrongType.status).toBe(400)
    expect(wrongType.json.code).toBe('MASTER_REFERENCE_INVALID')
    const missing = await call(`/api/v1/post/draft/${page}`, {
      method: 'PUT',
      token: admin,
      lang: 'en',
      body: { title: 'Treća', sections: [{ ...banner('x'), masterId: 99_999_999 }], revision: start.revision },
    })
    expect(missing.json.code).toBe('MASTER_REFERENCE_INVALID')
    expect((await draftOf(page)).revision).toBe(start.revision)
    expect(
      (await call('/api/v1/master/create', { token: admin, body: { name: ' ', section: hero('x') } })).status,
    ).toBe(400)
  })

  it('attacker: visitors and customers can neither list, make nor look up masters', async () => {
    const customer = await freshCustomer('master')
    for (const token of [null, customer.token]) {
      expect((await call('/api/v1/master/filter', { token, body: {} })).status).toBe(token ? 403 : 401)
      expect((await call('/api/v1/master/create', { token, body: { name: 'x', section: hero('x') } })).status).toBe(
        token ? 403 : 401,
      )
      expect((await call('/api/v1/link/masters/1', { token, body: {} })).status).toBe(token ? 403 : 401)
    }
  })
})
