import { mapRoutes, pageModuleOf, type PageModuleName, type RouteName } from '../../contract/routes'
import type { PageModule } from '../lib/page-types'

/** Route name → page module, all bundled (the server's registry: client/pages/registry). */
export type PageRegistry = Record<RouteName, PageModule>

/** Route name → dynamic import of the page module (the browser's registry: client/pages/lazy-registry). */
export type LazyPageRegistry = Record<RouteName, () => Promise<{ page: PageModule }>>

/** Each route gets the module the manifest names for it. */
export function pageRegistryFrom(modules: Record<PageModuleName, PageModule>): PageRegistry {
  return mapRoutes((name) => modules[pageModuleOf(name)])
}

function isPageExport(value: unknown): value is { page: PageModule } {
  if (typeof value !== 'object' || value === null || !('page' in value)) return false
  const page: unknown = value.page
  return typeof page === 'object' && page !== null && 'Component' in page
}

/** Each route imports the module the manifest names for it; a file without a `page` export rejects. */
export function lazyPageRegistryFrom(load: (module: PageModuleName) => Promise<unknown>): LazyPageRegistry {
  return mapRoutes((name) => async () => {
    const loaded = await load(pageModuleOf(name))
    if (!isPageExport(loaded)) throw new Error(`Page module ${pageModuleOf(name)} has no page export`)
    return loaded
  })
}

/**
 * Where the app gets page modules from. The server's source is synchronous (everything bundled);
 * the browser's loads each page's chunk on first use and keeps it.
 */
export interface PageSource {
  /** The module when it is already available (always on the server; in the browser once loaded). */
  peek(name: RouteName): PageModule | undefined
  /** The module, loading its chunk if needed. Rejects when the chunk fails to load (a later call retries). */
  load(name: RouteName): Promise<PageModule>
}

export function staticPageSource(registry: PageRegistry): PageSource {
  return {
    peek: (name) => registry[name],
    load: (name) => Promise.resolve(registry[name]),
  }
}

export function lazyPageSource(registry: LazyPageRegistry): PageSource {
  const loaded = new Map<RouteName, PageModule>()
  const loading = new Map<RouteName, Promise<PageModule>>()
  return {
    peek: (name) => loaded.get(name),
    load(name) {
      const module = loaded.get(name)
      if (module) return Promise.resolve(module)
      const pending = loading.get(name)
      if (pending) return pending
      const promise = registry[name]().then(
        ({ page }) => {
          loaded.set(name, page)
          loading.delete(name)
          return page
        },
        (error: unknown) => {
          // Forget the failure so that the next navigation (or the reload guard's reload) retries.
          loading.delete(name)
          throw error
        },
      )
      loading.set(name, promise)
      return promise
    },
  }
}
