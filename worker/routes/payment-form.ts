import type { ProviderForm } from '../../contract/dto/commerce'

/**
 * The payment provider's form from order/create's `html`, as a checked structure: its action, and
 * its hidden fields. Nothing else of that HTML reaches the page (no markup, no attributes, no
 * script), and the action must post to this site or to an origin of PAYMENT_FORM_ORIGINS.
 */
export async function providerForm(
  html: string,
  siteOrigin: string,
  allowedOrigins: readonly string[],
): Promise<ProviderForm | null> {
  let action: string | null = null
  let method = 'post'
  let forms = 0
  const fields: ProviderForm['fields'] = []
  const rewriter = new HTMLRewriter()
    .on('form', {
      element(form) {
        forms += 1
        action = form.getAttribute('action')
        method = (form.getAttribute('method') ?? 'post').toLowerCase()
      },
    })
    .on('input', {
      element(input) {
        const name = input.getAttribute('name')
        if (name && (input.getAttribute('type') ?? 'text').toLowerCase() === 'hidden')
          fields.push({ name, value: input.getAttribute('value') ?? '' })
      },
    })
  await rewriter.transform(new Response(html)).text()
  if (forms !== 1 || action === null || (method !== 'post' && method !== 'get')) return null
  let target: URL
  try {
    target = new URL(action, siteOrigin)
  } catch {
    return null
  }
  const sameSite = target.origin === siteOrigin
  // Allowed origins are https only (paymentFormOrigins); javascript: and data: have no origin to match.
  if (!sameSite && !allowedOrigins.includes(target.origin)) return null
  return {
    action: sameSite ? `${target.pathname}${target.search}` : target.href,
    method: method as 'post' | 'get',
    fields,
  }
}
