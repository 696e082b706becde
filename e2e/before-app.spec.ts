import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * The page before the app runs (issue 17 starts it after the first paint, so this window is real
 * on a slow phone): the server's HTML must already behave. The app's scripts are held back here
 * until the test lets them go.
 */

const CONSENT = JSON.stringify({ necessary: true, marketing: false, analytics: true, acceptedAt: '2026-11-01T10:00:00.000Z' })

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

test('a sign-in form sent before the app runs is held, never sent by the browser with the password in the address', async ({ page }) => {
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
