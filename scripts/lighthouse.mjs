// Lighthouse (12.8, mobile defaults: simulated slow 4G, a mid-range phone) in Debian's Chromium,
// for `npm run bench`: the four category scores, FCP, LCP, CLS and TBT of each page and the
// JavaScript it loaded (transferred bytes of its scripts, as Lighthouse saw them). Measured,
// never asserted: the machines are shared and noisy, so each page runs RUNS times and the median
// run (Lighthouse's own computeMedianRun: by FCP and TTI) is reported, as Lighthouse advises.
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import * as chromeLauncher from 'chrome-launcher'
import { findChromium } from './chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

/** @param {Array<[string, string]>} pages [label, url] */
export async function lighthouseScores(pages) {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('bench: Chromium was not found for Lighthouse (apt-get install chromium)')
  // Without PaintHolding: Lighthouse opens each page from about:blank in the same tab, and there
  // Chromium held the new page's first frame until a timeout in about half the runs (the observed
  // first paint at ~1.2 s instead of ~0.25 s, the same with no JavaScript at all). A visitor who
  // follows a link from another site is not held so.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-features=PaintHolding'],
  })
  const rows = []
  try {
    for (const [label, url] of pages) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        if (!result?.lhr) throw new Error(`bench: Lighthouse gave no result for ${url}`)
        runs.push(result.lhr)
      }
      const lhr = computeMedianRun(runs)
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
      const requests = lhr.audits['network-requests']?.details?.items ?? []
      const scripts = requests.filter((request) => request.resourceType === 'Script')
      rows.push({
        label,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        scripts: scripts.length,
        scriptKib: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}
