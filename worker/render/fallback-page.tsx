import type { Context } from 'hono'
import type { Locale } from '../../contract/locales'
import { renderPlainDocument } from '../lib/plain-document'

const TEXTS: Record<Locale, { title: string; text: string; home: string; href: string }> = {
  hr: {
    title: 'Nešto je pošlo po zlu',
    text: 'Stranicu trenutno nije moguće prikazati. Pokušajte ponovno za nekoliko trenutaka.',
    home: 'Povratak na naslovnicu',
    href: '/',
  },
  en: {
    title: 'Something went wrong',
    text: 'This page cannot be shown right now. Please try again in a moment.',
    home: 'Back to the home page',
    href: '/en/',
  },
}

const CSS =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0e0f1a;color:#f1f2f8;text-align:center}main{max-width:32rem;padding:2rem}a{display:inline-block;margin-top:1rem;padding:.7rem 1.4rem;border-radius:999px;background:#7cf2c8;color:#0e0f1a;font-weight:700;text-decoration:none}small{color:#a5a9bf}'

/**
 * Last resort when even the error page fails to render (SPEC §2): a tiny self-contained document
 * with the message and a link home. No scripts; the inline style carries the nonce.
 */
export function renderFallbackPage(
  c: Context,
  locale: Locale,
  status: number,
  headers: HeadersInit = {},
): Promise<Response> {
  const text = TEXTS[locale]
  return renderPlainDocument(
    c,
    { lang: locale, title: `${text.title} | izlog`, css: CSS },
    <>
      <small>{status}</small>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <a href={text.href}>{text.home}</a>
    </>,
    status,
    headers,
  )
}
