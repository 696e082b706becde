import { readFileSync } from 'node:fs'
import { test, expect } from './console-guard'

/**
 * CMS sections load by type (issue 38): a page's document preloads only the chunks of the sections
 * it shows and hydrates with them; client navigation to a page with other sections loads theirs
 * and renders them (no reload). Both languages.
 */

const manifest = readFileSync(new URL('../worker/generated/client-manifest.ts', import.meta.url), 'utf8')
const sections = JSON.parse(/sections: (\{.*\}) as Record/.exec(manifest)?.[1] ?? 'null') as Record<
  string,
  string[]
> | null
/** The chunk of a section type's own module (the first of its files). */
const chunkOf = (type: string) => sections?.[type]?.[0] ?? `missing chunk of ${type}`

const CASES = [
  { locale: 'hr', home: '/', services: '/usluge', form: 'Prijavite školu na VR radionicu' },
  { locale: 'en', home: '/en/', services: '/en/services', form: 'Sign your school up for a VR workshop' },
]

for (const c of CASES) {
  test(`${c.locale}: home hydrates with its own section chunks; navigating to the services page loads the form section's and shows the form`, async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(c.home)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // Home shows a hero and no CMS form (worker/backend/seed/cms-data/pages.ts).
    expect(requested).toContain(chunkOf('hero'))
    expect(requested).not.toContain(chunkOf('form'))
    expect(requested).not.toContain(chunkOf('gallery'))

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 38))
    await page.evaluate((href) => {
      const link = document.createElement('a')
      link.href = href
      link.id = 'to-services'
      link.textContent = href
      document.querySelector('main')?.append(link)
    }, c.services)
    await page.locator('#to-services').click()
    await expect(page).toHaveURL(new RegExp(`${c.services}$`))
    const form = page.getByRole('form', { name: c.form })
    await expect(form).toBeVisible()
    await expect(form.getByRole('button').first()).toBeVisible()
    expect(requested).toContain(chunkOf('form'))
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(38)
  })
}
