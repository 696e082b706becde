import type { Locale } from '../../../contract/locales'

/** The words an invoice PDF prints, in each language the shop writes invoices in. */
export interface InvoiceTexts {
  invoice: string
  /** Marks an invoice made out to a company (with its OIB) for VAT deduction. */
  r1: string
  creditNote: string
  number: string
  issuedAt: string
  seller: string
  buyer: string
  company: string
  oib: string
  iban: string
  paymentMethod: string
  creditFor: string
  lineNo: string
  item: string
  qty: string
  unitPrice: string
  vatRate: string
  amount: string
  vatBreakdown: string
  rate: string
  base: string
  tax: string
  net: string
  taxTotal: string
  gross: string
  creditGross: string
  pricesIncludeVat: string
  continued: string
  page: (page: number, pages: number) => string
}

export const INVOICE_TEXTS: Record<Locale, InvoiceTexts> = {
  hr: {
    invoice: 'Račun',
    r1: 'R1',
    creditNote: 'Odobrenje',
    number: 'Broj',
    issuedAt: 'Datum i vrijeme izdavanja',
    seller: 'Prodavatelj',
    buyer: 'Kupac',
    company: 'Tvrtka',
    oib: 'OIB',
    iban: 'IBAN',
    paymentMethod: 'Način plaćanja',
    creditFor: 'Odobrenje za račun',
    lineNo: 'Rb.',
    item: 'Naziv',
    qty: 'Kol.',
    unitPrice: 'Cijena',
    vatRate: 'PDV',
    amount: 'Iznos',
    vatBreakdown: 'Rekapitulacija PDV-a',
    rate: 'Stopa PDV-a',
    base: 'Osnovica',
    tax: 'Iznos PDV-a',
    net: 'Ukupno bez PDV-a',
    taxTotal: 'Ukupno PDV',
    gross: 'Ukupno za platiti',
    creditGross: 'Ukupno odobreno',
    pricesIncludeVat: 'Cijene stavki uključuju PDV.',
    continued: 'nastavak',
    page: (page, pages) => `Stranica ${page} od ${pages}`,
  },
  en: {
    invoice: 'Invoice',
    r1: 'R1',
    creditNote: 'Credit note',
    number: 'Number',
    issuedAt: 'Date and time of issue',
    seller: 'Seller',
    buyer: 'Buyer',
    company: 'Company',
    oib: 'OIB',
    iban: 'IBAN',
    paymentMethod: 'Payment method',
    creditFor: 'Credit note for invoice',
    lineNo: 'No.',
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit price',
    vatRate: 'VAT',
    amount: 'Amount',
    vatBreakdown: 'VAT breakdown',
    rate: 'VAT rate',
    base: 'Taxable base',
    tax: 'VAT amount',
    net: 'Total excl. VAT',
    taxTotal: 'Total VAT',
    gross: 'Total to pay',
    creditGross: 'Total credited',
    pricesIncludeVat: 'Line prices include VAT.',
    continued: 'continued',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
}
