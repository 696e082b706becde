import { createTranslator, type Translator } from '../../client/i18n/i18n'
import { serverDictionaryFor, type MessageTree } from '../../client/i18n/messages'
import type { Locale } from '../../contract/locales'

const translators = new Map<Locale, Translator>()

/**
 * `edgeText('en', 'edge.upstream.timeout')`: a text the Worker writes itself (the edge's answers, the
 * backend's e-mails), from the message files. The one module of the Worker, edge and backend alike,
 * that reads the dictionaries (client/i18n); a project of its own (worker/texts/tsconfig.json).
 */
export function edgeText(locale: Locale, key: string, params?: Record<string, string | number>): string {
  return translatorFor(locale).t(key, params)
}

/** The text of `key`, or undefined when the message files have none (e.g. an unknown upstream code). */
export function edgeTextIfAny(
  locale: Locale,
  key: string,
  params?: Record<string, string | number>,
): string | undefined {
  const translator = translatorFor(locale)
  return translator.has(key) ? translator.t(key, params) : undefined
}

function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale)
  if (!translator) {
    translator = createTranslator(locale, serverDictionaryFor(locale))
    translators.set(locale, translator)
  }
  return translator
}

const textSets = new Map<Locale, ReadonlySet<string>>()

const leaves = (tree: MessageTree): string[] =>
  Object.values(tree).flatMap((node) => (typeof node === 'string' ? [node] : leaves(node)))

/** Whether `text` is one of the message files' texts in `locale` (what a schema built for the locale carries). */
export function isEdgeText(locale: Locale, text: string): boolean {
  let texts = textSets.get(locale)
  if (!texts) {
    texts = new Set(leaves(serverDictionaryFor(locale)))
    textSets.set(locale, texts)
  }
  return texts.has(text)
}
