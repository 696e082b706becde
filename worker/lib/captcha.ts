import type { Bindings } from './bindings'

/**
 * Captcha answers of CMS forms, verified on the server (SPEC §7; issue 14) with the provider set by
 * configuration: Google reCAPTCHA v2 (as SPEC says) or Cloudflare Turnstile. The secret is the
 * CAPTCHA_SECRET secret; the page's site key is the CAPTCHA_SITE_KEY var.
 */
export type CaptchaProvider = 'recaptcha' | 'turnstile'

const SITEVERIFY: Record<CaptchaProvider, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
}

/** Where each provider's widget script, frames and calls come from (the pages' CSP allows them when configured). */
export const CAPTCHA_ORIGINS: Record<CaptchaProvider, { script: string; origins: readonly string[] }> = {
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js?render=explicit',
    origins: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  },
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    origins: ['https://challenges.cloudflare.com'],
  },
}

const VERIFY_TIMEOUT_MS = 5_000

type CaptchaEnv = Pick<Bindings, 'CAPTCHA_PROVIDER' | 'CAPTCHA_SITE_KEY'> & { CAPTCHA_SECRET?: string }

/** The configured provider and site key for pages, or null when captcha is not set up. */
export function captchaConfig(env: CaptchaEnv): { provider: CaptchaProvider; siteKey: string } | null {
  const provider = env.CAPTCHA_PROVIDER.trim()
  if (
    (provider !== 'recaptcha' && provider !== 'turnstile') ||
    !env.CAPTCHA_SITE_KEY.trim() ||
    !env.CAPTCHA_SECRET?.trim()
  )
    return null
  return { provider, siteKey: env.CAPTCHA_SITE_KEY.trim() }
}

export type CaptchaOutcome = 'passed' | 'failed' | 'not_configured' | 'unavailable'

/** Asks the provider whether `answer` (the widget's response token) is a solved challenge for our secret. */
export async function verifyCaptcha(
  env: CaptchaEnv,
  answer: unknown,
  remoteIp: string | undefined,
): Promise<CaptchaOutcome> {
  const config = captchaConfig(env)
  if (!config) return 'not_configured'
  if (typeof answer !== 'string' || answer.length === 0 || answer.length > 4096) return 'failed'
  const body = new URLSearchParams({
    secret: env.CAPTCHA_SECRET ?? '',
    response: answer,
    ...(remoteIp ? { remoteip: remoteIp } : {}),
  })
  try {
    const res = await fetch(SITEVERIFY[config.provider], {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    if (!res.ok) return 'unavailable'
    const verdict = (await res.json().catch(() => null)) as { success?: unknown } | null
    return verdict?.success === true ? 'passed' : 'failed'
  } catch {
    return 'unavailable'
  }
}
