// Starts `wrangler dev` on a fresh, seeded local state for e2e tests and benchmarks (the client
// bundle must be built: the npm scripts that call this run scripts/build-client.mjs first).
import { spawn, execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')

/** How often a crashed `wrangler dev` is started again during one run. */
const MAX_RESTARTS = 3

/** A free TCP port on 127.0.0.1 (so parallel runs on one machine never share a server). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * @param {{ port: number, stateDir: string, vars?: Record<string,string>, fresh?: boolean, setupArgs?: string[], script?: string }} options
 *   script: another Worker entry than wrangler.toml's main, e.g. the bench's worker/bench/entry.ts
 *   setupArgs: extra arguments for scripts/db-setup.mjs, e.g. ['--bulk-products', '5000']
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startDevServer({ port, stateDir, vars = {}, fresh = true, setupArgs = [], script }) {
  const persistTo = path.join(root, '.wrangler', stateDir)
  if (fresh) rmSync(persistTo, { recursive: true, force: true })
  execFileSync(
    process.execPath,
    [path.join(root, 'scripts', 'db-setup.mjs'), '--persist-to', persistTo, ...setupArgs],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const varArgs = Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`])
  const args = [
    wrangler,
    'dev',
    ...(script ? [script] : []),
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    ...varArgs,
  ]
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    CI: 'true',
  }
  const url = `http://127.0.0.1:${port}`
  let output = ''
  let stopping = false
  let restarts = 0
  let child = launch()

  function launch() {
    const next = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env })
    next.stdout.on('data', (chunk) => (output += chunk))
    next.stderr.on('data', (chunk) => (output += chunk))
    // wrangler 4.86's local proxy can exit on a connection the browser dropped mid-answer
    // ("Error inside ProxyWorker: Network connection lost"). The state is on disk, so start it
    // again on the same port; the journeys that were running then fail and are retried.
    next.once('exit', (code) => {
      if (stopping || restarts >= MAX_RESTARTS) return
      restarts++
      console.error(`dev-server: wrangler dev exited (code ${code}); restarting it (${restarts}/${MAX_RESTARTS})`)
      child = launch()
    })
    return next
  }

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null && restarts >= MAX_RESTARTS) throw new Error(`wrangler dev exited early:\n${output}`)
    try {
      const res = await fetch(`${url}/robots.txt`)
      if (res.status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`wrangler dev did not start within 120 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        stopping = true
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      }),
  }
}
