import type { ReactElement, ReactNode } from 'react'
import type { Context } from 'hono'
import { reactRenderer } from '@hono/react-renderer'
import type { Locale } from '../../contract/locales'

/**
 * The documents that do not stream (maintenance page, plain error fallback, hosted test payment
 * page): `@hono/react-renderer` renders them whole with `renderToString`. One small page each:
 * no scripts, no external resources, one inline style that carries the response's CSP nonce.
 */
declare module '@hono/react-renderer' {
  interface Props {
    /** The document's language, `<title>` and inline style. */
    head: PlainHead
  }
}

export interface PlainHead {
  lang: Locale
  title: string
  css: string
}

function PlainDocument({ head, nonce, children }: { head: PlainHead; nonce: string; children: ReactNode }) {
  return (
    <html lang={head.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{head.title}</title>
        {/* Without it the browser asks for /favicon.ico, which does not exist. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: head.css }} />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  )
}

/** The renderer middleware; `renderPlainDocument` installs it on the context it renders for. */
const plainDocuments = reactRenderer(
  ({ head, c, children }) => (
    <PlainDocument head={head} nonce={c.get('secureHeadersNonce') ?? ''}>
      {children}
    </PlainDocument>
  ),
  { docType: '<!doctype html>' },
)

const nothingNext = async (): Promise<void> => {}

/** A whole plain document as the response: `status`, extra `headers`, the body inside `<main>`. */
export async function renderPlainDocument(
  c: Context,
  head: PlainHead,
  body: ReactElement,
  status: number,
  headers: HeadersInit = {},
): Promise<Response> {
  await plainDocuments(c, nothingNext)
  const res = await c.render(body, { head })
  const out = new Headers(res.headers)
  for (const [name, value] of new Headers(headers)) out.set(name, value)
  return new Response(res.body, { status, headers: out })
}
