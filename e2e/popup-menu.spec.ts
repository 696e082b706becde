import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * SPEC §2 popup menu (client/lib/ui/popup-menu.tsx), as the header's submenus and search use it:
 * the activator toggles its panel (aria-expanded, aria-controls naming the panel); a press outside
 * and a click on a link inside close it; Escape closes it and gives focus back to the activator.
 */
/** Holds the app's scripts until the returned function is called (as e2e/before-app.spec.ts does). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test('hr: a submenu opens from its toggle and closes on a press outside and on its own link', async ({ page }) => {
  await open(page, '/o-nama')
  const nav = page.locator('.site-header__nav')
  const toggle = nav.getByRole('button', { name: 'Podizbornik: Trgovina' })
  const panelId = await toggle.getAttribute('aria-controls')
  expect(panelId).toBeTruthy()
  const panel = page.locator(`[id="${panelId}"]`)
  await expect(panel).toBeHidden()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel.getByRole('link', { name: 'Odjeća', exact: true })).toBeVisible()
  // The activator toggles.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()

  // A press outside closes it.
  await toggle.click()
  await expect(panel).toBeVisible()
  await page.getByRole('main').getByRole('heading', { level: 1 }).click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()

  // Opening another popup is a press outside this one.
  await toggle.click()
  await page.getByRole('button', { name: 'Otvori pretragu' }).click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { name: 'Zatvori pretragu' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Zatvori pretragu' }).click()

  // A link inside closes it and leads on.
  await toggle.click()
  await panel.getByRole('link', { name: 'Odjeća', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\/odjeca$/)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
})

test('en: Escape closes a submenu from inside its panel and gives focus back to the toggle', async ({ page }) => {
  await open(page, '/en/about-us')
  const toggle = page.locator('.site-header__nav').getByRole('button', { name: 'Submenu: Shop' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
  await expect(panel.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('hr: the search popup takes focus in its field; Escape and a press outside close it', async ({ page }) => {
  await open(page, '/o-nama')
  const activator = page.locator('.search-toggle > button')
  await expect(activator).toHaveAccessibleName('Otvori pretragu')
  const form = page.locator(`[id="${await activator.getAttribute('aria-controls')}"]`)
  await expect(form).toHaveRole('search')
  await expect(form).toBeHidden()

  await activator.click()
  await expect(activator).toHaveAttribute('aria-expanded', 'true')
  await expect(activator).toHaveAccessibleName('Zatvori pretragu')
  const field = page.getByRole('searchbox', { name: 'Pojam za pretragu' })
  await expect(field).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(activator).toBeFocused()

  await activator.click()
  await expect(field).toBeFocused()
  await page
    .locator('.site-footer, footer')
    .first()
    .click({ position: { x: 5, y: 5 } })
  await expect(form).toBeHidden()
  await expect(activator).toHaveAttribute('aria-expanded', 'false')

  // Sent from the panel: the search page with the term.
  await activator.click()
  await field.fill('igra')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pretraga\?s=igra$/)
  await expect(form).toBeHidden()
})

test('en at 390 px: the search panel stays on the screen', async ({ page }) => {
  await open(page, '/en/about-us')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.locator('.search-toggle > button').click()
  const box = await page
    .locator('.search-toggle__form')
    .filter({ has: page.getByRole('searchbox', { name: 'Search term' }) })
    .boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
})

test.describe('before the app runs', () => {
  test.use({ visitorIntent: false })

  test('hr: a submenu opens at a press before the app runs (a native popover) and stays open once the app runs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdScripts(page)
    await page.goto('/o-nama', { waitUntil: 'domcontentloaded' })
    const toggle = page.locator('.site-header__nav').getByRole('button', { name: 'Podizbornik: Trgovina' })
    const panel = page.locator('.site-header__nav .nav__panel').first()
    await expect(panel).toBeHidden()
    await toggle.click()
    // The browser opened it: nothing held, nothing waits for the app.
    await expect(panel.getByRole('link', { name: 'Odjeća', exact: true })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await toggle.click()

    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await panel.getByRole('link', { name: 'Odjeća', exact: true }).click()
    await expect(page).toHaveURL(/\/shop\/odjeca$/)
    await expect(panel).toBeHidden()
  })
})
