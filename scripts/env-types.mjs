// The Worker's bindings for the projects below the edge (worker/lib, worker/backend): the `Env` that
// `npm run types` (wrangler types) generates into worker/worker-configuration.d.ts, without its
// `GlobalProps.mainModule`, whose `typeof import("./index")` would pull the whole edge (and through
// it the client) into those projects. Written to worker/lib/env.generated.d.ts.
// Usage: node scripts/env-types.mjs [--check]   (--check: exit 1 when the copy is out of date)
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const source = path.join(root, 'worker/worker-configuration.d.ts')
const target = path.join(root, 'worker/lib/env.generated.d.ts')

const generated = readFileSync(source, 'utf8')
const mainModule = /\tinterface GlobalProps \{\n\t\tmainModule: typeof import\("\.\/index"\);\n\t\}\n/
if (!mainModule.test(generated))
  throw new Error(`env-types: ${path.relative(root, source)} no longer has the GlobalProps block this script drops`)
const copy = `// Written by scripts/env-types.mjs from worker-configuration.d.ts (npm run types): do not edit.\n${generated.replace(mainModule, '')}`

if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(target, 'utf8')
  } catch {}
  if (current !== copy) {
    console.error(`env-types: ${path.relative(root, target)} is out of date: run npm run types`)
    process.exit(1)
  }
} else {
  writeFileSync(target, copy)
}
