import type { PageModuleName } from '../../contract/routes'
import { lazyPageRegistryFrom } from '../app/page-source'

/**
 * The browser's registry: route name → dynamic import of its page module (contract/routes.ts
 * names the module). The import is a glob over this folder, so esbuild gives every page its own
 * chunk and the entry holds only the shell; scripts/build-client.mjs finds each page's chunk in
 * esbuild's metafile. The entry awaits the current route's chunk before hydrating, client
 * navigation before rendering. The server uses the static ./registry instead.
 */
export const importPageModule = (module: PageModuleName): Promise<unknown> => import(`./${module}.tsx`)

export const lazyPageRegistry = lazyPageRegistryFrom(importPageModule)

/** The registry whose every load also waits for `alongside(module)` (the page's messages), fetched in parallel. */
export function lazyPageRegistryWith(alongside: (module: PageModuleName) => Promise<void>) {
  return lazyPageRegistryFrom(async (module) => (await Promise.all([importPageModule(module), alongside(module)]))[0])
}
