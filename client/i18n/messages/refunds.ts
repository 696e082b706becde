/**
 * Issue 36, after the sale — refunds: the buyer's order page (`orderRefunds`), the backoffice (`adminRefunds`; staff pages),
 * and the e-mails the Worker writes (`emailMessages`, never in a page).
 */
export const messages = {
  hr: { orderRefunds: {}, adminRefunds: {} },
  en: { orderRefunds: {}, adminRefunds: {} },
} as const

export const emailMessages = {
  hr: { emailRefunds: {} },
  en: { emailRefunds: {} },
} as const
