import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { appFetch, cookieHeader, sameOrigin, setCookies } from '../../test/edge/helpers'
import { VISITOR_COOKIE } from '../lib/visitor-cookie'

/** A cookie-notice decision as the browser sends it, from its own address, with its cookies. */
function decide(
  consents: string[],
  {
    cookies = {},
    headers = {},
    path = '/api/consent/log',
  }: { cookies?: Record<string, string>; headers?: Record<string, string>; path?: string } = {},
) {
  const address = `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
  return appFetch(
    path,
    sameOrigin({
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': address,
        Cookie: cookieHeader(cookies),
        ...headers,
      },
      body: JSON.stringify({ sourceType: 'cookie', consents }),
    }),
  )
}

const entry = (id: number) =>
  env.DB.prepare('SELECT visitor_id, email, user_id, client_address FROM consent_logs WHERE id = ?')
    .bind(id)
    .first<{ visitor_id: string | null; email: string | null; user_id: number | null; client_address: string | null }>()

describe('/api/consent/log (the cookie notice through the edge)', () => {
  it('gives the browser an HttpOnly visitor cookie on its first decision and ties every later decision to it', async () => {
    const first = await decide(['necessary'])
    expect(first.status).toBe(201)
    const cookie = setCookies(first).get(VISITOR_COOKIE)
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/)
    expect(cookie?.attrs).toMatch(/HttpOnly/i)
    expect(cookie?.attrs).toMatch(/Secure/i)
    const firstEntry = await entry(((await first.json()) as { data: { id: number } }).data.id)
    expect(firstEntry).toMatchObject({ visitor_id: cookie?.value, email: null, user_id: null })
    expect(firstEntry?.client_address).toMatch(/^198\.51\./)

    const second = await decide(['necessary', 'analytics'], { cookies: { [VISITOR_COOKIE]: cookie?.value ?? '' } })
    expect(second.status).toBe(201)
    expect((await entry(((await second.json()) as { data: { id: number } }).data.id))?.visitor_id).toBe(cookie?.value)
  })

  it("attacker: a visitor id named by the browser (a header, or a cookie the edge never made) never becomes the entry's visitor", async () => {
    const victim = crypto.randomUUID()
    const viaHeader = await decide(['necessary'], { headers: { 'x-izlog-visitor-id': victim } })
    expect(viaHeader.status).toBe(201)
    const headerEntry = await entry(((await viaHeader.json()) as { data: { id: number } }).data.id)
    expect(headerEntry?.visitor_id).not.toBe(victim)
    expect(headerEntry?.visitor_id).toBe(setCookies(viaHeader).get(VISITOR_COOKIE)?.value)

    const viaMadeUpCookie = await decide(['necessary'], { cookies: { [VISITOR_COOKIE]: 'kupac@izlog.hr' } })
    expect(viaMadeUpCookie.status).toBe(201)
    expect((await entry(((await viaMadeUpCookie.json()) as { data: { id: number } }).data.id))?.visitor_id).toMatch(
      /^[0-9a-f-]{36}$/,
    )

    // The backend's own path through the API proxy: the browser's header is not passed on, so an anonymous entry is refused.
    const proxied = await decide(['necessary'], {
      path: '/api/v1/web/consent/log/create',
      headers: { 'x-izlog-visitor-id': victim },
    })
    expect(proxied.status).toBe(400)
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM consent_logs WHERE visitor_id = ?')
        .bind(victim)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
  })

  it('a refused decision sets no cookie and says why', async () => {
    const refused = await decide(['privacy'])
    expect(refused.status).toBe(400)
    expect(setCookies(refused).has(VISITOR_COOKIE)).toBe(false)
  })

  it("answers a body that is not JSON in the visitor's language (issue 34: no English text)", async () => {
    for (const [language, message] of [
      ['hrv', 'Neispravan zahtjev.'],
      ['eng', 'Malformed request.'],
    ] as const) {
      const res = await appFetch(
        '/api/consent/log',
        sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json', language }, body: '{oops' }),
      )
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'BAD_JSON', message })
    }
  })
})
