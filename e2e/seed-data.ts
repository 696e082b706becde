import type { APIRequestContext } from '@playwright/test'

/** Real slugs and ids of the seeded content, read through the edge API (both languages). */
export interface SeedData {
  product: { hr: string; en: string }
  category: { hr: string; en: string }
  page: { hr: string; en: string }
  post: { hr: string; en: string }
  blogCategory: { hr: string; en: string }
  eventId: number
}

type Slugs = { hr: string; en: string }

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await request.fetch(`/${path}`, {
    method,
    headers: { 'content-type': 'application/json', language: 'hrv' },
    data: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { data: T }).data
}

export async function loadSeedData(request: APIRequestContext): Promise<SeedData> {
  const products = await api<{ records: Array<{ slugs: Slugs }> }>(request, 'POST', 'api/v1/product/web/filter', {
    page: 1,
    limit: 1,
    filters: [{ key: 'archived', value: false }],
    select: ['slugs'],
  })
  const categories = await api<Array<{ slugs: Slugs }>>(request, 'POST', 'api/v1/product/web/category/filter', {
    tree: true,
  })
  const pages = await api<{ data: Array<{ slugs: Slugs }> }>(request, 'POST', 'api/v1/post/filterStandard', {
    page: 1,
    limit: 20,
    postTypeSlugs: ['page'],
  })
  const posts = await api<{ data: Array<{ slugs: Slugs; terms: { categories: Array<{ slug: string }> } }> }>(
    request,
    'POST',
    'api/v1/post/filterStandard',
    { page: 1, limit: 1 },
  )
  const terms = await api<{ categories: Array<{ id: number; slug: string; slugs?: Slugs }> }>(
    request,
    'GET',
    'api/v1/term/filter?termTypeTitles=category&noPaginate=true',
  )
  const events = await api<{ data: Array<{ id: number }> }>(request, 'POST', 'api/v1/event/public/filter', {
    page: 1,
    limit: 1,
    period: 'all',
  })

  const product = products.records[0]?.slugs
  const category = categories[0]?.slugs
  const page = pages.data.map((p) => p.slugs).find((s) => s.hr !== 'naslovnica' && s.hr !== 'kontakt')
  const post = posts.data[0]?.slugs
  const term = terms.categories[0]
  const eventId = events.data[0]?.id
  if (!product || !category || !page || !post || !term || eventId === undefined) throw new Error('seed data missing')
  return { product, category, page, post, blogCategory: term.slugs ?? { hr: term.slug, en: term.slug }, eventId }
}
