/**
 * Issue 36, after the sale — licence keys and downloads: the buyer's order page (`orderDigital`), the backoffice (`adminDigital`; staff pages),
 * and the e-mails the Worker writes (`emailMessages`, never in a page).
 */
export const messages = {
  hr: { orderDigital: {}, adminDigital: {} },
  en: { orderDigital: {}, adminDigital: {} },
} as const

export const emailMessages = {
  hr: { emailDigital: {} },
  en: { emailDigital: {} },
} as const
