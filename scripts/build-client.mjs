// Bundles the browser app (client/entry.tsx + the CSS it imports) with esbuild into
// dist/client/assets/entry-[hash].js|css plus code-split chunks: every page module
// (client/pages/<module>.tsx, imported lazily by client/pages/lazy-registry.ts) gets its own
// chunk-[hash].js (loaded on navigation), code they share goes to further chunks. Copies
// client/public/* to dist/client/ and writes worker/generated/client-manifest.ts ({ script,
// styles, preload, pages, version }) for the SSR document: `preload` = the chunks the entry
// imports, `pages` = per page module the page chunk and the chunks it imports beyond those (all
// for <link rel="modulepreload">). Which route shows which module is in contract/routes.ts.
// `editor` = edit mode's chunks and stylesheet (issue 15), never linked from a visitor's page.
// Deterministic (content hashes only) and fast (~1 s). Usage: node scripts/build-client.mjs
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outRoot = path.join(root, 'dist', 'client')
const outDir = path.join(outRoot, 'assets')
const manifestFile = path.join(root, 'worker', 'generated', 'client-manifest.ts')
const publicDir = path.join(root, 'client', 'public')
const pagesDir = 'client/pages/'
// Edit mode (issue 15): its own chunk (imported lazily) and stylesheet, linked only on edit-mode pages.
const editorModule = 'client/features/edit-mode/page-editor.tsx'
const editorStyles = 'client/features/edit-mode/editor.css'

// The shell in one chunk (issue 38): esbuild splits code by the set of entry points that reach it,
// so each module the shell shares with some lazily loaded chunks (pages, modals, edit mode) became
// a chunk of its own (28 files, ~5 KiB more gzip than one). Every lazily loaded module also
// imports client/start.tsx (the shell: what the entry hydrates with), so all the shell's modules
// are reached by the same entry points and land in one chunk. It changes nothing at run time: a
// lazy chunk is only ever loaded by the shell, which has run by then (an ES module runs once).
const shellModule = path.join(root, 'client', 'start.tsx')
const pagesPath = path.join(root, pagesDir)
// The same for the islands (issue 38): a part the islands' components import lazily (a bundle's
// customization, custom options, remove from cart, the wishlist's button) also imports what the
// islands' entry imports (its registry's components in place of the registry, which the product
// page does not reach), so the islands' own modules are reached by the same entry points and come
// in one chunk, not split by each lazy part that shares some of them (~0.8 KiB of gzip on the first
// intent). Such a part is only ever loaded by an island, which has them.
const islandsRegistryPath = 'client/islands/registry.ts'
/**
 * The files the app imports lazily (`import()`; not a glob's files), from a first pass over the graph
 * that writes nothing; `islands`: those the islands' code imports, and `anchors`: what they import too.
 */
async function lazilyImported(plugins) {
  const scan = await build({ ...options, plugins, splitting: false, minify: false, write: false })
  const lazy = new Set()
  for (const input of Object.values(scan.metafile.inputs))
    for (const imported of input.imports)
      if (imported.kind === 'dynamic-import' && !imported.external) lazy.add(path.join(root, imported.path))
  const islands = new Set()
  const seen = new Set([islandsEntry])
  for (const file of seen)
    for (const imported of scan.metafile.inputs[file]?.imports ?? []) {
      if (imported.external) continue
      if (imported.kind === 'dynamic-import') islands.add(path.join(root, imported.path))
      else if (imported.kind === 'import-statement') seen.add(imported.path)
    }
  // What they import: what the islands' entry imports, its registry's components instead of the registry.
  const staticImports = (file) =>
    (scan.metafile.inputs[file]?.imports ?? [])
      .filter((i) => i.kind === 'import-statement' && !i.external)
      .map((i) => i.path)
  const anchors = staticImports(islandsEntry).flatMap((file) =>
    file === islandsRegistryPath ? staticImports(file) : [file],
  )
  return { lazy, islands, anchors: anchors.map((file) => path.join(root, file)) }
}
const oneShellChunk = ({ lazy, islands, anchors }) => ({
  name: 'one-shell-chunk',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
      // Page modules are imported through a glob (client/pages/lazy-registry.ts), which the metafile does not list.
      const page = path.dirname(args.path) + path.sep === pagesPath && args.path.endsWith('.tsx')
      if (!page && !lazy.has(args.path)) return undefined
      const shared = islands.has(args.path) ? [shellModule, ...anchors] : [shellModule]
      const source = readFileSync(args.path, 'utf8')
      return {
        contents: shared.map((file) => `import ${JSON.stringify(file)}\n`).join('') + source,
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: path.dirname(args.path),
      }
    })
  },
})

// Browser variants (issue 38): a module with a sibling `<name>.browser.ts(x)` is replaced by it in the
// browser build. The server (and the tests) bundle the plain module; the browser's variant loads the
// same code lazily — each CMS section type a chunk of its own (section-source.browser.ts; `sections`
// in the manifest lists each type's chunks for the document), and the footer's newsletter form and
// the version badge after hydration reaches them (client/app/layout/*-source.browser.ts).
const sectionSource = path.join(root, 'client', 'features', 'sections', 'section-source.browser.ts')
const browserVariants = {
  name: 'browser-variants',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.?\/.*-source$/ }, (args) => {
      if (args.kind !== 'import-statement') return undefined
      const variant = ['.browser.ts', '.browser.tsx']
        .map((extension) => path.join(args.resolveDir, args.path + extension))
        .find((file) => existsSync(file))
      return variant ? { path: variant } : undefined
    })
  },
}
/** Section type → its module (client/features/sections/<file>.tsx), from the browser's loaders. */
const sectionModules = Object.fromEntries(
  [...readFileSync(sectionSource, 'utf8').matchAll(/(\w+): \(\) => import\('\.\/([\w-]+)'\)/g)].map(
    ([, type, file]) => [type, `client/features/sections/${file}.tsx`],
  ),
)
if (Object.keys(sectionModules).length === 0) throw new Error('build-client: no section loaders in ' + sectionSource)

// The islands' entry (issue 38), with its islands' components (client/islands/registry.ts).
const islandsEntry = 'client/islands/entry.tsx'

const started = Date.now()
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

const options = {
  absWorkingDir: root,
  entryPoints: ['client/entry.tsx', islandsEntry, editorStyles],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outdir: outDir,
  entryNames: 'entry-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: 'asset-[hash]',
  publicPath: '/assets',
  minify: true,
  jsx: 'automatic',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.svg': 'file', '.woff2': 'file', '.png': 'file', '.webp': 'file' },
}
const lazyModules = await lazilyImported([browserVariants])
if (lazyModules.lazy.size === 0) throw new Error('build-client: found no lazily imported modules')
const result = await build({ ...options, plugins: [browserVariants, oneShellChunk(lazyModules)] })

const outputs = Object.entries(result.metafile.outputs)
const entry = outputs.find(([, output]) => output.entryPoint === 'client/entry.tsx')
if (!entry) throw new Error('build-client: esbuild produced no entry output')
const [entryFile, entryOutput] = entry
const toUrl = (file) => '/' + path.relative(outRoot, path.join(root, file)).split(path.sep).join('/')
const script = toUrl(entryFile)
const styles = entryOutput.cssBundle ? [toUrl(entryOutput.cssBundle)] : []

/** The output files a chunk statically imports, transitively (what the browser fetches before running it). */
function staticClosure(file, seen = new Set()) {
  for (const imported of result.metafile.outputs[file]?.imports ?? []) {
    if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue
    seen.add(imported.path)
    staticClosure(imported.path, seen)
  }
  return seen
}
const entryChunks = staticClosure(entryFile)
const preload = [...entryChunks].map(toUrl)

// The islands' entry and what it imports (issue 38): what a page with islands loads on the first intent.
const islandsOutput = outputs.find(([, output]) => output.entryPoint === islandsEntry)
if (!islandsOutput) throw new Error('build-client: esbuild produced no islands entry')
const islands = { script: toUrl(islandsOutput[0]), preload: [...staticClosure(islandsOutput[0])].map(toUrl) }

// Page module → page chunk, from esbuild's metafile: every dynamically imported page file is an
// entry point of its own output (client/pages/checkout-success.tsx → 'checkout-success').
const pages = {}
for (const [file, output] of outputs) {
  const input = output.entryPoint
  if (!input || !input.startsWith(pagesDir) || !input.endsWith('.tsx') || input.slice(pagesDir.length).includes('/'))
    continue
  pages[input.slice(pagesDir.length, -'.tsx'.length)] = [
    file,
    ...[...staticClosure(file)].filter((chunk) => !entryChunks.has(chunk)),
  ].map(toUrl)
}
if (Object.keys(pages).length === 0) throw new Error(`build-client: esbuild produced no page chunks under ${pagesDir}`)
// Section type → its chunk and the chunks it imports beyond the shell (preloaded with a page that has it).
const sections = Object.fromEntries(
  Object.entries(sectionModules).map(([type, input]) => {
    const output = outputs.find(([, candidate]) => candidate.entryPoint === input)
    if (!output) throw new Error(`build-client: esbuild produced no chunk for the ${type} section (${input})`)
    return [type, [output[0], ...[...staticClosure(output[0])].filter((chunk) => !entryChunks.has(chunk))].map(toUrl)]
  }),
)
const editorOutput = outputs.find(([, output]) => output.entryPoint === editorModule)
const editorCss = outputs.find(([, output]) => output.entryPoint === editorStyles)
if (!editorOutput || !editorCss) throw new Error('build-client: esbuild produced no edit-mode chunk or stylesheet')
// Only what edit mode alone needs (what it shares with the pages' and the sections' chunks is theirs).
const routeChunks = new Set([...Object.values(pages), ...Object.values(sections)].flat())
const editor = {
  modules: [editorOutput[0], ...staticClosure(editorOutput[0])]
    .filter((chunk) => !entryChunks.has(chunk))
    .map(toUrl)
    .filter((url) => !routeChunks.has(url)),
  styles: [toUrl(editorCss[0])],
}
const messages = await buildMessages()
const version = createHash('sha256')
  .update(JSON.stringify({ script, styles, preload, pages, sections, islands, editor, messages }))
  .digest('hex')
  .slice(0, 8)

if (existsSync(publicDir)) cpSync(publicDir, outRoot, { recursive: true })

const manifest =
  '// Generated by scripts/build-client.mjs — do not edit.\n' +
  "import type { PageModuleName } from '../../contract/routes'\n\n" +
  'export const clientManifest = {\n' +
  `  script: ${JSON.stringify(script)},\n` +
  `  styles: ${JSON.stringify(styles)} as string[],\n` +
  `  preload: ${JSON.stringify(preload)} as string[],\n` +
  `  pages: ${JSON.stringify(pages)} satisfies Record<PageModuleName, string[]> as Partial<Record<PageModuleName, string[]>>,\n` +
  `  sections: ${JSON.stringify(sections)} as Record<string, string[]>,\n` +
  `  islands: ${JSON.stringify(islands)},\n` +
  `  editor: ${JSON.stringify(editor)},\n` +
  `  messages: ${JSON.stringify(messages)} as { url: string; shell: string[]; pages: Partial<Record<PageModuleName, string[]>> },\n` +
  `  version: ${JSON.stringify(version)},\n` +
  '}\n'
// For the JavaScript budget check and the bench's analysis (scripts/js-size.mjs); outside dist/client, so never served.
writeFileSync(
  path.join(root, 'dist', 'build-report.json'),
  JSON.stringify({ script, preload, pages, sections, islands, metafile: result.metafile }),
)

// Only rewrite when it changed, so file watchers (wrangler dev, vitest) do not loop.
if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== manifest) {
  mkdirSync(path.dirname(manifestFile), { recursive: true })
  writeFileSync(manifestFile, manifest)
}

// The project's CHANGELOG.md and README.md for the development tools (the releases modal's fallback, the documentation
// page), written at build like the manifest and never committed.
const docsFile = path.join(root, 'worker', 'generated', 'project-docs.ts')
const docs =
  '// Generated by scripts/build-client.mjs from CHANGELOG.md and README.md — do not edit.\n' +
  `export const CHANGELOG_MD = ${JSON.stringify(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'))}\n` +
  `export const README_MD = ${JSON.stringify(readFileSync(path.join(root, 'README.md'), 'utf8'))}\n`
if (!existsSync(docsFile) || readFileSync(docsFile, 'utf8') !== docs) writeFileSync(docsFile, docs)

const js = outputs.filter(([file]) => file.endsWith('.js'))
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const jsBytes = js.reduce((sum, [, output]) => sum + output.bytes, 0)
const shellBytes =
  entryOutput.bytes + [...entryChunks].reduce((sum, file) => sum + (result.metafile.outputs[file]?.bytes ?? 0), 0)
const bytesOf = (urls) =>
  urls.reduce((sum, url) => sum + (outputs.find(([file]) => toUrl(file) === url)?.[1].bytes ?? 0), 0)
const largestRoute = Object.entries(pages)
  .map(([name, files]) => [name, bytesOf(files)])
  .sort((a, b) => b[1] - a[1])[0]
console.log(
  `build-client: ${script} ${kib(entryOutput.bytes)} (shell with its chunks ${kib(shellBytes)}; ${js.length} js files, ${kib(jsBytes)} in all; ` +
    `largest route ${largestRoute?.[0]} +${kib(largestRoute?.[1] ?? 0)}; edit mode only +${kib(bytesOf(editor.modules))} js, ${kib(bytesOf(editor.styles))} css) ${styles.join(' ')} in ${Date.now() - started} ms`,
)

/**
 * Messages by route (issue 17). A page inlines only the messages its code uses: the shell's (every
 * page) plus its page module's. Which keys a chunk uses is read from its source files (esbuild's
 * metafile inputs): every string that starts with a namespace and a dot. 'layout.header.cart' is
 * that text (or that whole subtree when it names one, as `const texts = 'content.reviews'` does);
 * a key built at run time (`content.${kind}.title`, 'error.api.' + code) takes the subtree of its
 * literal start. Client navigation loads the rest with the page's chunk, from one hashed, immutable
 * JSON per page module and locale: dist/client/assets/messages-<hash>/<locale>/<module>.json.
 * Edit mode and the style guide keep their whole dictionaries (worker/render/page-messages.ts).
 */
async function buildMessages() {
  const bundled = await build({
    absWorkingDir: root,
    entryPoints: ['client/i18n/messages/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  })
  const { dictionaryFor, dictionaryOfKeys } = await import(
    `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
  )
  const namespaces = Object.keys(dictionaryFor('hr'))
  const keyStart = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[\\w.]*)(\\$\\{)?`, 'g')
  const keysOfSource = new Map()
  const sourceKeys = (input) => {
    if (!keysOfSource.has(input)) {
      const found = [...readFileSync(path.join(root, input), 'utf8').matchAll(keyStart)]
      // A key whose end is built at run time stands for the subtree of its literal start.
      keysOfSource.set(
        input,
        found.map(([, key, template]) => (template || key.endsWith('.') ? key.replace(/\.?[\w]*$/, '') : key)),
      )
    }
    return keysOfSource.get(input)
  }
  // What code can run with these chunks: their static imports and the parts they load lazily
  // (a modal's body, a dialog), but not other pages or edit mode, which bring their own.
  // CMS sections too: they come with the pages that show them (their keys go to every page module that renders a section list).
  const sectionInputs = new Set(Object.values(sectionModules))
  const ownEntry = (file) => {
    const entryPoint = result.metafile.outputs[file]?.entryPoint ?? ''
    return (
      entryPoint === editorModule ||
      sectionInputs.has(entryPoint) ||
      (entryPoint.startsWith(pagesDir) && entryPoint.endsWith('.tsx'))
    )
  }
  const reachable = (files, seen = new Set(files)) => {
    for (const file of files)
      for (const { path: imported } of result.metafile.outputs[file]?.imports ?? [])
        if (imported.endsWith('.js') && !seen.has(imported) && !ownEntry(imported)) {
          seen.add(imported)
          reachable([imported], seen)
        }
    return seen
  }
  const sectionFiles = Object.values(sections).flat()
  const rendersSections = (files) =>
    [...files].some(
      (file) => 'client/features/sections/section-list.tsx' in (result.metafile.outputs[file]?.inputs ?? {}),
    )
  const keysOf = (urls) => {
    const keys = new Set()
    const files = reachable(urls.map((url) => path.relative(root, path.join(outRoot, url))))
    if (urls !== shellUrls && rendersSections(files))
      for (const file of reachable(sectionFiles.map((url) => path.relative(root, path.join(outRoot, url)))))
        files.add(file)
    for (const file of files) {
      for (const input of Object.keys(result.metafile.outputs[file]?.inputs ?? {}))
        if (!input.includes('node_modules')) for (const key of sourceKeys(input)) keys.add(key)
    }
    return keys
  }
  const shellUrls = [script, ...preload]
  const shell = keysOf(shellUrls)
  const pageKeys = Object.fromEntries(
    Object.entries(pages).map(([name, urls]) => [name, [...keysOf(urls)].filter((key) => !shell.has(key)).sort()]),
  )
  const files = ['hr', 'en'].flatMap((locale) =>
    Object.entries(pageKeys).map(([name, keys]) => [
      `${locale}/${name}.json`,
      JSON.stringify(dictionaryOfKeys(locale, keys)),
    ]),
  )
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 10)
  const dir = path.join(outDir, `messages-${hash}`)
  for (const [file, json] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), json)
  }
  return { url: `/assets/messages-${hash}`, shell: [...shell].sort(), pages: pageKeys }
}
