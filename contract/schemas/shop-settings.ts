import * as v from 'valibot'
import { V } from '../validation/keys'
import { isValidIban, normaliseIban } from '../validation/iban'
import { OibSchema } from './commerce'

/** Issue 37: what the owner sends to change the shop's VAT rates, checkout rules and seller record. */

/** A VAT rate in percent: 0–100 with at most two decimals (9.5 is a rate; 9.555 is not). */
export const VatRateSchema = v.pipe(
  v.number('rate must be a number.'),
  v.minValue(0, V.invalid),
  v.maxValue(100, V.invalid),
  v.check((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, V.invalid),
)

/** PUT api/v1/admin/settings/shop/vat-rates: the whole list, each rate once. */
export const VatRatesUpdateSchema = v.object({
  rates: v.pipe(
    v.array(VatRateSchema, 'rates must be a list of numbers.'),
    v.minLength(1, V.required),
    v.maxLength(10, 'At most 10 rates.'),
    v.check((rates) => new Set(rates).size === rates.length, 'Each rate may appear once.'),
  ),
})

const CountryCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, V.invalid))

/** PUT api/v1/admin/settings/shop/checkout (SPEC §4 cart addition, §5 allowed countries, §6 login to buy). */
export const CheckoutRulesUpdateSchema = v.object({
  allowedCountries: v.union(
    [
      v.literal('ALL'),
      v.pipe(
        v.array(CountryCodeSchema),
        v.minLength(1, V.required),
        v.maxLength(250),
        v.check((codes) => new Set(codes).size === codes.length, 'Each country may appear once.'),
      ),
    ],
    V.required,
  ),
  cartAdditionBehaviour: v.picklist([0, 1, 2], 'cartAdditionBehaviour must be 0, 1 or 2.'),
  loginRequiredToBuy: v.boolean('loginRequiredToBuy must be true or false.'),
})

const Text = (max: number) => v.pipe(v.string(V.required), v.trim(), v.maxLength(max, V.maxLength))
const RequiredText = (max: number) => v.pipe(Text(max), v.minLength(1, V.required))

/** PUT api/v1/admin/settings/shop/seller: who sells, as invoices, the HUB-3 slip and the contact page show it. */
export const SellerUpdateSchema = v.object({
  name: RequiredText(70),
  street: RequiredText(70),
  zipCode: v.pipe(RequiredText(10), v.regex(/^[A-Za-z0-9 -]+$/, V.invalid)),
  city: RequiredText(60),
  country: CountryCodeSchema,
  email: v.pipe(RequiredText(254), v.email(V.email)),
  phone: v.pipe(Text(30), v.regex(/^[0-9+()\-/. ]*$/, V.phone)),
  iban: v.pipe(
    v.string(V.required),
    v.transform(normaliseIban),
    v.minLength(1, V.required),
    v.check(isValidIban, V.iban),
  ),
  model: v.pipe(v.string(V.required), v.trim(), v.toUpperCase(), v.regex(/^HR\d{2}$/, V.invalid)),
  oib: OibSchema('oib'),
  invoicePremises: v.pipe(RequiredText(20), v.regex(/^[A-Za-z0-9]+$/, V.invalid)),
  invoiceDevice: v.pipe(RequiredText(10), v.regex(/^\d+$/, V.invalid)),
})
export type SellerUpdate = v.InferOutput<typeof SellerUpdateSchema>
