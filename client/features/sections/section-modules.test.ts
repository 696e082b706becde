import { describe, expect, it } from 'vitest'
import { isSectionType, sectionTypesOf, SECTION_TYPES } from './section-modules'
import { preloadSections, useSectionModule } from './section-source'
import * as browser from './section-source.browser'

describe('section types (issue 38)', () => {
  it('lists each type of a page once, in order, and skips types this build does not know', () => {
    expect(
      sectionTypesOf([{ type: 'hero' }, { type: 'cta' }, { type: 'fromTheFuture' }, { type: 'hero' }, { type: 'faq' }]),
    ).toEqual(['hero', 'cta', 'faq'])
    expect(sectionTypesOf([])).toEqual([])
    expect(isSectionType('newsletter')).toBe(true)
    expect(isSectionType('__proto__')).toBe(false)
    expect(isSectionType('')).toBe(false)
  })

  it('the server has every section module at once', async () => {
    await preloadSections(['hero', 'nope'])
    expect(useSectionModule('hero').HeroSection).toBeTypeOf('function')
    expect(useSectionModule('newsletter').NewsletterSection).toBeTypeOf('function')
    expect(SECTION_TYPES).toHaveLength(14)
  })

  it('the browser loads the modules of the given types (unknown ones skipped) and then has them at once', async () => {
    await browser.preloadSections(['faq', 'gallery', 'noSuchType', 'constructor'])
    // Loaded: no suspension (React's `use` is not reached, so this works outside a render).
    expect(browser.useSectionModule('faq').FaqSection).toBeTypeOf('function')
    expect(browser.useSectionModule('gallery').GallerySection).toBeTypeOf('function')
  })
})
