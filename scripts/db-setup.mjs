// Creates (or updates) the local D1 database and R2 bucket that `wrangler dev` uses, then seeds
// them. Idempotent: migrations already applied are skipped and the seed never duplicates rows.
// Usage: node scripts/db-setup.mjs [--persist-to DIR] [--reset] [--bulk-products N] [--bulk-backoffice N]
//   --reset              deletes the local state first (D1, KV, R2 of `npm start`, or of DIR), then seeds anew.
//   --bulk-products N    after the seed, adds N generated products (catalogue's seedBulkProducts), e.g. for the bench.
//   --bulk-backoffice N  adds N orders, comments, submissions, subscribers, missed paths, e-mails and consent decisions (the admin lists' bench).
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { getPlatformProxy } from 'wrangler'
import { ensureDevVars } from './dev-vars.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
ensureDevVars()
const persistIndex = process.argv.indexOf('--persist-to')
const persistTo = persistIndex > 0 ? path.resolve(process.argv[persistIndex + 1]) : undefined
const bulkIndex = process.argv.indexOf('--bulk-products')
const bulkProducts = bulkIndex > 0 ? Number(process.argv[bulkIndex + 1]) : 0
if (!Number.isInteger(bulkProducts) || bulkProducts < 0) {
  console.error('izlog: --bulk-products needs a whole number of products')
  process.exit(1)
}
const backofficeIndex = process.argv.indexOf('--bulk-backoffice')
const bulkBackoffice = backofficeIndex > 0 ? Number(process.argv[backofficeIndex + 1]) : 0
if (!Number.isInteger(bulkBackoffice) || bulkBackoffice < 0) {
  console.error('izlog: --bulk-backoffice needs a whole number of rows')
  process.exit(1)
}
const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')

// The local state `wrangler dev` and getPlatformProxy use by default (or DIR/v3 with --persist-to).
const stateDir = persistTo ?? path.join(root, '.wrangler', 'state')
if (process.argv.includes('--reset')) {
  rmSync(stateDir, { recursive: true, force: true })
  console.log(`izlog: local data deleted (${path.relative(root, stateDir)})`)
}

// wrangler prints a table per migration and a "continue?" question it answers itself in CI mode:
// keep its output for a failure and print one line on success.
const migrate = spawnSync(
  process.execPath,
  [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : [])],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
  },
)
if (migrate.status !== 0) {
  process.stdout.write(migrate.stdout ?? '')
  process.stderr.write(migrate.stderr ?? '')
  console.error('izlog: applying the D1 migrations failed (wrangler output above)')
  process.exit(migrate.status ?? 1)
}
const applied = /About to apply (\d+) migration/.exec(migrate.stdout)?.[1]
console.log(applied ? `izlog: applied ${applied} D1 migration(s) (local)` : 'izlog: D1 schema up to date (local)')

console.log('izlog: seeding content (local D1 + R2)…')
const outDir = path.join(root, '.wrangler', 'tmp')
mkdirSync(outDir, { recursive: true })
/** Bundles one TypeScript module for Node and imports it. */
async function load(entry, name) {
  const outfile = path.join(outDir, name)
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
  return import(pathToFileURL(outfile).href + `?t=${Date.now()}`)
}
const { ensureSeeded } = await load(path.join(root, 'worker', 'backend', 'seed', 'index.ts'), 'seed.mjs')
const { seedBulkProducts } =
  bulkProducts > 0 ? await load(path.join(root, 'worker', 'backend', 'catalogue', 'bulk-seed.ts'), 'bulk-seed.mjs') : {}
const { seedBulkBackoffice } =
  bulkBackoffice > 0
    ? await load(path.join(root, 'worker', 'backend', 'admin-lists-bulk-seed.ts'), 'bulk-backoffice.mjs')
    : {}
const proxy = await getPlatformProxy({
  configPath: path.join(root, 'wrangler.toml'),
  // wrangler's --persist-to DIR keeps its data in DIR/v3; getPlatformProxy wants that inner folder.
  persist: persistTo ? { path: path.join(persistTo, 'v3') } : true,
})
try {
  await ensureSeeded(proxy.env)
  if (seedBulkProducts) {
    console.log(`izlog: adding ${bulkProducts} generated products…`)
    await seedBulkProducts(proxy.env, bulkProducts)
  }
  if (seedBulkBackoffice) {
    console.log(`izlog: adding ${bulkBackoffice} generated rows to every backoffice list…`)
    await seedBulkBackoffice(proxy.env, bulkBackoffice)
  }
  console.log('izlog: database ready.')
} finally {
  await proxy.dispose()
}
