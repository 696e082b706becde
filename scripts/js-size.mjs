// The app's JavaScript per page (issue 17): what the document's loader (worker/render/document.tsx)
// makes the browser load for a route — the entry, the chunks it imports, the route's page
// chunks and those of the CMS sections the page shows — gzip-compressed as it travels. On an
// anonymous content page it loads at idle after the visitor's first intent (a reader who never acts
// loads none); on personal pages at the first paint. What a first press needs before it (issue 38)
// is the page's islands, or nothing on a page whose every control the browser answers itself
// (e2e/before-app.spec.ts checks each budgeted page type for a control the loader would hold). Sizes are
// deterministic, so the budget is a check in `npm test` (not a timing). Reads the report
// scripts/build-client.mjs writes (dist/build-report.json).
//
//   node scripts/js-size.mjs           prints each budgeted page and fails (exit 1) over budget
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * KiB of gzip per page module (client/pages/<module>.tsx): home, shop, product, a post (blog) and
 * a CMS page — today's sizes with about 1.5 KiB of room, so growth is a decision, not an accident.
 * React 19’s react-dom client alone is ~67 KiB of gzip (README, "Benchmark"): issue 17's 80 KiB is
 * met by loading none of it before the visitor acts, not by this budget.
 * Issue 35 added 0.7 KiB to every page: valibot is one module in the shell's chunk, so the functions
 * the catalogue's admin schemas use (variant, record, union, transform, …) ship with it too.
 * Issue 38 took 3.3–7.5 KiB off: the shell is one chunk instead of 28 (−5.8 KiB on every page:
 * each file compressed alone repeats what gzip would have shared) and a CMS page loads only its
 * own sections' chunks (PAGE_SECTIONS), not every section type's. What remains is mostly the
 * shell (~111 KiB of gzip, react-dom ~64 of it), so 100 KiB is not reached this way. The forms
 * that work without the app and the native popovers then added ~0.9 KiB to the shell (the cart's
 * outcome notice in the layout, the popovers' focus handling). The footer's newsletter form, its
 * social icons and the version badge then left the shell for chunks hydrated when they arrive
 * (valibot and the form helpers with them: −7 KiB on shop and post, −1 KiB on home, product and
 * page, which load the form helpers for their own forms anyway). What still needed the app then
 * took 0.5–0.6 KiB more on every page (the cookie notice's and the footer's forms, the consent
 * cookie read and written by the app as by the edge, without valibot) and 1.0 KiB on the product
 * page (the variants' prices in their labels, the bundle's form for a browser without JavaScript).
 * The CMS page then took 0.9 KiB for its form's post without the app (the outcome's fields and
 * notice, shared with the newsletter and contact forms in a chunk of their own).
 * The islands (issue 38) then took 1.6–3.3 KiB more: what the islands' entry shares with the shell
 * (React, tanstack query, jotai, the cart's hooks) is a chunk of its own, so the shell is two files
 * compressed apart; on the product page the app comes after its islands, at idle.
 * The product page then took 3.3 KiB off: what only some products need (a bundle's customization,
 * custom option fields, remove from cart, the wishlist's button) is a chunk loaded where needed.
 * All budgets then came down to today's sizes with 0.2–0.4 KiB of room. No first press needs the
 * app any more (e2e/before-app.spec.ts), so it loads at idle after the first intent on every page.
 */
export const JS_BUDGETS_KIB = { home: 129.5, shop: 119.5, product: 130.6, blog: 113.7, page: 135.8 }

/**
 * KiB of gzip a page's islands load on the visitor's first intent (issue 38: the islands' entry, the
 * chunks it imports and the page's islands, client/islands); the app above comes after, at idle.
 * The product's top is today's one island (130.4 KiB of the app before it); React's client is ~65
 * of it, tanstack query and jotai ~13 (its components use them as the app's do). It went from 106.6
 * to 99.2 KiB (issue 38's goal: 100): what only some products need loads lazily (see above), the
 * paths it builds come from contract/shopper-paths.ts instead of the whole route manifest (~2 KiB),
 * and its lazy parts do not split its own modules into several chunks (scripts/build-client.mjs).
 */
export const ISLAND_BUDGETS_KIB = { product: 99.4 }

/**
 * The CMS sections a budgeted page shows (issue 38: each section type is a chunk, preloaded only
 * where the page has it): home is the seeded home page's (worker/backend/seed/cms-data/pages.ts,
 * 'naslovnica'), page the seeded page that loads the most ('usluge': a form among them).
 */
export const PAGE_SECTIONS = {
  home: ['hero', 'features', 'featuredProducts', 'latestPosts', 'upcomingEvents', 'cta', 'newsletter'],
  page: ['hero', 'features', 'imageText', 'form', 'latestPosts', 'cta'],
}

function report() {
  return JSON.parse(readFileSync(path.join(root, 'dist', 'build-report.json'), 'utf8'))
}

const fileOf = (url) => path.join(root, 'dist', 'client', url)
const gzipBytes = (url) => gzipSync(readFileSync(fileOf(url))).length

/** The gzip KiB of the islands' entry with its chunks (null: the page has no islands). */
function islandsKib({ islands }, page, withIslands) {
  if (!withIslands.has(page)) return null
  return [islands.script, ...islands.preload].reduce((sum, url) => sum + gzipBytes(url), 0) / 1024
}

/** The page modules that show islands, read from client/lib/islands/island.ts (ISLANDS_OF_PAGE, one line). */
function pagesWithIslands() {
  const source = readFileSync(path.join(root, 'client', 'lib', 'islands', 'island.ts'), 'utf8')
  const table = /export const ISLANDS_OF_PAGE[^=]*= \{([^}]*)\}/.exec(source)?.[1]
  if (table === undefined) throw new Error('js-size: no ISLANDS_OF_PAGE line in client/lib/islands/island.ts')
  return new Set([...table.matchAll(/(\w+):/g)].map(([, page]) => page))
}

/** One row per budgeted page: the files its loader adds and their gzip total, and its islands' (first intent). */
export function firstVisitSizes() {
  const built = report()
  const { script, preload, pages, sections } = built
  const withIslands = pagesWithIslands()
  return Object.entries(JS_BUDGETS_KIB).map(([page, budgetKib]) => {
    const shown = (PAGE_SECTIONS[page] ?? []).map((type) => {
      if (!sections[type]) throw new Error(`js-size: no chunk for the "${type}" section in the build`)
      return sections[type]
    })
    const files = [...new Set([script, ...preload, ...(pages[page] ?? []), ...shown.flat()])]
    if (!pages[page]) throw new Error(`js-size: no page chunk for "${page}" in the build`)
    const gzip = files.reduce((sum, url) => sum + gzipBytes(url), 0)
    const raw = files.reduce((sum, url) => sum + readFileSync(fileOf(url)).length, 0)
    const islands = islandsKib(built, page, withIslands)
    const islandBudgetKib = ISLAND_BUDGETS_KIB[page] ?? null
    if ((islands === null) !== (islandBudgetKib === null))
      throw new Error(`js-size: the ${page} page's islands and ISLAND_BUDGETS_KIB disagree`)
    return { page, files: files.length, gzipKib: gzip / 1024, rawKib: raw / 1024, budgetKib, islands, islandBudgetKib }
  })
}

/** What the shell (the entry and the chunks it imports) is made of: minified bytes per package or source folder, largest first. */
export function shellComposition(top = 12) {
  const { script, preload, metafile } = report()
  const shell = new Set([script, ...preload].map((url) => `dist/client${url}`))
  const bytes = new Map()
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!shell.has(file)) continue
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.replace(/\/[^/]+$/, '/')
      bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput)
    }
  }
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, size]) => ({ name, kib: size / 1024 }))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = firstVisitSizes()
  const over = (row) => row.gzipKib > row.budgetKib || (row.islands !== null && row.islands > row.islandBudgetKib)
  for (const row of rows) {
    const islands =
      row.islands === null
        ? 'first press needs none (no island: every control is native)'
        : `first press: islands ${row.islands.toFixed(1)} KiB gzip on first intent, budget ${row.islandBudgetKib}`
    console.log(
      `js-size: ${row.page.padEnd(8)} app at idle ${row.gzipKib.toFixed(1).padStart(6)} KiB gzip (${row.rawKib.toFixed(0)} KiB raw, ${row.files} files) budget ${row.budgetKib} KiB; ${islands}  ${over(row) ? 'OVER BUDGET' : 'ok'}`,
    )
  }
  if (rows.some(over)) {
    console.error(
      'js-size: a page loads more JavaScript than its budget (scripts/js-size.mjs JS_BUDGETS_KIB); see `npm run bench` for what the shell is made of',
    )
    process.exit(1)
  }
}
