// Runs the Playwright journeys in Debian's Chromium against the Worker (Miniflare, see
// scripts/worker-server.mjs) on a fresh seeded state. Arguments go to `playwright test`.
// E2E_SERVER_LOG=path writes the Worker's own log there; a failed run prints its last lines.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium, CHROMIUM_MISSING_MESSAGE } from './chromium.mjs'
import { freePort } from './dev-server.mjs'
import { startWorkerServer } from './worker-server.mjs'
import { withoutDisconnects } from './server-log.mjs'
import { startFakeIssuer } from '../e2e/fake-oidc-issuer.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromium = findChromium()
if (!chromium) {
  console.error(CHROMIUM_MISSING_MESSAGE)
  process.exit(1)
}

// Social login is configured with a fake OpenID Connect provider on this machine (e2e/social-login.spec.ts).
const issuer = await startFakeIssuer(await freePort())
const port = Number(process.env.E2E_PORT ?? (await freePort()))
const server = await startWorkerServer({ port, stateDir: process.env.E2E_STATE ?? 'e2e-state', vars: issuer.vars })
let status = 1
try {
  // Asynchronous on purpose: Miniflare's side of the server runs in this process's event loop.
  const playwright = spawn(
    process.execPath,
    [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BASE_URL: server.url, CHROMIUM_PATH: chromium } },
  )
  status = await new Promise((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)))
} finally {
  const log = server.output()
  await server.stop()
  await issuer.stop()
  if (process.env.E2E_SERVER_LOG) writeFileSync(process.env.E2E_SERVER_LOG, log)
  // Without workerd's lines for connections the browser dropped (scripts/server-log.mjs): they are
  // not failures and would push the real ones out of the last 40 lines. E2E_SERVER_LOG keeps them.
  const shown = withoutDisconnects(log).trim()
  if (status !== 0 && shown) console.error(`\nThe Worker's last log lines:\n${shown.split('\n').slice(-40).join('\n')}`)
}
process.exit(status)
