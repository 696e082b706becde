import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * The page before the app runs (issue 17: on content pages it starts on the visitor's first intent,
 * elsewhere after the first paint, so this window is real): the server's HTML must already behave,
 * and nothing done in it is lost. The app's scripts are held back here until the test lets them go.
 */

const CONSENT = JSON.stringify({
  necessary: true,
  marketing: false,
  analytics: true,
  acceptedAt: '2026-11-01T10:00:00.000Z',
})

/** Holds every script of the app until the returned function is called (so no goto can wait for "load"). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test('a sign-in form sent before the app runs is held, never sent by the browser with the password in the address', async ({
  page,
}) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const release = await holdScripts(page)
  await page.goto('/profil', { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Prijava' })
  await form.getByRole('textbox', { name: /^E-mail adresa/ }).fill('kupac@example.com')
  const password = form.getByLabel(/^Lozinka/)
  await password.fill('tajna-lozinka-1')
  await password.press('Enter')
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

  release()
  await hydrated(page)
  // A form the browser sent itself would have loaded /profil?email=…&password=… by now.
  expect(documents.filter((url) => url.includes('?'))).toEqual([])
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByRole('form', { name: 'Prijava' })).toBeVisible()
})

test('hr: the cookie notice paints with the page, before the app, and stays until a choice', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const notice = page.getByRole('region', { name: 'Kolačići' })
  await expect(notice).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  release()
  await hydrated(page)
  await expect(notice).toBeVisible()
})

test('en: a stored choice hides the notice before the app runs; the footer still opens it', async ({ page }) => {
  await page.addInitScript((consent) => window.localStorage.setItem('izlog_cookie_consent', consent), CONSENT)
  const release = await holdScripts(page)
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const notice = page.getByRole('region', { name: 'Cookies' })
  await expect(notice).toBeHidden()
  release()
  await hydrated(page)
  await expect(notice).toBeHidden()
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(notice).toBeVisible()
  await notice.getByText('Settings', { exact: true }).click()
  await expect(notice.getByRole('checkbox', { name: /^Marketing/ })).not.toBeChecked()
  await expect(notice.getByRole('checkbox', { name: /^Analytics/ })).toBeChecked()
})

test('a stored choice the app cannot read asks again once the app runs', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('izlog_cookie_consent', '{"necessary":"maybe"}'))
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Kolačići' })).toBeVisible()
})

test.describe('a content page waits for the visitor before it loads the app', () => {
  test.use({ visitorIntent: false })

  test('hr: a reader who only reads loads no script; the first pointer move starts the app', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    await page.mouse.move(20, 20)
    await hydrated(page)
    expect(scripts.length).toBeGreaterThan(0)
  })

  test('en at 390 px: the menu button pressed before the app runs opens the menu once it runs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/en/shop', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-pending', '')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()

    release()
    await hydrated(page)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
  })

  test('hr: a newsletter address typed and sent before the app runs is sent with what was typed once it runs', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Budite prvi koji saznaju' })
    await form.getByRole('textbox', { name: /^E-mail adresa/ }).fill(`prije-aplikacije-${Date.now()}@izlog.test`)
    await form.getByRole('textbox', { name: /^E-mail adresa/ }).press('Enter')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    release()
    await hydrated(page)
    await expect(page.getByRole('status').filter({ hasText: 'Hvala na prijavi!' })).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
  })

  test('a visitor whose cart holds items gets the app at the first paint, for the header’s count', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('izlog_cart', '1'))
    await page.goto('/en/')
    await hydrated(page)
  })
})
