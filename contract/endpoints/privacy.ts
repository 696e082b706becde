import type { ErasureResult, PersonalDataExport, PersonDataSummary } from '../dto/privacy'
import { IdParamsSchema } from '../schemas/params'
import type { LastPagePage } from '../dto/cms'
import type { AdminAuditEntry } from '../dto/admin'
import { PersonEmailSchema, PersonHistoryQuerySchema, PrivacyEraseSchema } from '../schemas/privacy'
import { endpoint } from './endpoint'

/**
 * Issue 37, "Customers and GDPR": a person's data exported (Art. 15 and 20) and erased (Art. 17),
 * by the customer from their profile or by staff from the customer's page. The export is a file
 * (Content-Disposition: attachment). A person without an account (a guest buyer, a newsletter
 * subscriber) has the same rights: staff find them by e-mail (in the body, never in an address that
 * logs keep), then export or erase them.
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
  adminPersonFind: endpoint<PersonDataSummary>()({
    method: 'POST',
    path: 'api/v1/admin/privacy/person',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    body: PersonEmailSchema,
  }),
  adminPersonExport: endpoint<PersonalDataExport>()({
    method: 'POST',
    path: 'api/v1/admin/privacy/person/export',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    body: PersonEmailSchema,
  }),
  adminPersonErase: endpoint<ErasureResult>()({
    method: 'POST',
    path: 'api/v1/admin/privacy/person/erase',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    body: PersonEmailSchema,
  }),
  /** Who downloaded or erased the data of a person without an account, and when, newest first. */
  adminPersonHistory: endpoint<LastPagePage<AdminAuditEntry>>()({
    method: 'GET',
    path: 'api/v1/admin/privacy/history',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    query: PersonHistoryQuerySchema,
  }),
}
