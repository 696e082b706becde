import { createTranslator, serverDictionaryFor, type Translator } from '../../client/server'
import type { Locale } from '../../contract/locales'

const translators = new Map<Locale, Translator>()

/** `edgeText('en', 'edge.upstream.timeout')`: a text the Worker answers with, from the message files. */
export function edgeText(locale: Locale, key: string, params?: Record<string, string | number>): string {
  let translator = translators.get(locale)
  if (!translator) {
    translator = createTranslator(locale, serverDictionaryFor(locale))
    translators.set(locale, translator)
  }
  return translator.t(key, params)
}
