import { describe, expect, it } from 'vitest'
import { isGamePost } from './queries'
import { plainText } from './plain-text'
import { resourceAlternates, resourcePath } from './post-head'

const terms = (...slugs: Array<[string, string]>) => ({
  categories: slugs.map(([hr, en], id) => ({ id, title: hr, slug: hr, slugs: { hr, en } })),
  tags: [],
})

describe('post helpers', () => {
  it('uses the game layout when a category slug contains game or igre', () => {
    expect(isGamePost({ terms: terms(['igre', 'games']) })).toBe(true)
    expect(isGamePost({ terms: terms(['novosti', 'news'], ['vr-igre-2', 'vr-play']) })).toBe(true)
    expect(isGamePost({ terms: terms(['novosti', 'news'], ['projekti', 'projects']) })).toBe(false)
  })

  it('builds the paths of a resource per language (home at / and /en/)', () => {
    expect(resourceAlternates({ slugs: { hr: 'o-nama', en: 'about-us' } })).toEqual({
      hr: '/o-nama',
      en: '/en/about-us',
    })
    expect(resourceAlternates({ slugs: { hr: 'naslovnica', en: 'home' } })).toEqual({ hr: '/', en: '/en/' })
    expect(resourcePath({ slugs: { hr: 'godina-u-pregledu', en: 'year-in-review' } }, 'en')).toBe('/en/year-in-review')
  })

  it('turns HTML into a short plain description', () => {
    expect(plainText('<p>Ivo &amp; Ana</p><script>alert(1)</script><p>u&nbsp;VR-u</p>')).toBe('Ivo & Ana u VR-u')
    const long = plainText(`<p>${'riječ '.repeat(60)}</p>`, 50)
    expect(long.length).toBeLessThanOrEqual(50)
    expect(long.endsWith('…')).toBe(true)
  })
})
