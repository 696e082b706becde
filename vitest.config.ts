import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { ensureDevVars } from './scripts/dev-vars.mjs'

// The worker's secrets come from .dev.vars like in `npm start` (a fresh clone has only the example).
ensureDevVars()

const migrations = await readD1Migrations(path.join(import.meta.dirname, 'worker/backend/migrations'))

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      // OUTAGE_CACHE: the KV of the outage tests' second Worker configuration (test/upstream-proxy.ts), so
      // their cold pages are not warmed by other tests' cached upstream answers.
      miniflare: { bindings: { TEST_MIGRATIONS: migrations }, kvNamespaces: ['OUTAGE_CACHE'] },
    }),
  ],
  test: {
    include: ['contract/**/*.test.ts', 'worker/**/*.test.ts', 'client/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // One workerd for all files (a fresh one per file costs ~3 s each); tests tolerate each other's rows.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
