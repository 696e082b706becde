// izlog benchmark: every number is measured in this one run against the running Worker
// (`wrangler dev` on a fresh seeded state), and reported as ratios, never as pass/fail limits.
//
//   1. requests/s: cached anonymous page vs. a constant string of the same size through the same
//      middleware (/__bench/string, served by the bench's own entry worker/bench/entry.ts) vs. uncached SSR render vs. a trivial route
//   2. time-to-first-byte vs. full-document time when the upstream is slow (a delaying proxy
//      in front of the embedded backend, so the shell must flush before the data arrives)
//   3. the uncached product list (/shop) on the seeded catalogue vs. the same page after 5,000
//      generated products were added (a second Worker whose state is seeded with --bulk-products)
//   4. the backoffice's lists (orders, moderation, newsletter, outbox, consent log, missed paths,
//      form submissions): first page, a search, a filter and the last page, on the seeded state
//      vs. the same Worker state with 10,000 generated rows in each (--bulk-backoffice)
//   4b. the backoffice's product list (issue 35): first page, a search by name and by SKU, filters
//      by category, stock and status, a deep page sorted by price — on the seeded catalogue vs. a
//      Worker with 10,000 generated products (--bulk-products; BENCH_ADMIN_PRODUCTS). Only this
//      case: BENCH_ONLY=admin-products npm run bench
//   4c. the backoffice's dashboard (issue 37: GET api/v1/admin/dashboard) on the seeded state vs. a
//      Worker with 100,000 generated orders spread over 69 days (--bulk-backoffice; BENCH_DASHBOARD_ORDERS).
//      Only this case: BENCH_ONLY=dashboard npm run bench
//   5. Lighthouse (mobile) on home, shop, product, post and cart of the seeded Worker: the four
//      category scores with FCP, LCP, CLS, TBT and the JavaScript the page loaded, median of BENCH_LIGHTHOUSE_RUNS (3) runs per page
//      (BENCH_LIGHTHOUSE=off skips it)
//   5b. the visitor's first tap right after the first paint, before the app runs (menu, search, a
//      variant, add-to-cart) vs. the same tap once it runs, and INP (Event Timing, p75 of the first
//      five interactions of a scripted visit per page type), on Lighthouse's phone (scripts/first-tap.mjs,
//      issue 38). Only this case: BENCH_ONLY=first-tap npm run bench
//   7. (issue 38) the cart page and each checkout step with every D1 round trip delayed by
//      BENCH_DB_DELAY_MS (120) vs 0 ms: queries per request, sequential round trips and the time
//      (scripts/db-latency.mjs; the bench entry meters D1). Only this case: BENCH_ONLY=db-latency npm run bench
//   6. bytes, deterministic: each page's app JavaScript, loaded on the visitor's first intent
//      (gzip; its budget is checked in npm test), what the shell is made of (esbuild's metafile), and the messages a page inlines
// At the end, the summary: one line per row of issue 17's table, from this run.
import http from 'node:http'
import { freePort, startDevServer } from './dev-server.mjs'
import { gzipSync } from 'node:zlib'
import { lighthouseScores } from './lighthouse.mjs'
import { firstVisitSizes, shellComposition } from './js-size.mjs'
import { dbLatencyBench, dbLatencyLine } from './db-latency.mjs'
import { firstTapTimes, interactionLatency } from './first-tap.mjs'

// Measure what production runs: React's production build (wrangler dev defaults to development).
process.env.NODE_ENV = 'production'

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const SLOW_UPSTREAM_MS = Number(process.env.BENCH_UPSTREAM_DELAY_MS ?? 400)
const BULK_PRODUCTS = Number(process.env.BENCH_BULK_PRODUCTS ?? 5000)
const LIST_SAMPLES = Number(process.env.BENCH_LIST_SAMPLES ?? 15)
const BULK_BACKOFFICE = Number(process.env.BENCH_BULK_BACKOFFICE ?? 10000)
const ADMIN_SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 9)
const ADMIN_PRODUCTS = Number(process.env.BENCH_ADMIN_PRODUCTS ?? 10000)
const DASHBOARD_ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100000)
const DB_DELAY_MS = Number(process.env.BENCH_DB_DELAY_MS ?? 120)
const DB_LATENCY_RUNS = Number(process.env.BENCH_DB_LATENCY_RUNS ?? 3)
/** Run only one case: 'admin-products' (4b), 'dashboard' (4c), 'lighthouse' (5), 'first-tap' (5b) or 'db-latency' (7). */
const ONLY = process.env.BENCH_ONLY ?? ''
const ONLY_CASES = ['admin-products', 'dashboard', 'lighthouse', 'first-tap', 'db-latency']
if (ONLY !== '' && !ONLY_CASES.includes(ONLY))
  throw new Error(`bench: BENCH_ONLY=${ONLY}: only ${ONLY_CASES.map((name) => `'${name}'`).join(', ')} are known`)

/** The admin calls measured: each list's first page, a search, a filter and a deep page (paged on the server, 25 a page). */
const ADMIN_CALLS = [
  ['orders, first page', 'api/v1/admin/orders'],
  ['orders, search by e-mail', 'api/v1/admin/orders?q=kupac7777%40bulk.example'],
  ['orders, status filter', 'api/v1/admin/orders?status=pending_payment'],
  ['orders, page 300', 'api/v1/admin/orders?page=300'],
  ['moderation queue', 'api/v1/admin/comments?status=pending'],
  ['newsletter, search', 'api/v1/admin/newsletter?q=pretplata7777'],
  ['outbox, failed', 'api/v1/admin/outbox?status=failed'],
  ['consent log, search', 'api/v1/admin/consent-log?q=privola7777'],
  ['missed paths, most hit', 'api/v1/admin/redirects/failed'],
  ['form submissions', 'api/v1/admin/forms/1/submissions?page=100'],
]

/**
 * The backoffice's product list (GET api/v1/admin/products, 25 a page): the generated products
 * (worker/backend/catalogue/bulk-seed.ts) have SKUs IZL-BULK-<id>, names with words such as
 * "svjetionik", four kinds in their categories (posters in 6), stock in, low and out, drafts and
 * archived ones, so every search and filter here has work to do.
 */
const ADMIN_PRODUCT_CALLS = [
  ['products, first page', 'api/v1/admin/products'],
  ['products, search by name', 'api/v1/admin/products?q=svjetionik'],
  ['products, search by SKU', 'api/v1/admin/products?q=IZL-BULK-104321'],
  ['products, category filter', 'api/v1/admin/products?category=6'],
  ['products, low stock', 'api/v1/admin/products?stock=low'],
  ['products, drafts', 'api/v1/admin/products?status=draft'],
  ['products, by price, page 200', 'api/v1/admin/products?sort=price&order=asc&page=200'],
]

/** 4b: the product list's calls on the seeded Worker (`seededUrl`) vs. one with ADMIN_PRODUCTS generated products. */
async function adminProductsBench(seededUrl) {
  console.log(
    `\n4b. Backoffice product list with ${ADMIN_PRODUCTS.toLocaleString('en')} generated products (median of ${ADMIN_SAMPLES}, whole JSON answer)`,
  )
  const large = await startDevServer({
    port: await freePort(),
    stateDir: 'bench-products-state',
    setupArgs: ['--bulk-products', String(ADMIN_PRODUCTS)],
  })
  try {
    const [seededCookie, largeCookie] = await Promise.all([staffCookie(seededUrl), staffCookie(large.url)])
    const totals = async (url, cookie) =>
      (await (await fetch(`${url}/api/v1/admin/products`, { headers: { cookie } })).json()).data.total
    const [seededTotal, largeTotal] = await Promise.all([
      totals(seededUrl, seededCookie),
      totals(large.url, largeCookie),
    ])
    console.log(`  products in the list: seeded ${seededTotal}, bulk ${largeTotal}`)
    const rows = []
    for (const [label, path] of ADMIN_PRODUCT_CALLS) {
      const small = await adminCall(seededUrl, seededCookie, path)
      const big = await adminCall(large.url, largeCookie, path)
      rows.push({ label, seededMs: small, bulkMs: big, ratio: big / small })
      console.log(
        `  ${label.padEnd(30)} seeded ${small.toFixed(1).padStart(6)} ms   bulk ${big.toFixed(1).padStart(6)} ms   ${(big / small).toFixed(2)}×`,
      )
    }
    return { rows, seeded: seededTotal, bulk: largeTotal }
  } finally {
    await large.stop()
  }
}

/** The summary's line for 4b: each call's ratio. */
const adminProductsLine = (result) =>
  result.rows.map((row) => `${row.label.replace('products, ', '')} ${row.ratio.toFixed(2)}×`).join(', ')

/** 4c: the dashboard's one call on the seeded Worker (`seededUrl`) vs. one with DASHBOARD_ORDERS generated orders. */
async function dashboardBench(seededUrl) {
  console.log(
    `\n4c. Backoffice dashboard with ${DASHBOARD_ORDERS.toLocaleString('en')} generated orders (median of ${ADMIN_SAMPLES}, whole JSON answer)`,
  )
  const large = await startDevServer({
    port: await freePort(),
    stateDir: 'bench-dashboard-state',
    setupArgs: ['--bulk-backoffice', String(DASHBOARD_ORDERS)],
  })
  try {
    const [seededCookie, largeCookie] = await Promise.all([staffCookie(seededUrl), staffCookie(large.url)])
    const path = 'api/v1/admin/dashboard'
    const orders = async (url, cookie) =>
      (await (await fetch(`${url}/${path}`, { headers: { cookie } })).json()).data.current.orders
    console.log(
      `  paid orders in the last 30 days: seeded ${await orders(seededUrl, seededCookie)}, bulk ${await orders(large.url, largeCookie)}`,
    )
    const seededMs = await adminCall(seededUrl, seededCookie, path)
    const bulkMs = await adminCall(large.url, largeCookie, path)
    console.log(
      `  dashboard                      seeded ${seededMs.toFixed(1).padStart(6)} ms   bulk ${bulkMs.toFixed(1).padStart(6)} ms   ${(bulkMs / seededMs).toFixed(2)}×`,
    )
    return { seededMs, bulkMs }
  } finally {
    await large.stop()
  }
}

/** Logs in as staff on `url`; answers the session cookie. */
async function staffCookie(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@izlog.hr', password: 'izlog-admin-2026' }),
  })
  if (!login.ok) throw new Error(`bench: backoffice login failed (${login.status})`)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Median milliseconds of one admin call (a whole JSON answer) on `url`. */
async function adminCall(url, cookie, path) {
  const samples = []
  for (let i = 0; i <= ADMIN_SAMPLES; i++) {
    const started = performance.now()
    const res = await fetch(`${url}/${path}`, { headers: { cookie } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status}`)
    if (i > 0) samples.push(performance.now() - started)
  }
  return median(samples)
}

async function throughput(label, makeUrl, init = {}) {
  let done = 0
  let failed = 0
  const end = Date.now() + DURATION_MS
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const res = await fetch(makeUrl(done + failed), init).catch(() => null)
        if (res) await res.arrayBuffer()
        if (res && res.status < 500) done++
        else failed++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const rps = done / seconds
  console.log(`  ${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  (${done} ok, ${failed} failed)`)
  return rps
}

async function timing(url) {
  const started = performance.now()
  // identity: workerd's local gzip (wrangler dev) holds small chunks back until the stream ends,
  // which would hide the flush we are measuring; Cloudflare's edge compresses while streaming.
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const reader = res.body.getReader()
  let firstByte = null
  for (;;) {
    const { done, value } = await reader.read()
    if (firstByte === null && value && value.length > 0) firstByte = performance.now() - started
    if (done) break
  }
  return { ttfb: firstByte ?? performance.now() - started, total: performance.now() - started, status: res.status }
}

/** Logs in as the seeded backoffice user and returns a function that purges the Worker's caches. */
async function cachePurger(url) {
  const cookie = await staffCookie(url)
  return async () => {
    const res = await fetch(`${url}/api/admin/cache/purge`, { method: 'POST', headers: { cookie } })
    if (!res.ok) throw new Error(`bench: cache purge failed (${res.status})`)
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Number of listed products, as the embedded backend counts them. */
async function listedProducts(url) {
  const res = await fetch(`${url}/api/v1/product/web/filter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1, filters: [{ key: 'archived', value: false }] }),
  })
  if (!res.ok) throw new Error(`bench: product count failed (${res.status})`)
  return (await res.json()).data.pagination.totalRecords
}

/** Median full-document time of the uncached all-products list (a unique query each time, so no cache answers). */
/**
 * The uncached /shop on two Workers, their samples interleaved after a few warm-up renders each:
 * measured one after the other, the Worker that had just served the throughput cases came out
 * faster than the one just started (1.4-1.7× in two runs, 0.85-0.98× interleaved).
 */
async function listRenders(seededUrl, bulkUrl) {
  const render = async (url, tag) => {
    const sample = await timing(`${url}/shop?bench=${tag}-${Math.random()}`)
    if (sample.status !== 200) throw new Error(`bench: /shop answered ${sample.status}`)
    return sample.total
  }
  for (let i = 0; i < 5; i++) {
    await render(seededUrl, 'warm')
    await render(bulkUrl, 'warm')
  }
  const seeded = []
  const bulk = []
  for (let i = 0; i < LIST_SAMPLES; i++) {
    seeded.push(await render(seededUrl, 'seeded'))
    bulk.push(await render(bulkUrl, 'bulk'))
  }
  return {
    seeded: { ms: median(seeded), count: await listedProducts(seededUrl) },
    bulk: { ms: median(bulk), count: await listedProducts(bulkUrl) },
  }
}

// The second Worker calls the first one's /backend with this shared secret (BACKEND_HTTP_SECRET).
const BACKEND_SECRET = `bench-${crypto.randomUUID()}`
/** The JSON messages script a page inlines: raw and gzip bytes. */
async function inlinedMessages(url) {
  const html = await (await fetch(url)).text()
  const json = /id="__IZLOG_I18N__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? ''
  return { raw: Buffer.byteLength(json), gzip: gzipSync(json).length }
}

if (ONLY === 'admin-products') {
  const seeded = await startDevServer({ port: await freePort(), stateDir: 'bench-state' })
  try {
    const result = await adminProductsBench(seeded.url)
    console.log(
      `\nSummary\n  ${result.bulk.toLocaleString('en')}-product admin list vs ${result.seeded}: ${adminProductsLine(result)}`,
    )
  } finally {
    await seeded.stop()
  }
  process.exit(0)
}

if (ONLY === 'dashboard') {
  const seeded = await startDevServer({ port: await freePort(), stateDir: 'bench-state' })
  try {
    const result = await dashboardBench(seeded.url)
    console.log(
      `\nSummary\n  dashboard with ${DASHBOARD_ORDERS.toLocaleString('en')} orders: ${result.bulkMs.toFixed(0)} ms (seeded ${result.seededMs.toFixed(0)} ms, ${(result.bulkMs / result.seededMs).toFixed(2)}×)`,
    )
  } finally {
    await seeded.stop()
  }
  process.exit(0)
}

if (ONLY === 'db-latency') {
  const seeded = await startDevServer({
    port: await freePort(),
    stateDir: 'bench-db-latency-state',
    script: 'worker/bench/entry.ts',
  })
  try {
    const rows = await dbLatencyBench(seeded.url, staffCookie, { delayMs: DB_DELAY_MS, runs: DB_LATENCY_RUNS })
    console.log(`\nSummary\n  +${DB_DELAY_MS} ms per D1 round trip: ${dbLatencyLine(rows)}`)
  } finally {
    await seeded.stop()
  }
  process.exit(0)
}

/** 5: Lighthouse mobile on home, shop, product, post and cart, printed as it goes. */
async function lighthouseBench(origin) {
  console.log('\n5. Lighthouse 12.8, mobile (seeded Worker, cached pages warmed first)')
  const entries = (await (await fetch(`${origin}/api/v1/sitemap/entries`)).json()).data.entries
  const post = entries.find((entry) => entry.type === 'post')
  const list = await fetch(`${origin}/api/v1/product/web/filter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  })
  const product = (await list.json()).data.records[0]
  const pages = [
    ['home', `${origin}/`],
    ['shop', `${origin}/shop`],
    ['product', `${origin}/product/${product?.slug ?? ''}`],
    ['post', `${origin}/${post?.slugs?.hr ?? ''}`],
    ['cart', `${origin}/kosarica`],
  ]
  for (const [, url] of pages) await fetch(url).then((r) => r.arrayBuffer())
  console.log('  page      perf  a11y  best   seo    FCP ms    LCP ms   CLS     TBT ms   JS loaded')
  const rows = await lighthouseScores(pages)
  for (const row of rows) {
    console.log(
      `  ${row.label.padEnd(8)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(5)} ${String(row.seo).padStart(5)} ${row.fcpMs.toFixed(0).padStart(9)} ${row.lcpMs.toFixed(0).padStart(9)} ${row.cls.toFixed(3).padStart(7)} ${row.tbtMs.toFixed(0).padStart(9)}   ${row.scriptKib.toFixed(1)} KiB (${row.scripts} files)`,
    )
  }
  return rows
}

/** 5b: the first tap and INP (issue 38), printed as it goes; returns the summary lines. */
async function firstTapBench(origin) {
  console.log("\n5b. The visitor's first tap right after the first paint (390 px, CPU 4×, slow 4G, fresh cache)")
  const taps = await firstTapTimes(origin)
  console.log('                     before the app          once it runs')
  console.log('  tap                answer    outcome       answer    outcome')
  const ms = (value) => `${value.toFixed(0).padStart(5)} ms`
  for (const row of taps.rows)
    console.log(
      `  ${row.label.padEnd(18)} ${ms(row.before.answerMs)} ${ms(row.before.outcomeMs)}    ${ms(row.after.answerMs)} ${ms(row.after.outcomeMs)}`,
    )
  console.log(
    `  (median of ${taps.runs} each; answer = the tap's Event Timing latency in the page, 16 ms when none is reported;` +
      ' outcome = until it shows, timed from the bench script)',
  )
  const entries = (await (await fetch(`${origin}/api/v1/sitemap/entries`)).json()).data.entries
  const post = entries.find((entry) => entry.type === 'post')
  console.log('  INP: Event Timing of the first five interactions of a scripted visit from the first paint')
  const inp = await interactionLatency([
    ['home', `${origin}/`, 'header'],
    ['shop', `${origin}/shop`, 'header'],
    ['product', `${origin}/product/majica-bura`, 'product'],
    ['post', `${origin}/${post?.slugs?.hr ?? ''}`, 'header'],
    ['page', `${origin}/o-nama`, 'header'],
    ['cart', `${origin}/kosarica`, 'header'],
  ])
  for (const row of inp.rows)
    console.log(
      `  ${row.label.padEnd(8)} p75 ${row.p75Ms.toFixed(0).padStart(5)} ms   max ${row.maxMs.toFixed(0).padStart(5)} ms   (${row.interactions} interactions of ≥ 16 ms in ${inp.runs} visits)`,
    )
  return {
    taps:
      taps.rows
        .map(
          (row) =>
            `${row.label} ${row.before.answerMs.toFixed(0)} (${row.before.outcomeMs.toFixed(0)}) / ${row.after.answerMs.toFixed(0)} (${row.after.outcomeMs.toFixed(0)})`,
        )
        .join(', ') + ' ms',
    inp: inp.rows.map((row) => `${row.label} ${row.p75Ms.toFixed(0)}`).join(', ') + ' ms',
  }
}

if (ONLY === 'lighthouse') {
  const seeded = await startDevServer({ port: await freePort(), stateDir: 'bench-i38-lighthouse-state' })
  try {
    const rows = await lighthouseBench(seeded.url)
    console.log(
      `\nSummary\n  Lighthouse mobile performance: ${rows.map((row) => `${row.label} ${row.performance}`).join(', ')}\n  CLS: ${rows.map((row) => `${row.label} ${row.cls.toFixed(3)}`).join(', ')}`,
    )
  } finally {
    await seeded.stop()
  }
  process.exit(0)
}

if (ONLY === 'first-tap') {
  const seeded = await startDevServer({ port: await freePort(), stateDir: 'bench-i38-first-tap-state' })
  try {
    const result = await firstTapBench(seeded.url)
    console.log(
      `\nSummary\n  first tap's answer (outcome) before the app / once it runs: ${result.taps}\n  INP p75: ${result.inp}`,
    )
  } finally {
    await seeded.stop()
  }
  process.exit(0)
}

const summary = {}
const main = await startDevServer({
  port: await freePort(),
  stateDir: 'bench-state',
  vars: { BACKEND_HTTP: 'on', BACKEND_HTTP_SECRET: BACKEND_SECRET },
  script: 'worker/bench/entry.ts',
})
let slow = null
let proxy = null
let bulk = null
try {
  console.log(`izlog bench — ${CONCURRENCY} concurrent clients, ${DURATION_MS} ms per case\n`)
  console.log('1. Throughput')
  await fetch(`${main.url}/`).then((r) => r.arrayBuffer())
  await fetch(`${main.url}/`).then((r) => r.arrayBuffer())
  // Twice: as a browser asks (gzip, which workerd does in-process, as the Worker's own cost; on
  // Cloudflare the edge compresses outside the Worker) and uncompressed (the Worker's work alone).
  const pageBytes = (await (await fetch(`${main.url}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
    .byteLength
  const identity = { headers: { 'accept-encoding': 'identity' } }
  const cached = await throughput('cached anonymous page (/), gzip', () => `${main.url}/`)
  const sameSize = await throughput(
    `same-size string (${(pageBytes / 1024).toFixed(0)} KiB), gzip`,
    () => `${main.url}/__bench/string?bytes=${pageBytes}`,
  )
  const cachedPlain = await throughput('cached page, uncompressed', () => `${main.url}/`, identity)
  const sameSizePlain = await throughput(
    'same-size string, uncompressed',
    () => `${main.url}/__bench/string?bytes=${pageBytes}`,
    identity,
  )
  const uncached = await throughput('uncached SSR render (/?b=N)', (i) => `${main.url}/?bench=${i}-${Math.random()}`)
  const trivial = await throughput('trivial route (/robots.txt)', () => `${main.url}/robots.txt`)
  summary.cachedVsString = cached / sameSize
  summary.cachedVsStringPlain = cachedPlain / sameSizePlain
  console.log(
    `\n  cached page / same-size string    ${(cached / sameSize).toFixed(2)}× gzip, ${(cachedPlain / sameSizePlain).toFixed(2)}× uncompressed`,
  )
  console.log(`  cached page / uncached render     ${(cached / uncached).toFixed(1)}×`)
  console.log(`  trivial route / cached page       ${(trivial / cached).toFixed(2)}×`)
  console.log(`  trivial route / uncached render   ${(trivial / uncached).toFixed(1)}×`)

  // A proxy that delays every upstream API call, in front of the first Worker's embedded backend
  // (served over HTTP with BACKEND_HTTP=on); the second Worker uses it as its UPSTREAM_URL.
  proxy = http.createServer(async (req, res) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    await new Promise((resolve) => setTimeout(resolve, SLOW_UPSTREAM_MS))
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([key]) => !['host', 'connection', 'content-length'].includes(key)),
    )
    const upstream = await fetch(`${main.url}/backend${req.url}`, {
      method: req.method,
      headers,
      body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks),
    })
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
    res.end(Buffer.from(await upstream.arrayBuffer()))
  })
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const proxyPort = proxy.address().port
  slow = await startDevServer({
    port: await freePort(),
    stateDir: 'bench-slow-state',
    vars: { UPSTREAM_URL: `http://127.0.0.1:${proxyPort}`, BACKEND_HTTP_SECRET: BACKEND_SECRET },
  })

  console.log(`\n2. Streaming with a slow upstream (+${SLOW_UPSTREAM_MS} ms per API call)`)
  // Each sample starts from purged caches, so the page really waits for the slow upstream.
  const purge = await cachePurger(slow.url)
  await timing(`${slow.url}/objave`)
  const samples = []
  for (let i = 0; i < 5; i++) {
    await purge()
    samples.push(await timing(`${slow.url}/objave`))
  }
  const ttfb = median(samples.map((s) => s.ttfb))
  const total = median(samples.map((s) => s.total))
  console.log(`  time to first byte (median)       ${ttfb.toFixed(0).padStart(7)} ms`)
  console.log(`  full document (median)            ${total.toFixed(0).padStart(7)} ms`)
  console.log(`  first byte / full document        ${(ttfb / total).toFixed(2)}  (the shell flushes before the data)`)
  summary.ttfbShare = ttfb / total
  await slow.stop()
  slow = null

  console.log(`\n3. Product list on a ${BULK_PRODUCTS.toLocaleString('en')}-product catalogue`)
  bulk = await startDevServer({
    port: await freePort(),
    stateDir: 'bench-bulk-state',
    setupArgs: ['--bulk-products', String(BULK_PRODUCTS), '--bulk-backoffice', String(BULK_BACKOFFICE)],
  })
  const { seeded, bulk: large } = await listRenders(main.url, bulk.url)
  console.log(
    `  seeded catalogue (${seeded.count} products)`.padEnd(36) +
      `${seeded.ms.toFixed(0).padStart(5)} ms  (median of ${LIST_SAMPLES}, full document, interleaved)`,
  )
  console.log(`  bulk catalogue (${large.count} products)`.padEnd(36) + `${large.ms.toFixed(0).padStart(5)} ms`)
  console.log(`  bulk / seeded                     ${(large.ms / seeded.ms).toFixed(2)}×`)
  summary.bulkList = { ratio: large.ms / seeded.ms, bulk: large.count, seeded: seeded.count }

  console.log(
    `\n4. Backoffice lists with ${BULK_BACKOFFICE.toLocaleString('en')} rows each (median of ${ADMIN_SAMPLES}, whole JSON answer)`,
  )
  const [seededCookie, bulkCookie] = await Promise.all([staffCookie(main.url), staffCookie(bulk.url)])
  for (const [label, path] of ADMIN_CALLS) {
    const small = await adminCall(main.url, seededCookie, path)
    const big = await adminCall(bulk.url, bulkCookie, path)
    console.log(
      `  ${label.padEnd(28)} seeded ${small.toFixed(1).padStart(6)} ms   bulk ${big.toFixed(1).padStart(6)} ms   ${(big / small).toFixed(2)}×`,
    )
  }

  summary.adminProducts = await adminProductsBench(main.url)
  summary.dbLatency = await dbLatencyBench(main.url, staffCookie, { delayMs: DB_DELAY_MS, runs: DB_LATENCY_RUNS })

  if (process.env.BENCH_LIGHTHOUSE !== 'off') summary.lighthouse = await lighthouseBench(main.url)

  summary.firstTap = await firstTapBench(main.url)

  console.log('\n6. Bytes (deterministic)')
  console.log(
    "  the app's JavaScript per page, gzip (the entry, its chunks and the page's: what the loader adds on the visitor's first",
  )
  console.log(
    '  intent, or at the first paint on personal pages; a page with islands loads those first and the app at idle;',
  )
  console.log('  budgets checked in npm test)')
  summary.js = firstVisitSizes()
  for (const row of summary.js)
    console.log(
      `    ${row.page.padEnd(8)} ${row.gzipKib.toFixed(1).padStart(6)} KiB  (${row.files} files, ${row.rawKib.toFixed(0)} KiB minified; budget ${row.budgetKib} KiB)` +
        (row.islands === null
          ? ''
          : `; its islands first: ${row.islands.toFixed(1)} KiB (budget ${row.islandBudgetKib})`),
    )
  console.log('  the shell (entry + the chunks it imports), minified KiB by package or folder:')
  for (const part of shellComposition()) console.log(`    ${part.kib.toFixed(1).padStart(6)}  ${part.name}`)
  console.log('  messages inlined in the page (JSON script)')
  summary.messages = {}
  for (const [label, path] of [
    ['home', '/'],
    ['shop', '/shop'],
    ['cart', '/kosarica'],
    ['home en', '/en'],
  ]) {
    const bytes = await inlinedMessages(`${main.url}${path}`)
    summary.messages[label] = bytes
    console.log(
      `    ${label.padEnd(8)} ${(bytes.raw / 1024).toFixed(1).padStart(6)} KiB raw, ${(bytes.gzip / 1024).toFixed(1)} KiB gzip`,
    )
  }

  console.log("\nSummary (issue 17's table, this run)")
  const line = (label, value) => console.log(`  ${label.padEnd(44)} ${value}`)
  line(
    'cached page / same-size string',
    `${summary.cachedVsString.toFixed(2)}× gzip, ${summary.cachedVsStringPlain.toFixed(2)}× uncompressed`,
  )
  if (summary.lighthouse)
    line(
      'JS loaded before the visitor acts (Lighthouse)',
      summary.lighthouse.map((row) => `${row.label} ${row.scriptKib.toFixed(0)}`).join(', ') + ' KiB',
    )
  line(
    'JS on first intent, gzip (a page with islands: its islands, then the app at idle)',
    summary.js
      .map((row) =>
        row.islands === null
          ? `${row.page} ${row.gzipKib.toFixed(0)}`
          : `${row.page} ${row.islands.toFixed(0)} (app ${row.gzipKib.toFixed(0)})`,
      )
      .join(', ') + ' KiB',
  )
  line(
    'messages inlined (home)',
    `${(summary.messages.home.raw / 1024).toFixed(1)} KiB raw / ${(summary.messages.home.gzip / 1024).toFixed(1)} KiB gzip`,
  )
  if (summary.lighthouse) {
    line('Lighthouse mobile performance', summary.lighthouse.map((row) => `${row.label} ${row.performance}`).join(', '))
    line('CLS', summary.lighthouse.map((row) => `${row.label} ${row.cls.toFixed(3)}`).join(', '))
    line(
      'LCP (simulated slow 4G)',
      summary.lighthouse.map((row) => `${row.label} ${(row.lcpMs / 1000).toFixed(1)} s`).join(', '),
    )
  }
  line('first tap before the app / once it runs', summary.firstTap.taps)
  line('INP p75 (first five interactions)', summary.firstTap.inp)
  line(`TTFB / full document (+${SLOW_UPSTREAM_MS} ms upstream)`, summary.ttfbShare.toFixed(2))
  line(
    `${summary.bulkList.bulk.toLocaleString('en')}-product list vs ${summary.bulkList.seeded}`,
    `${summary.bulkList.ratio.toFixed(2)}×`,
  )
  line(
    `${summary.adminProducts.bulk.toLocaleString('en')}-product admin list vs ${summary.adminProducts.seeded}`,
    adminProductsLine(summary.adminProducts),
  )
  line(`Cart and checkout, +${DB_DELAY_MS} ms per D1 round trip`, dbLatencyLine(summary.dbLatency))
} finally {
  await bulk?.stop()
  await slow?.stop()
  await main.stop()
  proxy?.close()
}
