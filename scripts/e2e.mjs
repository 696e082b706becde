// Runs the Playwright journeys in Debian's Chromium against `wrangler dev` on a fresh seeded state.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium, CHROMIUM_MISSING_MESSAGE } from './chromium.mjs'
import { freePort, startDevServer } from './dev-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromium = findChromium()
if (!chromium) {
  console.error(CHROMIUM_MISSING_MESSAGE)
  process.exit(1)
}

const port = Number(process.env.E2E_PORT ?? (await freePort()))
const server = await startDevServer({ port, stateDir: process.env.E2E_STATE ?? 'e2e-state' })
let status = 1
try {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BASE_URL: server.url, CHROMIUM_PATH: chromium } },
  )
  status = result.status ?? 1
} finally {
  await server.stop()
  // The server's own log, for a failed run (E2E_SERVER_LOG=path).
  if (process.env.E2E_SERVER_LOG) writeFileSync(process.env.E2E_SERVER_LOG, server.output())
}
process.exit(status)
