import type { Locale } from '../contract/locales'
import type { Upstream } from './upstream/types'

/**
 * Bindings and vars declared in wrangler.toml: the global `Env` that `npm run types` generates
 * (worker/worker-configuration.d.ts, `wrangler types`), never written by hand; plus what a
 * deployment may add without wrangler.toml naming it: the `send_email` binding EMAIL and the
 * EMAIL_API_KEY secret (see EMAIL_SENDER), the SOCIAL_CLIENT_SECRETS secret (see SOCIAL_PROVIDERS) and
 * the CAPTCHA_SECRET secret (see CAPTCHA_PROVIDER) and the GITLAB_TOKEN secret (see GITLAB_PROJECT_ID).
 */
export type Bindings = Env & { EMAIL?: SendEmail; EMAIL_API_KEY?: string; SOCIAL_CLIENT_SECRETS?: string; CAPTCHA_SECRET?: string; GITLAB_TOKEN?: string }

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
