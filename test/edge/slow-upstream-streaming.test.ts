import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import app from '../../worker/index'
import { upstreamProbe } from '../upstream-probe'
import { ORIGIN, cookieHeader } from './helpers'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { APP_RUNS_COOKIE, APP_RUNS_VALUE } from '../../contract/app-runs'

/**
 * The whole Worker against a slow upstream: a page of one visitor flushes its shell (head, header
 * and footer with their menus) before the page's deferred data arrives, which streams in afterwards;
 * a page the cache stores for everyone comes whole.
 * Asserted by order of arrival, never by wall-clock limits.
 */
afterEach(() => upstreamProbe.reset())

const decoder = new TextDecoder()
/** The cookie the app sets once it has run: without it every document comes whole (contract/app-runs.ts). */
const appRuns = { [APP_RUNS_COOKIE]: APP_RUNS_VALUE }

async function customerToken(): Promise<string> {
  return signAccessToken(env, {
    userId: 2,
    email: 'kupac@izlog.hr',
    firstName: 'K',
    lastName: 'K',
    isBackofficeUser: false,
  })
}
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? ''

describe('streaming with a slow upstream', () => {
  it("flushes the shell of a signed-in visitor's blog, with its menus, before the posts arrive", async () => {
    upstreamProbe.delayMs = 300
    const path = `/objave?slow=${crypto.randomUUID().slice(0, 8)}`
    const ctx = createExecutionContext()
    // A signed-in visitor's page is theirs alone (never stored): it streams to a browser whose app has run.
    const headers = { Cookie: cookieHeader({ [ACCESS_COOKIE]: await customerToken(), ...appRuns }) }
    // Not appFetch: that helper buffers the body, and here the arrival order is the point.
    const res = await app.fetch(new Request(ORIGIN + path, { headers }), env, ctx)
    expect(res.status).toBe(200)
    const reader = res.body?.getReader()
    if (!reader) throw new Error('no body')

    let shell = ''
    while (!shell.includes('</header>')) {
      const chunk = await reader.read()
      if (chunk.done) throw new Error('document ended before the header')
      shell += decoder.decode(chunk.value, { stream: true })
    }
    // The shell waited for the layout's reads (the menus are in place, also without JavaScript), not for the posts.
    expect(shell).toContain('<html lang="hr"')
    expect(shell).not.toContain('post-card')
    expect(shell.indexOf('nav nav--bar')).toBeGreaterThan(-1)
    expect(shell.indexOf('nav nav--bar')).toBeLessThan(shell.indexOf('</header>'))

    let rest = ''
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      rest += decoder.decode(chunk.value, { stream: true })
    }
    expect(rest).toContain('post-card')
    expect(upstreamProbe.calls).toBeGreaterThan(0)
    expect(shell + rest).toContain('<!--$?-->')
    await waitOnExecutionContext(ctx)
  })

  it("gives a signed-in visitor's browser that has not run the app the whole blog: no part left to a script (issue 38)", async () => {
    upstreamProbe.delayMs = 300
    const path = `/objave?slow=${crypto.randomUUID().slice(0, 8)}`
    const ctx = createExecutionContext()
    const headers = { Cookie: cookieHeader({ [ACCESS_COOKIE]: await customerToken() }) }
    const res = await app.fetch(new Request(ORIGIN + path, { headers }), env, ctx)
    expect(res.headers.get('Cache-Control')).toMatch(/no-store/)
    const html = await res.text()
    await waitOnExecutionContext(ctx)
    expect(html).not.toContain('<!--$?-->')
    expect(html).not.toContain('<template id="B:')
    expect(html.indexOf('post-card')).toBeGreaterThan(-1)
    expect(html.indexOf('post-card')).toBeLessThan(html.indexOf('</footer>'))
  })

  it('gives the first visitor of an uncached page the whole document, the copy stored for everyone (issue 38)', async () => {
    upstreamProbe.delayMs = 300
    const path = `/objave?slow=${crypto.randomUUID().slice(0, 8)}`
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(ORIGIN + path), env, ctx)
    expect(res.headers.get('X-Cache')).toBe('MISS')
    // Every part in place (the suite shares its caches: the posts may come from the edge's cache, not the slow upstream).
    const html = await res.text()
    await waitOnExecutionContext(ctx)
    expect(html).not.toContain('<!--$?-->')
    expect(html).not.toContain('<template id="B:')
    expect(html.indexOf('post-card')).toBeLessThan(html.indexOf('</footer>'))
    expect(html.indexOf('nav nav--bar')).toBeLessThan(html.indexOf('</header>'))

    // That render was the one stored: the next visitor gets it with no upstream call and no second render.
    upstreamProbe.reset()
    const again = createExecutionContext()
    const hit = await app.fetch(new Request(ORIGIN + path), env, again)
    expect(hit.headers.get('X-Cache')).toBe('HIT')
    const stored = await hit.text()
    await waitOnExecutionContext(again)
    expect(upstreamProbe.calls).toBe(0)
    expect(stored.split(nonceOf(hit)).join('N')).toBe(html.split(nonceOf(res)).join('N'))
  })

  it("a personal page (the cart) has its menus in place, not a frame only React's script would fill (issue 38)", async () => {
    upstreamProbe.delayMs = 300
    const ctx = createExecutionContext()
    const res = await app.fetch(new Request(`${ORIGIN}/kosarica?slow=${crypto.randomUUID().slice(0, 8)}`), env, ctx)
    expect(res.headers.get('Cache-Control')).toMatch(/no-store/)
    const html = await res.text()
    await waitOnExecutionContext(ctx)
    const header = html.slice(0, html.indexOf('</header>'))
    expect(header).toContain('nav nav--bar')
    expect(header).not.toContain('<!--$?-->')
    expect(html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))).not.toContain('<!--$?-->')
  })

  it("a form's outcome page (?form=, ?cart=) comes whole at once: the browser that posted may run no JavaScript", async () => {
    upstreamProbe.delayMs = 300
    for (const outcome of ['form=emailInvalid&formId=newsletter-x', 'cart=added']) {
      const path = `/objave?${outcome}&slow=${crypto.randomUUID().slice(0, 8)}`
      const ctx = createExecutionContext()
      // Even a browser whose app has run: the outcome page may be the first it gets after a plain form post.
      const res = await app.fetch(new Request(ORIGIN + path, { headers: { Cookie: cookieHeader(appRuns) } }), env, ctx)
      expect(res.status).toBe(200)
      const html = await res.text()
      await waitOnExecutionContext(ctx)
      expect(html).not.toContain('<!--$?-->')
      expect(html.indexOf('post-card')).toBeLessThan(html.indexOf('</footer>'))
      expect(html.indexOf('nav nav--bar')).toBeLessThan(html.indexOf('</header>'))
    }
  })
})
