import type { InvoiceBuyer, InvoiceDocument, InvoiceLine, InvoiceSeller } from '../../../contract/dto/invoices'
import type { Locale } from '../../../contract/locales'
import { SITE_TIME_ZONE } from '../../../contract/format'
import { DELIVERY_TAX_RATE } from '../commerce/pricing'
import type { StoredAddress, StoredOrder } from '../commerce/orders'
import type { SellerRecord } from '../settings/repository'
import { edgeText } from '../../texts/edge-text'
import { grossByRate, splitInProportion, vatAndTotals } from './invoice-amounts'

/**
 * The invoice's document as it is frozen at issue (worker/backend/invoices/invoice-amounts.ts does
 * the money): the seller from settings, the buyer as ordered, the lines as charged, then the
 * coupon as one discount line per VAT rate (its share of that rate's lines) and delivery as a line at
 * 25 % VAT, so the lines add up to the order's total. Texts in the order's language.
 */

/** An order line as the invoice reads it (cents; the rate in percent). */
export interface ChargedLine {
  id: number
  name: string
  qty: number
  unitPriceCents: number
  rowTotalCents: number
  /** The line's share of the coupon (0 on every line of an order from before migration 0052). */
  couponCents: number
  taxRate: number
}

/** The business premises and device that number invoices, checked: they go into the number and the PDF's R2 key. */
export interface InvoiceIssuer {
  seller: InvoiceSeller
  premises: string
  device: string
}

/** The seller's invoicing data, or null when settings lack any of it (no invoice can be issued then). */
export function invoiceIssuer(seller: SellerRecord | null): InvoiceIssuer | null {
  if (!seller || !/^\d{11}$/.test(seller.oib)) return null
  if (!/^[A-Za-z0-9]{1,20}$/.test(seller.invoicePremises) || !/^\d{1,10}$/.test(seller.invoiceDevice)) return null
  return {
    seller: {
      name: seller.name,
      addressLines: [seller.street, `${seller.zipCode} ${seller.city}`.trim(), seller.country].filter(Boolean),
      oib: seller.oib,
      iban: seller.iban,
    },
    premises: seller.invoicePremises,
    device: seller.invoiceDevice,
  }
}

/** The year of a moment in the shop's time (Europe/Zagreb): an invoice issued at 00:30 on 1 January is the new year's. */
export function zagrebYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: SITE_TIME_ZONE, year: 'numeric' }).format(at))
}

const addressLines = (address: StoredAddress): string[] =>
  [
    `${address.street} ${address.houseNumber}`.trim(),
    `${address.zipCode} ${address.city}`.trim(),
    address.countryName ?? address.country,
  ].filter(Boolean)

/** The buyer: the billing address, else the shipping one; a company order names the company and its OIB (R1). */
export function invoiceBuyer(order: StoredOrder): InvoiceBuyer {
  const address = order.billingAddress ?? order.shippingAddress
  const company = order.companyData?.companyName && order.companyData.oib ? order.companyData : null
  return {
    name: address ? `${address.firstName} ${address.lastName}`.trim() : order.email,
    addressLines: address ? addressLines(address) : [order.email],
    company: company ? { name: company.companyName, oib: company.oib } : null,
  }
}

const text = (language: Locale, key: string, params?: Record<string, string | number>) =>
  edgeText(language, `invoicePdf.${key}`, params)

/** The invoice's lines: the order's lines as charged, the coupon per VAT rate, delivery. */
export function invoiceLines(order: StoredOrder, charged: readonly ChargedLine[]): InvoiceLine[] {
  const language = order.language
  const lines: InvoiceLine[] = charged.map((line) => ({
    name: line.name,
    qty: line.qty,
    unitPriceCents: line.unitPriceCents,
    taxRate: line.taxRate,
    totalCents: line.rowTotalCents,
  }))
  const discount = -order.couponAmountCents
  if (discount > 0) {
    // The coupon's shares by the lines it discounted (migration 0052); an older order's in proportion to all.
    const discounted = charged.some((line) => line.couponCents > 0)
      ? charged.map((line) => ({ ...line, totalCents: line.couponCents }))
      : lines
    const rates = [...grossByRate(lines)]
    const byRate = grossByRate(discounted)
    const shares = splitInProportion(
      discount,
      rates.map(([rate]) => byRate.get(rate) ?? 0),
    )
    rates.forEach(([rate], index) => {
      const share = shares[index] ?? 0
      if (share === 0) return
      const name = order.couponCode
        ? text(language, 'coupon', { code: order.couponCode, rate })
        : text(language, 'couponPlain', { rate })
      lines.push({ name, qty: 1, unitPriceCents: -share, taxRate: rate, totalCents: -share })
    })
  }
  if (order.deliveryAmountCents > 0) {
    const method = order.deliveryMethod?.name
    lines.push({
      name: method ? text(language, 'delivery', { method }) : text(language, 'deliveryPlain'),
      qty: 1,
      unitPriceCents: order.deliveryAmountCents,
      taxRate: DELIVERY_TAX_RATE,
      totalCents: order.deliveryAmountCents,
    })
  }
  return lines
}

/** The payment method's name as the buyer chose it. */
export const paymentMethodName = (order: StoredOrder): string =>
  order.paymentMethod?.name || text(order.language, 'paymentUnknown')

/** Who issued a document, as it prints: the shop for an automatic issue ('system'), else the staff member. */
export const operatorName = (actor: string, language: Locale): string =>
  actor === 'system' ? text(language, 'operatorShop') : actor

/** The whole document of an order's invoice, but its number (the insert takes it). */
export function invoiceDocument(
  order: StoredOrder,
  charged: readonly ChargedLine[],
  issuer: InvoiceIssuer,
  issued: { at: string; by: string },
): Omit<InvoiceDocument, 'number'> {
  const lines = invoiceLines(order, charged)
  return {
    issuedAt: issued.at,
    seller: issuer.seller,
    buyer: invoiceBuyer(order),
    lines,
    ...vatAndTotals(lines),
    paymentMethod: paymentMethodName(order),
    creditFor: null,
    orderNumber: order.slug,
    operator: operatorName(issued.by, order.language),
  }
}
