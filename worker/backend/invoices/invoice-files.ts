import type { Context } from 'hono'
import type { Bindings } from '../../lib/bindings'
import type { BackendEnv } from '../context'
import { findInvoiceById, setInvoicePdfKey, type StoredInvoice } from './invoice-repository'

/**
 * The PDF of an invoice or credit note, made once and kept in R2 (the media bucket, under invoices/):
 * right after the issuing request (waitUntil), or at its first download if that did not happen.
 * The renderer (pdf-lib, fontkit and the font: most of its cost) is imported only here, when a PDF
 * is made.
 */

/** `invoices/<year>/<seq>-<premises>-<device>.pdf`: premises and device are checked at issue (letters, digits). */
export const invoicePdfKey = (invoice: Pick<StoredInvoice, 'year' | 'seq' | 'premises' | 'device'>): string =>
  `invoices/${invoice.year}/${invoice.seq}-${invoice.premises}-${invoice.device}.pdf`

/** The document's PDF: from R2, or made now, stored, and its key recorded. */
export async function invoicePdf(env: Bindings, invoice: StoredInvoice): Promise<Uint8Array> {
  const key = invoicePdfKey(invoice)
  if (invoice.r2Key) {
    const stored = await env.MEDIA.get(invoice.r2Key)
    if (stored) return new Uint8Array(await stored.arrayBuffer())
  }
  const { renderInvoicePdf } = await import('./invoice-pdf')
  const bytes = await renderInvoicePdf(invoice.document, invoice.language)
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: 'application/pdf' } })
  await setInvoicePdfKey(env.DB, invoice.id, key)
  return bytes
}

/** Makes the PDF after the answer (the request that issued the document does not wait for it). */
export function makeInvoicePdfLater(c: Context<BackendEnv>, invoiceId: number): void {
  let ctx: Pick<ExecutionContext, 'waitUntil'> | undefined
  try {
    ctx = c.executionCtx
  } catch {
    // No execution context (a test's in-process call): the first download makes it.
  }
  ctx?.waitUntil(
    findInvoiceById(c.env.DB, invoiceId)
      .then((invoice) => (invoice && !invoice.r2Key ? invoicePdf(c.env, invoice) : null))
      .catch((error: unknown) => console.error(`izlog: the PDF of invoice ${invoiceId} failed`, error)),
  )
}

/** The download's file name: the kind and the number, e.g. `racun-12-IZLOG1-1.pdf`. */
export function invoiceFileName(invoice: Pick<StoredInvoice, 'kind' | 'number' | 'language'>): string {
  const word =
    invoice.kind === 'invoice'
      ? invoice.language === 'hr'
        ? 'racun'
        : 'invoice'
      : invoice.language === 'hr'
        ? 'odobrenje'
        : 'credit-note'
  return `${word}-${invoice.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`
}

/** The PDF as an answer: inline (the browser shows it), never cached by anyone but the caller. */
export const pdfResponse = (bytes: Uint8Array, fileName: string): Response =>
  new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  })
