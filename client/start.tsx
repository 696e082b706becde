import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { AppRoot } from './app/app-root'
import {
  BOOT_SCRIPT_ID,
  MESSAGES_SCRIPT_ID,
  ROOT_ELEMENT_ID,
  STATE_SCRIPT_ATTR,
  STATE_SCRIPT_ID,
  type BootData,
} from './app/boot'
import { isChunkLoadError, reloadForChunkError } from './lib/chunk-reload'
import { lazyPageSource } from './app/page-source'
import { createQueryClient, rememberServerData } from './lib/query-client'
import { viewerAtom } from './lib/viewer'
import { createTranslator, type Messages } from './i18n/i18n'
import { createBrowserApi } from './lib/browser-api'
import { withAdminRetry } from './lib/admin-retry'
import { switchViewer } from './features/auth/use-switch-viewer'
import { lazyPageRegistryWith } from './pages/lazy-registry'
import { pageMessagesLoader } from './i18n/page-messages'
import { pageModuleOf } from '../contract/routes'
import { preloadSections } from './features/sections/section-source'
import { appRunsCookie } from '../contract/app-runs'

function readJson<T>(element: Element | null): T | null {
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as T
  } catch {
    return null
  }
}

/** Hydrates the server-rendered page (client/entry.tsx runs it once the module is loaded). */
export async function start() {
  // Loaded after the first paint, maybe before the stream ended: the boot data and the dehydrated
  // state appended at its end must all be parsed first.
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
  const boot = readJson<BootData>(document.getElementById(BOOT_SCRIPT_ID))
  const messages = readJson<Messages>(document.getElementById(MESSAGES_SCRIPT_ID))
  const container = document.getElementById(ROOT_ELEMENT_ID)
  if (!boot || !messages || !container) {
    console.error('izlog: boot data missing; the page stays server-rendered')
    return
  }
  // Only the shell is in this chunk: the current page's module and its CMS sections' must be there
  // before hydrating, or the page would suspend and its server HTML be thrown away (the document's
  // loader preloads them).
  const translator = createTranslator(boot.locale, messages)
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
  const queryClient = createQueryClient(false)
  // The dehydrated query cache: the main script plus any appended while the stream resolved.
  for (const script of document.querySelectorAll(`#${STATE_SCRIPT_ID}, script[${STATE_SCRIPT_ATTR}]`)) {
    const state = readJson<DehydratedState>(script)
    if (state) hydrate(queryClient, state)
  }
  rememberServerData(queryClient)
  const store = createStore()
  store.set(viewerAtom, boot.viewer)
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
