// Serves the Worker for the e2e journeys with Miniflare on a fresh, seeded local state: the
// bundle `wrangler deploy` builds (wrangler's own bundler), the same workerd, the same bindings from
// wrangler.toml and .dev.vars, and D1/KV/R2 kept on disk where `wrangler dev --persist-to` keeps them.
//
// Why not `wrangler dev`: its local proxy (ProxyWorker) exits the whole dev server when a browser
// drops a connection mid-answer ("Error inside ProxyWorker: Network connection lost", wrangler
// issues #15317 and #15451), which a journey that navigates on before every image has loaded does
// all the time; on a slow machine that ended the server several times in one run. Miniflare answers
// on workerd's own socket, where a dropped connection only cancels that request.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const quietEnv = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' }

/**
 * Bundles worker/index.ts as `wrangler deploy` ships it (React's production build on the server,
 * like the browser bundle; hydration mismatches are still reported by the browser's React).
 */
function bundleWorker(outDir) {
  rmSync(outDir, { recursive: true, force: true })
  const result = spawnSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', outDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...quietEnv, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  })
  if (result.status !== 0) throw new Error(`bundling the Worker failed:\n${result.stdout}\n${result.stderr}`)
  return path.join(outDir, 'index.js')
}

/**
 * @param {{ port: number, stateDir: string, vars?: Record<string,string>, fresh?: boolean }} options
 *   stateDir: a folder under .wrangler for this server's D1/KV/R2 (seeded by scripts/db-setup.mjs)
 * @returns {Promise<{ url: string, output: () => string, stop: () => Promise<void> }>}
 */
export async function startWorkerServer({ port, stateDir, vars = {}, fresh = true }) {
  const persistTo = path.join(root, '.wrangler', stateDir)
  if (fresh) rmSync(persistTo, { recursive: true, force: true })
  const setup = spawnSync(process.execPath, [path.join(root, 'scripts', 'db-setup.mjs'), '--persist-to', persistTo], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (setup.status !== 0) throw new Error('scripts/db-setup.mjs failed')

  const scriptPath = bundleWorker(path.join(root, '.wrangler', `${stateDir}-bundle`))
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'))
  const state = path.join(persistTo, 'v3')
  let output = ''
  const collect = (stream) => stream.on('data', (chunk) => (output += chunk))
  const miniflare = new Miniflare({
    ...workerOptions,
    name: 'izlog',
    modules: true,
    scriptPath,
    bindings: { ...workerOptions.bindings, ...vars },
    host: '127.0.0.1',
    port,
    // request.cf: the placeholder `wrangler dev` uses when it may not fetch the real one.
    cf: false,
    d1Persist: path.join(state, 'd1'),
    kvPersist: path.join(state, 'kv'),
    r2Persist: path.join(state, 'r2'),
    cachePersist: path.join(state, 'cache'),
    log: new Log(LogLevel.WARN),
    handleRuntimeStdio: (stdout, stderr) => {
      collect(stdout)
      collect(stderr)
    },
  })
  const url = (await miniflare.ready).origin
  return {
    url,
    output: () => output,
    stop: () => miniflare.dispose(),
  }
}
