import {
  dictionaryOfKeys,
  editDictionaryFor,
  sectionToolDictionaryFor,
  type BootData,
  type Messages,
} from '../../client/server'
import type { Locale } from '../../contract/locales'
import { pageModuleOf, type PageModuleName, type RouteName } from '../../contract/routes'
import { clientManifest } from '../generated/client-manifest'

/**
 * The messages a page carries (issue 17): a visitor's page only the keys its code uses — the
 * shell's and its page module's, as the client build found them — and the server renders it with
 * the same cut, so a missing key shows in the server's HTML too, never only after hydration.
 * Edit mode and the admin pages (staff) carry the editor's whole dictionary, the style guide its
 * sample texts.
 */
export function pageMessages(
  locale: Locale,
  route: RouteName | undefined,
  editing: boolean,
): { messages: Messages; boot: BootData['messages'] } {
  if (editing) return { messages: editDictionaryFor(locale), boot: null }
  if (route === 'sectionTool') return { messages: sectionToolDictionaryFor(locale), boot: null }
  return {
    messages: visitorMessages(locale, route ? pageModuleOf(route) : null),
    boot: { url: `${clientManifest.messages.url}/${locale}` },
  }
}

/** Each page module's cut, built once per isolate (constant data). */
const cuts = new Map<string, Messages>()

function visitorMessages(locale: Locale, module: PageModuleName | null): Messages {
  const id = `${locale}:${module ?? ''}`
  let messages = cuts.get(id)
  if (!messages) {
    messages = dictionaryOfKeys(locale, [
      ...clientManifest.messages.shell,
      ...((module && clientManifest.messages.pages[module]) ?? []),
    ])
    cuts.set(id, messages)
  }
  return messages
}
