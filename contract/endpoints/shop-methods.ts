import type { AdminBranchPage, AdminDeliveryBranch, AdminDeliveryMethod, AdminPaymentMethod } from '../dto/shop-methods'
import { IdParamsSchema, adminListQuery } from '../schemas/params'
import {
  DeliveryBranchInputSchema,
  DeliveryMethodInputSchema,
  MoveSchema,
  PaymentMethodInputSchema,
} from '../schemas/shop-methods'
import { endpoint } from './endpoint'

/**
 * Issue 37, the owner's settings: delivery methods (prices by country zone, free above a sum), their
 * pickup branches, and payment methods (which delivery methods they go with). Checkout reads them
 * per cart (no cached answer lists them, so nothing is purged). Every change is audited.
 */
export const shopMethods = {
  adminDeliveryMethods: endpoint<AdminDeliveryMethod[]>()({
    method: 'GET',
    path: 'api/v1/admin/settings/deliveryMethods',
    access: 'staff',
    area: 'owner',
    cache: 'none',
  }),
  adminDeliveryMethodCreate: endpoint<AdminDeliveryMethod>()({
    method: 'POST',
    path: 'api/v1/admin/settings/deliveryMethods',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    body: DeliveryMethodInputSchema,
  }),
  adminDeliveryMethodUpdate: endpoint<AdminDeliveryMethod>()({
    method: 'PUT',
    path: 'api/v1/admin/settings/deliveryMethods/:id',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: DeliveryMethodInputSchema,
  }),
  /** Answers the whole list in its new order. */
  adminDeliveryMethodMove: endpoint<AdminDeliveryMethod[]>()({
    method: 'POST',
    path: 'api/v1/admin/settings/deliveryMethods/:id/move',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: MoveSchema,
  }),
  /** One page of a method's branches in checkout order, searched by name or address (`?page=&q=`). */
  adminDeliveryBranches: endpoint<AdminBranchPage>()({
    method: 'GET',
    path: 'api/v1/admin/settings/deliveryMethods/:id/branches',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    query: adminListQuery({}),
  }),
  adminDeliveryBranchCreate: endpoint<AdminDeliveryBranch>()({
    method: 'POST',
    path: 'api/v1/admin/settings/deliveryMethods/:id/branches',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: DeliveryBranchInputSchema,
  }),
  adminDeliveryBranchUpdate: endpoint<AdminDeliveryBranch>()({
    method: 'PUT',
    path: 'api/v1/admin/settings/deliveryBranches/:id',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: DeliveryBranchInputSchema,
  }),
  /** Swaps the branch with its neighbour in the checkout's order; answers the branch. */
  adminDeliveryBranchMove: endpoint<AdminDeliveryBranch>()({
    method: 'POST',
    path: 'api/v1/admin/settings/deliveryBranches/:id/move',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: MoveSchema,
  }),
  adminPaymentMethods: endpoint<AdminPaymentMethod[]>()({
    method: 'GET',
    path: 'api/v1/admin/settings/paymentMethods',
    access: 'staff',
    area: 'owner',
    cache: 'none',
  }),
  adminPaymentMethodUpdate: endpoint<AdminPaymentMethod>()({
    method: 'PUT',
    path: 'api/v1/admin/settings/paymentMethods/:id',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: PaymentMethodInputSchema,
  }),
  /** Answers the whole list in its new order. */
  adminPaymentMethodMove: endpoint<AdminPaymentMethod[]>()({
    method: 'POST',
    path: 'api/v1/admin/settings/paymentMethods/:id/move',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: MoveSchema,
  }),
}
