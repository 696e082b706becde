import { paging, type Paging } from './http'

/**
 * What every backoffice list shares (issue 16): its page size and paging, and the CSV export staff
 * open in a spreadsheet. Who may call a list is its row's (access 'staff'), not this module's.
 */

/** The admin lists' page size (lastPage form). */
export const ADMIN_PER_PAGE = 25

export const adminPaging = (page: string | undefined): Paging =>
  paging(page, ADMIN_PER_PAGE, { page: 1, limit: ADMIN_PER_PAGE }, ADMIN_PER_PAGE)

/**
 * CSV for the exports staff open in a spreadsheet: RFC 4180 quoting, CRLF rows, a BOM so Excel
 * reads UTF-8, and cells that would start a formula (= + - @, tab, CR) prefixed with ' so a
 * visitor's input never runs as one (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvRow = (cells: readonly unknown[]): string => cells.map(csvCell).join(',')

export const csvDocument = (header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string =>
  `\uFEFF${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`

/** The download answer: attachment with a safe file name, never cached. */
export function csvResponse(filename: string, body: string): Response {
  const safe = filename.replace(/[^a-zA-Z0-9._-]+/g, '-')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safe}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** Exports read in chunks of this many rows (D1 answers are bounded); at most EXPORT_MAX rows. */
export const EXPORT_CHUNK = 1000
export const EXPORT_MAX = 100_000
