// Lighthouse (12.8, mobile defaults: simulated slow 4G, a mid-range phone) in Debian's Chromium,
// for `npm run bench`: the four category scores and LCP, CLS and TBT of each page. Measured, never
// asserted: the machines are shared and noisy.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { findChromium } from './chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** @param {Array<[string, string]>} pages [label, url] */
export async function lighthouseScores(pages) {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('bench: Chromium was not found for Lighthouse (apt-get install chromium)')
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const rows = []
  try {
    for (const [label, url] of pages) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`bench: Lighthouse gave no result for ${url}`)
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
      rows.push({
        label,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}
