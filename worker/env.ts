import type { Locale } from '../contract/locales'
import type { Upstream } from './upstream/types'
import type { VisitorBookmark } from './upstream/visitor-bookmark'
import type { Bindings } from './lib/bindings'
import type { StaffRole } from '../contract/staff-roles'

export { isOn, isProduction, type Bindings } from './lib/bindings'

/** The user the edge verified from the access-token cookie (null = anonymous). */
export interface SessionUser {
  id: number
  email: string
  firstName: string
  lastName: string
  isBackofficeUser: boolean
  /** The staff role the token claims (null for customers); the backend confirms it on every call. */
  staffRole: StaffRole | null
}

export interface Variables {
  locale: Locale
  user: SessionUser | null
  /** Raw access token (only ever forwarded to the upstream, never to the browser). */
  accessToken: string | null
  upstream: Upstream
  /** The visitor's D1 bookmark, carried through this request's backend calls. */
  databaseBookmark: VisitorBookmark
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}
