import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { dictionaryFor, editDictionaryFor } from '../../client/i18n/messages'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { clientManifest } from '../../worker/generated/client-manifest'
import { appFetch, cookieHeader } from './helpers'

/** The messages split (issue 17): each page inlines only the texts its code uses, and renders with them. */
const NAMESPACES = Object.keys(dictionaryFor('hr'))
/** A message key shown as text: what a page renders when its cut of the dictionary misses a text it uses. */
const RAW_KEY = new RegExp(`(?<![\\w./-])(?:${NAMESPACES.join('|')})\\.[a-z]\\w*\\.[\\w.]+`)

interface Page {
  html: string
  text: string
  messages: Record<string, unknown>
  boot: { messages: { url: string } | null }
}

async function page(path: string, init?: RequestInit): Promise<Page> {
  const res = await appFetch(path, init)
  const html = await res.text()
  const json = (id: string) =>
    JSON.parse(new RegExp(`id="${id}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1] ?? 'null') as unknown
  // What a reader sees: the markup without its scripts (the boot data names route title keys on purpose).
  const text = html.replace(/<script\b[^>]*>.*?<\/script>/gs, '')
  return {
    html,
    text,
    messages: json('__IZLOG_I18N__') as Page['messages'],
    boot: json('__IZLOG_BOOT__') as Page['boot'],
  }
}

let productSlug = ''
let postSlugs: { hr: string; en: string } = { hr: '', en: '' }

beforeAll(async () => {
  const entries = (
    (await (await appFetch('/api/v1/sitemap/entries')).json()) as {
      data: { entries: Array<{ type: string; slugs?: { hr: string; en: string } }> }
    }
  ).data.entries
  postSlugs = entries.find((entry) => entry.type === 'post')?.slugs ?? postSlugs
  const list = await appFetch('/api/v1/product/web/filter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  })
  productSlug = ((await list.json()) as { data: { records: Array<{ slug: string }> } }).data.records[0]?.slug ?? ''
})

describe('messages by route (issue 17)', () => {
  it('visitor pages in both languages render every text from their own cut of the dictionary (no key shown raw)', async () => {
    expect(productSlug && postSlugs.hr).toBeTruthy()
    const paths = [
      '/',
      '/shop',
      `/product/${productSlug}`,
      '/objave',
      `/${postSlugs.hr}`,
      '/o-nama',
      '/kontakt',
      '/pretraga?q=maska',
      '/kosarica',
      '/naplata',
      '/prijava',
      '/registracija',
      '/profil',
      '/zaboravljena-lozinka',
      '/nepostojeca-stranica',
      '/en',
      '/en/shop',
      `/en/product/${productSlug}`,
      '/en/blog',
      `/en/${postSlugs.en}`,
      '/en/about-us',
      '/en/contact',
      '/en/cart',
      '/en/checkout',
      '/en/profile',
      '/en/no-such-page',
    ]
    for (const path of paths) {
      const { text, boot } = await page(path)
      expect(RAW_KEY.exec(text)?.[0], path).toBeUndefined()
      expect(boot.messages?.url, path).toBe(`${clientManifest.messages.url}/${path.startsWith('/en') ? 'en' : 'hr'}`)
    }
  })

  it('the home page inlines the shell’s and its own texts only: no profile, checkout or admin texts, under half the dictionary', async () => {
    for (const [path, locale] of [
      ['/', 'hr'],
      ['/en', 'en'],
    ] as const) {
      const { messages } = await page(path)
      // Of the account pages' texts only the cart modal's empty state (the modal opens on every page).
      expect(Object.keys((messages.account ?? {}) as object), path).toEqual(['cart'])
      expect(Object.keys(messages), path).not.toContain('checkout')
      expect(Object.keys(messages), path).not.toContain('admin')
      expect(JSON.stringify(messages).length, path).toBeLessThan(JSON.stringify(dictionaryFor(locale)).length / 2)
      // The shell's texts are there (the header's cart label, a validation message).
      expect(JSON.stringify(messages)).toContain(
        JSON.stringify((dictionaryFor(locale).layout as Record<string, Record<string, string>>).header?.cart),
      )
    }
  })

  it('a page module’s own texts come with it: the checkout page inlines the checkout texts the home page leaves out', async () => {
    const { messages } = await page('/naplata')
    expect(Object.keys(messages)).toContain('checkout')
    expect(clientManifest.messages.pages.checkout?.some((key) => key.startsWith('checkout.'))).toBe(true)
  })

  it('edit mode carries the whole editor dictionary and needs no message files', async () => {
    const staff = await signAccessToken(env, {
      userId: 1,
      email: 'admin@izlog.hr',
      firstName: 'Ana',
      lastName: 'Babić',
      isBackofficeUser: true,
    })
    const { messages, boot } = await page('/o-nama?editPage=true', {
      headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }) },
    })
    expect(messages).toEqual(JSON.parse(JSON.stringify(editDictionaryFor('hr'))))
    expect(boot.messages).toBeNull()
  })
})
