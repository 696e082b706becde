import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { clientManifest } from '../generated/client-manifest'
import { BOOT_SCRIPT_ID, type BootData } from '../../client/app/boot'
import { SECTION_TYPES } from '../../client/features/sections/section-modules'

/** The document's loader modules (the entry first, then what it preloads) and its boot data. */
async function documentOf(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`)
  expect(res.status).toBe(200)
  const html = await res.text()
  const modules = JSON.parse(/\(function\(\)\{var m=(\[[^\]]*\])/.exec(html)?.[1] ?? 'null') as string[] | null
  const boot = JSON.parse(
    new RegExp(`<script type="application/json" id="${BOOT_SCRIPT_ID}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1] ??
      'null',
  ) as BootData | null
  return { modules, boot }
}

describe('CMS section chunks (issue 38)', () => {
  it('the build gives every section type a chunk of its own, outside the shell', () => {
    const shell = new Set([clientManifest.script, ...clientManifest.preload])
    const own = SECTION_TYPES.map((type) => clientManifest.sections[type]?.[0])
    for (const [index, chunk] of own.entries()) {
      expect(chunk, SECTION_TYPES[index]).toBeTruthy()
      expect(shell.has(chunk ?? '')).toBe(false)
    }
    expect(new Set(own).size).toBe(SECTION_TYPES.length)
  })

  for (const path of ['/', '/en/']) {
    it(`the home page (${path}) names its sections and preloads their chunks, not other types'`, async () => {
      const { modules, boot } = await documentOf(path)
      const sections = boot?.route.sections ?? []
      expect(sections.length).toBeGreaterThan(0)
      const expected = [
        clientManifest.script,
        ...clientManifest.preload,
        ...(clientManifest.pages.home ?? []),
        ...sections.flatMap((type) => clientManifest.sections[type] ?? []),
      ]
      expect(modules).toEqual([...new Set(expected)])
      for (const type of SECTION_TYPES.filter((type) => !sections.includes(type)))
        expect(modules, type).not.toContain(clientManifest.sections[type]?.[0])
    })
  }

  it('a page without CMS sections (the shop) preloads no section chunk', async () => {
    const { modules, boot } = await documentOf('/en/shop')
    expect(boot?.route.sections).toBeUndefined()
    for (const type of SECTION_TYPES) expect(modules, type).not.toContain(clientManifest.sections[type]?.[0])
  })
})
