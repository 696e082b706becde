import { createContext, useContext, type ReactNode } from 'react'
import rosetta from 'rosetta'
import type { Locale } from '../../contract/locales'
import { mergeMessages } from './merge-messages'

/** One locale's messages (nested namespaces; leaves are strings). Built by client/i18n/messages/index.ts on the server. */
export interface Messages {
  [key: string]: string | Messages
}

type TranslateParams = Record<string, string | number>
export type Translate = (key: string, params?: TranslateParams) => string

export interface Translator {
  locale: Locale
  t: Translate
  /** True when the key exists (to choose between a CMS text and an i18n fallback). */
  has: (key: string) => boolean
  /** Adds namespaces loaded later (a page's messages on client navigation, client/i18n/page-messages.ts). */
  extend: (more: Messages) => void
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
    has: (key) => lookup(messages, key) !== undefined,
    // In place: rosetta reads this same object (its table for the locale).
    extend: (more) => void mergeMessages(messages, more),
  }
}

const I18nContext = createContext<Translator | null>(null)

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>
}

function useTranslator(): Translator {
  const translator = useContext(I18nContext)
  if (!translator) throw new Error('useT() used outside <I18nProvider>')
  return translator
}

/** `const t = useT(); t('layout.header.cart')` */
export function useT(): Translate {
  return useTranslator().t
}

/** The whole translator (t + has + locale). */
export function useI18n(): Translator {
  return useTranslator()
}

/** The page's locale ('hr' | 'en'). */
export function useLocale(): Locale {
  return useTranslator().locale
}
