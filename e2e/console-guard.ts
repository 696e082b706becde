import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

type Fetch = APIRequestContext['fetch']
const patched = new WeakSet<object>()

/**
 * Playwright's API requests keep their sockets alive and may send the next request on one that
 * workerd has just closed for being idle: "socket hang up (ECONNRESET)" before the Worker sees it.
 * Every API request here asks for its connection to be closed after the answer instead (get,
 * post, … all go through fetch), so no socket is ever reused.
 */
function closeConnections(request: APIRequestContext) {
  const proto = Object.getPrototypeOf(request) as { fetch: Fetch }
  if (patched.has(proto)) return
  patched.add(proto)
  const fetch = proto.fetch
  proto.fetch = function (this: APIRequestContext, urlOrRequest, options = {}) {
    return fetch.call(this, urlOrRequest, { ...options, headers: { ...options.headers, connection: 'close' } })
  } as Fetch
}

/**
 * A page fixture that fails the test on any console error or uncaught exception — hydration
 * mismatches are reported by React as console errors, so they fail here too.
 */
export const test = base.extend<{ page: Page; consoleErrors: string[] }>({
  consoleErrors: async ({}, use) => {
    await use([])
  },
  request: async ({ request }, use) => {
    closeConnections(request)
    await use(request)
  },
  page: async ({ page, consoleErrors }, use) => {
    closeConnections(page.request)
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} @ ${page.url()}`)
    })
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message} @ ${page.url()}`))
    await use(page)
    expect(consoleErrors, 'console errors').toEqual([])
  },
})

/** Removes the browser's "Failed to load resource … status of N" lines a test expects (a refused request it provokes). */
export function allowFailedRequest(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes(`the server responded with a status of ${status}`)) consoleErrors.splice(i, 1)
  }
}

export { expect }
