import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { clientManifest } from '../generated/client-manifest'

/** The loader's two module lists (the app's, then the islands'), and the page's HTML. */
async function documentOf(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`)
  expect(res.status).toBe(200)
  const html = await res.text()
  const lists = /\(function\(\)\{var m=(\[[^\]]*\]),s=(\[[^\]]*\])/.exec(html)
  return {
    html,
    app: JSON.parse(lists?.[1] ?? 'null') as string[] | null,
    islands: JSON.parse(lists?.[2] ?? 'null') as string[] | null,
  }
}

/** HTMLRewriter gives an attribute as written: React's entities undone. */
const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

/** The product top's island element, read with HTMLRewriter: its props (JSON), the ids inside it, whether it holds the h1. */
async function productTopOf(html: string) {
  const top = { props: null as unknown, ids: [] as string[], heading: false, islands: 0 }
  let inside = false
  await new HTMLRewriter()
    .on('div[data-island]', {
      element(element) {
        top.islands += 1
        top.props = JSON.parse(decodeAttribute(element.getAttribute('data-island-props') ?? 'null'))
        expect(element.getAttribute('data-island')).toBe('productTop')
        inside = true
        element.onEndTag(() => {
          inside = false
        })
      },
    })
    .on('[id]', {
      element(element) {
        if (inside) top.ids.push(element.getAttribute('id') ?? '')
      },
    })
    .on('h1', {
      element() {
        if (inside) top.heading = true
      },
    })
    .transform(new Response(html))
    .text()
  return top
}

describe('islands (issue 38)', () => {
  it('a product page loads its islands on the first intent: the islands’ entry and its chunks, all of them reused by the app', async () => {
    const { app, islands } = await documentOf('/product/majica-bura')
    expect(islands).toEqual([clientManifest.islands.script, ...clientManifest.islands.preload])
    // What the islands load is never loaded twice: the app's shell or the product page's chunks have it.
    const reused = new Set([...(app ?? []), ...(clientManifest.pages.product ?? [])])
    for (const chunk of clientManifest.islands.preload) expect(reused.has(chunk), chunk).toBe(true)
    // The app's entry is not among them: before the app, only the islands run.
    expect(islands).not.toContain(clientManifest.script)
  })

  it('a page without islands loads only the app (home, a post list, the cart)', async () => {
    for (const path of ['/', '/en/blog', '/kosarica']) expect((await documentOf(path)).islands, path).toEqual([])
  })

  for (const [path, props] of [
    ['/product/majica-bura', { slug: 'majica-bura', variantParam: null, cartItemId: null }],
    [
      '/en/product/bora-t-shirt?variant=bora-t-shirt-xxl-white',
      { slug: 'bora-t-shirt', variantParam: 'bora-t-shirt-xxl-white', cartItemId: null },
    ],
  ] as const) {
    it(`the product top (${path}) is its own root: its props beside it, ids of its own`, async () => {
      const { html } = await documentOf(path)
      const top = await productTopOf(html)
      expect(top.islands).toBe(1)
      expect(top.props).toEqual(props)
      // Rendered as the islands' entry hydrates it: React's ids (useId) are its own root's, none the page's.
      const generated = top.ids.filter((id) => id.startsWith('_'))
      expect(generated.length).toBeGreaterThan(0)
      for (const id of generated) expect(id).toMatch(/^_productTop-R_/)
      expect(top.heading).toBe(true)
    })
  }
})
