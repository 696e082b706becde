// The layers the compiler and this check keep apart (issue 33 §4). Each source file belongs to one
// area; an area imports itself and what its row of MAY_IMPORT names (an area, or one file of
// another area: its door):
//   contract/        plain TypeScript both sides use; imports nothing of ours
//   client/          the browser app; sees contract/ (never the Worker)
//   worker/lib/      runtime helpers the edge and the backend share; sees contract/
//   worker/texts/    the texts the Worker writes itself; sees contract/ and the client's translator
//                    and dictionaries (client/i18n/i18n.tsx, client/i18n/messages/index.ts)
//   worker/backend/  the embedded backend; sees contract/, worker/lib/ and worker/texts/
//   worker/ (rest)   the edge; sees all of the above, the client only through client/server.ts and the
//                    backend only through worker/backend/index.ts
// The tsconfig projects (contract, client, worker/lib, worker/texts, worker/backend, worker) say
// the same to the compiler, which cannot see the doors: this check does.
// Inside client/ (issue 10 point 5):
//   client/app (router, shell, layout) → client/features/* → client/lib (form kit, formatting, api, ui kit).
// app may import features and lib; a feature may import lib and other features as long as no two
// features import each other (directly or through others); lib imports neither features nor app.
// client/pages and client/entry.tsx sit above app (they may import anything); client/i18n and the
// route table client/routes are shared like lib.
// No SQL in the backend's route files (routes.ts, *-routes.ts): queries live in repositories.
// The import graph comes from esbuild's metafile over every non-test source file (each one an entry
// point, packages external), so an import that only the server render or a lazily loaded page uses
// is checked too. Test files and test support (test-*.ts) are left out: tests may reach anywhere.
// Prints each offending edge, each cycle between features and each route file with SQL and exits 1;
// exits 0 when clean.
// Usage: node scripts/check-imports.mjs
import { build } from 'esbuild'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Source files under `dir` (posix paths relative to the root), test files left out. */
function sourceFiles(dir) {
  const files = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) files.push(...sourceFiles(relative))
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !/^test-/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    )
      files.push(relative)
  }
  return files
}

const result = await build({
  absWorkingDir: root,
  entryPoints: [...sourceFiles('contract'), ...sourceFiles('client'), ...sourceFiles('worker')],
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'neutral',
  packages: 'external',
  external: ['cloudflare:*', 'node:*'],
  outdir: 'check-imports-out',
  jsx: 'automatic',
  logLevel: 'error',
  loader: { '.css': 'empty', '.svg': 'empty', '.woff2': 'empty', '.png': 'empty', '.webp': 'empty' },
})

/** Layer of a file: app | feature | lib | top (pages, entry, routes) | other (outside client/). */
function layerOf(file) {
  if (file.startsWith('client/app/')) return { layer: 'app' }
  const feature = /^client\/features\/([^/]+)\//.exec(file)
  if (feature) return { layer: 'feature', feature: feature[1] }
  if (file.startsWith('client/lib/') || file.startsWith('client/i18n/') || file.startsWith('client/routes/'))
    return { layer: 'lib' }
  if (file.startsWith('client/')) return { layer: 'top' }
  return { layer: 'other' }
}

const rank = { top: 3, app: 2, feature: 1, lib: 0 }
const problems = []

/** A file's area: the first prefix it starts with (null: outside our sources, e.g. a package). */
const AREAS = [
  ['contract/', 'contract'],
  ['client/', 'client'],
  ['worker/lib/', 'worker/lib'],
  ['worker/texts/', 'worker/texts'],
  ['worker/backend/', 'worker/backend'],
  ['worker/', 'edge'],
]
/** What an area may import besides itself: whole areas, or single files (another area's door). */
const MAY_IMPORT = {
  contract: [],
  client: ['contract'],
  'worker/lib': ['contract'],
  'worker/texts': ['contract', 'client/i18n/i18n.tsx', 'client/i18n/messages/index.ts'],
  'worker/backend': ['contract', 'worker/lib', 'worker/texts'],
  edge: ['contract', 'worker/lib', 'worker/texts', 'client/server.ts', 'worker/backend/index.ts'],
}
const areaOf = (file) => AREAS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? null
const mayImport = (from, file) => {
  const to = areaOf(file)
  return !to || to === from || MAY_IMPORT[from].includes(to) || MAY_IMPORT[from].includes(file)
}
for (const [file, input] of Object.entries(result.metafile.inputs)) {
  const from = areaOf(file)
  if (!from) continue
  for (const imported of input.imports) {
    if (!imported.external && !mayImport(from, imported.path))
      problems.push(`across the layers (${from} → ${areaOf(imported.path)}): ${file} imports ${imported.path}`)
  }
}

/** SQL in the text of a backend route file (a query, or a statement prepared there). */
const SQL = /\.prepare\(|\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b/
for (const file of sourceFiles('worker/backend').filter((file) => /(^|\/)(routes|[\w-]+-routes)\.ts$/.test(file))) {
  const line = readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .findIndex((text) => SQL.test(text))
  if (line >= 0) problems.push(`SQL in a route file (move it to the domain's repository): ${file}:${line + 1}`)
}

/** feature → Map(imported feature → first edge seen, for the report) */
const featureEdges = new Map()

for (const [file, input] of Object.entries(result.metafile.inputs)) {
  const from = layerOf(file)
  if (from.layer === 'other') continue
  for (const imported of input.imports) {
    if (imported.external) continue
    const to = layerOf(imported.path)
    if (to.layer === 'other') continue
    if (rank[to.layer] > rank[from.layer]) {
      problems.push(`against the direction (${from.layer} → ${to.layer}): ${file} imports ${imported.path}`)
    } else if (from.layer === 'feature' && to.layer === 'feature' && from.feature !== to.feature) {
      const edges = featureEdges.get(from.feature) ?? new Map()
      if (!edges.has(to.feature)) edges.set(to.feature, `${file} → ${imported.path}`)
      featureEdges.set(from.feature, edges)
    }
  }
}

// Cycles between features: strongly connected components (Tarjan) of the feature graph.
let counter = 0
const index = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const components = []
function connect(feature) {
  index.set(feature, counter)
  low.set(feature, counter)
  counter += 1
  stack.push(feature)
  onStack.add(feature)
  for (const next of featureEdges.get(feature)?.keys() ?? []) {
    if (!index.has(next)) {
      connect(next)
      low.set(feature, Math.min(low.get(feature), low.get(next)))
    } else if (onStack.has(next)) {
      low.set(feature, Math.min(low.get(feature), index.get(next)))
    }
  }
  if (low.get(feature) === index.get(feature)) {
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== feature)
    if (component.length > 1) components.push(component.sort())
  }
}
for (const feature of [...featureEdges.keys()].sort()) if (!index.has(feature)) connect(feature)

for (const component of components) {
  const members = new Set(component)
  const edges = component.flatMap((feature) =>
    [...(featureEdges.get(feature) ?? new Map())].filter(([to]) => members.has(to)).map(([, edge]) => `    ${edge}`),
  )
  problems.push(`import cycle between features ${component.join(' ↔ ')}:\n${edges.join('\n')}`)
}

if (problems.length > 0) {
  console.error(`check-imports: ${problems.length} problem(s) (see the rules at the top of scripts/check-imports.mjs)`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
const counted = (area) => Object.keys(result.metafile.inputs).filter((file) => file.startsWith(`${area}/`)).length
console.log(
  `check-imports: ${counted('contract')} contract, ${counted('client')} client, ${counted('worker')} worker files: imports point one way, no cycles between features, no SQL in route files`,
)
