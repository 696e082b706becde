import type { Locale } from '../../contract/locales'
import type { ViewerInfo } from '../lib/page-types'
import type { RouteState } from '../lib/route-state'
import type { BadgeInfo } from '../lib/site-context'

/** Ids of the JSON scripts the server writes and the browser entry reads. */
export const BOOT_SCRIPT_ID = '__IZLOG_BOOT__'
export const MESSAGES_SCRIPT_ID = '__IZLOG_I18N__'
export const STATE_SCRIPT_ID = '__IZLOG_STATE__'
/** Further dehydrated-state scripts (appended while the stream resolves) carry this attribute. */
export const STATE_SCRIPT_ATTR = 'data-izlog-state'
/** The element `hydrateRoot` hydrates (inside <body>). */
export const ROOT_ELEMENT_ID = 'app'
/** `<html data-hydrated="true">` once the page has hydrated (the document's loader and e2e tests read it). */
export const HYDRATED_DATASET = 'hydrated'
/**
 * Buttons pressed and forms sent before the app ran, in order: the document's loader holds them
 * back in `window[PENDING_ACTIONS_KEY]` and the app replays them once hydrated (app/pending-actions.ts).
 */
export const PENDING_ACTIONS_KEY = '__izlogPending'
/** `<html data-pending>` while such a held action waits for the app (the cursor shows progress). */
export const PENDING_DATASET = 'pending'

export { CORE_VERSION } from '../../contract/version'

/** Everything the browser needs to rebuild the exact tree the server rendered. */
export interface BootData {
  locale: Locale
  route: RouteState
  /** Only ever set on uncached (private) responses; cached pages carry null. */
  viewer: ViewerInfo | null
  /** Version badge (non-production only). */
  badge: BadgeInfo | null
  /** Public origin for absolute links (share buttons, canonical). */
  origin: string
  /**
   * Where the other pages' messages are (issue 17): `<url>/<module>.json` holds the texts that page
   * module uses beyond the shell's. Null when the document carries them all (edit mode).
   */
  messages: { url: string } | null
  /** The request's cookie held a cookie choice: the page was rendered without the cookie notice. */
  cookieChoice: boolean
}

/** The islands' entry asks the document's loader for the app with this window event once its islands have hydrated (issue 38). */
export const APP_WANTED_EVENT = 'izlog:app-wanted'
