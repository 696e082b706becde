import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

// Content pages (R2a) rendered by the worker from the seeded CMS, in both languages. A bot
// user agent gets the complete document (every streamed section resolved in place).
const BOT = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }

async function page(path: string, headers: Record<string, string> = BOT) {
  const res = await SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' })
  const html = await res.text()
  // Every text comes from the messages: no untranslated key of this namespace leaks into the page.
  expect(html).not.toMatch(/>\s*content\.[a-zA-Z.]+\s*</)
  expect(html).not.toMatch(/(aria-label|placeholder)="content\./)
  return { status: res.status, location: res.headers.get('Location'), html }
}

function alternate(html: string, lang: string): string | undefined {
  const match = new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`, 'i').exec(html)
  return match?.[1]
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as unknown,
  )
}

/** Visible text of the titles of the post cards in a listing. */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/class="card__title post-card__title"><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1] ?? '')
}

describe('home', () => {
  it('renders the naslovnica sections in Croatian with alternates', async () => {
    const { status, html } = await page('/')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="hr"')
    expect(html).toMatch(/<h1[^>]*class="hero__title"[^>]*>Svjetovi koje možete dotaknuti<\/h1>/)
    expect(html).toContain('Što radimo')
    expect(html).toContain('Najnovije objave')
    expect(html).toContain('Nadolazeća događanja')
    expect(alternate(html, 'hr')).toBe('http://localhost/')
    expect(alternate(html, 'en')).toBe('http://localhost/en/')
    // Data sections streamed in: post cards, event cards and the newsletter form.
    expect(html).toContain('post-card')
    expect(html).toContain('event-card')
    expect(html).toMatch(/<label[^>]*>E-mail adresa/)
  })

  it('renders the English home page', async () => {
    const { status, html } = await page('/en/')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('Worlds you can touch')
    expect(html).toContain('Latest posts')
    expect(alternate(html, 'hr')).toBe('http://localhost/')
  })

  it('shows featured products linking to /product/{slug}', async () => {
    const { html } = await page('/')
    expect(html).toContain('Izdvojeno iz trgovine')
    expect(html).toMatch(/href="\/product\/[a-z0-9-]+"/)
  })
})

describe('generic pages', () => {
  it('renders a CMS page in both languages with translated alternates', async () => {
    const hr = await page('/o-nama')
    expect(hr.status).toBe(200)
    expect(hr.html).toMatch(/<h1[^>]*>O nama<\/h1>/)
    expect(hr.html).toContain('Naša priča')
    expect(alternate(hr.html, 'en')).toBe('http://localhost/en/about-us')
    const en = await page('/en/about-us')
    expect(en.status).toBe(200)
    expect(en.html).toContain('Our story')
    expect(alternate(en.html, 'hr')).toBe('http://localhost/o-nama')
  })

  it('moves a slug of the other language and the home slug to the canonical URL', async () => {
    expect(await page('/en/o-nama')).toMatchObject({ status: 301, location: '/en/about-us' })
    expect(await page('/naslovnica')).toMatchObject({ status: 301, location: '/' })
  })

  it('answers 404 for unknown slugs in both languages', async () => {
    const hr = await page('/ova-stranica-ne-postoji')
    expect(hr.status).toBe(404)
    expect(hr.html).toContain('Ups! Stranica nije pronađena')
    const en = await page('/en/no-such-page-here')
    expect(en.status).toBe(404)
    expect(en.html).toContain('Oops! Page not found')
  })

  it('redirects a category slug to the blog category', async () => {
    expect(await page('/igre')).toMatchObject({ status: 301, location: '/objave/igre' })
    expect(await page('/en/games')).toMatchObject({ status: 301, location: '/en/blog/games' })
  })
})

describe('post detail', () => {
  it('renders a normal post with author, body, share bar and BlogPosting JSON-LD', async () => {
    const { status, html } = await page('/otvorili-smo-studio-u-splitu')
    expect(status).toBe(200)
    expect(html).toContain('post-detail--normal')
    expect(html).toMatch(/<h1[^>]*>Otvorili smo studio u Splitu<\/h1>/)
    expect(html).toContain('Autor: Ivana Perić')
    expect(html).toContain('Zašto Split?')
    expect(html).toContain(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/otvorili-smo-studio-u-splitu')}`,
    )
    for (const network of [
      'twitter.com/intent/tweet',
      'pinterest.com/pin/create',
      'linkedin.com/sharing',
      'api.whatsapp.com/send',
    ])
      expect(html).toContain(network)
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/)
    expect(alternate(html, 'en')).toBe('http://localhost/en/we-opened-a-studio-in-split')
    const posting = jsonLd(html).find((item) => (item as { '@type'?: string })['@type'] === 'BlogPosting') as
      Record<string, unknown> | undefined
    expect(posting?.['headline']).toBe('Otvorili smo studio u Splitu')
    expect(posting?.['author']).toEqual({ '@type': 'Person', name: 'Ivana Perić' })
    // Logged-out visitors get a login link instead of the comment form.
    expect(html).toContain('Komentirati mogu samo registrirani korisnici.')
    expect(html).not.toContain('name="body"')
  })

  it('uses the game layout for posts in the games category', async () => {
    const { status, html } = await page('/en/little-fisher-a-game-for-the-youngest')
    expect(status).toBe(200)
    expect(html).toContain('post-detail--game')
    expect(html).toContain('Little Fisher: a game for the youngest')
    expect(html).toContain('href="/en/blog/games"')
  })
})

describe('blog', () => {
  it('lists posts with chips (without projects), 9 per page and page links', async () => {
    const { status, html } = await page('/objave')
    expect(status).toBe(200)
    expect(html).toMatch(/<h1[^>]*>Objave<\/h1>/)
    expect(html).toMatch(/<a[^>]*class="chip chip--active"[^>]*aria-current="page"[^>]*>Sve<\/a>/)
    expect(html).toContain('href="/objave/igre"')
    expect(html).toContain('href="/objave/novosti"')
    expect(html).not.toContain('href="/objave/projekti"')
    expect(cardTitles(html)).toHaveLength(9)
    expect(html).toContain('Pročitaj cijeli članak')
    expect(html).toContain('href="/objave?page=2"')
    expect(alternate(html, 'en')).toBe('http://localhost/en/blog')
  })

  it('shows page 2 from the query string with previous/next links', async () => {
    const first = cardTitles((await page('/objave')).html)
    const { status, html } = await page('/objave?page=2')
    expect(status).toBe(200)
    const second = cardTitles(html)
    expect(second.length).toBeGreaterThan(0)
    expect(second.some((title) => first.includes(title))).toBe(false)
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*aria-label="Stranica 2"/)
    expect(html).toMatch(/<a(?=[^>]*href="\/objave")(?=[^>]*rel="prev")[^>]*>Prethodna<\/a>/)
  })

  it('filters by a category in both languages', async () => {
    const hr = await page('/objave/igre')
    expect(hr.status).toBe(200)
    expect(hr.html).toMatch(/<h1[^>]*>Igre<\/h1>/)
    expect(hr.html).toContain('#Igre')
    expect(alternate(hr.html, 'en')).toBe('http://localhost/en/blog/games')
    const en = await page('/en/blog/games')
    expect(en.status).toBe(200)
    expect(cardTitles(en.html)).toContain('Little Fisher: a game for the youngest')
    expect(en.html).not.toContain('We opened a studio in Split')
  })

  it('redirects a category slug of the other language and 404s an unknown one', async () => {
    expect(await page('/en/blog/igre')).toMatchObject({ status: 301, location: '/en/blog/games' })
    expect((await page('/objave/nepostojeca-kategorija')).status).toBe(404)
  })

  it('shows the no-posts message past the last page', async () => {
    const { status, html } = await page('/en/blog?page=99')
    expect(status).toBe(200)
    expect(html).toContain('There are no posts in this category yet.')
  })
})

describe('event', () => {
  it('renders an event with date, location and Event JSON-LD in both languages', async () => {
    const hr = await page('/dogadjaj/1')
    expect(hr.status).toBe(200)
    expect(hr.html).toMatch(/<h1[^>]*>Dan otvorenih vrata studija<\/h1>/)
    expect(hr.html).toContain('izlog studio, Ozaljska 93, Zagreb')
    expect(alternate(hr.html, 'en')).toBe('http://localhost/en/event/1')
    const event = jsonLd(hr.html).find((item) => (item as { '@type'?: string })['@type'] === 'Event') as
      Record<string, unknown> | undefined
    expect(event?.['name']).toBe('Dan otvorenih vrata studija')
    expect(typeof event?.['startDate']).toBe('string')
    const en = await page('/en/event/1')
    expect(en.status).toBe(200)
    expect(en.html).toContain('Studio open day')
  })

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await page('/dogadjaj/999999')).status).toBe(404)
    expect((await page('/en/event/abc')).status).toBe(404)
  })
})

describe('search', () => {
  it('pre-fills the form and shows the result count', async () => {
    const { status, html } = await page('/pretraga?s=Dioklecijan')
    expect(status).toBe(200)
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="s"[^>]*value="Dioklecijan"/)
    const count = /Broj rezultata: (\d+)/.exec(html)
    expect(Number(count?.[1])).toBeGreaterThan(0)
    expect(html).toContain('Sjene Dioklecijana: kako smo rekonstruirali palaču')
  })

  it('shows at most 6 results first with a load-more button', async () => {
    const { html } = await page('/en/search?s=VR')
    const total = Number(/Results: (\d+)/.exec(html)?.[1])
    const shown = [...html.matchAll(/class="teaser__link"/g)].length
    // The seed has more than 6 posts and products about VR: 6 shown, the rest behind the button.
    expect(total).toBeGreaterThan(6)
    expect(shown).toBe(6)
    expect(html).toContain('Load more results')
  })

  it('shows the empty state', async () => {
    const { status, html } = await page('/en/search?s=zzqqxxnothing')
    expect(status).toBe(200)
    expect(html).toContain('No results for “zzqqxxnothing”')
  })
})

describe('contact', () => {
  it('renders the contact page with the form, the four reasons and consents', async () => {
    const { status, html } = await page('/kontakt')
    expect(status).toBe(200)
    expect(html).toMatch(/<h1[^>]*>Kontakt<\/h1>/)
    for (const reason of ['Digitalni blizanci', 'Prilagođeno XR rješenje', 'Razvoj simulacija', 'Ostalo'])
      expect(html).toContain(`>${reason}</option>`)
    expect(html).toMatch(/<label[^>]*>Ime i prezime/)
    expect(html).toContain('type="checkbox"')
    expect(alternate(html, 'en')).toBe('http://localhost/en/contact')
    const en = await page('/en/contact')
    expect(en.status).toBe(200)
    expect(en.html).toContain('>Custom XR solution</option>')
  })
})
