/**
 * Issue 36, after the sale — shipping, tracking, delivery and the order's progress: the buyer's order page (`orderTracking`), the backoffice (`adminFulfilment`; staff pages),
 * and the e-mails the Worker writes (`emailMessages`, never in a page).
 */
export const messages = {
  hr: { orderTracking: {}, adminFulfilment: {} },
  en: { orderTracking: {}, adminFulfilment: {} },
} as const

export const emailMessages = {
  hr: { emailFulfilment: {} },
  en: { emailFulfilment: {} },
} as const
