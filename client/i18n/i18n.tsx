import { createContext, useContext, type ReactNode } from 'react'
import rosetta from 'rosetta'
import type { Locale } from '../../contract/locales'
import { mergeMessages } from './merge-messages'
import type { MessageKey } from './message-keys'

export type { MessageKey, MessageKeyUnder } from './message-keys'

/** One locale's messages (nested namespaces; leaves are strings). Built by client/i18n/messages/index.ts on the server. */
export interface Messages {
  [key: string]: string | Messages
}

type TranslateParams = Record<string, string | number>

/** `t('layout.header.cart')`: a key that is not a text of the message files fails the typecheck. */
export type Translate = (key: MessageKey, params?: TranslateParams) => string

/**
 * The translator over one locale's dictionary, as created. Its `t` takes any string because the
 * Worker's own texts (worker/texts) are asked for by keys built at run time; page code translates
 * through the typed view, I18n (useT, useI18n).
 */
export interface Translator {
  locale: Locale
  t: (key: string, params?: TranslateParams) => string
  /**
   * True when the key exists (to choose between a CMS text and an i18n fallback). It also narrows a
   * key that arrives as data (a server's SPEC §8 message key, a schema's issue message) to a
   * MessageKey: `if (has(key)) t(key)`, see dataText.
   */
  has: (key: string) => key is MessageKey
  /** Adds namespaces loaded later (a page's messages on client navigation, client/i18n/page-messages.ts). */
  extend: (more: Messages) => void
}

/** The translator as page code sees it: keys checked at compile time. */
export interface I18n extends Omit<Translator, 't'> {
  t: Translate
}

/**
 * The text of a key that arrives as data at run time (a schema's issue message such as
 * `validation.required`, which valibot types as any string): translated when the message files
 * have it, else the string as it is, as `t` shows an unknown key. The one guarded path past the key type.
 */
export function dataText(i18n: Pick<I18n, 't' | 'has'>, key: string, params?: TranslateParams): string {
  return i18n.has(key) ? i18n.t(key, params) : key
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * A rosetta instance over the serialised messages of one locale. A missing key returns the key
 * itself (visible in development, never a crash). Interpolation: `{{name}}`.
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const i18n = rosetta<Messages>({ [locale]: messages })
  i18n.locale(locale)
  return {
    locale,
    t: (key, params) => (lookup(messages, key) === undefined ? key : i18n.t(key, params ?? {})),
    has: (key): key is MessageKey => lookup(messages, key) !== undefined,
    // In place: rosetta reads this same object (its table for the locale).
    extend: (more) => void mergeMessages(messages, more),
  }
}

const I18nContext = createContext<Translator | null>(null)

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>
}

/** The translator itself (an island's own root is given the one around it, client/lib/islands). */
export function useTranslator(): Translator {
  const translator = useContext(I18nContext)
  if (!translator) throw new Error('useT() used outside <I18nProvider>')
  return translator
}

/** `const t = useT(); t('layout.header.cart')` */
export function useT(): Translate {
  return useTranslator().t
}

/** The whole translator (t + has + locale). */
export function useI18n(): I18n {
  return useTranslator()
}

/** The page's locale ('hr' | 'en'). */
export function useLocale(): Locale {
  return useTranslator().locale
}
