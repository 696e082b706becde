import { describe, expect, it } from 'vitest'
import { appFetch } from './helpers'

/** SPEC §2: the German path set is declared in the route manifest but not served (contract/routes.test.ts enables it by configuration). */
describe('the German path set, not enabled', () => {
  it('answers 404 at the edge, as a page of the default language', async () => {
    for (const path of ['/de/produkt/bora-storm-pilot', '/de/produkt', '/de/warenkorb', '/de']) {
      const res = await appFetch(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('<html lang="hr"')
    }
    // The product the German path names is served in both languages that are enabled.
    expect((await appFetch('/product/bora-storm-pilot')).status).toBe(200)
    expect((await appFetch('/en/product/bora-storm-pilot')).status).toBe(200)
  })
})
