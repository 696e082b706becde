// Creates (or updates) the local D1 database and R2 bucket that `wrangler dev` uses, then seeds
// them. Idempotent: migrations already applied are skipped and the seed never duplicates rows.
// Usage: node scripts/db-setup.mjs [--persist-to DIR] [--bulk-products N]
//   --bulk-products N  after the seed, adds N generated products (catalogue's seedBulkProducts), e.g. for the bench.
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { getPlatformProxy } from 'wrangler'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const persistIndex = process.argv.indexOf('--persist-to')
const persistTo = persistIndex > 0 ? path.resolve(process.argv[persistIndex + 1]) : undefined
const bulkIndex = process.argv.indexOf('--bulk-products')
const bulkProducts = bulkIndex > 0 ? Number(process.argv[bulkIndex + 1]) : 0
if (!Number.isInteger(bulkProducts) || bulkProducts < 0) {
  console.error('izlog: --bulk-products needs a whole number of products')
  process.exit(1)
}
const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')

console.log('izlog: applying D1 migrations (local)…')
execFileSync(
  process.execPath,
  [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...(persistTo ? ['--persist-to', persistTo] : [])],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
)

console.log('izlog: seeding content (local D1 + R2)…')
const outDir = path.join(root, '.wrangler', 'tmp')
mkdirSync(outDir, { recursive: true })
/** Bundles one TypeScript module for Node and imports it. */
async function load(entry, name) {
  const outfile = path.join(outDir, name)
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' })
  return import(pathToFileURL(outfile).href + `?t=${Date.now()}`)
}
const { ensureSeeded } = await load(path.join(root, 'worker', 'backend', 'seed', 'index.ts'), 'seed.mjs')
const { seedBulkProducts } = bulkProducts > 0 ? await load(path.join(root, 'worker', 'backend', 'catalogue', 'bulk-seed.ts'), 'bulk-seed.mjs') : {}
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
  console.log('izlog: database ready.')
} finally {
  await proxy.dispose()
}
