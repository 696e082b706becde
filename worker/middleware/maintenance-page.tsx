import type { Context } from 'hono'
import type { Locale } from '../../contract/locales'
import { renderPlainDocument } from '../lib/plain-document'

export const MAINTENANCE_TEXT: Record<Locale, { title: string; body: string }> = {
  hr: { title: 'Održavanje u tijeku', body: 'Trgovina će uskoro ponovno biti dostupna.' },
  en: { title: 'Maintenance in progress', body: 'The shop will be back soon.' },
}

const CSS = `
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: radial-gradient(circle at 30% 20%, #2a2350, #0f0d1a 70%); color: #f4f2ff; }
  main { max-width: 32rem; padding: 2.5rem 2rem; text-align: center; border: 1px solid rgba(255,255,255,.12); border-radius: 1.25rem; background: rgba(255,255,255,.04); }
  .logo { font-weight: 800; letter-spacing: .2em; text-transform: uppercase; color: #9d8cff; margin-bottom: 1.5rem; }
  h1 { font-size: clamp(1.6rem, 4vw, 2.2rem); margin: 0 0 .75rem; }
  p { margin: 0; line-height: 1.6; color: #cfc9ef; }
  @media (prefers-reduced-motion: no-preference) { main { animation: rise .6s ease-out; } @keyframes rise { from { opacity: 0; transform: translateY(8px); } } }
`

/** The maintenance page (503) in the request's locale. */
export function renderMaintenancePage(c: Context, locale: Locale, headers: HeadersInit): Promise<Response> {
  const text = MAINTENANCE_TEXT[locale]
  return renderPlainDocument(
    c,
    { lang: locale, title: `${text.title} · izlog`, css: CSS },
    <>
      <div className="logo">izlog</div>
      <h1>{text.title}</h1>
      <p>{text.body}</p>
    </>,
    503,
    headers,
  )
}
