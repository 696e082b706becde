import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, Result } from 'axe-core'

/** WCAG 2.0–2.2 A and AA plus axe's best practices: the accessibility gate of issue 12. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface AxeFinding {
  rule: string
  impact: string
  help: string
  targets: string[]
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: unknown): Promise<AxeResults> }
  }
}

/** Runs axe-core in the page as it is now (modals open stay open) and returns every violation. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE_SCRIPT })
  const results = await page.evaluate(
    (tags) => window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [...AXE_TAGS],
  )
  return results.violations.map((violation: Result) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }))
}

/**
 * axe over a page as a browser without JavaScript shows it (issue 38's forms). axe itself needs
 * scripts, so the DOM that browser built is copied into a page that runs none of the app's: what
 * `<noscript>` holds as the elements it is without scripts, `.needs-js` gone, `.needs-no-js` shown
 * (client/styles/base.css), the same stylesheets from the same address.
 */
export async function axeViolationsWithoutScripts(page: Page): Promise<AxeFinding[]> {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<noscript>/gi, '<div data-noscript="">')
    .replace(/<\/noscript>/gi, '</div>')
    .replace(/<head([^>]*)>/i, `<head$1><base href="${page.url()}">`)
  const browser = page.context().browser()
  if (!browser) throw new Error('axeViolationsWithoutScripts: no browser')
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
  try {
    const copy = await context.newPage()
    await copy.setContent(html, { waitUntil: 'load' })
    await copy.evaluate(() => {
      for (const element of document.querySelectorAll('.needs-js')) element.remove()
      for (const element of document.querySelectorAll('.needs-no-js')) element.classList.remove('needs-no-js')
    })
    return await axeViolations(copy)
  } finally {
    await context.close()
  }
}

/** One line per violation and element: `rule (impact) selector — help`, for the failure message. */
export function describeFindings(where: string, findings: AxeFinding[]): string {
  const lines = findings.flatMap((finding) =>
    finding.targets.map((target) => `  ${finding.rule} (${finding.impact}) ${target} — ${finding.help}`),
  )
  return `${where}: ${lines.length} axe violation(s)\n${lines.join('\n')}`
}

/** True when the page scrolls sideways (WCAG 1.4.10 reflow), with the widest offender for the message. */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    let widest: Element | null = null
    let right = root.clientWidth
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right
        widest = element
      }
    }
    const name = widest
      ? `${widest.tagName.toLowerCase()}${widest.id ? '#' + widest.id : ''}.${[...widest.classList].join('.')}`
      : 'unknown'
    return `scrollWidth ${root.scrollWidth} > ${root.clientWidth}; widest: ${name} (right edge ${Math.round(right)})`
  })
}
