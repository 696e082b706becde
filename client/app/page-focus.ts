/** How long a page's heading may take to appear after the navigation rendered. */
const HEADING_WAIT_MS = 2000

function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

function headingWhenItArrives(main: HTMLElement): void {
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>('h1')
    if (!heading) return
    stop()
    if (document.activeElement === main) focusQuietly(heading)
  })
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
}

/** The polite live region that reads out the new page's title after a client-side navigation. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer'

/**
 * After a client-side navigation to another page: focus goes to the new page's first heading (or
 * main) without scrolling, so the keyboard and screen reader continue there, and the live region
 * announces the page title (a document load would have done both).
 */
export function focusNewPage(title: string): void {
  const main = document.getElementById('main')
  if (!main) return
  const heading = main.querySelector<HTMLElement>('h1')
  focusQuietly(heading ?? main)
  // A heading that streams in a moment later (a Suspense boundary) takes over, unless the visitor moved on.
  if (!heading) headingWhenItArrives(main)
  const announcer = document.getElementById(ROUTE_ANNOUNCER_ID)
  if (announcer) {
    // Cleared first, so the same title twice in a row is still read out.
    announcer.textContent = ''
    window.setTimeout(() => (announcer.textContent = title), 50)
  }
}
