import { mutationOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'

/** The catalogue's CSV (issue 35): the export is a plain download link, the import one call per check or run. */
export const CATALOGUE_EXPORT_PATH = 'api/v1/admin/products/export'

export interface CatalogueImportInput {
  csv: string
  /** true: the report only, nothing written. */
  dryRun: boolean
}

export const catalogueImportMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: CatalogueImportInput) => callApi(api, 'POST api/v1/admin/products/import', { body: input }),
  })
