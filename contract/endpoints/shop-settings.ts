import type { ShopSettings, VatRateUse } from '../dto/shop-settings'
import { CheckoutRulesUpdateSchema, SellerUpdateSchema, VatRatesUpdateSchema } from '../schemas/shop-settings'
import { endpoint } from './endpoint'

/** Issue 37: the owner's shop settings — VAT rates, checkout rules, the seller record. */
export const shopSettings = {
  /** Everything the settings page shows: the rates with their use, the checkout rules, the seller. */
  adminShopSettings: endpoint<ShopSettings>()({
    method: 'GET',
    path: 'api/v1/admin/settings/shop',
    access: 'staff',
    area: 'owner',
    cache: 'none',
  }),
  /** The whole list of VAT rates; a rate products still carry cannot go (409 naming how many). */
  adminVatRatesUpdate: endpoint<ShopSettings>()({
    method: 'PUT',
    path: 'api/v1/admin/settings/shop/vat-rates',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    body: VatRatesUpdateSchema,
  }),
  /** Allowed countries, the cart-addition behaviour and whether buying needs an account: the storefront's checkout answers change. */
  adminCheckoutRulesUpdate: endpoint<ShopSettings>()({
    method: 'PUT',
    path: 'api/v1/admin/settings/shop/checkout',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    body: CheckoutRulesUpdateSchema,
    purges: ['all'],
  }),
  /** The seller record: the contact page, the seller answer and new slips and invoices show it. */
  adminSellerUpdate: endpoint<ShopSettings>()({
    method: 'PUT',
    path: 'api/v1/admin/settings/shop/seller',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    body: SellerUpdateSchema,
    purges: ['all'],
  }),
  /** The VAT rates the product editor offers (catalogue staff choose among them). */
  adminVatRates: endpoint<VatRateUse[]>()({
    method: 'GET',
    path: 'api/v1/admin/settings/vat-rates',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
  }),
}
