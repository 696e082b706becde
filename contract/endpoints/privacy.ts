import type { ErasureResult, PersonalDataExport } from '../dto/privacy'
import { IdParamsSchema } from '../schemas/params'
import { PrivacyEraseSchema } from '../schemas/privacy'
import { endpoint } from './endpoint'

/**
 * Issue 37, "Customers and GDPR": a person's data exported (Art. 15 and 20) and erased (Art. 17),
 * by the customer from their profile or by staff from the customer's page. The export is a file
 * (Content-Disposition: attachment).
 */
export const privacy = {
  privacyExport: endpoint<PersonalDataExport>()({
    method: 'GET',
    path: 'api/v1/user/web/privacy/export',
    access: 'user',
    cache: 'none',
  }),
  privacyErase: endpoint<ErasureResult>()({
    method: 'POST',
    path: 'api/v1/user/web/privacy/erase',
    access: 'user',
    cache: 'none',
    body: PrivacyEraseSchema,
  }),
  adminCustomerExport: endpoint<PersonalDataExport>()({
    method: 'GET',
    path: 'api/v1/admin/customers/:id/export',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminCustomerErase: endpoint<ErasureResult>()({
    method: 'POST',
    path: 'api/v1/admin/customers/:id/erase',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
}
