// Checks the direction of imports between the three source folders and inside client/:
//   contract/ imports neither client/ nor worker/; client/ never imports worker/; worker/ enters
//   client/ only through client/server.ts (what the server needs to render the app). Test files
//   and test support (worker/**/test-*.ts) are left out: tests may reach anywhere.
// Inside client/ (issue 10 point 5):
//   client/app (router, shell, layout) → client/features/* → client/lib (form kit, formatting, api, ui kit).
// app may import features and lib; a feature may import lib and other features as long as no two
// features import each other (directly or through others); lib imports neither features nor app.
// client/pages and client/entry.tsx sit above app (they may import anything); client/i18n and the
// route table client/routes are shared like lib. The import graph comes from esbuild's metafile over every
// non-test source file in client/ (each one an entry point, packages external), so an import that
// only the server render or a lazily loaded page uses is checked too.
// Prints each offending edge and each cycle between features and exits 1; exits 0 when clean.
// Usage: node scripts/check-imports.mjs
import { build } from 'esbuild'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Source files under client/ (posix paths relative to the root), test files left out. */
function sourceFiles(dir) {
  const files = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) files.push(...sourceFiles(relative))
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/^test-/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative)
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
  if (file.startsWith('client/lib/') || file.startsWith('client/i18n/') || file.startsWith('client/routes/')) return { layer: 'lib' }
  if (file.startsWith('client/')) return { layer: 'top' }
  return { layer: 'other' }
}

const rank = { top: 3, app: 2, feature: 1, lib: 0 }
const problems = []

/** The source folder of a file: contract | client | worker | null. */
const areaOf = (file) => /^(contract|client|worker)\//.exec(file)?.[1] ?? null
/** May a file of area `from` import `file`? */
function crossesLayers(from, file) {
  const to = areaOf(file)
  if (!to || to === from) return false
  if (from === 'contract') return true
  if (from === 'client') return to === 'worker'
  return to === 'client' && file !== 'client/server.ts'
}
for (const [file, input] of Object.entries(result.metafile.inputs)) {
  const from = areaOf(file)
  if (!from) continue
  for (const imported of input.imports) {
    if (!imported.external && crossesLayers(from, imported.path)) problems.push(`across the layers (${from} → ${areaOf(imported.path)}): ${file} imports ${imported.path}`)
  }
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
  console.error(`check-imports: ${problems.length} problem(s) (contract ← client ← worker only through client/server.ts; in client/: app → features → lib, no cycles between features)`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
const counted = (area) => Object.keys(result.metafile.inputs).filter((file) => file.startsWith(`${area}/`)).length
console.log(`check-imports: ${counted('contract')} contract, ${counted('client')} client, ${counted('worker')} worker files: imports point one way, no cycles between features`)
