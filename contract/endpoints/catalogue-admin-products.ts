import type { AdminAuditEntry } from '../dto/admin'
import type { LastPagePage } from '../dto/cms'
import type { AdminProductBulkResult, AdminProductDetail, AdminProductRow } from '../dto/catalogue-admin'
import {
  AdminProductAuditQuerySchema,
  AdminProductBulkSchema,
  AdminProductCreateSchema,
  AdminProductUpdateSchema,
  AdminProductsQuerySchema,
} from '../schemas/catalogue-admin'
import { IdParamsSchema } from '../schemas/params'
import { endpoint } from './endpoint'

/**
 * Products in the backoffice (issue 35). All staff; every change is audited and purges exactly the
 * edge's copies that show the product: its pages, its categories' lists and filters, home, search and
 * the product lists (the 'product' purge, worker/cache/purge-product.ts).
 */
export const catalogueAdminProducts = {
  adminProducts: endpoint<LastPagePage<AdminProductRow>>()({
    method: 'GET',
    path: 'api/v1/admin/products',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    query: AdminProductsQuerySchema,
  }),
  adminProduct: endpoint<AdminProductDetail>()({
    method: 'GET',
    path: 'api/v1/admin/products/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminProductCreate: endpoint<AdminProductDetail>()({
    method: 'POST',
    path: 'api/v1/admin/products',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: AdminProductCreateSchema,
    purges: ['product'],
  }),
  adminProductUpdate: endpoint<AdminProductDetail>()({
    method: 'PUT',
    path: 'api/v1/admin/products/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: AdminProductUpdateSchema,
    purges: ['product'],
  }),
  adminProductArchive: endpoint<AdminProductDetail>()({
    method: 'POST',
    path: 'api/v1/admin/products/:id/archive',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    purges: ['product'],
  }),
  /** Only a product no order names; an ordered one is archived instead (409 PRODUCT_ORDERED). */
  adminProductDelete: endpoint<{ id: number; deleted: true }>()({
    method: 'DELETE',
    path: 'api/v1/admin/products/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    purges: ['product'],
  }),
  adminProductBulk: endpoint<AdminProductBulkResult>()({
    method: 'POST',
    path: 'api/v1/admin/products/bulk',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: AdminProductBulkSchema,
    purges: ['products-bulk'],
  }),
  /** The product's audit trail, newest first: every staff change (its variants', bundle's, file's and keys' too). */
  adminProductAudit: endpoint<LastPagePage<AdminAuditEntry>>()({
    method: 'GET',
    path: 'api/v1/admin/products/:id/audit',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    query: AdminProductAuditQuerySchema,
  }),
}
