import type { LastPagePage } from '../dto/cms'
import type { AdminLicenceKeyRow, AdminLicenceKeysAdded, AdminProductDetail } from '../dto/catalogue-admin'
import {
  AdminBundleSaveSchema,
  AdminLicenceKeysAddSchema,
  AdminLicenceKeysQuerySchema,
  AdminProductVersionSchema,
  AdminVariantsSaveSchema,
  LicenceKeyParamsSchema,
} from '../schemas/catalogue-admin-types'
import { IdParamsSchema } from '../schemas/params'
import { endpoint } from './endpoint'

/**
 * The parts of a product that belong to its type, in the backoffice (issue 35): a configurable's
 * variant grid, a bundle's components, an eProduct's file and licence key pool. All staff, each change
 * audited under `product:<id>`.
 *
 * The variant grid, the components and the file carry the `version` the editor read (a stale one is
 * refused 409 PRODUCT_CHANGED at 'version'), bump it and answer the whole product. The key pool does
 * not: adding and deleting keys changes no field the editor holds (a key is unique per product, so two
 * staff pasting at once lose nothing), and an open editor must not go stale because keys were added.
 */
export const catalogueAdminProductTypes = {
  /** Configurable only (400 PRODUCT_NOT_CONFIGURABLE otherwise). */
  adminProductVariants: endpoint<AdminProductDetail>()({
    method: 'PUT',
    path: 'api/v1/admin/products/:id/variants',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: AdminVariantsSaveSchema,
    purges: ['product'],
  }),
  /** Bundle only (400 PRODUCT_NOT_BUNDLE otherwise). */
  adminProductBundle: endpoint<AdminProductDetail>()({
    method: 'PUT',
    path: 'api/v1/admin/products/:id/bundle',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: AdminBundleSaveSchema,
    purges: ['product'],
  }),
  /**
   * eProduct only. The form's `file` (one, at most 100 MB) and `version`; a file already there is
   * replaced. Stored privately: no public URL ever serves it.
   */
  adminProductFileUpload: endpoint<AdminProductDetail>()({
    method: 'PUT',
    path: 'api/v1/admin/products/:id/file',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    multipart: true,
    purges: ['product'],
  }),
  adminProductFileDelete: endpoint<AdminProductDetail>()({
    method: 'DELETE',
    path: 'api/v1/admin/products/:id/file',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: AdminProductVersionSchema,
    purges: ['product'],
  }),
  /** eProduct only: the pool, newest first; `q` searches the keys, `state` filters. */
  adminProductKeys: endpoint<LastPagePage<AdminLicenceKeyRow>>()({
    method: 'GET',
    path: 'api/v1/admin/products/:id/keys',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    query: AdminLicenceKeysQuerySchema,
  }),
  /** eProduct only: keys pasted one a line (or a CSV's first column); duplicates are listed, not added. */
  adminProductKeysAdd: endpoint<AdminLicenceKeysAdded>()({
    method: 'POST',
    path: 'api/v1/admin/products/:id/keys',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: AdminLicenceKeysAddSchema,
    purges: ['product'],
  }),
  /** Only a key still in the pool (409 LICENCE_KEY_ASSIGNED otherwise). */
  adminProductKeyDelete: endpoint<{ id: number; deleted: true; available: number }>()({
    method: 'DELETE',
    path: 'api/v1/admin/products/:id/keys/:keyId',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: LicenceKeyParamsSchema,
    purges: ['product'],
  }),
}
