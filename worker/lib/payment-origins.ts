/** PAYMENT_FORM_ORIGINS: the https origins of an external provider's hosted payment form (invalid entries are ignored). */
export function paymentFormOrigins(env: { PAYMENT_FORM_ORIGINS?: string }): string[] {
  return (env.PAYMENT_FORM_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .flatMap((entry) => {
      try {
        const url = new URL(entry)
        return url.protocol === 'https:' && url.origin === entry.replace(/\/$/, '') ? [url.origin] : []
      } catch {
        return []
      }
    })
}
