/** An e-mail of the outbox as the admin's outbox and the dev mailbox show it (api/v1/admin/mailbox). */
export interface OutboxEmailDto {
  id: number
  kind:
    | 'verifyEmail'
    | 'passwordReset'
    | 'orderConfirmation'
    | 'digitalKeys'
    | 'digitalStaff'
    | 'formConfirmation'
    | 'newsletterConfirmation'
    | 'orderStatus'
    | 'emailChange'
    | 'emailChangeNotice'
    | 'registrationAttempt'
    | 'orderRefund'
    | 'orderReturn'
    | 'orderInvoice'
    | 'staffInvitation'
  recipient: string
  locale: 'hr' | 'en'
  subject: string
  /**
   * The whole HTML document as sent. Not CMS HTML (so not in the edge sanitiser's HTML fields): the
   * mailbox shows it only inside a sandboxed frame where no script runs and nothing is same-origin.
   */
  emailDocument: string
  text: string
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  lastError: string | null
  sentVia: string | null
  createdAt: string
  sentAt: string | null
}
