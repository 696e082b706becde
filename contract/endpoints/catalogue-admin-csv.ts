import type { CatalogueImportReport } from '../dto/catalogue-admin'
import { CatalogueImportSchema } from '../schemas/catalogue-admin-csv'
import { endpoint } from './endpoint'

/** A CSV document (a download, not JSON). */
type Csv = string

/**
 * The catalogue as CSV (issue 35): staff export every sellable item with both languages' texts and
 * import creates and updates by SKU — a dry run reports per row what would happen and writes
 * nothing; the confirmed run writes every row not refused in one transaction.
 */
export const catalogueAdminCsv = {
  adminProductsExport: endpoint<Csv>()({
    method: 'GET',
    path: 'api/v1/admin/products/export',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
  }),
  adminProductsImport: endpoint<CatalogueImportReport>()({
    method: 'POST',
    path: 'api/v1/admin/products/import',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: CatalogueImportSchema,
    purges: ['products-import'],
  }),
}
