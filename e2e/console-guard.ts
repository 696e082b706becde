import { test as base, expect, type Page } from '@playwright/test'

/**
 * A page fixture that fails the test on any console error or uncaught exception — hydration
 * mismatches are reported by React as console errors, so they fail here too.
 */
export const test = base.extend<{ page: Page; consoleErrors: string[] }>({
  consoleErrors: async ({}, use) => {
    await use([])
  },
  page: async ({ page, consoleErrors }, use) => {
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
