/**
 * Every message namespace file, registered here (one import line + one NAMESPACE_FILES entry each).
 *
 * Convention: a namespace file exports `messages = { hr: {...}, en: {...} } as const`; the
 * TOP-LEVEL keys of each language table are its namespaces (`common`, `layout`, `validation`,
 * `core` + `error` from errors.ts, `content` from pages-content.ts, ...) and must not collide
 * with another file's (messages.test.ts checks it). Keys are dot paths: `t('layout.header.cart')`,
 * typed from the Croatian tables (client/i18n/message-keys.ts: a file registered here is added
 * there too, and English must have exactly Croatian's keys).
 *
 * ONLY the server imports this module: it serialises the active locale's dictionary into the
 * page (worker/render), so the browser bundle never carries the other language. Croatian is the
 * fallback: an English key that is missing falls back to its Croatian text.
 */
import type { Locale } from '../../../contract/locales'
import { messages as common } from './common'
import { messages as layout } from './layout'
import { messages as errors } from './errors'
import { messages as validation } from '../../../contract/validation/messages'
import { messages as pagesContent } from './pages-content'
import { messages as pagesAccount } from './pages-account'
import { messages as product } from './product'
import { messages as cart } from './cart'
import { messages as checkout } from './checkout'
import { messages as customer } from './customer'
import { messages as routes } from './routes'
import { messages as edge } from './edge'
import { messages as email } from './email'
import { messages as backend } from './backend'
import { messages as edit } from './edit'
import { messages as backoffice } from './backoffice'
import { messages as sectionTool } from './section-tool'
import { messages as adminProducts } from './admin-products'
import { messages as adminProductEditor } from './admin-product-editor'
import { messages as adminProductTypes } from './admin-product-types'
import { messages as adminCatalogueTerms } from './admin-catalogue-terms'
import { messages as adminCatalogueImport } from './admin-catalogue-import'
import { messages as adminDashboard } from './admin-dashboard'
import { messages as shopSettings } from './shop-settings'
import { messages as staff } from './staff'
import { messages as customers } from './customers'
import { messages as shopMethods } from './shop-methods'
import { messages as adminSaleSchedules } from './admin-sale-schedules'
import { messages as coupons } from './coupons'
import { messages as fulfilment, emailMessages as fulfilmentEmail } from './fulfilment'
import { messages as digitalDelivery, emailMessages as digitalDeliveryEmail } from './digital-delivery'
import { messages as invoices, emailMessages as invoicesEmail } from './invoices'
import { messages as refunds, emailMessages as refundsEmail } from './refunds'
import { messages as returns, emailMessages as returnsEmail } from './returns'
import { isMessageTree, mergeMessages } from '../merge-messages'

export interface MessageTree {
  [key: string]: string | MessageTree
}

interface NamespaceFile {
  hr: object
  en: object
}

export const NAMESPACE_FILES: Record<string, NamespaceFile> = {
  common,
  layout,
  errors,
  validation,
  'pages-content': pagesContent,
  'pages-account': pagesAccount,
  product,
  cart,
  checkout,
  customer,
  routes,
  fulfilment: fulfilment,
  'digital-delivery': digitalDelivery,
  invoices: invoices,
  refunds: refunds,
  returns: returns,
}

/** Merges namespace files into one locale's dictionary: Croatian first, then the locale's own texts over it. */
export function buildDictionary(files: Record<string, NamespaceFile>, locale: Locale): MessageTree {
  const dictionary: MessageTree = {}
  for (const file of Object.values(files)) mergeMessages(dictionary, file.hr)
  if (locale !== 'hr') for (const file of Object.values(files)) mergeMessages(dictionary, file[locale])
  return dictionary
}

/** Builds each locale's dictionary of `files` once (immutable constant data). */
function dictionaries(files: Record<string, NamespaceFile>): (locale: Locale) => MessageTree {
  const built = new Map<Locale, MessageTree>()
  return (locale) => {
    const cached = built.get(locale)
    if (cached) return cached
    const dictionary = buildDictionary(files, locale)
    built.set(locale, dictionary)
    return dictionary
  }
}

/** The whole dictionary of one locale (Croatian fallback for missing English keys). */
export const dictionaryFor = dictionaries(NAMESPACE_FILES)

/**
 * One locale's dictionary cut to `keys` (each a text or a whole subtree; unknown keys are skipped):
 * what a page inlines and what a page module's message file holds (issue 17;
 * scripts/build-client.mjs finds the keys, worker/render/page-messages.ts keeps each page's cut).
 */
export function dictionaryOfKeys(locale: Locale, keys: readonly string[]): MessageTree {
  const dictionary: MessageTree = {}
  for (const key of keys) {
    const path = key.split('.')
    let node: string | MessageTree | undefined = dictionaryFor(locale)
    for (const part of path) node = isMessageTree(node) ? node[part] : undefined
    if (node === undefined) continue
    let target = dictionary
    for (const part of path.slice(0, -1)) target = isMessageTree(target[part]) ? target[part] : (target[part] = {})
    target[path[path.length - 1] ?? ''] = node
  }
  return dictionary
}

/** The page dictionary plus the editor's and the backoffice's texts: only for a backoffice user's pages (issues 15, 16). */
export const editDictionaryFor = dictionaries({
  ...NAMESPACE_FILES,
  edit,
  backoffice,
  'admin-products': adminProducts,
  'admin-product-editor': adminProductEditor,
  'admin-product-types': adminProductTypes,
  'admin-catalogue-terms': adminCatalogueTerms,
  'admin-catalogue-import': adminCatalogueImport,
  'admin-dashboard': adminDashboard,
  'shop-settings': shopSettings,
  staff,
  customers,
  'shop-methods': shopMethods,
  'admin-sale-schedules': adminSaleSchedules,
  coupons,
})

/** The page dictionary plus the texts only the Worker writes: its answers (edge.ts, backend.ts) and e-mails (email.ts). */
export const SERVER_FILES: Record<string, NamespaceFile> = {
  ...NAMESPACE_FILES,
  edge,
  email,
  backend,
  'fulfilment-email': fulfilmentEmail,
  'digital-delivery-email': digitalDeliveryEmail,
  'invoices-email': invoicesEmail,
  'refunds-email': refundsEmail,
  'returns-email': returnsEmail,
}

/** One locale's dictionary for messages the Worker writes itself (never serialised into a page). */
export const serverDictionaryFor = dictionaries(SERVER_FILES)

/** The page dictionary plus the sections' sample texts: only for the style guide page (/section-tool). */
export const sectionToolDictionaryFor = dictionaries({ ...NAMESPACE_FILES, 'section-tool': sectionTool })
