import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { AppRoot } from './app/app-root'
import { ROOT_ELEMENT_ID } from './app/boot'
import { isChunkLoadError, reloadForChunkError } from './lib/chunk-reload'
import { lazyPageSource } from './app/page-source'
import { viewerAtom } from './lib/viewer'
import { clientState, documentParsed } from './islands/client-state'
import { createBrowserApi } from './lib/browser-api'
import { withAdminRetry } from './lib/admin-retry'
import { switchViewer } from './features/auth/use-switch-viewer'
import { lazyPageRegistryWith } from './pages/lazy-registry'
import { pageMessagesLoader } from './i18n/page-messages'
import { pageModuleOf } from '../contract/routes'
import { preloadSections } from './features/sections/section-source'
import { appRunsCookie } from '../contract/app-runs'

/** Hydrates the server-rendered page (client/entry.tsx runs it once the module is loaded). */
export async function start() {
  // Loaded after the first paint, maybe before the stream ended: the boot data and the dehydrated
  // state appended at its end must all be parsed first.
  await documentParsed()
  // Shared with the islands' roots, which may have hydrated already (client/islands).
  const state = clientState()
  const container = document.getElementById(ROOT_ELEMENT_ID)
  if (!state || !container) {
    console.error('izlog: boot data missing; the page stays server-rendered')
    return
  }
  const { boot, translator, queryClient, store } = state
  // Only the shell is in this chunk: the current page's module and its CMS sections' must be there
  // before hydrating, or the page would suspend and its server HTML be thrown away (the document's
  // loader preloads them).
  const match = boot.route.error ? null : boot.route.match
  // A page module's chunk and its messages load together (the current page's messages are inlined).
  const pages = lazyPageSource(
    lazyPageRegistryWith(pageMessagesLoader(boot.messages, translator, match ? pageModuleOf(match.name) : null)),
  )
  if (match) {
    try {
      await Promise.all([pages.load(match.name), preloadSections(boot.route.sections ?? [])])
    } catch (error) {
      if (isChunkLoadError(error) && reloadForChunkError()) return
      console.error('izlog: the page module failed to load; the page stays server-rendered', error)
      return
    }
  }
  // A transition: React hydrates in slices of a few milliseconds and yields in between, so input
  // is answered while the page hydrates (no long task holding the main thread).
  startTransition(() => {
    hydrateRoot(
      container,
      <AppRoot
        translator={translator}
        queryClient={queryClient}
        store={store}
        api={withAdminRetry(createBrowserApi(boot.locale), () =>
          switchViewer(queryClient, (viewer) => store.set(viewerAtom, viewer), null),
        )}
        route={boot.route}
        site={{ origin: boot.origin || window.location.origin, badge: boot.badge, cookieChoice: boot.cookieChoice }}
        pages={pages}
      />,
    )
  })
  // From now on this browser's documents may stream: the app is here to reveal their parts.
  document.cookie = appRunsCookie(window.location.protocol === 'https:')
}
