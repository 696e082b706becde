import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

const RETRYING = Symbol('retries a reset socket')
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'fetch'
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch']

/**
 * The tests' own API calls try once more after "socket hang up (ECONNRESET)" (Playwright's
 * `maxRetries`, which retries only that error): the request context reuses a kept-alive socket
 * that workerd may have just closed, and the call then fails before it reaches the Worker. Seen
 * in CI now and then, in a different journey each time.
 */
function retryResetSockets(context: APIRequestContext): APIRequestContext {
  const marked = context as APIRequestContext & { [RETRYING]?: true }
  if (marked[RETRYING]) return context
  marked[RETRYING] = true
  for (const method of METHODS) {
    const original = context[method].bind(context) as (url: unknown, options?: object) => ReturnType<APIRequestContext['get']>
    Object.defineProperty(context, method, { value: (url: unknown, options: object = {}) => original(url, { maxRetries: 1, ...options }) })
  }
  return context
}

/**
 * A page fixture that fails the test on any console error or uncaught exception — hydration
 * mismatches are reported by React as console errors, so they fail here too. The page's and the
 * test's request contexts retry a reset socket once (retryResetSockets).
 */
export const test = base.extend<{ page: Page; consoleErrors: string[] }>({
  request: async ({ request }, use) => {
    await use(retryResetSockets(request))
  },
  consoleErrors: async ({}, use) => {
    await use([])
  },
  page: async ({ page, consoleErrors }, use) => {
    retryResetSockets(page.request)
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
