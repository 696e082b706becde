import { messages as catalogue } from './backend/catalogue'
import { messages as users } from './backend/users'
import { messages as commerce } from './backend/commerce'
import { messages as cms } from './backend/cms'
import { messages as media } from './backend/media'
import { messages as common } from './backend/common'
import { messages as fulfilment } from './backend/fulfilment'
import { messages as digital } from './backend/digital'
import { messages as invoices } from './backend/invoices'
import { messages as refunds } from './backend/refunds'
import { messages as returns } from './backend/returns'
import { messages as privacy } from './backend/privacy'
import { messages as shopSettings } from './backend/shop-settings'
import { messages as staff } from './backend/staff'
import { messages as customers } from './backend/customers'
import { messages as shopMethods } from './backend/shop-methods'
import { messages as sales } from './backend/sales'
import { messages as coupons } from './backend/coupons'

/**
 * The embedded backend's refusals by code: it answers `{ code, params }` and the edge writes the
 * text in the caller's language (worker/upstream/client.ts translateError). One file per backend
 * domain; a code is unique across them (messages.test.ts). Kept out of the page dictionary: the
 * browser sees these texts only inside an error answer.
 */
const domains = [
  common,
  catalogue,
  users,
  commerce,
  cms,
  media,
  fulfilment,
  digital,
  invoices,
  refunds,
  returns,
  privacy,
  shopSettings,
  staff,
  customers,
  shopMethods,
  sales,
  coupons,
]

export const messages = {
  hr: { backend: Object.assign({}, ...domains.map((domain) => domain.hr)) as Record<string, string> },
  en: { backend: Object.assign({}, ...domains.map((domain) => domain.en)) as Record<string, string> },
}
