import type { ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'

/** The React root of each island's element, shared by the islands' entry and the app (one module, run once). */
const roots = new WeakMap<Element, Root>()

/** An island's ids (useId) are its own root's: the same on the server, in the islands' entry and in the app. */
export const islandIdPrefix = (name: string) => `${name}-`

/** Marks an island's element once its root has hydrated it (the document's loader leaves its presses alone). */
export const ISLAND_HYDRATED_ATTR = 'data-island-hydrated'

/**
 * Renders an island into its element: hydrates the server's HTML the first time, renders into an
 * empty element (a page the app rendered itself), or updates the root already there (the app taking
 * in an island the islands' entry hydrated: same component, so its state stays).
 */
export function renderIsland(container: HTMLElement, name: string, element: ReactNode): void {
  const existing = roots.get(container)
  if (existing) return existing.render(element)
  const options = { identifierPrefix: islandIdPrefix(name) }
  const hydrating = container.hasChildNodes()
  const root = hydrating
    ? hydrateRoot(container, element, {
        ...options,
        onRecoverableError: (error) => console.error(`izlog: the ${name} island`, error),
      })
    : createRoot(container, options)
  if (!hydrating) root.render(element)
  roots.set(container, root)
  container.setAttribute(ISLAND_HYDRATED_ATTR, '')
}

/** The island's element left the page: its root goes after the current render (never during one). */
export function unmountIsland(container: HTMLElement): void {
  const root = roots.get(container)
  roots.delete(container)
  if (root) setTimeout(() => root.unmount(), 0)
}
