import type { Browser, Page } from '@playwright/test'
import { test, expect, newContext } from './console-guard'

/** The dev mailbox (/admin/mailbox) as backoffice staff use it, per language. */
const MAILBOX = {
  hr: { path: '/admin/mailbox', recipient: 'Primatelj', filter: 'Prikaži', show: 'Prikaži poruku' },
  en: { path: '/en/admin/mailbox', recipient: 'Recipient', filter: 'Show', show: 'Show the message' },
} as const

const BACKOFFICE = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

export const origin = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8787').origin

/** A same-origin JSON POST through the page's browser context (its cookies); the status. */
export async function post(page: Page, path: string, body: unknown, language = 'hrv'): Promise<number> {
  const res = await page.request.post(path, {
    headers: { origin: origin(), 'content-type': 'application/json', language },
    data: JSON.stringify(body),
  })
  return res.status()
}

/**
 * Opens the newest e-mail to `recipient` with this subject in the dev mailbox, in a browser
 * context of the staff's own, and returns the site path of its link named `linkName` (the link itself is absolute).
 */
export async function linkFromMailbox(
  browser: Browser,
  lang: 'hr' | 'en',
  recipient: string,
  subject: string | RegExp,
  linkName: string,
): Promise<string> {
  const texts = MAILBOX[lang]
  const context = await newContext(browser)
  const staff = await context.newPage()
  expect(await post(staff, '/api/auth/login', { ...BACKOFFICE, locale: lang })).toBe(200)
  await staff.goto(texts.path)
  await expect(staff.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await staff.getByRole('textbox', { name: texts.recipient }).fill(recipient)
  await staff.getByRole('button', { name: texts.filter, exact: true }).click()
  const message = staff.getByRole('article', { name: subject })
  await expect(message).toHaveCount(1)
  await message.getByText(texts.show).click()
  const title = (await message.locator('iframe').getAttribute('title')) ?? ''
  const link = staff.frameLocator(`iframe[title="${title}"]`).getByRole('link', { name: linkName })
  const href = (await link.getAttribute('href')) ?? ''
  const origin = new URL(staff.url()).origin
  await context.close()
  // Every e-mail link is absolute, on the site the visitor used (issue 34); the journeys go on with its path.
  expect(href, 'an absolute link').toMatch(/^https?:\/\//)
  const url = new URL(href)
  expect(url.origin).toBe(origin)
  return url.pathname + url.search + url.hash
}
