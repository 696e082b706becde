import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'

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
    const original = context[method].bind(context) as (
      url: unknown,
      options?: object,
    ) => ReturnType<APIRequestContext['get']>
    Object.defineProperty(context, method, {
      value: (url: unknown, options: object = {}) => original(url, { maxRetries: 1, ...options }),
    })
  }
  return context
}

/**
 * Anonymous content pages start the app on the visitor's first sign of intent (the document's
 * loader, worker/render/document.tsx). A journey stands for a person at the page, so each document
 * gets one pointer move once parsed; journeys about the page before the app turn it off
 * (`test.use({ visitorIntent: false })`) and act themselves.
 */
function movePointerOnceParsed() {
  document.addEventListener('DOMContentLoaded', () =>
    document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true })),
  )
}

/**
 * The base test's guards on a browser context: its pages' API calls retry a reset socket once
 * (page.request is the context's request), and with `intent` each of its documents gets the
 * visitor's pointer move (movePointerOnceParsed).
 */
async function guard(context: BrowserContext, { intent }: { intent: boolean }): Promise<BrowserContext> {
  retryResetSockets(context.request)
  if (intent) await context.addInitScript(movePointerOnceParsed)
  return context
}

/**
 * Each visitor calls from an address of their own (CF-Connecting-IP, which the local Worker takes as
 * sent; Cloudflare sets it in production): the backend throttles e-mail and public writes per client
 * address (worker/backend/request-budget.ts), and the journeys are many visitors, not one client
 * flooding the shop. Addresses come from the IPv6 documentation prefix.
 */
export function visitorAddress(): Record<string, string> {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16)
  return { 'CF-Connecting-IP': `2001:db8:${group()}:${group()}:${group()}:${group()}:${group()}:${group()}` }
}

/** A context of its own (another visitor, staff), guarded like the test's own. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  return guard(
    await browser.newContext({ baseURL: base.info().project.use.baseURL, extraHTTPHeaders: visitorAddress() }),
    { intent: true },
  )
}

/** A page of its own context: another visitor. */
export async function visitorPage(browser: Browser): Promise<Page> {
  return (await newContext(browser)).newPage()
}

/**
 * The init script is injected into every frame; in a sandboxed `srcdoc` frame without scripts (an
 * e-mail shown in the dev mailbox) Chromium reports it blocked. That line is the test's, not the app's.
 */
const INIT_SCRIPT_BLOCKED = "Blocked script execution in 'about:srcdoc'"

/**
 * A page fixture that fails the test on any console error or uncaught exception — hydration
 * mismatches are reported by React as console errors, so they fail here too. The test's request
 * context and its browser context (guard) retry a reset socket once.
 */
export const test = base.extend<{ page: Page; consoleErrors: string[]; visitorIntent: boolean }>({
  visitorIntent: [true, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...visitorAddress(), ...extraHTTPHeaders })
  },
  context: async ({ context, visitorIntent }, use) => {
    await use(await guard(context, { intent: visitorIntent }))
  },
  request: async ({ request }, use) => {
    await use(retryResetSockets(request))
  },
  consoleErrors: async ({}, use) => {
    await use([])
  },
  page: async ({ page, consoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith(INIT_SCRIPT_BLOCKED))
        consoleErrors.push(`${message.text()} @ ${page.url()}`)
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
