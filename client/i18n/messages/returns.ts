/**
 * Issue 36, after the sale — returns: the buyer's order page (`orderReturns`), the backoffice (`adminReturns`; staff pages),
 * and the e-mails the Worker writes (`emailMessages`, never in a page).
 */
export const messages = {
  hr: { orderReturns: {}, adminReturns: {} },
  en: { orderReturns: {}, adminReturns: {} },
} as const

export const emailMessages = {
  hr: { emailReturns: {} },
  en: { emailReturns: {} },
} as const
