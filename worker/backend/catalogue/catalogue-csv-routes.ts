import { catalogueAdminCsv as rows } from '../../../contract/endpoints/catalogue-admin-csv'
import { csvResponse } from '../admin-lists'
import { requireBackoffice } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { exportCatalogue } from './catalogue-export'
import { importCatalogue } from './catalogue-import'

/**
 * The catalogue as CSV (issue 35): the export staff open in a spreadsheet and the import that
 * creates and updates products by SKU, a dry run first. Mounted before the product routes, so
 * `products/export` is this row and not a product's id.
 */
export const catalogueCsvRoutes = endpointRoutes('api/v1/admin/products')

catalogueCsvRoutes.on(rows.adminProductsExport, async (c) => {
  const { csv } = await exportCatalogue(c.env.DB)
  return csvResponse(`catalogue-${new Date().toISOString().slice(0, 10)}.csv`, csv)
})

catalogueCsvRoutes.on(rows.adminProductsImport, async (c) => {
  const staff = requireBackoffice(c)
  const { csv, dryRun } = c.req.valid('json')
  const outcome = await importCatalogue(
    c.env.DB,
    { userId: staff.userId, email: staff.email },
    c.get('lang'),
    csv,
    dryRun,
  )
  if (outcome.kind === 'badCsv')
    throw refuse(400, outcome.refusal.code, { params: outcome.refusal.params, field: 'csv' })
  if (outcome.kind === 'changed') throw refuse(409, 'CATALOGUE_IMPORT_CHANGED', { field: 'csv' })
  return ok(c, outcome.report)
})
