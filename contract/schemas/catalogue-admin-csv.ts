import * as v from 'valibot'
import { V } from '../validation/keys'

/** Request schemas of the catalogue's CSV import (contract/endpoints/catalogue-admin-csv.ts). */

/** The largest CSV one import takes (characters of the text; a catalogue of 10,000 products is far below it). */
export const CATALOGUE_CSV_MAX = 8 * 1024 * 1024

export const CatalogueImportSchema = v.object({
  csv: v.pipe(v.string(), v.minLength(1, V.required), v.maxLength(CATALOGUE_CSV_MAX, V.maxLength)),
  /** true: only the report, nothing is written; false: the rows not refused are written, all or none. */
  dryRun: v.boolean(),
})

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))

/**
 * What an import changes of an existing variant (its prices and stock; the rest of a variant is
 * the editor's grid): the same bounds as a product's save (catalogue-admin.ts).
 */
export const CatalogueImportVariantSchema = v.pipe(
  v.object({ retailPriceCents: Cents, discountPriceCents: v.nullable(Cents), stockQty: v.nullable(Count) }),
  v.forward(
    v.check((p) => p.discountPriceCents === null || p.discountPriceCents <= p.retailPriceCents, V.discountAboveRetail),
    ['discountPriceCents'],
  ),
)
