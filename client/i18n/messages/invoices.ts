/**
 * Issue 36, after the sale — invoices and credit notes: the buyer's order page (`orderInvoices`), the backoffice (`adminInvoices`; staff pages),
 * and the e-mails the Worker writes (`emailMessages`, never in a page).
 */
export const messages = {
  hr: { orderInvoices: {}, adminInvoices: {} },
  en: { orderInvoices: {}, adminInvoices: {} },
} as const

export const emailMessages = {
  hr: { emailInvoices: {} },
  en: { emailInvoices: {} },
} as const
