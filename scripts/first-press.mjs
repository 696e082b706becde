// What starting the app on the visitor's first intent costs that visitor (issue 17), for
// `npm run bench`: on a content page, in a phone-sized Chromium on Lighthouse's phone (CPU slowed
// 4×, slow 4G), how long a press of the menu button takes to open the menu when it is the
// visitor's very first act (the loader holds it, the app loads and hydrates, then replays it) vs.
// the same press once the app runs. Each run is a fresh context (empty HTTP cache); median of RUNS.
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'

const RUNS = Number(process.env.BENCH_FIRST_PRESS_RUNS ?? 5)
/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** `url`: an English content page with the header's menu button ("Open menu" at 390 px). */
export async function firstPressTimes(url) {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('bench: Chromium was not found (apt-get install chromium)')
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const first = []
  const later = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      const button = page.getByRole('button', { name: 'Open menu' })
      const menu = page.getByRole('dialog', { name: 'Menu' })
      // Playwright's click moves the pointer first: the loader starts the app at that move.
      const press = async () => {
        const start = performance.now()
        await button.click()
        await menu.waitFor({ state: 'visible' })
        return performance.now() - start
      }
      first.push(await press())
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'hidden' })
      later.push(await press())
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return { firstMs: median(first), laterMs: median(later), runs: RUNS }
}
