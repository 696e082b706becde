import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  CONSENT_COOKIE,
  COOKIE_CONSENT_FORM,
  consentCookieValue,
  cookieConsentAction,
  cookieSettingsAction,
  parseConsentCookie,
} from '../../contract/cookie-consent'
import { ORIGIN, appFetch, cookieHeader, setCookies } from '../../test/edge/helpers'
import { PAGE_KEY_PATH } from '../cache/cache-overview'
import { pageCacheKey } from '../cache/page-cache'
import { VISITOR_COOKIE } from '../lib/visitor-cookie'

/** The cookie notice's form (issue 38): posted by a browser whose app has not run, or never will. */

/** The form as the browser posts it from this site's page: the pressed button's answer, the ticked boxes. */
function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  cookies: Record<string, string> = {},
  path = cookieConsentAction('hr'),
) {
  const address = `203.0.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
  return appFetch(path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': address,
      Cookie: cookieHeader(cookies),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

const logged = (visitorId: string) =>
  env.DB.prepare('SELECT status, source_type, consents FROM consent_logs WHERE visitor_id = ? ORDER BY id')
    .bind(visitorId)
    .all<{ status: string; source_type: string; consents: string }>()
    .then((rows) => rows.results)

const choiceOf = (res: Response) => parseConsentCookie(setCookies(res).get(CONSENT_COOKIE)?.value)

describe('the cookie notice form', () => {
  it('"accept": stores every category in the cookie the app reads too, logs it, 303s back', async () => {
    const res = await post({ answer: 'all', returnTo: '/shop?sort=cheapest' })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/shop?sort=cheapest')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const cookie = setCookies(res).get(CONSENT_COOKIE)
    // The app reads and writes the same cookie: not HttpOnly.
    expect(cookie?.attrs).not.toMatch(/HttpOnly/i)
    expect(cookie?.attrs).toMatch(/Secure/i)
    expect(cookie?.attrs).toMatch(/Path=\//i)
    expect(choiceOf(res)).toMatchObject({ marketing: true, analytics: true })
    const visitor = setCookies(res).get(VISITOR_COOKIE)?.value ?? ''
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/)
    const rows = await logged(visitor)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.source_type).toBe('cookie')
    expect(rows[0]?.status).toBe('accepted')
  })

  it('"only necessary" refuses both optional categories, even with boxes ticked', async () => {
    const res = await post({ answer: 'necessary', marketing: 'on', analytics: 'on', returnTo: '/en/shop' })
    expect(res.headers.get('Location')).toBe('/en/shop')
    expect(choiceOf(res)).toMatchObject({ marketing: false, analytics: false })
    const rows = await logged(setCookies(res).get(VISITOR_COOKIE)?.value ?? '')
    expect(rows.map((row) => row.status)).toEqual(['necessaryOnly'])
  })

  it('"save my choice" stores exactly the ticked boxes; none ticked is necessary only (nothing preselected)', async () => {
    const analytics = await post({ answer: 'custom', analytics: 'on', returnTo: '/' })
    expect(choiceOf(analytics)).toMatchObject({ marketing: false, analytics: true })
    const visitor = setCookies(analytics).get(VISITOR_COOKIE)?.value ?? ''
    // The same browser's next decision is tied to the same visitor.
    const none = await post({ answer: 'custom', returnTo: '/' }, {}, { [VISITOR_COOKIE]: visitor })
    expect(choiceOf(none)).toMatchObject({ marketing: false, analytics: false })
    expect((await logged(visitor)).map((row) => row.status)).toEqual(['partial', 'necessaryOnly'])
  })

  it('an unsafe or missing return path goes home, in the visitor’s language', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/%2f%2fevil.example']) {
      const res = await post({ answer: 'all', returnTo })
      expect(res.status).toBe(303)
      expect(res.headers.get('Location')).toBe('/')
    }
    const en = await post({ answer: 'all' }, {}, {}, cookieConsentAction('en'))
    expect(en.headers.get('Location')).toBe('/en/')
  })

  it('bad input is a translated 400 and stores nothing: no answer, an unknown one, a box that is not "on", JSON', async () => {
    const bad: Record<string, string>[] = [{}, { answer: 'everything' }, { answer: 'custom', marketing: 'yes' }]
    for (const fields of bad) {
      const res = await post(fields)
      expect(res.status).toBe(400)
      const body = await res.json<{ code: string; message: string }>()
      expect(body.code).toBe('INVALID_COOKIE_CHOICE')
      expect(body.message).toBe('Odabir kolačića nije ispravan. Vratite se na stranicu i odaberite ponovno.')
      expect(setCookies(res).has(CONSENT_COOKIE)).toBe(false)
    }
    const en = await post({ answer: 'maybe' }, {}, {}, cookieConsentAction('en'))
    expect(en.status).toBe(400)
    expect((await en.json<{ message: string }>()).message).toMatch(/^The cookie choice is not valid/)
    const json = await appFetch(COOKIE_CONSENT_FORM, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ answer: 'all' }),
    })
    expect(json.status).toBe(400)
    expect(setCookies(json).has(CONSENT_COOKIE)).toBe(false)
  })

  it('attacker: a cross-site post is refused (translated 403) and sets no choice', async () => {
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://shop.izlog.test', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
    ]) {
      const res = await post({ answer: 'all', returnTo: '/' }, headers)
      expect(res.status).toBe(403)
      expect((await res.json<{ code: string; message: string }>()).message).toMatch(/odbijen/)
      expect(res.headers.getSetCookie()).toHaveLength(0)
    }
    const bare = await appFetch(COOKIE_CONSENT_FORM, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'answer=all',
    })
    expect(bare.status).toBe(403)
    expect(bare.headers.getSetCookie()).toHaveLength(0)
  })
})

describe("the footer's cookie settings form", () => {
  it('forgets the stored choice (nothing logged) and 303s back, where the notice asks again', async () => {
    const stored = `m1.a1.${Date.now()}`
    const res = await post({ returnTo: '/en/shop' }, {}, { [CONSENT_COOKIE]: stored }, cookieSettingsAction('en'))
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/en/shop')
    const cleared = setCookies(res).get(CONSENT_COOKIE)
    expect(cleared?.value).toBe('')
    expect(cleared?.attrs).toMatch(/Max-Age=0/i)
    expect(setCookies(res).has(VISITOR_COOKIE)).toBe(false)
    const unsafe = await post({ returnTo: '//evil.example/' }, {}, {}, cookieSettingsAction('hr'))
    expect(unsafe.headers.get('Location')).toBe('/')
  })

  it('attacker: a cross-site post cannot forget the choice', async () => {
    const res = await post(
      { returnTo: '/' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      {},
      cookieSettingsAction('hr'),
    )
    expect(res.status).toBe(403)
    expect(res.headers.getSetCookie()).toHaveLength(0)
  })
})

describe('the page with and without a stored choice', () => {
  const page = (path: string, cookie?: string) =>
    appFetch(path, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } })
  const chosen = `${CONSENT_COOKIE}=${consentCookieValue({ marketing: false, analytics: true }, new Date())}`

  it('the server renders the notice (a form the browser posts) until the cookie holds a choice; the shared copies never mix', async () => {
    const path = `/en/search?s=cookie-${crypto.randomUUID().slice(0, 8)}`
    for (let round = 0; round < 2; round++) {
      // Twice: the second round is answered from the page cache, each from its own copy.
      const asked = await (await page(path)).text()
      expect(asked).toContain('class="cookie-notice')
      const form = /<form class="cookie-notice__form"[^>]*>/.exec(asked)?.[0] ?? ''
      expect(form).toContain('method="post"')
      expect(form).toContain(`action="${cookieConsentAction('en')}"`)
      // Three submit buttons, each naming its answer (what the browser posts without the app).
      const buttons = [...asked.matchAll(/<button type="submit"[^>]*>/g)].map(([tag]) => tag)
      for (const answer of ['all', 'necessary', 'custom'])
        expect(
          buttons.filter((tag) => tag.includes(`value="${answer}"`) && tag.includes('name="answer"')),
        ).toHaveLength(1)
      expect(asked).toContain('"cookieChoice":false')
      const decided = await (await page(path, chosen)).text()
      expect(decided).not.toContain('class="cookie-notice')
      expect(decided).toContain('"cookieChoice":true')
      expect(decided).toContain('<footer')
    }
  })

  it('a cookie value that is not one of ours is no choice: the notice stays', async () => {
    for (const value of ['m1.a1', 'm2.a0.1', 'yes', 'm1.a1.99999999999999999']) {
      const html = await (await page('/en', `${CONSENT_COOKIE}=${value}`)).text()
      expect(html).toContain('class="cookie-notice')
    }
  })

  it('the two copies of a page are keyed apart, and a purge by language and path finds both', () => {
    const url = new URL('https://izlog.hr/shop?sort=cheapest')
    const asked = pageCacheKey(3, 'hr', url)
    const decided = pageCacheKey(3, 'hr', url, true)
    expect(decided).not.toBe(asked)
    for (const key of [asked, decided]) expect(PAGE_KEY_PATH.exec(key)?.slice(1, 3)).toEqual(['hr', '/shop'])
  })
})
