import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import type { CatalogueImportRow } from '../../../contract/dto/catalogue-admin'
import { messages as validationTexts } from '../../../contract/validation/messages'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { edgeText } from '../../texts/edge-text'
import { LIST_SEPARATOR, TEXT_FIELDS, type CatalogueColumn } from './catalogue-csv'
import type { ProductState, Texts } from './catalogue-import-state'

/**
 * A CSV row's cells read into the product it makes (issue 35): euros with a dot or a comma as
 * cents, counts, tax rates, yes/no flags, `|`-separated slugs, texts (descriptions sanitised as the
 * editor's save does). A cell that is no value of its column is noted with its message (the
 * request's language); a column the header leaves out keeps the product's value.
 */

type Errors = CatalogueImportRow['errors']

/** Reads a row's cells into a product, noting each cell that is no value of its column. */
export class RowReader {
  readonly errors: Errors = []
  constructor(
    private readonly lang: Locale,
    private readonly header: Map<CatalogueColumn, number>,
    private readonly cells: string[],
  ) {}

  has(column: CatalogueColumn): boolean {
    return this.header.has(column)
  }

  cell(column: CatalogueColumn): string {
    const index = this.header.get(column)
    return index === undefined ? '' : (this.cells[index] ?? '')
  }

  refuse(column: string, code: string, params: Record<string, string | number> = {}): void {
    if (this.errors.some((error) => error.column === column)) return
    this.errors.push({ column, message: edgeText(this.lang, `backend.${code}`, params) })
  }

  invalid(column: CatalogueColumn, key: 'invalid' | 'required' = 'invalid'): void {
    if (this.errors.some((error) => error.column === column)) return
    this.errors.push({ column, message: validationTexts[this.lang].validation[key] })
  }

  /** Euros with a dot or a comma (`12.50`, `12,5`) as cents; '' as null. */
  cents(column: CatalogueColumn): number | null | undefined {
    const text = this.cell(column).trim()
    if (text === '') return null
    const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text)
    if (!match) return void this.invalid(column)
    return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
  }

  count(column: CatalogueColumn): number | null | undefined {
    const text = this.cell(column).trim()
    if (text === '') return null
    if (!/^\d{1,9}$/.test(text)) return void this.invalid(column)
    return Number(text)
  }

  rate(column: CatalogueColumn): number | null | undefined {
    const text = this.cell(column).trim()
    if (text === '') return null
    if (!/^\d{1,3}(?:[.,]\d{1,2})?$/.test(text)) return void this.invalid(column)
    return Number(text.replace(',', '.'))
  }

  flag(column: CatalogueColumn): boolean | undefined {
    const text = this.cell(column).trim().toLowerCase()
    if (['', '0', 'false', 'no', 'ne'].includes(text)) return false
    if (['1', 'true', 'yes', 'da'].includes(text)) return true
    return void this.invalid(column)
  }

  slugs(column: CatalogueColumn): string[] {
    return [
      ...new Set(
        this.cell(column)
          .split(LIST_SEPARATOR)
          .map((slug) => slug.trim())
          .filter((slug) => slug !== ''),
      ),
    ].sort()
  }
}

const emptyTexts = (): Texts => ({
  name: '',
  slug: '',
  short_description: '',
  description: '',
  seo_title: '',
  seo_description: '',
})

export const NEW_PRODUCT: ProductState = {
  type: 'simple',
  status: 'draft',
  texts: { hr: null, en: null },
  retail: null,
  discount: null,
  membership: null,
  tax: null,
  stock: null,
  threshold: null,
  sellWhenOutOfStock: false,
  featured: false,
  categories: [],
  tags: [],
}

/** Whatever the row's columns say, over what the product has (or a new product's defaults). */
export function applyCells(
  reader: RowReader,
  base: ProductState,
  columnsTaken: readonly CatalogueColumn[],
): ProductState {
  const next: ProductState = { ...base, texts: { ...base.texts } }
  const take = (column: CatalogueColumn) => reader.has(column) && columnsTaken.includes(column)
  const number = <T>(column: CatalogueColumn, read: (c: CatalogueColumn) => T | undefined, set: (value: T) => void) => {
    if (!take(column)) return
    const value = read.call(reader, column)
    if (value !== undefined) set(value)
  }
  if (take('status')) {
    const status = reader.cell('status').trim().toLowerCase() || 'draft'
    if (status === 'draft' || status === 'published' || status === 'archived') next.status = status
    else reader.invalid('status')
  }
  for (const language of LOCALES) {
    if (!TEXT_FIELDS.some((field) => take(`${field}_${language}`))) continue
    const texts: Texts = { ...(base.texts[language] ?? emptyTexts()) }
    for (const field of TEXT_FIELDS) {
      if (!take(`${field}_${language}`)) continue
      const cell = reader.cell(`${field}_${language}`)
      texts[field] =
        field === 'description' || field === 'short_description'
          ? sanitizeHtml(cell)
          : field === 'slug'
            ? cell.trim()
            : cell
    }
    const blank = TEXT_FIELDS.every((field) => texts[field].trim() === '')
    next.texts[language] = blank && language === 'en' ? null : texts
  }
  number('retail_price', reader.cents, (value) => (next.retail = value))
  number('discount_price', reader.cents, (value) => (next.discount = value))
  number('membership_price', reader.cents, (value) => (next.membership = value))
  number('tax_rate', reader.rate, (value) => (next.tax = value))
  number('stock_qty', reader.count, (value) => (next.stock = value))
  number('low_stock_threshold', reader.count, (value) => (next.threshold = value))
  number('sell_when_out_of_stock', reader.flag, (value) => (next.sellWhenOutOfStock = value))
  number('featured', reader.flag, (value) => (next.featured = value))
  if (take('categories')) next.categories = reader.slugs('categories')
  if (take('tags')) next.tags = reader.slugs('tags')
  return next
}
