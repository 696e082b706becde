import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminCommentRow,
  AdminConsentLogRow,
  AdminFailedRequestRow,
  AdminOrderRow,
  AdminRedirectRow,
  AdminSubscriberRow,
} from '../../contract/dto/admin'
import type { LastPagePage, PostDto, SlugSearchResult, TermDto } from '../../contract/dto/cms'
import type { MediaDto } from '../../contract/dto/media'
import type { ProductFilterResponse, TagFilterResponse } from '../../contract/dto/catalogue'
import type { OrderCreateResult, PaymentMethod } from '../../contract/dto/commerce'
import { CHECKOUT_CONSENTS, callBackend, callBackendRaw, type BackendResult } from './test-helpers'
import {
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  productId,
  SHIPPING_ADDRESS,
  type TestCustomer,
} from './commerce/test-fixtures'

/**
 * Search terms of any length and character (issue 32): every search box of the backend (public and
 * staff) answers results or a translated 400, never a 5xx. (D1 refuses LIKE patterns over 50
 * bytes: a 49-byte term failed the whole query, answered 503 by the edge.)
 */
const ODD_TERMS = [
  'a'.repeat(60),
  'x'.repeat(100),
  '%',
  '_',
  '%'.repeat(25),
  '_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%',
  '100%',
  'a_b',
  "'",
  '"',
  '\\',
  '\\%\\_',
  "'; DROP TABLE orders; --",
  '🎨🖼️'.repeat(10),
  'č'.repeat(40),
  'ŠĐČĆŽ šđčćž',
] as const

type PostList = { data: PostDto[] }
type TermList = { data: TermDto[] }
type MediaList = { data: MediaDto[] }

let staff: TestCustomer
/** An order of a guest with a 60-character e-mail: the order search has rows to compare with. */
const longEmail = `search-${crypto.randomUUID()}-${'x'.repeat(8)}@izlog.test`
let longEmailOrder = ''

const searches = {
  'admin order search': (term: string, language: string) =>
    callBackend<LastPagePage<AdminOrderRow>>('GET', `/api/v1/admin/orders?q=${encodeURIComponent(term)}`, {
      token: staff.token,
      language,
    }),
  'finder/searchSlugs': (term: string, language: string) =>
    callBackend<SlugSearchResult[]>('GET', `/api/v1/finder/searchSlugs?s=${encodeURIComponent(term)}`, { language }),
  'product filter keywords': (term: string, language: string) =>
    callBackend<ProductFilterResponse>('POST', '/api/v1/product/web/filter', {
      body: { keywords: term, filters: [{ key: 'archived', value: false }] },
      language,
    }),
  'product filter keywords condition': (term: string, language: string) =>
    callBackend<ProductFilterResponse>('POST', '/api/v1/product/web/filter', {
      body: {
        filters: [
          { key: 'archived', value: false },
          { key: 'keywords', value: term },
        ],
      },
      language,
    }),
  'post/filterStandard keywords': (term: string, language: string) =>
    callBackend<PostList>('POST', '/api/v1/post/filterStandard', { body: { keywords: term }, language }),
  'product/web/tag/filter keywords': (term: string, language: string) =>
    callBackend<TagFilterResponse>('POST', '/api/v1/product/web/tag/filter', { body: { keywords: term }, language }),
  'term/filterStandard keywords': (term: string, language: string) =>
    callBackend<TermList>('POST', '/api/v1/term/filterStandard', { body: { keywords: term }, language }),
  'media library search': (term: string, language: string) =>
    callBackend<MediaList>('POST', '/api/v1/media/filterStandard', {
      body: { search: term },
      token: staff.token,
      language,
    }),
  'admin comment moderation search': (term: string, language: string) =>
    adminSearch<AdminCommentRow>('comments', term, language),
  'admin newsletter search': (term: string, language: string) =>
    adminSearch<AdminSubscriberRow>('newsletter', term, language),
  'admin consent-log search': (term: string, language: string) =>
    adminSearch<AdminConsentLogRow>('consent-log', term, language),
  'admin consent-log export search': (term: string, language: string) =>
    adminSearch<never>('consent-log.csv', term, language),
  'admin redirects search': (term: string, language: string) =>
    adminSearch<AdminRedirectRow>('redirects', term, language),
  'admin failed-requests search': (term: string, language: string) =>
    adminSearch<AdminFailedRequestRow>('redirects/failed', term, language),
} satisfies Record<string, (term: string, language: string) => Promise<BackendResult<unknown>>>

/** The longest term each search accepts (a longer one is a 400 saying so). */
const LIMITS: Record<keyof typeof searches, number | null> = {
  'admin order search': 120,
  'finder/searchSlugs': 100,
  'product filter keywords': 200,
  'product filter keywords condition': null,
  'post/filterStandard keywords': 200,
  'product/web/tag/filter keywords': 100,
  'term/filterStandard keywords': 200,
  'media library search': 200,
  'admin comment moderation search': 120,
  'admin newsletter search': 120,
  'admin consent-log search': 120,
  'admin consent-log export search': 120,
  'admin redirects search': 120,
  'admin failed-requests search': 120,
}

/** `GET api/v1/admin/{list}?q=term` as staff. */
const adminSearch = <Row>(list: string, term: string, language: string) =>
  callBackend<LastPagePage<Row>>('GET', `/api/v1/admin/${list}?q=${encodeURIComponent(term)}`, {
    token: staff.token,
    language,
  })

beforeAll(async () => {
  staff = await newCustomer(true)
  longEmailOrder = await placeOrder(longEmail)
  await seedRowsToSearch()
})

describe('search terms', () => {
  for (const [name, search] of Object.entries(searches)) {
    it(`attacker: odd and long terms in the ${name} answer results, never a 5xx`, async () => {
      for (const term of ODD_TERMS) {
        const res = await search(term, 'hr')
        expect(res.status, `${name}: ${term}`).toBe(200)
      }
    })

    const limit = LIMITS[name as keyof typeof searches]
    if (limit !== null) {
      it(`a term over ${limit} characters in the ${name} is a translated 400`, async () => {
        const hr = await search('ž'.repeat(limit + 1), 'hrv')
        expect(hr.status).toBe(400)
        expect(hr.json).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: expect.stringContaining(`Unos može imati najviše ${limit} znakova`),
        })
        const en = await search('x'.repeat(500), 'eng')
        expect(en.status).toBe(400)
        expect(en.json.message).toContain(`Enter at most ${limit} characters`)
      })
    }
  }

  it('wildcards are taken literally and a long term still finds what it names', async () => {
    const slugs = await searches['finder/searchSlugs']('%', 'hr')
    expect(slugs.json.data).toEqual([])
    const long = await searches['finder/searchSlugs']('sjene-dioklecijana-rekonstrukcija-palace', 'hr')
    expect(long.json.data?.some((r) => r.slug === 'sjene-dioklecijana-rekonstrukcija-palace')).toBe(true)
    const mixedCase = await searches['finder/searchSlugs']('SJENE-Dioklecijana-rekonstrukcija-PALACE', 'hr')
    expect(mixedCase.json.data?.some((r) => r.slug === 'sjene-dioklecijana-rekonstrukcija-palace')).toBe(true)
    const products = await searches['product filter keywords']('100%', 'hr')
    expect(products.json.data?.records).toEqual([])
  })

  it('the admin order search finds an order by a 60-character e-mail', async () => {
    expect(longEmail.length).toBeGreaterThanOrEqual(60)
    const found = await searches['admin order search'](longEmail.toUpperCase(), 'hr')
    expect(found.status).toBe(200)
    expect(found.json.data?.data.map((row) => row.slug)).toEqual([longEmailOrder])
    const none = await searches['admin order search'](`${longEmail}%`, 'hr')
    expect(none.json.data?.data).toEqual([])
  })
})

/** ASCII letters in capitals: the searches fold ASCII case only, as LIKE did (SQLite's lower()). */
const asciiUpper = (text: string) => text.replace(/[a-z]/g, (ch) => ch.toUpperCase())

describe('public and library searches find what they name, in any case, wildcards taken literally', () => {
  it('post, term, tag and media searches', async () => {
    const post = await env.DB.prepare(
      "SELECT tr.post_id AS id, tr.title FROM post_translations tr JOIN posts p ON p.id = tr.post_id JOIN post_types ty ON ty.id = p.post_type_id WHERE ty.slug = 'post' AND p.status = 'published' AND tr.language = 'hr' ORDER BY length(tr.title) DESC LIMIT 1",
    ).first<{ id: number; title: string }>()
    const longestWord = [...(post?.title.split(/\s+/) ?? [])].sort((a, b) => b.length - a.length)[0] ?? ''
    const posts = await searches['post/filterStandard keywords'](asciiUpper(longestWord), 'hr')
    expect(posts.json.data?.data.map((p) => p.id)).toContain(post?.id)
    expect((await searches['post/filterStandard keywords']('%', 'hr')).json.data?.data).toEqual([])

    const term = await env.DB.prepare(
      "SELECT term_id AS id, title FROM term_translations WHERE language = 'hr' ORDER BY length(title) DESC LIMIT 1",
    ).first<{ id: number; title: string }>()
    expect(
      (await searches['term/filterStandard keywords'](asciiUpper(term?.title ?? ''), 'hr')).json.data?.data.map(
        (t) => t.id,
      ),
    ).toContain(term?.id)
    expect((await searches['term/filterStandard keywords']('_', 'hr')).json.data?.data).toEqual([])

    const tag = await env.DB.prepare(
      "SELECT tag_id AS id, name FROM tag_translations WHERE language = 'hr' ORDER BY length(name) DESC LIMIT 1",
    ).first<{ id: number; name: string }>()
    expect(
      (await searches['product/web/tag/filter keywords'](asciiUpper(tag?.name ?? ''), 'hr')).json.data?.records.map(
        (t) => t.id,
      ),
    ).toContain(tag?.id)
    expect((await searches['product/web/tag/filter keywords']('%', 'hr')).json.data?.records).toEqual([])

    const media = await env.DB.prepare(
      'SELECT id, title FROM media WHERE length(title) > 0 ORDER BY length(title) DESC LIMIT 1',
    ).first<{ id: number; title: string }>()
    const library = await callBackend<MediaList>('POST', '/api/v1/media/filterStandard', {
      body: { search: asciiUpper(media?.title ?? ''), limit: 200 },
      token: staff.token,
    })
    expect(library.json.data?.data.map((m) => m.id)).toContain(media?.id)
    expect((await searches['media library search']('%', 'hr')).json.data?.data).toEqual([])
  })
})

describe('staff searches find what a long term names', () => {
  it('the newsletter search finds a subscriber by a 60-character e-mail, wildcards taken literally', async () => {
    const email = `subscriber-${crypto.randomUUID()}-${'x'.repeat(8)}@izlog.test`
    await env.DB.prepare("INSERT INTO newsletter_subscriptions (email, language) VALUES (?, 'hr')").bind(email).run()
    const found = await adminSearch<AdminSubscriberRow>('newsletter', email.toUpperCase(), 'hr')
    expect(found.json.data?.data.map((row) => row.email)).toEqual([email])
    expect(
      (await adminSearch<AdminSubscriberRow>('newsletter', email.replace('-', '_'), 'hr')).json.data?.data,
    ).toEqual([])
  })

  it('the redirect and failed-request searches find a 70-character path', async () => {
    const path = `/stara-stranica/${crypto.randomUUID()}/${'dugi-put-'.repeat(2)}`
    expect(path.length).toBeGreaterThanOrEqual(70)
    await env.DB.batch([
      env.DB.prepare("INSERT INTO redirects (from_path, to_path, status) VALUES (?, '/nova', 301)").bind(`${path}r`),
      env.DB.prepare('INSERT INTO failed_requests (path) VALUES (?)').bind(`${path}f`),
    ])
    expect(
      (await adminSearch<AdminRedirectRow>('redirects', path, 'hr')).json.data?.data.map((row) => row.from),
    ).toEqual([`${path}r`])
    expect(
      (await adminSearch<AdminFailedRequestRow>('redirects/failed', path, 'hr')).json.data?.data.map((row) => row.path),
    ).toEqual([`${path}f`])
    expect((await adminSearch<AdminRedirectRow>('redirects', `${path}%`, 'hr')).json.data?.data).toEqual([])
  })

  it('attacker: a 60-character consent in the consent-log filter answers results, never a 5xx', async () => {
    const consent = `c${crypto.randomUUID().replaceAll('-', '_')}${'_'.repeat(23)}`
    expect(consent).toMatch(/^[A-Za-z0-9_-]{60}$/)
    const email = `consent-${crypto.randomUUID()}-${'x'.repeat(8)}@izlog.test`
    await env.DB.prepare(
      "INSERT INTO consent_logs (status, status_timestamp, source_type, consents, user_type, email) VALUES ('accepted', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'newsletter', ?, 'guest', ?)",
    )
      .bind(JSON.stringify([consent]), email)
      .run()
    const byConsent = await callBackend<LastPagePage<AdminConsentLogRow>>(
      'GET',
      `/api/v1/admin/consent-log?consent=${consent}`,
      { token: staff.token },
    )
    expect(byConsent.status).toBe(200)
    expect(byConsent.json.data?.data.map((row) => row.email)).toEqual([email])
    const exported = await callBackendRaw(
      'GET',
      `/api/v1/admin/consent-log.csv?consent=${consent}&q=${encodeURIComponent(email)}`,
      { headers: { accessToken: staff.token } },
    )
    expect(exported.status).toBe(200)
    expect(await exported.text()).toContain(email)
    const unlike = await callBackend<LastPagePage<AdminConsentLogRow>>(
      'GET',
      `/api/v1/admin/consent-log?consent=${consent.replace('c', '_')}`,
      { token: staff.token },
    )
    expect(unlike.json.data?.data).toEqual([])
    expect(
      (await adminSearch<AdminConsentLogRow>('consent-log', email.toUpperCase(), 'hr')).json.data?.data.map(
        (row) => row.email,
      ),
    ).toEqual([email])
  })
})

/**
 * A row in every staff list, so each search compares its term with something (SQLite runs the
 * comparison only on rows: over an empty table even a refused pattern answers nothing).
 */
async function seedRowsToSearch() {
  const id = crypto.randomUUID()
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO comments (resource_type, resource_id, user_id, body) VALUES ('post', 1, ?, 'Lijep članak')",
    ).bind(staff.userId),
    env.DB.prepare("INSERT INTO newsletter_subscriptions (email, language) VALUES (?, 'hr')").bind(
      `seed-${id}@izlog.test`,
    ),
    env.DB.prepare("INSERT INTO redirects (from_path, to_path, status) VALUES (?, '/nova', 301)").bind(
      `/seed-redirect-${id}`,
    ),
    env.DB.prepare('INSERT INTO failed_requests (path) VALUES (?)').bind(`/seed-missing-${id}`),
    env.DB.prepare(
      "INSERT INTO consent_logs (status, status_timestamp, source_type, consents, user_type, email) VALUES ('accepted', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'newsletter', '[\"privacy\"]', 'guest', ?)",
    ).bind(`seed-${id}@izlog.test`),
  ])
}

/** A guest's bank transfer order of one mask, with GLS to Croatia. */
async function placeOrder(email: string): Promise<string> {
  const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
  const session = await newSession()
  const guest = await newGuest(session, email)
  await addItem(session, await productId('IZL-HW-MASKA'), 1)
  expect(
    (
      await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
        userId: guest.id,
        deliveryMethodId: 1,
        countryId: croatia,
      })
    ).status,
  ).toBe(200)
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {
    userId: guest.id,
  })
  const method = methods.json.data?.find((m) => m.paymentType === 'BANK_TRANSFER')
  expect(
    (
      await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, {
        userId: guest.id,
        paymentMethodId: method?.id,
      })
    ).status,
  ).toBe(200)
  const created = await cartCall<OrderCreateResult>('POST', '/api/v2/order/create', session, {
    userId: guest.id,
    consents: CHECKOUT_CONSENTS,
    successURL: '/a',
    failureURL: '/b',
    shippingAddress: SHIPPING_ADDRESS,
  })
  expect(created.status).toBe(200)
  return created.json.data?.orderSlug ?? ''
}
