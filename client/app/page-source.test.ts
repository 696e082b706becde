import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPageRegistry } from '../pages/lazy-registry'
import { pageRegistry } from '../pages/registry'
import { lazyPageSource, staticPageSource, type LazyPageRegistry } from './page-source'
import type { PageModule } from '../lib/page-types'

const module = (text: string): PageModule => ({ Component: () => createElement('h1', null, text) })

/** The browser's lazy registry with a `contact` import controlled by the test. */
function controlledRegistry(load: () => Promise<{ page: PageModule }>): {
  registry: LazyPageRegistry
  calls: () => number
} {
  let calls = 0
  const contact = () => {
    calls += 1
    return load()
  }
  return { registry: { ...lazyPageRegistry, contact }, calls: () => calls }
}

describe('page sources (route-level code splitting)', () => {
  it('the lazy registry has a dynamic import for every route of the static one', () => {
    expect(Object.keys(lazyPageRegistry).sort()).toEqual(Object.keys(pageRegistry).sort())
  })

  it('the static source has every module at once', async () => {
    const pages = staticPageSource(pageRegistry)
    expect(pages.peek('shop')).toBe(pageRegistry.shop)
    expect(await pages.load('contact')).toBe(pageRegistry.contact)
  })

  it('the lazy source imports a page once, shares the pending import and then has it synchronously', async () => {
    const contact = module('Contact')
    const { registry, calls } = controlledRegistry(async () => ({ page: contact }))
    const pages = lazyPageSource(registry)
    expect(pages.peek('contact')).toBeUndefined()
    const first = pages.load('contact')
    expect(pages.load('contact')).toBe(first)
    expect(await first).toBe(contact)
    expect(pages.peek('contact')).toBe(contact)
    expect(await pages.load('contact')).toBe(contact)
    expect(calls()).toBe(1)
  })

  it('a failed chunk load rejects and the next load retries the import', async () => {
    const contact = module('Contact')
    let fail = true
    const { registry, calls } = controlledRegistry(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chunk-X.js')
      return { page: contact }
    })
    const pages = lazyPageSource(registry)
    await expect(pages.load('contact')).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(pages.peek('contact')).toBeUndefined()
    fail = false
    expect(await pages.load('contact')).toBe(contact)
    expect(calls()).toBe(2)
  })
})
