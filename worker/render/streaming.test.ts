import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createElement, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HttpStatusError, type PageModule } from '../../client/lib/page-types'
import type { PageRegistry } from '../../client/app/registry-context'
import { ApiError } from '../../contract/api'
import { pageRegistry } from '../../client/pages/registry'
import type { SessionUser } from '../env'
import { nonceOf, rendererTestApp, scriptTags } from './test-app'
import { APP_RUNS_COOKIE, APP_RUNS_VALUE } from '../../contract/app-runs'

const decoder = new TextDecoder()

function gate() {
  let release: () => void = () => undefined
  const promise = new Promise<void>((resolve) => (release = resolve))
  return { promise, release }
}

/** A page whose Suspense part waits for a deferred query that only resolves when the test says so. */
function slowPage(wait: Promise<void>): PageModule {
  const slowQuery = queryOptions({
    queryKey: ['test', 'slow'] as const,
    queryFn: async () => {
      await wait
      return { text: 'SLOW-CONTENT-42' }
    },
  })
  function SlowPart() {
    const { data } = useSuspenseQuery(slowQuery)
    return createElement('p', { id: 'slow' }, data.text)
  }
  return {
    Component: () =>
      createElement(
        'div',
        null,
        createElement('h1', null, 'Slow page'),
        createElement(Suspense, { fallback: createElement('p', null, 'WAITING-FALLBACK') }, createElement(SlowPart)),
      ),
    critical: async () => ({ head: { title: 'Slow page', description: 'A page with a slow part' } }),
    deferred: (ctx) => void ctx.queryClient.prefetchQuery(slowQuery),
  }
}

const page = (module: Partial<PageModule>): PageModule => ({
  Component: () => createElement('h1', null, 'Test page'),
  ...module,
})

function registryWith(overrides: Partial<PageRegistry>): PageRegistry {
  return { ...pageRegistry, ...overrides }
}

async function fetchFrom(
  registry: PageRegistry,
  path: string,
  init: RequestInit = {},
  user: SessionUser | null = null,
  vars: Partial<typeof env> = {},
) {
  const ctx = createExecutionContext()
  const res = await rendererTestApp(registry, user).fetch(
    new Request(`http://localhost${path}`, init),
    { ...env, ...vars },
    ctx,
  )
  return { res, done: () => waitOnExecutionContext(ctx) }
}

/** The cookie the app sets once it has run in a browser: only such a browser gets streamed documents. */
const APP_RUNS = { Cookie: `${APP_RUNS_COOKIE}=${APP_RUNS_VALUE}` }

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))

describe('SSR streaming', () => {
  it('flushes the shell before a slow deferred loader resolves, then streams the part and its state', async () => {
    const slow = gate()
    const { res } = await fetchFrom(registryWith({ home: slowPage(slow.promise) }), '/', { headers: APP_RUNS })
    expect(res.status).toBe(200)
    const reader = res.body?.getReader()
    if (!reader) throw new Error('no body')
    let first = ''
    // The shell can come in more than one chunk: read until the header is there (the part must not be).
    while (!first.includes('</header>')) {
      const chunk = await Promise.race([reader.read(), timeout(5000)])
      if (chunk === 'timeout' || chunk.done) throw new Error('shell did not flush before the slow loader resolved')
      first += decoder.decode(chunk.value, { stream: true })
    }
    expect(first).toContain('<html lang="hr"')
    expect(first).toContain('<title>Slow page | izlog</title>')
    expect(first).not.toContain('SLOW-CONTENT-42')
    slow.release()
    let rest = ''
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      rest += decoder.decode(chunk.value, { stream: true })
    }
    const html = first + rest
    expect(rest).toContain('SLOW-CONTENT-42')
    // The dehydrated state (with the streamed query) closes the document, before </body>.
    const state =
      /<script type="application\/json" id="__IZLOG_STATE__" nonce="([^"]+)">(.*?)<\/script><\/body><\/html>$/s.exec(
        html,
      )
    expect(state?.[1]).toBe(nonceOf(res))
    expect(state?.[2]).toContain('SLOW-CONTENT-42')
    expect(state?.[2]).toContain('"queryKey":["test","slow"]')
    // React's completion scripts carry the nonce too.
    for (const tag of scriptTags(html)) expect(tag).toContain(`nonce="${nonceOf(res)}"`)
  })

  it('keeps a large part that is ready when the shell flushes in place, not moved to the end of the stream', async () => {
    // React moves a ready part over 12.8 kB behind the footer by default, to be swapped in by its inline script.
    const paragraphs = Array.from({ length: 400 }, (_, index) =>
      createElement('p', { key: index }, `READY-PARAGRAPH-${index} ${'x'.repeat(40)}`),
    )
    const big = page({ Component: () => createElement('article', null, paragraphs) })
    const { res } = await fetchFrom(registryWith({ home: big }), '/')
    const html = await res.text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(main.length).toBeGreaterThan(20_000)
    expect(main).toContain('READY-PARAGRAPH-0 ')
    expect(main).toContain('READY-PARAGRAPH-399 ')
    expect(main).not.toContain('<template id="B:')
  })

  it('gives bots the complete document (waits for every Suspense boundary)', async () => {
    const slow = gate()
    const pending = fetchFrom(registryWith({ home: slowPage(slow.promise) }), '/en', {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
    expect(await Promise.race([pending, timeout(300)])).toBe('timeout')
    slow.release()
    const { res } = await pending
    const html = await res.text()
    expect(html).toContain('SLOW-CONTENT-42')
    expect(html).not.toContain('WAITING-FALLBACK')
    expect(html).toContain('<html lang="en"')
  })

  it('streams to a browser whose app has run without waiting (fallback first)', async () => {
    const slow = gate()
    const pending = fetchFrom(registryWith({ home: slowPage(slow.promise) }), '/', {
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', ...APP_RUNS },
    })
    const result = await Promise.race([pending, timeout(5000)])
    expect(result).not.toBe('timeout')
    slow.release()
    if (result === 'timeout') return
    const html = await result.res.text()
    expect(html).toContain('WAITING-FALLBACK')
    expect(html).toContain('SLOW-CONTENT-42')
  })
})

describe('whole documents for a browser whose app has not run (issue 38)', () => {
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36'

  async function render(cookie: string | null) {
    const slow = gate()
    const headers: Record<string, string> = { 'User-Agent': browser }
    if (cookie !== null) headers.Cookie = cookie
    const pending = fetchFrom(registryWith({ home: slowPage(slow.promise) }), '/', { headers })
    // A streamed answer comes before the slow part; a whole one waits for it.
    const early = await Promise.race([pending, timeout(300)])
    slow.release()
    const { res } = await pending
    return { early: early !== 'timeout', html: await res.text(), res }
  }

  it('the same request streams with the cookie and comes whole without it', async () => {
    const streamed = await render(`${APP_RUNS_COOKIE}=${APP_RUNS_VALUE}`)
    expect(streamed.early).toBe(true)
    expect(streamed.html).toContain('WAITING-FALLBACK')
    expect(streamed.html).toContain('<template id="B:')

    const whole = await render(null)
    expect(whole.early).toBe(false)
    expect(whole.html).toContain('SLOW-CONTENT-42')
    expect(whole.html).not.toContain('WAITING-FALLBACK')
    expect(whole.html).not.toContain('<template')
    // The cookie is no part of the answer's caching: no Vary on it, the same shareable page either way.
    expect(whole.res.headers.get('vary') ?? '').not.toMatch(/cookie/i)
    expect(whole.res.headers.get('cache-control')).toBe(streamed.res.headers.get('cache-control'))
  })

  it('a forged or foreign value of the cookie counts as no app: the document comes whole', async () => {
    for (const cookie of [`${APP_RUNS_COOKIE}=0`, `${APP_RUNS_COOKIE}=1%3Cscript%3E`, `x${APP_RUNS_COOKIE}=1`]) {
      const { early, html } = await render(cookie)
      expect(early).toBe(false)
      expect(html).not.toContain('WAITING-FALLBACK')
      expect(html).toContain('SLOW-CONTENT-42')
    }
  })
})

describe('critical loaders decide before the stream', () => {
  it('a redirect from the critical loader answers 30x with Location', async () => {
    const registry = registryWith({
      contact: page({ critical: async () => ({ redirect: { location: '/en/shop', status: 302 } }) }),
    })
    const { res } = await fetchFrom(registry, '/en/contact')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en/shop')
  })

  it('HttpStatusError(404) renders the 404 page with status 404 in the right language', async () => {
    const registry = registryWith({
      event: page({
        critical: async () => {
          throw new HttpStatusError(404, 'No such event')
        },
      }),
    })
    const hr = await fetchFrom(registry, '/dogadjaj/999999')
    expect(hr.res.status).toBe(404)
    const hrHtml = await hr.res.text()
    expect(hrHtml).toContain('Ups! Stranica nije pronađena')
    expect(hrHtml).toContain('href="/" data-reload')
    const en = await fetchFrom(registry, '/en/event/999999')
    expect(en.res.status).toBe(404)
    const enHtml = await en.res.text()
    expect(enHtml).toContain('Oops! Page not found')
    expect(enHtml).toContain('may have been removed, renamed or is temporarily unavailable')
    expect(enHtml).toContain('href="/en/" data-reload')
  })

  it('unknown errors show the error page with their status (ApiError 503, plain Error 500)', async () => {
    const registry = registryWith({
      search: page({
        critical: async () => {
          throw new ApiError(503, 'upstream down')
        },
      }),
      blog: page({
        critical: async () => {
          throw new Error('boom')
        },
      }),
    })
    const unavailable = await fetchFrom(registry, '/en/search')
    expect(unavailable.res.status).toBe(503)
    expect(await unavailable.res.text()).toContain('Service temporarily unavailable')
    const broken = await fetchFrom(registry, '/objave')
    expect(broken.res.status).toBe(500)
    expect(broken.res.headers.get('cache-control')).toBe('private, no-store')
    expect(await broken.res.text()).toContain('Nešto je pošlo po zlu')
  })

  it('a status returned by the critical loader becomes the response status', async () => {
    const registry = registryWith({
      checkoutFailure: page({ critical: async () => ({ status: 410, head: { title: 'Gone' } }) }),
    })
    const { res } = await fetchFrom(registry, '/en/checkout/failure')
    expect(res.status).toBe(410)
    expect(await res.text()).toContain('<title>Gone | izlog</title>')
  })

  it('falls back to a plain HTML page with a link home when the error page itself fails', async () => {
    // A viewer that cannot be serialised breaks the page AND the error page (both embed it).
    const broken = {
      id: 1n,
      email: 'x@izlog.hr',
      firstName: 'X',
      lastName: 'Y',
      isBackofficeUser: false,
    } as unknown as SessionUser
    // The renderer logs both failures; they are the point of this test, not noise for the run.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { res } = await fetchFrom(registryWith({}), '/en/cart', {}, broken)
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
    expect(res.status).toBe(500)
    const html = await res.text()
    expect(html).toContain('Something went wrong')
    expect(html).toContain('<a href="/en/">')
    expect(html).toContain(`<style nonce="${nonceOf(res)}">`)
    expect(html).not.toContain('<script')
  })
})

describe('responses', () => {
  it('personal routes (the manifest, whatever the module) and logged-in viewers are private; anonymous public pages are shareable', async () => {
    const registry = registryWith({ profile: page({}), contact: page({}) })
    const personal = await fetchFrom(registry, '/profil')
    expect(personal.res.headers.get('cache-control')).toBe('private, no-store')
    const anonymous = await fetchFrom(registry, '/kontakt')
    expect(anonymous.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    expect(anonymous.res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const viewer: SessionUser = {
      id: 7,
      email: 'kupac@izlog.hr',
      firstName: 'Ana',
      lastName: 'Kupac',
      isBackofficeUser: false,
      staffRole: null,
    }
    const loggedIn = await fetchFrom(registry, '/kontakt', {}, viewer)
    expect(loggedIn.res.headers.get('cache-control')).toBe('private, no-store')
    // The private page carries the viewer for hydration; the public one never does.
    expect(await loggedIn.res.text()).toContain('"viewer":{"id":7')
    expect(await anonymous.res.text()).toContain('"viewer":null')
  })

  it('shows the version badge outside production only', async () => {
    const registry = registryWith({ contact: page({}) })
    const dev = await fetchFrom(registry, '/kontakt', {}, null, { ENVIRONMENT: 'development' })
    const devHtml = await dev.res.text()
    expect(devHtml).toContain('class="version-badge"')
    expect(devHtml).toContain('1.12.191')
    expect(devHtml).toContain('href="/sitemap.xml"')
    const prod = await fetchFrom(registry, '/kontakt', {}, null, { ENVIRONMENT: 'production' })
    expect(await prod.res.text()).not.toContain('version-badge')
  })

  it('renders head data: canonical + hreflang from alternates, robots, OG and nonce’d JSON-LD', async () => {
    const registry = registryWith({
      page: page({
        critical: async () => ({
          head: {
            title: 'O nama',
            description: 'Studio izlog',
            alternates: { hr: '/o-nama', en: '/en/about-us' },
            image: '/media/1/2/large/team.webp',
            ogType: 'article',
            jsonLd: [
              {
                '@context': 'https://schema.org',
                '@type': 'Organization',
                name: 'izlog </script><script>alert(1)</script>',
              },
            ],
          },
        }),
      }),
    })
    const { res } = await fetchFrom(registry, '/o-nama', {}, null, { PUBLIC_ORIGIN: 'https://izlog.example' })
    const html = await res.text()
    expect(html).toContain('<link rel="canonical" href="https://izlog.example/o-nama"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="hr" href="https://izlog.example/o-nama"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://izlog.example/en/about-us"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://izlog.example/o-nama"/>')
    expect(html).toContain('<meta property="og:image" content="https://izlog.example/media/1/2/og/team.jpg"/>')
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg"/>')
    expect(html).toContain('<meta property="og:image:width" content="1200"/>')
    expect(html).toContain('<meta property="og:image:height" content="630"/>')
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toContain('<meta name="robots" content="index, follow"/>')
    const ld = /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/s.exec(html)
    expect(ld?.[1]).toBe(nonceOf(res))
    expect(ld?.[2]).not.toContain('</script>')
    expect(JSON.parse(ld?.[2] ?? 'null')).toMatchObject({
      '@type': 'Organization',
      name: 'izlog </script><script>alert(1)</script>',
    })
    // The language switcher links to the translated page.
    expect(html).toMatch(/<a href="\/en\/about-us" hrefLang="en"/)
  })

  it('derives hreflang + x-default from the route manifest when the page gives no alternates', async () => {
    const { res } = await fetchFrom(registryWith({ cart: page({}) }), '/en/cart?step=2')
    const html = await res.text()
    expect(html).toContain('<link rel="canonical" href="http://localhost/en/cart"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="hr" href="http://localhost/kosarica"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://localhost/en/cart"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost/kosarica"/>')
    // The language switcher keeps the query for the same route in the other language.
    expect(html).toContain('<a href="/kosarica?step=2" hrefLang="hr"')
  })

  it('a translated-slug route without alternates gets no guessed hreflang', async () => {
    const { res } = await fetchFrom(
      registryWith({ product: page({ critical: async () => ({ head: { title: 'Kit' } }) }) }),
      '/product/vr-kit',
    )
    const html = await res.text()
    expect(html).toContain('<link rel="canonical" href="http://localhost/product/vr-kit"/>')
    expect(html).not.toContain('hrefLang="x-default"')
    // The switcher falls back to the product list of the other language.
    expect(html).toContain('<a href="/en/product" hrefLang="en"')
  })
})
