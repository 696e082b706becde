/**
 * An issued invoice or credit note as the PDF renderer (worker/backend/invoices/invoice-pdf.ts) needs
 * it: every value already decided at issue (seller data from settings, the buyer as ordered, the
 * lines and VAT as charged). Money in integer cents (gross unit price and line total, tax included);
 * a credit note carries negative amounts as issued.
 */

export interface InvoiceParty {
  name: string
  /** Postal address, one line each (street, postcode and city, country). */
  addressLines: string[]
}

export interface InvoiceSeller extends InvoiceParty {
  /** Croatian personal identification number (11 digits). */
  oib: string
  iban: string
}

/** The company an R1 invoice is made out to (name and OIB), or null for a consumer's invoice. */
export interface InvoiceBuyerCompany {
  name: string
  oib: string
}

export interface InvoiceBuyer extends InvoiceParty {
  company: InvoiceBuyerCompany | null
}

export interface InvoiceLine {
  name: string
  qty: number
  /** Gross price of one unit, tax included. */
  unitPriceCents: number
  /** VAT rate in percent, e.g. 25, 13, 5 or 0. */
  taxRate: number
  /** Gross total of the line (qty × unit price, after any discount), tax included. */
  totalCents: number
}

/** One row of the VAT breakdown: the net base and the tax of all lines at that rate. */
export interface InvoiceVatRow {
  rate: number
  baseCents: number
  taxCents: number
}

export interface InvoiceTotals {
  netCents: number
  taxCents: number
  grossCents: number
}

export interface InvoiceDocument {
  /** Croatian form: sequence / business premises / device, e.g. '12/IZLOG1/1'. */
  number: string
  /** Date and time of issue (ISO 8601). */
  issuedAt: string
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  lines: InvoiceLine[]
  vat: InvoiceVatRow[]
  totals: InvoiceTotals
  /** The payment method's name as the buyer saw it (e.g. 'Kartica', 'Bank transfer'). */
  paymentMethod: string
  /** For a credit note: the number of the invoice it corrects; null for an invoice. */
  creditFor: string | null
  /** The order it is for (its number, e.g. IZL-2026-000123), when known. */
  orderNumber?: string
  /** Who issued it ("Operater"): the shop's name for an automatic issue, or the staff member. */
  operator?: string
}
