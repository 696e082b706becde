import type { BootData } from '../app/boot'
import type { PageModuleName } from '../../contract/routes'
import type { Messages, Translator } from './i18n'

/**
 * Client navigation's half of the messages split (issue 17): the document inlined only the shell's
 * and its own page's namespaces; a page module met later brings its own from one hashed, immutable
 * JSON file (scripts/build-client.mjs), fetched beside its chunk. A failed fetch fails like a failed
 * chunk (ChunkLoadError), so the router's reload guard handles both the same way.
 */
export function pageMessagesLoader(
  files: BootData['messages'],
  translator: Translator,
  inlinedModule: PageModuleName | null,
): (module: PageModuleName) => Promise<void> {
  const loads = new Map<PageModuleName, Promise<void>>()
  if (inlinedModule) loads.set(inlinedModule, Promise.resolve())
  return (module) => {
    if (!files) return Promise.resolve()
    const known = loads.get(module)
    if (known) return known
    const load = fetchMessages(`${files.url}/${module}.json`).then(
      (messages) => translator.extend(messages),
      (error: unknown) => {
        loads.delete(module)
        throw error
      },
    )
    loads.set(module, load)
    return load
  }
}

async function fetchMessages(url: string): Promise<Messages> {
  let response: Response
  try {
    response = await fetch(url)
  } catch (error) {
    throw chunkError(url, error)
  }
  if (!response.ok) throw chunkError(url, response.status)
  return (await response.json()) as Messages
}

function chunkError(url: string, cause: unknown): Error {
  const error = new Error(`Loading chunk ${url} failed`, { cause })
  error.name = 'ChunkLoadError'
  return error
}
