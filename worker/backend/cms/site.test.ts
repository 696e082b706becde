import { describe, expect, it } from 'vitest'
import type {
  DocumentDto,
  EventDto,
  Paginated,
  PipelineStatus,
  RedirectTarget,
  SitemapEntriesResponse,
} from '../../../contract/dto/cms'
import { call } from './test-helpers'

const events = (period: string, lang: 'hr' | 'en' = 'hr') =>
  call<Paginated<EventDto>>('/api/v1/event/public/filter', { body: { page: 1, limit: 10, period }, lang })

describe('events', () => {
  it('splits upcoming (soonest first) and past (latest first)', async () => {
    const now = new Date().toISOString()
    const upcoming = await events('upcoming')
    expect(upcoming.json.data.data.length).toBeGreaterThanOrEqual(3)
    const starts = upcoming.json.data.data.map((e) => e.startsAt)
    expect([...starts].sort()).toEqual(starts)
    expect(upcoming.json.data.data.every((e) => (e.endsAt ?? e.startsAt) >= now)).toBe(true)
    const past = await events('past', 'en')
    expect(past.json.data.data.length).toBeGreaterThanOrEqual(3)
    expect(past.json.data.data.every((e) => (e.endsAt ?? e.startsAt) < now)).toBe(true)
    const pastStarts = past.json.data.data.map((e) => e.startsAt)
    expect([...pastStarts].sort().reverse()).toEqual(pastStarts)
    const all = await events('all')
    expect(all.json.data.pagination.totalRecords).toBe(
      upcoming.json.data.pagination.totalRecords + past.json.data.pagination.totalRecords,
    )
    expect((await events('soon')).status).toBe(400)
  })

  it('gets one event in the requested language', async () => {
    const res = await call<EventDto>('/api/v1/event/public/get/3', { lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.json.data.title).toBe('Premiere: Shadows of Diocletian II')
    expect(res.json.data.paths).toEqual({ hr: '/dogadjaj/3', en: '/en/event/3' })
    expect(res.json.data.media?.urls.large).toContain('/large/')
    expect((await call('/api/v1/event/public/get/999')).status).toBe(404)
  })
})

describe('documents', () => {
  it('lists documents with download URLs', async () => {
    const res = await call<Paginated<DocumentDto>>('/api/v1/document/filter/web', { body: {}, lang: 'en' })
    expect(res.json.data.data[0]?.title).toBe('Terms of sale (printable)')
    expect(res.json.data.data[0]?.url).toMatch(/\/original\/.+\.pdf$/)
    expect((await call<DocumentDto>('/api/v1/document/get/web/2')).json.data.title).toBe(
      'Obrazac za jednostrani raskid ugovora',
    )
    expect((await call('/api/v1/document/get/web/77')).status).toBe(404)
  })
})

describe('redirects', () => {
  it('resolves configured redirects and 404s the rest', async () => {
    const res = await call<RedirectTarget>('/api/v1/redirect/resolve?path=/onama/')
    expect(res.json.data).toEqual({ to: '/o-nama', status: 301 })
    expect((await call('/api/v1/redirect/resolve?path=/nema-ga')).status).toBe(404)
    expect((await call('/api/v1/redirect/resolve?path=relative')).status).toBe(400)
  })

  it('counts failed requests per path', async () => {
    const path = `/nepostojeca-${crypto.randomUUID().slice(0, 8)}`
    const first = await call<{ hits: number }>('/api/v1/redirect/addFailedRequest', { body: { path } })
    const second = await call<{ hits: number }>('/api/v1/redirect/addFailedRequest', {
      body: { path: `${path}?utm=x` },
    })
    expect(first.json.data.hits).toBe(1)
    expect(second.json.data.hits).toBe(2)
    expect((await call('/api/v1/redirect/addFailedRequest', { body: {} })).status).toBe(400)
  })

  it('reports no running pipeline', async () => {
    expect((await call<PipelineStatus>('/api/v1/pipeline/hasRunningPipeline')).json.data).toEqual({ running: false })
  })
})

describe('sitemap/entries', () => {
  it('lists published pages, posts and events with paths per language and images', async () => {
    const res = await call<SitemapEntriesResponse>('/api/v1/sitemap/entries')
    const entries = res.json.data.entries
    const home = entries.find((e) => e.slugs.hr === 'naslovnica')
    expect(home?.paths).toEqual({ hr: '/', en: '/en/' })
    expect(entries.find((e) => e.slugs.hr === 'o-nama')?.paths).toEqual({ hr: '/o-nama', en: '/en/about-us' })
    expect(entries.filter((e) => e.type === 'post').length).toBeGreaterThanOrEqual(14)
    expect(entries.filter((e) => e.type === 'event').length).toBeGreaterThanOrEqual(6)
    expect(entries.find((e) => e.type === 'post')?.images[0]).toMatch(/^\/media\/1\/\d+\/large\//)
  })
})
