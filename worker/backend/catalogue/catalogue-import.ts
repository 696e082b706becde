import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import type { CatalogueImportReport, CatalogueImportRow } from '../../../contract/dto/catalogue-admin'
import { AdminProductCreateSchema } from '../../../contract/schemas/catalogue-admin'
import { CatalogueImportVariantSchema } from '../../../contract/schemas/catalogue-admin-csv'
import { issueMessage } from '../../../contract/validation/translate'
import type { AuditActor } from '../audit-log'
import { readVatRates } from '../settings/shop-settings'
import { CATALOGUE_COLUMNS, CsvSyntaxError, parseCsv, TEXT_FIELDS, type CatalogueColumn } from './catalogue-csv'
import {
  columnValue,
  existingBySku,
  slugOwners,
  termIdsBySlug,
  type ExistingProduct,
  type ProductState,
} from './catalogue-import-state'
import { applyCells, NEW_PRODUCT, RowReader } from './catalogue-import-cells'
import { importStatements, type PlannedRow } from './catalogue-import-write'

/**
 * The catalogue's CSV import (issue 35): products created and updated by SKU. Every row is read
 * into the product it would make and checked with the editor's own schema (names, slugs, prices,
 * discount ≤ retail, tax), its slugs against the shop's and the file's other rows, its categories
 * and tags against those that exist. The report names per row what it does — create, update (the
 * columns that change), unchanged — or why it is refused (per column, in the request's language).
 * A dry run writes nothing; a confirmed run checks again and writes every row not refused in one
 * batch (one transaction: all of them or none).
 *
 * A column the header leaves out keeps what the product has (a CSV of `sku,retail_price` changes
 * prices only). An existing variant takes its prices and stock only (`variant_values` is for
 * reading: variants are made in the editor's grid, so a new variant SKU is refused); a
 * configurable's own price and stock columns are its variants' and left alone.
 */

/** Rows one import takes. */
export const IMPORT_MAX_ROWS = 10_000

/** Why a row is refused (texts: `backend.<CODE>` in client/i18n/messages/backend/catalogue.ts). */
const ROW_REFUSALS = {
  skuRepeated: 'IMPORT_SKU_REPEATED',
  newVariant: 'IMPORT_NEW_VARIANT',
  newConfigurable: 'IMPORT_NEW_CONFIGURABLE',
  newArchived: 'IMPORT_NEW_ARCHIVED',
  typeChanged: 'IMPORT_TYPE_CHANGED',
  parentMismatch: 'IMPORT_PARENT_MISMATCH',
  unknownCategory: 'IMPORT_UNKNOWN_CATEGORY',
  unknownTag: 'IMPORT_UNKNOWN_TAG',
  slugTaken: 'IMPORT_SLUG_TAKEN',
  slugRepeated: 'IMPORT_SLUG_REPEATED',
  vatRateNotOffered: 'VAT_RATE_NOT_OFFERED',
} as const

/** Why the CSV as a whole is refused (400 at `csv`). */
const CSV_REFUSALS = {
  unclosedQuote: 'CATALOGUE_CSV_UNCLOSED_QUOTE',
  noSku: 'CATALOGUE_CSV_NO_SKU',
  unknownColumn: 'CATALOGUE_CSV_UNKNOWN_COLUMN',
  repeatedColumn: 'CATALOGUE_CSV_REPEATED_COLUMN',
  empty: 'CATALOGUE_CSV_EMPTY',
  tooManyRows: 'CATALOGUE_CSV_TOO_MANY_ROWS',
} as const

export interface CsvRefusal {
  code: (typeof CSV_REFUSALS)[keyof typeof CSV_REFUSALS]
  params: Record<string, string | number>
}

export type ImportOutcome =
  { kind: 'report'; report: CatalogueImportReport } | { kind: 'badCsv'; refusal: CsvRefusal } | { kind: 'changed' }

/** A configurable's own columns that are its variants' (read from them, changed in the grid). */
const VARIANT_OWNED: readonly CatalogueColumn[] = [
  'retail_price',
  'discount_price',
  'membership_price',
  'stock_qty',
  'low_stock_threshold',
]
const VARIANT_COLUMNS: readonly CatalogueColumn[] = ['retail_price', 'discount_price', 'stock_qty']
/** Columns that say which product a row is, or are only read (never compared as changes). */
const KEY_COLUMNS: readonly CatalogueColumn[] = ['sku', 'type', 'parent_sku', 'variant_values']

/** Where each field of the editor's schema is in the CSV. */
const SCHEMA_COLUMNS: Record<string, CatalogueColumn> = {
  sku: 'sku',
  type: 'type',
  status: 'status',
  retailPriceCents: 'retail_price',
  discountPriceCents: 'discount_price',
  membershipPriceCents: 'membership_price',
  taxRate: 'tax_rate',
  stockQty: 'stock_qty',
  lowStockThreshold: 'low_stock_threshold',
  sellWhenOutOfStock: 'sell_when_out_of_stock',
  featured: 'featured',
  categoryIds: 'categories',
  tagIds: 'tags',
}
const TEXT_KEYS: Record<string, (typeof TEXT_FIELDS)[number]> = {
  name: 'name',
  slug: 'slug',
  shortDescription: 'short_description',
  description: 'description',
  seoTitle: 'seo_title',
  seoDescription: 'seo_description',
}

function columnOfPath(path: string | null): CatalogueColumn {
  const parts = (path ?? '').split('.')
  if (parts[0] === 'texts') {
    const language = parts[1] === 'en' ? 'en' : 'hr'
    return `${TEXT_KEYS[parts[2] ?? 'name'] ?? 'name'}_${language}`
  }
  return SCHEMA_COLUMNS[parts[0] ?? ''] ?? 'sku'
}

const ALL_COLUMNS = CATALOGUE_COLUMNS.filter((column) => !KEY_COLUMNS.includes(column))

export interface ImportLookups {
  lang: Locale
  header: Map<CatalogueColumn, number>
  existing: Map<string, ExistingProduct>
  categories: Map<string, number>
  tags: Map<string, number>
  slugOwner: Record<Locale, Map<string, number>>
  /** The shop's VAT rates (Shop settings): a row may keep its product's rate, or take one of these. */
  vatRates: readonly number[]
}

/**
 * The file's rows checked one after another (a SKU or slug seen on an earlier row is taken). A slug
 * another product holds now is taken even when the file gives that product a new one: the unique
 * index is checked row by row as the batch writes, so swapping two products' slugs takes two imports.
 */
export function planRows(lookups: ImportLookups, records: Array<{ line: number; cells: string[] }>): PlannedRow[] {
  const skuLines = new Map<string, number>()
  const slugLines: Record<Locale, Map<string, number>> = { hr: new Map(), en: new Map() }
  return records.map(({ line, cells }) => {
    const reader = new RowReader(lookups.lang, lookups.header, cells)
    const sku = reader.cell('sku').trim()
    const existing = lookups.existing.get(sku) ?? null
    const planned = planRow(lookups, reader, sku, existing)
    const seen = skuLines.get(sku)
    if (sku !== '' && seen !== undefined) reader.refuse('sku', ROW_REFUSALS.skuRepeated, { line: seen })
    else if (sku !== '') skuLines.set(sku, line)
    if (planned.state && !planned.variantOf)
      for (const language of LOCALES) {
        const slug = planned.state.texts[language]?.slug
        if (!slug) continue
        const owner = lookups.slugOwner[language].get(slug)
        const earlier = slugLines[language].get(slug)
        if (owner !== undefined && owner !== existing?.id)
          reader.refuse(`slug_${language}`, ROW_REFUSALS.slugTaken, { slug })
        else if (earlier !== undefined)
          reader.refuse(`slug_${language}`, ROW_REFUSALS.slugRepeated, { slug, line: earlier })
        else slugLines[language].set(slug, line)
      }
    const errors = reader.errors
    const outcome: CatalogueImportRow['outcome'] =
      errors.length > 0 ? 'refused' : !existing ? 'create' : planned.changes.length > 0 ? 'update' : 'unchanged'
    return {
      report: { line, sku, outcome, changes: outcome === 'update' ? planned.changes : [], errors },
      existing,
      state: planned.state,
      variantOf: planned.variantOf,
      categoryIds: planned.state?.categories.map((slug) => lookups.categories.get(slug) ?? 0) ?? [],
      tagIds: planned.state?.tags.map((slug) => lookups.tags.get(slug) ?? 0) ?? [],
    }
  })
}

interface RowPlan {
  state: ProductState | null
  changes: string[]
  /** A variant's main product id. */
  variantOf: number | null
}

function planRow(lookups: ImportLookups, reader: RowReader, sku: string, existing: ExistingProduct | null): RowPlan {
  const parent = reader.cell('parent_sku').trim()
  const type = reader.cell('type').trim()
  const changesOf = (state: ProductState, taken: readonly CatalogueColumn[]) =>
    existing
      ? taken.filter(
          (column) =>
            reader.has(column) &&
            JSON.stringify(columnValue(existing, column)) !== JSON.stringify(columnValue(state, column)),
        )
      : []
  if (existing?.mainId != null) {
    // A variant: its prices and stock, nothing else.
    if (parent !== '' && parent !== existing.parentSku)
      reader.refuse('parent_sku', ROW_REFUSALS.parentMismatch, { parent: existing.parentSku ?? '' })
    const state = applyCells(reader, existing, VARIANT_COLUMNS)
    const checked = v.safeParse(CatalogueImportVariantSchema, {
      retailPriceCents: state.retail,
      discountPriceCents: state.discount,
      stockQty: state.stock,
    })
    if (!checked.success)
      for (const issue of checked.issues) {
        const column = columnOfPath(v.getDotPath(issue))
        if (!reader.errors.some((error) => error.column === column))
          reader.errors.push({ column, message: issueMessage(issue, lookups.lang) })
      }
    return { state, changes: changesOf(state, VARIANT_COLUMNS), variantOf: existing.mainId }
  }
  if (!existing && parent !== '') {
    reader.refuse('sku', ROW_REFUSALS.newVariant)
    return { state: null, changes: [], variantOf: null }
  }
  if (existing && type !== '' && type !== existing.type)
    reader.refuse('type', ROW_REFUSALS.typeChanged, { type: existing.type })
  if (existing && parent !== '') reader.refuse('parent_sku', ROW_REFUSALS.parentMismatch, { parent: '' })
  const base: ProductState = existing ?? { ...NEW_PRODUCT, type: 'simple' }
  if (!existing && type !== '') {
    if (type === 'configurable') reader.refuse('type', ROW_REFUSALS.newConfigurable)
    else if (type === 'simple' || type === 'eProduct' || type === 'bundle') base.type = type
    else reader.invalid('type')
  }
  // A configurable's prices and stock are its variants'.
  const taken =
    base.type === 'configurable' ? ALL_COLUMNS.filter((column) => !VARIANT_OWNED.includes(column)) : ALL_COLUMNS
  const state = applyCells(reader, base, taken)
  if (!existing && state.status === 'archived') reader.refuse('status', ROW_REFUSALS.newArchived)
  if (state.retail === null) reader.invalid('retail_price', 'required')
  if (state.tax === null) reader.invalid('tax_rate', 'required')
  // As the editor does (vatRateRefusal): a rate off the shop's list only where the product has it already.
  else if (state.tax !== existing?.tax && !lookups.vatRates.includes(state.tax))
    reader.refuse('tax_rate', ROW_REFUSALS.vatRateNotOffered, { rate: state.tax })
  for (const [column, known, code] of [
    ['categories', lookups.categories, ROW_REFUSALS.unknownCategory],
    ['tags', lookups.tags, ROW_REFUSALS.unknownTag],
  ] as const) {
    const unknown = (column === 'categories' ? state.categories : state.tags).find((slug) => !known.has(slug))
    if (unknown !== undefined) reader.refuse(column, code, { slug: unknown })
  }
  validateWithEditorSchema(reader, lookups.lang, sku, state)
  return { state, changes: changesOf(state, taken), variantOf: null }
}

/** The editor's own schema over the product the row makes (its messages, at the row's columns). */
function validateWithEditorSchema(reader: RowReader, lang: Locale, sku: string, state: ProductState): void {
  const texts = (language: Locale) => {
    const t = state.texts[language]
    return t
      ? {
          name: t.name,
          slug: t.slug,
          shortDescription: t.short_description,
          description: t.description,
          seoTitle: t.seo_title,
          seoDescription: t.seo_description,
        }
      : null
  }
  const checked = v.safeParse(AdminProductCreateSchema, {
    sku,
    type: state.type,
    status: state.status === 'archived' ? 'draft' : state.status,
    texts: { hr: texts('hr') ?? { name: '', slug: '' }, en: texts('en') },
    retailPriceCents: state.retail ?? 0,
    discountPriceCents: state.discount,
    membershipPriceCents: state.membership,
    taxRate: state.tax ?? 0,
    stockQty: state.stock,
    lowStockThreshold: state.threshold,
    sellWhenOutOfStock: state.sellWhenOutOfStock,
    featured: state.featured,
    categoryIds: state.categories.map((_, index) => index + 1),
    tagIds: state.tags.map((_, index) => index + 1),
  })
  if (checked.success) return
  for (const issue of checked.issues) {
    const column = columnOfPath(v.getDotPath(issue))
    if (!reader.errors.some((error) => error.column === column))
      reader.errors.push({ column, message: issueMessage(issue, lang) })
  }
}

/** Reads the CSV, checks every row and, unless it is a dry run, writes the rows not refused (all or none). */
export async function importCatalogue(
  db: D1Database,
  actor: AuditActor,
  lang: Locale,
  csv: string,
  dryRun: boolean,
): Promise<ImportOutcome> {
  let table
  try {
    table = parseCsv(csv)
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { kind: 'badCsv', refusal: { code: CSV_REFUSALS.unclosedQuote, params: { line: error.line } } }
    throw error
  }
  const header = new Map<CatalogueColumn, number>()
  for (const [index, name] of table.header.entries()) {
    const column = name.toLowerCase() as CatalogueColumn
    if (!CATALOGUE_COLUMNS.includes(column))
      return { kind: 'badCsv', refusal: { code: CSV_REFUSALS.unknownColumn, params: { column: name } } }
    if (header.has(column))
      return { kind: 'badCsv', refusal: { code: CSV_REFUSALS.repeatedColumn, params: { column: name } } }
    header.set(column, index)
  }
  if (!header.has('sku')) return { kind: 'badCsv', refusal: { code: CSV_REFUSALS.noSku, params: {} } }
  if (table.records.length === 0) return { kind: 'badCsv', refusal: { code: CSV_REFUSALS.empty, params: {} } }
  if (table.records.length > IMPORT_MAX_ROWS)
    return { kind: 'badCsv', refusal: { code: CSV_REFUSALS.tooManyRows, params: { max: IMPORT_MAX_ROWS } } }

  const skuIndex = header.get('sku') ?? 0
  const skus = [...new Set(table.records.map((record) => (record.cells[skuIndex] ?? '').trim()))]
  const slugsOf = (language: Locale) => {
    const index = header.get(`slug_${language}`)
    return index === undefined ? [] : table.records.map((record) => (record.cells[index] ?? '').trim())
  }
  const [existing, categories, tags, hrOwners, enOwners, vatRates] = await Promise.all([
    existingBySku(db, skus),
    termIdsBySlug(db, 'categories'),
    termIdsBySlug(db, 'tags'),
    slugOwners(db, 'hr', slugsOf('hr')),
    slugOwners(db, 'en', slugsOf('en')),
    readVatRates(db),
  ])
  const rows = planRows(
    { lang, header, existing, categories, tags, slugOwner: { hr: hrOwners, en: enOwners }, vatRates },
    table.records,
  )
  const counts: CatalogueImportReport['counts'] = { create: 0, update: 0, unchanged: 0, refused: 0 }
  for (const row of rows) counts[row.report.outcome] += 1
  const report = (applied: boolean): ImportOutcome => ({
    kind: 'report',
    report: { dryRun, applied, counts, rows: rows.map((row) => row.report) },
  })
  if (dryRun || counts.create + counts.update === 0) return report(false)
  const statements = importStatements(db, actor, rows)
  try {
    await db.batch(statements)
  } catch (error) {
    // A product saved, or a SKU or slug taken, since the rows were read: the batch wrote nothing.
    const message = error instanceof Error ? error.message : ''
    if (/constraint failed/i.test(message)) return { kind: 'changed' }
    throw error
  }
  return report(true)
}
