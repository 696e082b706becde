import { describe, expect, it } from 'vitest'
import { appFetch } from './helpers'

const TURNSTILE = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site-key-1', CAPTCHA_SECRET: 'secret-1' }

describe('captcha configuration for pages', () => {
  it('is null, and pages allow no captcha frames, until a provider, site key and secret are all set', async () => {
    const none = await appFetch('/api/forms/captcha')
    expect(await none.json()).toEqual({ data: null })
    const noSecret = await appFetch(
      '/api/forms/captcha',
      {},
      { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: '' },
    )
    expect(await noSecret.json()).toEqual({ data: null })
    const page = await appFetch('/kontakt')
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-src 'self';")
  })

  it('names the provider, the site key and its script (never the secret), and pages allow its frames', async () => {
    const res = await appFetch('/api/forms/captcha', {}, TURNSTILE)
    const body = (await res.json()) as { data: Record<string, string> }
    expect(body.data).toEqual({
      provider: 'turnstile',
      siteKey: 'site-key-1',
      script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    })
    expect(JSON.stringify(body)).not.toContain('secret-1')
    const page = await appFetch('/kontakt', {}, TURNSTILE)
    const csp = page.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com")
    expect(csp).toContain("connect-src 'self' https://challenges.cloudflare.com")
    expect(csp).toContain("'strict-dynamic'")
  })
})
