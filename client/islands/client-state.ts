import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { createStore } from 'jotai'
import { BOOT_SCRIPT_ID, MESSAGES_SCRIPT_ID, STATE_SCRIPT_ATTR, STATE_SCRIPT_ID, type BootData } from '../app/boot'
import { createTranslator, type Messages, type Translator } from '../i18n/i18n'
import { createQueryClient, rememberServerData } from '../lib/query-client'
import { viewerAtom } from '../lib/viewer'

/**
 * What every React root of a page in the browser shares (issue 38): the islands' roots, hydrated
 * first, and the app's, which comes after and takes them in: one query cache (a cart line an island
 * added is the header's count), one store (its toasts, the cart modal), one translator.
 */
export interface ClientState {
  boot: BootData
  translator: Translator
  queryClient: QueryClient
  store: ReturnType<typeof createStore>
}

function readJson<T>(element: Element | null): T | null {
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as T
  } catch {
    return null
  }
}

let state: ClientState | null | undefined

/** Built once, from the document's boot data, messages and dehydrated query cache; null when they are missing. */
export function clientState(): ClientState | null {
  if (state !== undefined) return state
  const boot = readJson<BootData>(document.getElementById(BOOT_SCRIPT_ID))
  const messages = readJson<Messages>(document.getElementById(MESSAGES_SCRIPT_ID))
  if (!boot || !messages) return (state = null)
  const queryClient = createQueryClient(false)
  // The dehydrated query cache: the main script plus any appended while the stream resolved.
  for (const script of document.querySelectorAll(`#${STATE_SCRIPT_ID}, script[${STATE_SCRIPT_ATTR}]`)) {
    const dehydrated = readJson<DehydratedState>(script)
    if (dehydrated) hydrate(queryClient, dehydrated)
  }
  rememberServerData(queryClient)
  const store = createStore()
  store.set(viewerAtom, boot.viewer)
  return (state = { boot, translator: createTranslator(boot.locale, messages), queryClient, store })
}

/** The whole document has been parsed (the boot data and the state scripts appended at the stream's end are there). */
export async function documentParsed(): Promise<void> {
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
}
