import type { Page, Response } from '@playwright/test'
import { test, expect } from './console-guard'
import { CONSENT_COOKIE, parseConsentCookie } from '../contract/cookie-consent'

/**
 * The cookie notice (issue 12 point 4): small on a phone, "only necessary" as prominent as
 * "accept", every choice logged through the edge's /api/consent/log (issue 32: the server decides
 * who, when and the decision's status from the categories), and changeable later from the footer.
 * Issue 34: in the settings only "necessary" starts ticked (pre-ticked boxes are not valid consent,
 * CJEU C-673/17 Planet49); "accept" grants all three. Issue 38: the choice is kept in a cookie the
 * server reads too, so a page after the choice is rendered without the notice.
 */

const consentLog = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/consent/log',
  )

async function logged(response: Response): Promise<{ status: string; sourceType: string; consents: string[] }> {
  return ((await response.json()) as { data: { status: string; sourceType: string; consents: string[] } }).data
}

/** The choice as the browser keeps it: the consent cookie the server reads too (issue 38). */
async function storedChoice(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === CONSENT_COOKIE)
  return parseConsentCookie(cookie?.value)
}

test('hr at 390 px: compact, only necessary is logged, and the footer reopens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const notice = page.getByRole('region', { name: 'Kolačići' })
  await expect(notice).toBeVisible()
  const box = await notice.boundingBox()
  expect(box?.height ?? 1000).toBeLessThan(844 * 0.3)

  const accept = notice.getByRole('button', { name: 'Prihvaćam' })
  const necessaryOnly = notice.getByRole('button', { name: 'Samo nužni' })
  // Equally prominent: the same look and size.
  expect(await necessaryOnly.getAttribute('class')).toBe(await accept.getAttribute('class'))
  const [acceptBox, onlyBox] = [await accept.boundingBox(), await necessaryOnly.boundingBox()]
  expect(Math.abs((acceptBox?.height ?? 0) - (onlyBox?.height ?? 1))).toBeLessThan(2)

  const response = consentLog(page)
  await necessaryOnly.click()
  expect((await response).status()).toBe(201)
  expect(await logged(await response)).toMatchObject({
    status: 'necessaryOnly',
    sourceType: 'cookie',
    consents: ['necessary'],
  })
  await expect(notice).toBeHidden()
  expect(await storedChoice(page)).toMatchObject({ marketing: false, analytics: false })

  // Later, from the footer: the stored choice is shown, a new one replaces it and is logged.
  await page.getByRole('button', { name: 'Postavke kolačića' }).click()
  await expect(notice).toBeVisible()
  await expect(accept).toBeFocused()
  await notice.getByText('Postavke', { exact: true }).click()
  await expect(notice.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await notice.getByRole('checkbox', { name: 'Analitika' }).check()
  const second = consentLog(page)
  await notice.getByRole('button', { name: 'Spremi odabir' }).click()
  expect(await logged(await second)).toMatchObject({ status: 'partial', consents: ['necessary', 'analytics'] })
  expect(await storedChoice(page)).toMatchObject({ marketing: false, analytics: true })

  // Stored: the next page does not ask again.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(notice).toBeHidden()
  // Kept where the server reads it: the page comes without the notice.
  expect(await (await page.request.get('/')).text()).not.toContain('class="cookie-notice')
})

test('hr: the settings start with only necessary ticked; saving them untouched stores necessary only', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const notice = page.getByRole('region', { name: 'Kolačići' })
  await notice.getByText('Postavke', { exact: true }).click()
  const necessary = notice.locator('input[name="necessary"]')
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await expect(notice.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await expect(notice.getByRole('checkbox', { name: 'Analitika' })).not.toBeChecked()
  const response = consentLog(page)
  await notice.getByRole('button', { name: 'Spremi odabir' }).click()
  expect(await logged(await response)).toMatchObject({ status: 'necessaryOnly', consents: ['necessary'] })
  await expect(notice).toBeHidden()
  expect(await storedChoice(page)).toMatchObject({ marketing: false, analytics: false })
})

test('en: accept grants all three categories and logs them', async ({ page }) => {
  await page.goto('/en/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const notice = page.getByRole('region', { name: 'Cookies' })
  const response = consentLog(page)
  await notice.getByRole('button', { name: 'Accept' }).click()
  expect(await logged(await response)).toMatchObject({
    status: 'accepted',
    sourceType: 'cookie',
    consents: ['necessary', 'marketing', 'analytics'],
  })
  expect(await storedChoice(page)).toMatchObject({ marketing: true, analytics: true })
})
