import { test, expect } from './console-guard'
import { post } from './mailbox'
import { axeViolations, describeFindings } from './axe'

/**
 * The version badge's development tools (issue 15; SPEC §2, outside production): the changelog
 * (the project's CHANGELOG.md when no GitLab project is configured), the documentation, the
 * domain picker with its red warning, and the sections' style guide — in both languages.
 */

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

test('hr: the changelog modal lists the releases; the documentation is the README', async ({ page }) => {
  await page.goto('/o-nama')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const tools = page.getByRole('navigation', { name: 'Alati za razvoj' })
  await tools.getByRole('button', { name: 'Promjene' }).click()
  const dialog = page.getByRole('dialog', { name: 'Promjene' })
  await expect(dialog.getByText('Iz datoteke CHANGELOG.md projekta')).toBeVisible()
  await expect(dialog.getByRole('heading', { name: /^0\.6\.0/ })).toBeVisible()
  const findings = await axeViolations(page)
  expect(findings.length ? describeFindings('the releases modal', findings) : '').toBe('')
  await page.keyboard.press('Escape')
  await expect(tools.getByRole('link', { name: 'Dokumentacija' })).toHaveAttribute('href', '/_cli/docs')
  const docs = await page.request.get('/_cli/docs')
  expect(await docs.text()).toContain('Quick start')
})

test('en: staff choose another domain in the picker and are warned in red that a rebuild is needed; choosing the build’s domain clears it', async ({
  page,
}) => {
  await page.goto('/en/about-us')
  expect(await post(page, '/api/auth/login', { ...STAFF, locale: 'en' })).toBe(200)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('navigation', { name: 'Development tools' }).getByRole('button', { name: 'Domain' }).click()
  const dialog = page.getByRole('dialog', { name: 'Site domain' })
  await expect(dialog.getByText('Domain of this build (FORCED_DOMAIN): izlog.hr')).toBeVisible()
  try {
    await dialog.getByRole('button', { name: /^staging\.izlog\.hr/ }).click()
    const warning = dialog.getByRole('alert').filter({ hasText: 'A rebuild is needed' })
    await expect(warning).toBeVisible()
    await expect(warning).toHaveCSS('color', 'rgb(198, 42, 71)')
    const findings = await axeViolations(page)
    expect(findings.length ? describeFindings('the domain picker', findings) : '').toBe('')
  } finally {
    await dialog.getByRole('button', { name: /^izlog\.hr/ }).click()
  }
  await expect(dialog.getByRole('alert').filter({ hasText: 'A rebuild is needed' })).toHaveCount(0)
  await expect(dialog.getByText('Chosen domain: izlog.hr')).toBeVisible()
})

test('hr and en: the sections’ style guide shows every section type with sample content', async ({ page }) => {
  for (const [path, title, hero] of [
    ['/section-tool', 'Sekcije: vodič kroz izgled', 'Igre i virtualna stvarnost iz Zagreba'],
    ['/en/section-tool', 'Sections: the style guide', 'Games and virtual reality from Zagreb'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('heading', { name: hero })).toBeVisible()
    await expect(page.locator('.section-tool__type')).toHaveCount(14)
  }
})

test('dummy mode: an empty catalogue shows 6 placeholder products outside production (hr and en)', async ({ page }) => {
  // The catalogue answers empty: the browser's list calls are answered here (the page is reached by client navigation).
  await page.route('**/api/v1/product/web/filter', (route) =>
    route.fulfill({
      json: { data: { records: [], pagination: { page: 1, limit: 12, totalPages: 0, totalRecords: 0 } } },
    }),
  )
  for (const [start, shop, notice, name] of [
    ['/o-nama', 'Trgovina', 'Katalog je još prazan', 'Ogledni proizvod 6'],
    ['/en/about-us', 'Shop', 'The catalogue is still empty', 'Sample product 6'],
  ] as const) {
    await page.goto(start)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page
      .getByRole('navigation', { name: /Glavna navigacija|Main navigation/ })
      .getByRole('link', { name: shop, exact: true })
      .click()
    await expect(page.getByText(notice)).toBeVisible()
    await expect(page.locator('.dummy-product')).toHaveCount(6)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.locator('.dummy-product a, .dummy-product button')).toHaveCount(0)
  }
})
