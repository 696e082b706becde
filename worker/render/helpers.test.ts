import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { loadingProgress } from '../../client/lib/ui/loading-bar'
import { matchRoute } from '../../contract/routes'
import type { Locale } from '../../contract/locales'
import { renderFallbackPage } from './fallback-page'
import { headLinks } from './head-links'
import { isBot } from './is-bot'
import { escapeHtml, serializeForScript } from '../lib/serialize'
import { createStateInjector } from './state-injector'

const encoder = new TextEncoder()

async function pipe(chunks: string[], state: unknown): Promise<{ parts: string[]; text: string }> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  const parts: string[] = []
  const reader = source.pipeThrough(createStateInjector(() => state, 'N0nce==')).getReader()
  const decoder = new TextDecoder()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(decoder.decode(value))
  }
  return { parts, text: parts.join('') }
}

describe('state injector', () => {
  it('writes the dehydrated state before </body></html>, after everything streamed', async () => {
    const { parts, text } = await pipe(
      ['<!DOCTYPE html><html><body><div id="app">shell</div>', '<div hidden id="S:0">late</div>', '</body></html>'],
      { queries: [{ a: '</script>' }] },
    )
    expect(parts[0]).toContain('shell')
    expect(text).toBe(
      '<!DOCTYPE html><html><body><div id="app">shell</div><div hidden id="S:0">late</div><script type="application/json" id="__IZLOG_STATE__" nonce="N0nce==">{"queries":[{"a":"\\u003c/script\\u003e"}]}</script></body></html>',
    )
  })
  it('handles a postamble in the same chunk as content, and a document without one', async () => {
    expect((await pipe(['<html><body>x</body></html>'], 1)).text).toBe(
      '<html><body>x<script type="application/json" id="__IZLOG_STATE__" nonce="N0nce==">1</script></body></html>',
    )
    expect((await pipe(['<p>x</p>'], 2)).text).toBe(
      '<p>x</p><script type="application/json" id="__IZLOG_STATE__" nonce="N0nce==">2</script>',
    )
  })
})

describe('serialisation', () => {
  it('cannot break out of a script element', () => {
    const json = serializeForScript({ s: '</script><!-- & \u2028' })
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual({ s: '</script><!-- & \u2028' })
  })
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})

describe('bots', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['facebookexternalhit/1.1', true],
    ['Slackbot-LinkExpanding 1.0', true],
    ['Mozilla/5.0 (compatible; YandexBot/3.0)', true],
    ['Some crawler', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1', false],
    [null, false],
  ])('%s → %s', (ua, bot) => {
    expect(isBot(ua)).toBe(bot)
  })
})

describe('head links', () => {
  it('builds absolute canonical + hreflang and keeps only a page number in the canonical', () => {
    const match = matchRoute('/en/blog')
    const links = headLinks(
      {
        match,
        href: '/en/blog?page=2&utm_source=x',
        status: 200,
        head: { alternates: { hr: '/objave', en: '/en/blog' } },
        error: null,
      },
      'en',
      'https://izlog.hr',
    )
    expect(links.canonical).toBe('https://izlog.hr/en/blog?page=2')
    expect(links.alternates).toEqual([
      { hrefLang: 'hr', href: 'https://izlog.hr/objave' },
      { hrefLang: 'en', href: 'https://izlog.hr/en/blog' },
      { hrefLang: 'x-default', href: 'https://izlog.hr/objave' },
    ])
  })
  it('gives error pages no canonical', () => {
    expect(
      headLinks(
        { match: null, href: '/x/y/z', status: 404, head: {}, error: { status: 404, message: 'x' } },
        'hr',
        'https://izlog.hr',
      ),
    ).toEqual({ canonical: null, alternates: [] })
  })
})

describe('loading bar (SPEC §9: 5000 ms)', () => {
  it('advances linearly and holds below 100 until finished', () => {
    expect(loadingProgress(0)).toBe(0)
    expect(loadingProgress(2500)).toBe(50)
    expect(loadingProgress(5000)).toBe(95)
    expect(loadingProgress(60_000)).toBe(95)
  })
})

/** The fallback page as a response of a tiny app whose CSP nonce is `nonce`. */
function fallbackResponse(locale: Locale, status: number, nonce: string): Promise<Response> {
  const app = new Hono<{ Variables: { secureHeadersNonce: string } }>()
  app.get('/', (c) => {
    c.set('secureHeadersNonce', nonce)
    return renderFallbackPage(c, locale, status, { 'Cache-Control': 'no-store' })
  })
  return Promise.resolve(app.request('/'))
}

describe('fallback page', () => {
  it('is plain HTML with a link home and the nonce on its style', async () => {
    const res = await fallbackResponse('hr', 500, 'abc')
    expect(res.status).toBe(500)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const hr = await res.text()
    expect(hr).toContain('<html lang="hr">')
    expect(hr).toContain('<a href="/">Povratak na naslovnicu</a>')
    expect(hr).toContain('<style nonce="abc">')
    expect(await (await fallbackResponse('en', 503, 'abc')).text()).toContain(
      '<a href="/en/">Back to the home page</a>',
    )
  })
})
