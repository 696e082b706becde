import { catalogue } from './catalogue'
import { catalogueAdminProducts } from './catalogue-admin-products'
import { catalogueAdminCsv } from './catalogue-admin-csv'
import { catalogueAdminProductTypes } from './catalogue-admin-product-types'
import { catalogueAdminTerms } from './catalogue-admin-terms'
import { content } from './content'
import { engagement } from './engagement'
import { engagementAdmin } from './engagement-admin'
import { commerce } from './commerce'
import { email } from './email'
import { media } from './media'
import { settings } from './settings'
import { users } from './users'
import { fulfilment } from './fulfilment'
import { digitalDelivery } from './digital-delivery'
import { invoices } from './invoices'
import { refunds } from './refunds'
import { returns } from './returns'
import { dashboard } from './dashboard'
import { privacy } from './privacy'
import { shopSettings } from './shop-settings'
import { staff } from './staff'
import { customers } from './customers'
import { shopMethods } from './shop-methods'
import { saleSchedules } from './sale-schedules'
import { coupons } from './coupons'
import { findRow, routeTable, type AnyEndpoint, type RowKey } from './endpoint'

/**
 * The whole endpoint table, one domain file per group. The edge and the backend read it whole;
 * the client only its types (./call.ts), so no schema reaches the browser's bundle.
 */
export const ENDPOINT_GROUPS = {
  catalogue,
  catalogueAdminProducts,
  catalogueAdminCsv,
  catalogueAdminProductTypes,
  catalogueAdminTerms,
  content,
  commerce,
  engagement,
  engagementAdmin,
  media,
  settings,
  email,
  users,
  fulfilment,
  digitalDelivery,
  invoices,
  refunds,
  returns,
  dashboard,
  privacy,
  shopSettings,
  staff,
  customers,
  shopMethods,
  saleSchedules,
  coupons,
} as const

export const ENDPOINT_ROWS: readonly AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group): AnyEndpoint[] =>
  Object.values(group),
)

const ROUTES = routeTable(ENDPOINT_ROWS)

/** The row of a call: the method in capitals, the path without its leading slash and query. */
export const findEndpoint = (method: string, path: string): AnyEndpoint | undefined => findRow(ROUTES, method, path)

type Groups = typeof ENDPOINT_GROUPS
type Row = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups]

/** Every row by its key, `'METHOD path'`: what the client's `callApi` is typed from. */
export type EndpointMap = { [E in Row as RowKey<E>]: E }
export type EndpointKey = keyof EndpointMap
