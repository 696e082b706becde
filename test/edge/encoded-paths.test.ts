import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { upstreamProbe } from '../upstream-probe'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { inspectPath } from '../../worker/middleware/canonical-path'
import { appFetch, cookieHeader, sameOrigin } from './helpers'

/**
 * One spelling per path (worker/middleware/canonical-path.ts): the edge's refusals (login only
 * through /api/auth, cart sessions only through /api/cart), the maintenance gate and the page
 * cache decide on the path the upstream is sent, whatever encoding the request used.
 */
afterEach(() => upstreamProbe.reset())

/** Every way of writing one API call that the edge refuses as written plainly. */
function spellings(prefix: string, call: string): string[] {
  const [first = '', ...rest] = call
  const hex = (ch: string) => `%${ch.charCodeAt(0).toString(16)}`
  const version = prefix.slice(-1)
  return [
    `${prefix}/${hex(first)}${rest.join('')}`,
    `${prefix}/${hex(first).toUpperCase()}${rest.join('')}`,
    `${prefix}/${[...call].map(hex).join('')}`,
    `${prefix}/${call}%2F`,
    `${prefix}/${call}%2f`,
    `${prefix}/${call}%5C`,
    `${prefix}/${call}/`,
    `${prefix}//${call}`,
    `${prefix}/./${call}`,
    `${prefix}/%2e/${call}`,
    `${prefix}/x/../${call}`,
    `${prefix}/x/%2E%2E/${call}`,
    `${prefix}/x/..%2F${call}`,
    `${prefix}/${call}%00`,
    `${prefix}/${call};x`,
    `${prefix}/${call}%3B`,
    `${prefix}/%25${hex(first).slice(1)}${rest.join('')}`,
    `/api/%76${version}/${call}`,
    `/API/v${version}/${call}`,
    `/Api/v${version}/${call}`,
    `/api/V${version}/${call}`,
    `${prefix}/${call.toUpperCase()}`,
    `${prefix}/${call.toLowerCase()}`,
    `${prefix}\\${call}`,
  ]
}

const SECRETS = /accessToken|refreshToken|protectCode/i
const login = JSON.stringify({ username: 'admin@izlog.hr', password: 'izlog-admin-2026' })
const customerCookie = async () =>
  cookieHeader({
    [ACCESS_COOKIE]: await signAccessToken(env, {
      userId: 2,
      email: 'kupac@izlog.hr',
      firstName: 'K',
      lastName: 'K',
      isBackofficeUser: false,
    }),
  })

const REFUSED_CALLS = [
  { name: 'login (tokens in JSON)', prefix: '/api/v1', call: 'login', method: 'POST', body: login, customer: false },
  {
    name: 'cart/getNewCartSession (a protect code)',
    prefix: '/api/v2',
    call: 'cart/getNewCartSession',
    method: 'GET',
    body: undefined,
    customer: false,
  },
  {
    name: 'cart/getAbandoned (a protect code)',
    prefix: '/api/v2',
    call: 'cart/getAbandoned',
    method: 'POST',
    body: '{}',
    customer: true,
  },
] as const

describe('encoded paths at the edge', () => {
  for (const refused of REFUSED_CALLS) {
    it(`attacker: ${refused.name} in other spellings never reaches the backend nor answers a secret`, async () => {
      const cookie = refused.customer ? await customerCookie() : undefined
      for (const path of spellings(refused.prefix, refused.call)) {
        upstreamProbe.reset()
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          'x-izlog-client-address': `198.51.100.${Math.floor(Math.random() * 250)}`,
        }
        if (cookie) headers['Cookie'] = cookie
        const init: RequestInit = { method: refused.method, headers, ...(refused.body ? { body: refused.body } : {}) }
        const res = await appFetch(path, refused.method === 'GET' ? init : sameOrigin(init))
        const text = await res.text()
        expect(text, path).not.toMatch(SECRETS)
        expect(res.status, path).toBeGreaterThanOrEqual(400)
        expect(res.status, path).toBeLessThan(500)
        expect(upstreamProbe.log, path).toEqual([])
      }
    })
  }

  it('attacker: an encoded API path is answered 400 in the JSON envelope, in the page’s language', async () => {
    const res = await appFetch(
      '/api/v1/%6cogin',
      sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json', language: 'eng' }, body: login }),
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toMatchObject({
      statusCode: 400,
      code: 'MALFORMED_PATH',
      message: 'The address is not written correctly.',
    })
    const page = await appFetch('/o-n%61ma')
    expect(page.status).toBe(400)
    expect(await page.text()).toBe('Adresa nije ispravno zapisana.')
  })

  it('attacker: an encoded path gets no cached copy of the page it spells', async () => {
    const path = `/o-nama?v=${crypto.randomUUID().slice(0, 8)}`
    expect((await appFetch(path)).headers.get('X-Cache')).toBe('MISS')
    expect((await appFetch(path)).headers.get('X-Cache')).toBe('HIT')
    // (`/x/../o-nama` is `/o-nama` once the URL is parsed: no Worker ever sees the dots.)
    for (const spelled of [
      path.replace('o-nama', 'o-n%61ma'),
      path.replace('o-nama', '%6F-nama'),
      `/${path}`,
      path.replace('o-nama', 'o-nama%2F'),
      path.replace('o-nama', 'o-nama%2F..%2Fo-nama'),
    ]) {
      const res = await appFetch(spelled)
      expect(res.headers.get('X-Cache'), spelled).not.toBe('HIT')
      expect(res.status, spelled).toBe(400)
    }
  })

  it('attacker: an encoded path does not slip past maintenance to the upstream', async () => {
    const ON = { MAINTENANCE: 'on' }
    for (const path of [
      '/api/v2/order/get/..%2F..%2Fcart%2FgetCart',
      '/api/v2/order/get/x%2F..%2F..%2Fcart/getCart',
      '/%70ay/..%2Fapi%2Fv2%2Fcart%2FgetCart',
    ]) {
      upstreamProbe.reset()
      const res = await appFetch(path, {}, ON)
      expect(res.status, path).toBe(400)
      expect(upstreamProbe.log, path).toEqual([])
    }
    // The plain spelling of an exempt path still passes; any other is gated.
    expect((await appFetch('/api/v2/order/get/IZL-NO-SUCH-ORDER', {}, ON)).status).not.toBe(503)
    expect((await appFetch('/kontakt', {}, ON)).status).toBe(503)
  })

  it('legitimately encoded characters still work: a Croatian slug, a search with reserved characters in its query', async () => {
    const slug = `/%C4%8Dlanak-${crypto.randomUUID().slice(0, 8)}`
    const page = await appFetch(slug)
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('X-Cache')).toBe('MISS')
    // Lower-case hex is the same path: the same cached copy (and the same purge).
    expect((await appFetch(slug.toLowerCase())).headers.get('X-Cache')).toBe('HIT')
    const search = await appFetch(`/api/v1/finder/searchSlugs?s=${encodeURIComponent('a/b%_\\"\'č')}`)
    expect(search.status).toBe(200)
    expect((await appFetch(`/pretraga?q=${encodeURIComponent('../%2F..')}`)).status).not.toBe(400)
    expect((await appFetch('/kontakt/')).status).toBe(200)
    expect((await appFetch('/en/')).status).toBe(200)
    expect((await appFetch('/api/v2/settings/getCheckoutSettings')).status).toBe(200)
  })

  it('inspectPath: one spelling per path, hex in upper case', () => {
    expect(inspectPath('/')).toEqual({ ok: true, path: '/' })
    expect(inspectPath('/en/')).toEqual({ ok: true, path: '/en/' })
    expect(inspectPath('/%c4%8dlanak')).toEqual({ ok: true, path: '/%C4%8Dlanak' })
    expect(inspectPath('/a%20b')).toEqual({ ok: true, path: '/a%20b' })
    expect(inspectPath('/api/v1/user/web/verify/abc-_.~')).toEqual({
      ok: true,
      path: '/api/v1/user/web/verify/abc-_.~',
    })
    for (const bad of [
      '/a%2Fb',
      '/a%5cb',
      '/a%2eb',
      '/%6bontakt',
      '/a%25',
      '/a%',
      '/a%zz',
      '/a%C4',
      '/a//b',
      '/api/v1/x/',
      '/api/',
      '/API/v1/x',
      '/api/V2/x',
      '/api/v1/x;y',
      '/a/./b',
      '/a/../b',
    ]) {
      expect(inspectPath(bad).ok, bad).toBe(false)
    }
  })
})
