// The visitor's first tap and the interaction latency (issue 38), for `npm run bench`
// (BENCH_ONLY=first-tap runs only this). Every visit is a fresh context (empty HTTP cache) on
// Lighthouse's phone: 390 px, CPU slowed 4×, slow 4G.
//  (a) A tap made right after the first paint (the app has not run: content pages load it on the
//      visitor's first intent) on the menu, the search toggle, a variant (a radio on the product
//      page) and add-to-cart, vs. the same tap once the app runs. Two figures per tap, median of RUNS:
//      - its answer, in the page: the tap's Event Timing latency (from the input to the next paint
//        after its handlers, what INP counts; entries are kept in sessionStorage, so a form post's
//        tap is still read on the page the browser loads next);
//      - until its outcome shows (the menu or field visible, the radio checked, the app's message or
//        the page loaded after a form post), timed from this script, so it includes Playwright's
//        click (its checks and round trips to the slowed page).
//  (b) INP: Event Timing (PerformanceObserver 'event' with durationThreshold 16, and 'first-input')
//      over the first five interactions of a scripted visit per page type, from the first paint on;
//      an interaction's latency is its longest event entry; p75 per page type over RUNS visits.
//      Interactions under 16 ms report no entry, so the p75 is of the slower ones (it errs high).
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'

const RUNS = Number(process.env.BENCH_FIRST_TAP_RUNS ?? 5)
/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4
/** A pause between a visit's scripted interactions (a person's pace, not a measurement). */
const THINK_MS = 300

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
}

/**
 * Records Event Timing entries from the document's start (an init script), with absolute start times
 * (timeOrigin + startTime), also in sessionStorage: a form post unloads the page a tap was made on.
 */
function recordEventTiming() {
  const KEY = '__eventTiming'
  const entries = []
  window.__eventTiming = entries
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      const kept = {
        id: entry.interactionId ? `${performance.timeOrigin}:${entry.interactionId}` : null,
        name: entry.name,
        start: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
        type: entry.entryType,
      }
      entries.push(kept)
      try {
        const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '[]')
        sessionStorage.setItem(KEY, JSON.stringify([...stored, kept]))
      } catch {
        // No sessionStorage (an opaque origin): this page's entries are still in window.__eventTiming.
      }
    }
  }
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
}

/** Event Timing's smallest threshold: a faster interaction reports no entry, so it counts as this. */
const UNREPORTED_MS = 16

/** The latency of the first interaction that started at or after `since` (absolute ms), from the entries kept. */
async function tapLatency(page, since) {
  // Entries are reported after the next paint: give the tap's a frame or two.
  await page.waitForTimeout(300)
  const entries = await page.evaluate(() => JSON.parse(sessionStorage.getItem('__eventTiming') ?? '[]'))
  const first = entries
    .filter((entry) => entry.start >= since - 1 && (entry.id || entry.type === 'first-input'))
    .sort((a, b) => a.start - b.start)[0]
  if (!first) return UNREPORTED_MS
  const sameTap = entries.filter((entry) => (first.id ? entry.id === first.id : entry === first))
  return Math.max(first.duration, ...sameTap.map((entry) => entry.duration))
}

async function phonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'hr-HR' })
  const page = await context.newPage()
  await page.addInitScript(recordEventTiming)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page }
}

/** Opens `url` and returns at its first contentful paint (the tap comes right after it). */
async function openAtFirstPaint(page, url) {
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    polling: 16,
    timeout: 60_000,
  })
}

/** Opens `url` and waits until the app has hydrated (the loader starts it at the first pointer move). */
async function openWithApp(page, url) {
  await page.goto(url)
  await page.mouse.move(5, 5)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 })
}

/** An add answered: the app's (or the island's) message, or the page the browser shows after a form post the edge answered. */
const addedToCart = (page) =>
  Promise.race([
    page
      .getByText(/dodan je u košaricu/)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 }),
    page.waitForURL(/[?&]cart=/, { timeout: 60_000, waitUntil: 'domcontentloaded' }),
  ])

/** The taps measured: where, what to press, and what shows it answered (hr pages of the seed). */
const TAPS = {
  menu: {
    path: '/shop',
    act: (page) => page.getByRole('button', { name: 'Otvori izbornik' }).click(),
    done: (page) => page.getByRole('dialog', { name: 'Izbornik' }).waitFor({ state: 'visible' }),
  },
  search: {
    path: '/shop',
    act: (page) => page.locator('.search-toggle > button').click(),
    done: (page) => page.locator('#site-search-input').waitFor({ state: 'visible' }),
  },
  'shop filters': {
    path: '/shop',
    act: (page) => page.getByRole('button', { name: /^Filtri \(\d+\)$/ }).click(),
    done: (page) => page.getByRole('button', { name: 'Primijeni filtre' }).waitFor({ state: 'visible' }),
  },
  'a bundle tile’s add': {
    path: '/shop/paketi',
    act: (page) => page.getByRole('button', { name: 'Dodaj u košaricu: VR početni paket' }).click(),
    done: addedToCart,
  },
  variant: {
    path: '/product/majica-bura',
    act: (page) => page.getByRole('group', { name: /^Boja/ }).getByRole('radio').first().click(),
    done: (page) =>
      page.waitForFunction(() =>
        [...document.querySelectorAll('input[type=radio]')].some(
          (radio) => radio.checked && radio.closest('[role=group], fieldset')?.textContent?.includes('Boja'),
        ),
      ),
  },
  'add to cart': {
    path: '/product/izlog-vizor-x1-vr-naocale',
    act: (page) => page.getByRole('main').getByRole('button', { name: 'Dodaj u košaricu', exact: true }).click(),
    done: addedToCart,
  },
}

/** One tap: its Event Timing latency (in the page) and the time until its outcome shows (from here). */
async function timeTap(page, tap) {
  const since = await page.evaluate(() => performance.timeOrigin + performance.now())
  const start = performance.now()
  await tap.act(page)
  await tap.done(page)
  const outcomeMs = performance.now() - start
  return { answerMs: await tapLatency(page, since), outcomeMs }
}

/** (a) Per tap: the medians of the first tap before the app runs and of the same tap once it runs. */
export async function firstTapTimes(origin) {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('bench: Chromium was not found (apt-get install chromium)')
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const rows = []
  try {
    for (const [label, tap] of Object.entries(TAPS)) {
      const before = []
      const after = []
      for (let run = 0; run < RUNS; run++) {
        const first = await phonePage(browser)
        await openAtFirstPaint(first.page, `${origin}${tap.path}`)
        before.push(await timeTap(first.page, tap))
        await first.context.close()
        const later = await phonePage(browser)
        await openWithApp(later.page, `${origin}${tap.path}`)
        after.push(await timeTap(later.page, tap))
        await later.context.close()
      }
      const medianOf = (times, key) => median(times.map((time) => time[key]))
      rows.push({
        label,
        before: { answerMs: medianOf(before, 'answerMs'), outcomeMs: medianOf(before, 'outcomeMs') },
        after: { answerMs: medianOf(after, 'answerMs'), outcomeMs: medianOf(after, 'outcomeMs') },
      })
    }
  } finally {
    await browser.close()
  }
  return { rows, runs: RUNS }
}

const pause = (page) => page.waitForTimeout(THINK_MS)
/** A content page's visit: the menu opened and closed, the search opened, a letter typed, closed. */
const headerVisit = async (page) => {
  await page.getByRole('button', { name: 'Otvori izbornik' }).click()
  await pause(page)
  await page.keyboard.press('Escape')
  await pause(page)
  await page.locator('.search-toggle > button').click()
  await pause(page)
  await page.locator('#site-search-input').press('a')
  await pause(page)
  await page.keyboard.press('Escape')
  await pause(page)
}
/** The product's visit: a colour and a size chosen, the quantity raised, added, the cart's dialog (if the app showed one) closed. */
const productVisit = async (page) => {
  const main = page.getByRole('main')
  await main.getByRole('group', { name: /^Boja/ }).getByRole('radio').first().click()
  await pause(page)
  await main
    .getByRole('group', { name: /^Veličina/ })
    .getByRole('radio')
    .first()
    .click()
  await pause(page)
  await main.getByRole('spinbutton').first().press('ArrowUp')
  await pause(page)
  await main.getByRole('button', { name: 'Dodaj u košaricu', exact: true }).click()
  // The app's cart dialog, or (the app still loading) the page the edge sends back after the form post.
  await Promise.race([
    page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 60_000 }),
    page.waitForURL(/[?&]cart=/, { timeout: 60_000 }),
  ])
  await pause(page)
  await page.keyboard.press('Escape')
  await pause(page)
}

/** (b) `pages`: [label, url, 'header' | 'product']; p75 of the first five interactions' latency per page type. */
export async function interactionLatency(pages) {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('bench: Chromium was not found (apt-get install chromium)')
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const rows = []
  try {
    for (const [label, url, visit] of pages) {
      const latencies = []
      for (let run = 0; run < RUNS; run++) {
        const { context, page } = await phonePage(browser)
        await openAtFirstPaint(page, url)
        await (visit === 'product' ? productVisit(page) : headerVisit(page))
        // Entries are reported after the next paint: give the last one a frame or two.
        await page.waitForTimeout(500)
        const entries = await page.evaluate(() => JSON.parse(sessionStorage.getItem('__eventTiming') ?? '[]'))
        const byInteraction = new Map()
        for (const entry of entries) {
          if (!entry.id) continue
          const seen = byInteraction.get(entry.id)
          byInteraction.set(entry.id, {
            start: Math.min(seen?.start ?? entry.start, entry.start),
            ms: Math.max(seen?.ms ?? 0, entry.duration),
          })
        }
        latencies.push(
          ...[...byInteraction.values()]
            .sort((a, b) => a.start - b.start)
            .slice(0, 5)
            .map(({ ms }) => ms),
        )
        await context.close()
      }
      rows.push({
        label,
        p75Ms: latencies.length ? percentile(latencies, 0.75) : 0,
        maxMs: latencies.length ? Math.max(...latencies) : 0,
        interactions: latencies.length,
      })
    }
  } finally {
    await browser.close()
  }
  return { rows, runs: RUNS }
}
