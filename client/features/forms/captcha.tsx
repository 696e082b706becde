import { useCallback, useEffect, useRef, useState } from 'react'
import type { CaptchaConfig } from '../../../contract/dto/cms'

/** The two widgets' browser APIs, as far as we use them. */
interface Turnstile {
  render: (el: HTMLElement, options: Record<string, unknown>) => string
  execute: (el: HTMLElement | string) => void
  reset: (id: string) => void
}
interface ReCaptcha {
  render: (el: HTMLElement, options: Record<string, unknown>) => number
  execute: (id: number) => void
  reset: (id: number) => void
}
declare global {
  interface Window {
    turnstile?: Turnstile
    grecaptcha?: ReCaptcha
  }
}

const scripts = new Map<string, Promise<void>>()

/** Loads a provider's script once per page (only where a form needs it). */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src)
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => reject(new Error(`captcha script failed: ${src}`))
      document.head.append(script)
    })
    scripts.set(src, loading)
  }
  return loading
}

const ready = (provider: CaptchaConfig['provider']) => (provider === 'turnstile' ? window.turnstile : window.grecaptcha)

/**
 * SPEC §7 captcha, invisible by default: reCAPTCHA v2 invisible or Turnstile in 'interaction-only'
 * mode; a challenge shows only when the provider asks for one. `answer()` runs the check at submit
 * and resolves with the token the server verifies.
 */
export function useCaptcha(config: CaptchaConfig | null | undefined): {
  slot: (el: HTMLDivElement | null) => void
  answer: () => Promise<string>
  failed: boolean
} {
  const element = useRef<HTMLDivElement | null>(null)
  const widget = useRef<string | number | null>(null)
  const pending = useRef<{ resolve: (token: string) => void; reject: (error: Error) => void } | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!config || !element.current) return
    let cancelled = false
    const el = element.current
    const callbacks = {
      callback: (token: string) => pending.current?.resolve(token),
      'error-callback': () => pending.current?.reject(new Error('captcha error')),
      'expired-callback': () => pending.current?.reject(new Error('captcha expired')),
    }
    loadScript(config.script)
      .then(async () => {
        // The API object appears once the script has run its own set-up.
        for (let i = 0; i < 50 && !ready(config.provider); i++) await new Promise((resolve) => setTimeout(resolve, 100))
        if (cancelled) return
        if (config.provider === 'turnstile' && window.turnstile) {
          widget.current = window.turnstile.render(el, {
            sitekey: config.siteKey,
            appearance: 'interaction-only',
            execution: 'execute',
            ...callbacks,
          })
        } else if (config.provider === 'recaptcha' && window.grecaptcha) {
          widget.current = window.grecaptcha.render(el, { sitekey: config.siteKey, size: 'invisible', ...callbacks })
        } else setFailed(true)
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
    }
  }, [config])

  const answer = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        if (!config || widget.current === null || !element.current) return reject(new Error('captcha not ready'))
        pending.current = { resolve, reject }
        if (config.provider === 'turnstile') window.turnstile?.execute(element.current)
        else window.grecaptcha?.execute(widget.current as number)
      }).finally(() => {
        pending.current = null
        if (widget.current === null) return
        if (config?.provider === 'turnstile') window.turnstile?.reset(widget.current as string)
        else window.grecaptcha?.reset(widget.current as number)
      }),
    [config],
  )

  const slot = useCallback((el: HTMLDivElement | null) => {
    element.current = el
  }, [])
  return { slot, answer, failed }
}
