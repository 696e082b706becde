import { sanitizeHtml } from '../lib/sanitize-html'

/**
 * CMS HTML is sanitised on the server, once, where it enters the Worker: every JSON answer of
 * the upstream (the embedded backend or an external API) has its HTML fields cleaned before it is
 * cached, proxied to the browser or rendered. The browser renders that HTML as it is given and
 * carries no sanitiser.
 */
const HTML_FIELDS = new Set(['body', 'html', 'answerHtml', 'description', 'shortDescription', 'description_html'])

export function sanitizeHtmlFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeHtmlFields)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    out[key] = typeof field === 'string' && HTML_FIELDS.has(key) ? sanitizeHtml(field) : sanitizeHtmlFields(field)
  }
  return out
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i

/** The same response with its JSON body's HTML fields sanitised (other bodies pass untouched). */
export async function sanitizedResponse(res: Response): Promise<Response> {
  if (!JSON_TYPE.test(res.headers.get('content-type') ?? '') || res.body === null) return res
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, res)
  }
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(sanitizeHtmlFields(body)), {
    status: res.status,
    statusText: res.statusText,
    headers,
  })
}
