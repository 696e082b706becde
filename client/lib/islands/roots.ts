import { createElement, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'

/** The React root of each island's element, shared by the islands' entry and the app (one module, run once). */
const roots = new WeakMap<Element, Root>()

/** An island's ids (useId) are its own root's: the same on the server, in the islands' entry and in the app. */
export const islandIdPrefix = (name: string) => `${name}-`

/** Marks an island's element once its root has hydrated it (the document's loader leaves its presses alone). */
export const ISLAND_HYDRATED_ATTR = 'data-island-hydrated'

/** Resolves each island element's `islandHydrated` once its root has committed. */
const committed = new WeakMap<Element, { promise: Promise<void>; resolve: () => void }>()

function commitOf(container: Element) {
  let entry = committed.get(container)
  if (!entry) {
    let resolve!: () => void
    const promise = new Promise<void>((done) => (resolve = done))
    entry = { promise, resolve }
    committed.set(container, entry)
  }
  return entry
}

/**
 * An island's root has hydrated (or rendered) its element: a part it loads lazily (a bundle's
 * customization, custom options) is there, so the presses held until then can be replayed.
 */
export const islandHydrated = (container: Element): Promise<void> => commitOf(container).promise

/**
 * Around every island's tree, in the islands' entry and in the app alike (the same tree, so the app
 * taking an island in keeps its state): marks the element once the root first commits, which a
 * hydration waiting for a lazy part does only once that part has loaded. No element of its own
 * and no fork, so the island's ids are the server's.
 */
function Committed({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.setAttribute(ISLAND_HYDRATED_ATTR, '')
    commitOf(container).resolve()
  }, [container])
  return children
}

/**
 * Renders an island into its element: hydrates the server's HTML the first time, renders into an
 * empty element (a page the app rendered itself), or updates the root already there (the app taking
 * in an island the islands' entry hydrated: same component, so its state stays).
 */
export function renderIsland(container: HTMLElement, name: string, island: ReactNode): void {
  const element = createElement(Committed, { container, children: island })
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
}

/** The island's element left the page: its root goes after the current render (never during one). */
export function unmountIsland(container: HTMLElement): void {
  const root = roots.get(container)
  roots.delete(container)
  if (root) setTimeout(() => root.unmount(), 0)
}
