import type { LastPagePage } from '../dto/cms'
import type { AdminCustomerConfirmationSent, AdminCustomerDetail, AdminCustomerRow } from '../dto/customers'
import { CustomersQuerySchema } from '../schemas/customers'
import { IdParamsSchema } from '../schemas/params'
import { endpoint } from './endpoint'

/**
 * Issue 37, "Customers and GDPR": staff find a customer account, see it whole and act on it: block
 * or unblock it, send the registration's confirmation e-mail again. The export and the erasure are
 * privacy.ts's rows under the same path.
 */
export const customers = {
  adminCustomers: endpoint<LastPagePage<AdminCustomerRow>>()({
    method: 'GET',
    path: 'api/v1/admin/customers',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    query: CustomersQuerySchema,
  }),
  adminCustomer: endpoint<AdminCustomerDetail>()({
    method: 'GET',
    path: 'api/v1/admin/customers/:id',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminCustomerBlock: endpoint<AdminCustomerDetail>()({
    method: 'POST',
    path: 'api/v1/admin/customers/:id/block',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminCustomerUnblock: endpoint<AdminCustomerDetail>()({
    method: 'POST',
    path: 'api/v1/admin/customers/:id/unblock',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminCustomerResendConfirmation: endpoint<AdminCustomerConfirmationSent>()({
    method: 'POST',
    path: 'api/v1/admin/customers/:id/resend-confirmation',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
}
