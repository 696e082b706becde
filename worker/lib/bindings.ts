/**
 * Bindings and vars declared in wrangler.toml: the global `Env` that `npm run types` generates
 * (worker/worker-configuration.d.ts, `wrangler types`), never written by hand; plus what a
 * deployment may add without wrangler.toml naming it: the `send_email` binding EMAIL and the
 * EMAIL_API_KEY secret (see EMAIL_SENDER), the SOCIAL_CLIENT_SECRETS secret (see SOCIAL_PROVIDERS) and
 * the CAPTCHA_SECRET secret (see CAPTCHA_PROVIDER) and the GITLAB_TOKEN secret (see GITLAB_PROJECT_ID).
 */
export type Bindings = Env & {
  EMAIL?: SendEmail
  EMAIL_API_KEY?: string
  SOCIAL_CLIENT_SECRETS?: string
  CAPTCHA_SECRET?: string
  GITLAB_TOKEN?: string
}

export const isOn = (flag: string | undefined): boolean => /^(1|on|true|yes)$/i.test((flag ?? '').trim())
export const isProduction = (env: Pick<Bindings, 'ENVIRONMENT'>): boolean => env.ENVIRONMENT === 'production'
