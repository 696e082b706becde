import { csvDocument } from '../admin-lists'

/**
 * The catalogue's CSV (issue 35): RFC 4180 parsed and written here, no library. The format is
 * small (quoted fields with the delimiter, quotes and line breaks; `""` for a quote; CRLF, LF or
 * CR between records) and a spreadsheet is its only other party, so ~80 lines beat a dependency
 * in the Worker's bundle. What spreadsheets add is handled too: a UTF-8 BOM (written for Excel,
 * skipped when read), `;` as the delimiter (Excel in a comma-decimal locale: detected from the
 * header), and the `'` the exports put before a cell that would start a formula (CSV injection,
 * admin-lists.ts csvCell) is taken off again on reading.
 */

export type Delimiter = ',' | ';' | '\t'

export interface CsvTable {
  delimiter: Delimiter
  header: string[]
  /** Records after the header, each with its number in the file (1 = the header): a spreadsheet's row number. */
  records: Array<{ line: number; cells: string[] }>
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`CSV: a quoted field opened on record ${line} is never closed`)
  }
}

/** The delimiter the header uses most, outside quotes (a tie or none: the comma). */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';'
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t'
  return ','
}

/** A cell as the exports wrote it: the formula guard `'` before = + - @ taken off. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

/** Every record of the text (the first is the header), blank records left out. */
export function parseCsv(input: string): CsvTable {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const delimiter = detectDelimiter(text)
  const rows: Array<{ line: number; cells: string[] }> = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let wasQuoted = false
  let line = 1
  const endCell = () => {
    cells.push(unguard(cell))
    cell = ''
    wasQuoted = false
  }
  const endRecord = () => {
    endCell()
    if (cells.some((value) => value !== '')) rows.push({ line, cells })
    cells = []
    line += 1
  }
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? ''
    if (quoted) {
      if (char !== '"') cell += char
      else if (text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else quoted = false
    } else if (char === '"' && cell === '' && !wasQuoted) {
      quoted = true
      wasQuoted = true
    } else if (char === delimiter) endCell()
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1
      endRecord()
    } else cell += char
  }
  if (quoted) throw new CsvSyntaxError(line)
  if (cell !== '' || cells.length > 0 || wasQuoted) endRecord()
  const [head, ...records] = rows
  return { delimiter, header: head ? head.cells.map((name) => name.trim()) : [], records }
}

/** The catalogue's CSV document: BOM, CRLF, RFC 4180 quoting and the formula guard (admin-lists.ts). */
export const serialiseCsv = (header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string =>
  csvDocument(header, rows)

/** The texts of one language, as columns `<field>_<language>`. */
export const TEXT_FIELDS = ['name', 'slug', 'short_description', 'description', 'seo_title', 'seo_description'] as const

/** The catalogue's columns, in the export's order; an import needs `sku` and reads the others it finds. */
export const CATALOGUE_COLUMNS = [
  'sku',
  'type',
  'parent_sku',
  'status',
  ...TEXT_FIELDS.map((field) => `${field}_hr` as const),
  ...TEXT_FIELDS.map((field) => `${field}_en` as const),
  'retail_price',
  'discount_price',
  'membership_price',
  'tax_rate',
  'stock_qty',
  'low_stock_threshold',
  'sell_when_out_of_stock',
  'featured',
  'categories',
  'tags',
  'variant_values',
] as const
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]

/** Several slugs (or values) in one cell. */
export const LIST_SEPARATOR = '|'

/** Cents as euros with dot decimals (`1250` → `12.50`). */
export const euros = (cents: number | null): string =>
  cents === null ? '' : `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
