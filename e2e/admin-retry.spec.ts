import type { Request } from '@playwright/test'
import { allowFailedRequest, test, expect } from './console-guard'
import { post } from './mailbox'

/**
 * SPEC §4 "Admin 403: log out and retry once without the access token" in the browser: staff whose
 * role the backend no longer finds (BACKOFFICE_ONLY) are logged out at the edge, and the same call is
 * made once more without the session's cookies; its answer (a visitor may not read the outbox: 401) is
 * what the page shows.
 */
test('hr: an admin call refused with 403 logs staff out and is repeated once without the token', async ({
  page,
  consoleErrors,
}) => {
  expect(await post(page, '/api/auth/login', { username: 'admin@izlog.hr', password: 'izlog-admin-2026' })).toBe(200)
  await page.goto('/admin/outbox')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

  // The backend's answer to a token whose backoffice flag it no longer finds on the user row.
  let refused = false
  await page.route('**/api/v1/admin/outbox?**', async (route) => {
    if (refused) return route.continue()
    refused = true
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 403,
        code: 'BACKOFFICE_ONLY',
        message: 'Potreban je pristup administraciji.',
        error: { statusCode: 403, code: 'BACKOFFICE_ONLY', message: 'Potreban je pristup administraciji.' },
      }),
    })
  })
  const calls: Array<{ request: Request; headers: Promise<Record<string, string>> }> = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/api/v1/admin/outbox' || path === '/api/auth/logout')
      calls.push({ request, headers: request.allHeaders() })
  })

  await page.getByRole('searchbox', { name: 'E-mail primatelja' }).fill('nitko')
  await page.getByRole('button', { name: 'Traži' }).click()

  // Refused → logged out → the same call without the token, answered as a visitor's (401), which the list shows.
  await expect(page.getByRole('alert').filter({ hasText: 'Popis se nije učitao.' })).toBeVisible()
  const [first, logout, retry] = calls
  expect(calls.map(({ request }) => `${request.method()} ${new URL(request.url()).pathname}`).slice(0, 3)).toEqual([
    'GET /api/v1/admin/outbox',
    'POST /api/auth/logout',
    'GET /api/v1/admin/outbox',
  ])
  expect(retry?.request.url()).toBe(first?.request.url())
  const cookie = async (call: (typeof calls)[number] | undefined) => (await call?.headers)?.['cookie'] ?? ''
  expect(await cookie(first)).toContain('__Host-izlog_token=')
  expect(await cookie(retry)).not.toContain('__Host-izlog_token=')
  expect(await cookie(retry)).not.toContain('__Host-izlog_refresh_token=')
  expect(await (await retry?.request.response())?.status()).toBe(401)
  expect(logout).toBeDefined()
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain('__Host-izlog_token')
  allowFailedRequest(consoleErrors, 403)
  allowFailedRequest(consoleErrors, 401)
})
