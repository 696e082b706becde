// `npm start` and `npm run dev`: builds the client once, creates + seeds the local D1/R2
// (scripts/db-setup.mjs), then serves the Worker with `wrangler dev` and keeps its log short.
// Usage: node scripts/start.mjs [--watch]     PORT=8788 node scripts/start.mjs
//   --watch  (npm run dev) rebuilds the client whenever client/ or contract/ changes; wrangler
//            itself reloads the Worker when worker/ or the rebuilt bundle changes.
import { spawn, spawnSync } from 'node:child_process'
import { watch } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { disconnectFilter } from './server-log.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const wrangler = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const buildClient = path.join(root, 'scripts', 'build-client.mjs')
const watchMode = process.argv.includes('--watch')
const port = Number(process.env.PORT ?? 8787)
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`izlog: PORT must be a TCP port number, got ${JSON.stringify(process.env.PORT)}`)
  process.exit(1)
}
const env = {
  ...process.env,
  // The machines have no route to workers.cloudflare.com: without this wrangler prints a stack
  // trace and falls back to the same placeholder `request.cf` it uses when this is off.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // The banner offers an update; the wrangler version is pinned on purpose (see package.json).
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_SEND_METRICS: 'false',
}

function runOrExit(script, args = []) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

runOrExit(buildClient)
runOrExit(path.join(root, 'scripts', 'db-setup.mjs'))

const child = spawn(
  process.execPath,
  [wrangler, 'dev', '--port', String(port), '--show-interactive-dev-session=false'],
  {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env,
  },
)

// Lines that say nothing to a developer: the local-server banner and the notice that the
// `[secrets] required` list of wrangler.toml is an experimental field (wrangler is pinned).
const QUIET = [/Starting local server/, /Processing wrangler\.toml configuration/, /"secrets" fields are experimental/]

// wrangler lists every binding and variable of wrangler.toml (about 20 lines, see the README's
// Configuration table); the rest of its output (request log, reloads, errors) passes through, except
// workerd's red Broken pipe / Connection reset by peer lines when a browser drops a connection
// (scripts/server-log.mjs says why).
let inBindings = false
function filter(stream, out) {
  let pending = ''
  const notDisconnect = disconnectFilter()
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (line.includes('Your Worker has access to the following bindings')) inBindings = true
      else if (inBindings && line.trim() === '') inBindings = false
      else if (!inBindings && notDisconnect(line) && !QUIET.some((pattern) => pattern.test(line)))
        out.write(line + '\n')
      if (line.includes('Ready on http')) {
        out.write(
          'izlog: Ctrl+C stops the server; local data stays in .wrangler/state (`npm run db:reset` starts over)\n',
        )
      }
    }
  })
}
filter(child.stdout, process.stdout)
filter(child.stderr, process.stderr)

if (watchMode) {
  let timer = null
  let building = false
  let again = false
  const rebuild = () => {
    if (building) {
      again = true
      return
    }
    building = true
    const build = spawn(process.execPath, [buildClient], { cwd: root, stdio: 'inherit', env })
    build.on('exit', () => {
      building = false
      if (again) {
        again = false
        rebuild()
      }
    })
  }
  for (const dir of ['client', 'contract']) {
    watch(path.join(root, dir), { recursive: true }, () => {
      if (timer) clearTimeout(timer)
      timer = setTimeout(rebuild, 200)
    })
  }
  console.log('izlog: watching client/ and contract/ — the client bundle rebuilds on every change')
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal)
  })
}
child.on('exit', (code) => process.exit(code ?? 0))
