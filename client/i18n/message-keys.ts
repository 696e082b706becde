import type { messages as common } from './messages/common'
import type { messages as layout } from './messages/layout'
import type { messages as errors } from './messages/errors'
import type { messages as validation } from '../../contract/validation/messages'
import type { messages as pagesContent } from './messages/pages-content'
import type { messages as pagesAccount } from './messages/pages-account'
import type { messages as product } from './messages/product'
import type { messages as cart } from './messages/cart'
import type { messages as checkout } from './messages/checkout'
import type { messages as customer } from './messages/customer'
import type { messages as routes } from './messages/routes'
import type { messages as edit } from './messages/edit'
import type { messages as backoffice } from './messages/backoffice'
import type { messages as sectionTool } from './messages/section-tool'
import type { messages as edge } from './messages/edge'
import type { messages as email } from './messages/email'
import type { messages as adminProducts } from './messages/admin-products'
import type { messages as adminProductEditor } from './messages/admin-product-editor'
import type { messages as adminProductTypes } from './messages/admin-product-types'
import type { messages as adminCatalogueTerms } from './messages/admin-catalogue-terms'
import type { messages as adminCatalogueImport } from './messages/admin-catalogue-import'
import type { messages as adminDashboard } from './messages/admin-dashboard'
import type { messages as shopSettings } from './messages/shop-settings'
import type { messages as staff } from './messages/staff'
import type { messages as customers } from './messages/customers'
import type { messages as shopMethods } from './messages/shop-methods'
import type { messages as adminSaleSchedules } from './messages/admin-sale-schedules'
import type { messages as coupons } from './messages/coupons'
import type { messages as fulfilment, emailMessages as fulfilmentEmail } from './messages/fulfilment'
import type { messages as digitalDelivery, emailMessages as digitalDeliveryEmail } from './messages/digital-delivery'
import type { messages as invoices, emailMessages as invoicesEmail } from './messages/invoices'
import type { messages as refunds, emailMessages as refundsEmail } from './messages/refunds'
import type { messages as returns, emailMessages as returnsEmail } from './messages/returns'

/**
 * Compile-time view of the message files (types only: nothing here reaches a bundle). The files a
 * page's code may translate from: the page dictionary's, the editor's and backoffice's, the style
 * guide's. Not edge.ts and email.ts: only the Worker writes those (worker/texts).
 */
interface ClientFiles {
  common: typeof common
  layout: typeof layout
  errors: typeof errors
  validation: typeof validation
  pagesContent: typeof pagesContent
  pagesAccount: typeof pagesAccount
  product: typeof product
  cart: typeof cart
  checkout: typeof checkout
  customer: typeof customer
  routes: typeof routes
  edit: typeof edit
  backoffice: typeof backoffice
  adminProducts: typeof adminProducts
  adminProductEditor: typeof adminProductEditor
  adminProductTypes: typeof adminProductTypes
  adminCatalogueTerms: typeof adminCatalogueTerms
  adminCatalogueImport: typeof adminCatalogueImport
  adminDashboard: typeof adminDashboard
  shopSettings: typeof shopSettings
  staff: typeof staff
  customers: typeof customers
  shopMethods: typeof shopMethods
  adminSaleSchedules: typeof adminSaleSchedules
  coupons: typeof coupons
  sectionTool: typeof sectionTool
  fulfilment: typeof fulfilment
  digitalDelivery: typeof digitalDelivery
  invoices: typeof invoices
  refunds: typeof refunds
  returns: typeof returns
}

interface AllFiles extends ClientFiles {
  edge: typeof edge
  email: typeof email
  fulfilmentEmail: typeof fulfilmentEmail
  digitalDeliveryEmail: typeof digitalDeliveryEmail
  invoicesEmail: typeof invoicesEmail
  refundsEmail: typeof refundsEmail
  returnsEmail: typeof returnsEmail
}

/** The dot paths to the texts of a message tree: `{ a: { b: 'x' } }` → `'a.b'`. */
type TextPaths<Tree> = {
  [Key in keyof Tree & (string | number)]: Tree[Key] extends string ? `${Key}` : `${Key}.${TextPaths<Tree[Key]>}`
}[keyof Tree & (string | number)]

/** Every text a page's code may ask for, by its path in the Croatian (reference) dictionary: `'layout.header.cart'`. */
export type MessageKey = { [File in keyof ClientFiles]: TextPaths<ClientFiles[File]['hr']> }[keyof ClientFiles]

/** The rest of the keys under a namespace: `MessageKeyUnder<'sectionTool'>` has `'hero.title'` for `'sectionTool.hero.title'`. */
export type MessageKeyUnder<Prefix extends string> = MessageKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never

/** The keys one side of a file has and the other lacks (never when English and Croatian match). */
type UnmatchedKeys<File extends { hr: object; en: object }> =
  Exclude<TextPaths<File['hr']>, TextPaths<File['en']>> | Exclude<TextPaths<File['en']>, TextPaths<File['hr']>>

type NoKeys<Keys extends never> = Keys

/**
 * English has exactly Croatian's keys in every message file; a key only one language has fails
 * the typecheck here, named in the error ("Type '"layout.header.x"' does not satisfy the constraint 'never'").
 */
export type EnglishMatchesCroatian = NoKeys<{ [File in keyof AllFiles]: UnmatchedKeys<AllFiles[File]> }[keyof AllFiles]>
