/**
 * What the Worker needs to render the app on the server — the one door from worker/ into
 * client/ (scripts/check-imports.mjs refuses any other worker → client import).
 */
export { AppRoot } from './app/app-root'
export {
  BOOT_SCRIPT_ID,
  CORE_VERSION,
  HYDRATED_DATASET,
  PENDING_ACTIONS_KEY,
  PENDING_DATASET,
  MESSAGES_SCRIPT_ID,
  ROOT_ELEMENT_ID,
  STATE_SCRIPT_ID,
  APP_WANTED_EVENT,
  type BootData,
} from './app/boot'
export { documentDescription, documentTitle, SITE_NAME } from './app/head'
export { messageOfError, statusOfError } from './app/http-status'
export { prefetchLayout } from './app/layout/layout-queries'
export { staticPageSource, type PageRegistry, type PageSource } from './app/page-source'
export { errorState, resolveRoute } from './app/resolve-route'
export { createTranslator, type Messages, type Translator } from './i18n/i18n'
export {
  dictionaryFor,
  dictionaryOfKeys,
  editDictionaryFor,
  sectionToolDictionaryFor,
  serverDictionaryFor,
} from './i18n/messages'
export { HttpStatusError, type HeadData, type PageModule, type ViewerInfo } from './lib/page-types'
export { COOKIE_CHOICE_DATASET, COOKIE_CONSENT_KEY } from './lib/cookie-consent'
export { CART_HINT_KEY } from './lib/cart-count'
export { createQueryClient } from './lib/query-client'
export type { RouteState } from './lib/route-state'
export { viewerAtom } from './lib/viewer'
export { editModeOf } from './features/edit-mode/edit-mode'
export { ISLAND_ATTR, ISLANDS_OF_PAGE } from './lib/islands/island'
export { ISLAND_HYDRATED_ATTR } from './lib/islands/roots'
export { pageRegistry } from './pages/registry'
