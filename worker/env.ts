import type { Locale } from '../contract/locales'
import type { Upstream } from './upstream/types'

/** Bindings and vars declared in wrangler.toml. */
export interface Bindings {
  CACHE: KVNamespace
  DB: D1Database
  MEDIA: R2Bucket
  ASSETS: Fetcher
  UPSTREAM_URL: string
  API_KEY: string
  SITE_ID: string
  STORE_ID: string
  MAINTENANCE: string
  ROOT_REDIRECT: string
  ENVIRONMENT: string
  JWT_ISSUER: string
  JWT_AUDIENCE: string
  JWT_SECRET: string
  PUBLIC_ORIGIN: string
  /** 'on': the embedded backend is also served over HTTP at /backend/api/... (for another Worker's UPSTREAM_URL). */
  BACKEND_HTTP: string
}

/** The user the edge verified from the access-token cookie (null = anonymous). */
export interface SessionUser {
  id: number
  email: string
  firstName: string
  lastName: string
  isBackofficeUser: boolean
}

export interface Variables {
  locale: Locale
  user: SessionUser | null
  /** Raw access token (only ever forwarded to the upstream, never to the browser). */
  accessToken: string | null
  upstream: Upstream
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}

export const isOn = (flag: string | undefined): boolean => /^(1|on|true|yes)$/i.test((flag ?? '').trim())
export const isProduction = (env: Pick<Bindings, 'ENVIRONMENT'>): boolean => env.ENVIRONMENT === 'production'
