import type { OutboxEmailDto } from '../../../contract/dto/email'
import { email as emailRows } from '../../../contract/endpoints/email'
import { isProduction } from '../../lib/bindings'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { listOutbox, type OutboxEmail } from './outbox'

/**
 * The dev mailbox (issue 14): outside production, backoffice staff read every e-mail of the outbox
 * rendered, so registering, confirming an address and resetting a password work on `npm start`
 * alone. Production answers 404: real mail leaves through the configured sender.
 */
export const mailboxRoutes = endpointRoutes('api/v1/admin/mailbox')

const PER_PAGE = 20

const toDto = (email: OutboxEmail): OutboxEmailDto => ({
  id: email.id,
  kind: email.kind,
  recipient: email.recipient,
  locale: email.locale,
  subject: email.subject,
  // Inline images as data: URLs, so the frame shows what a mail client shows.
  emailDocument: email.attachments.reduce(
    (html, image) => html.replaceAll(`cid:${image.contentId}`, `data:${image.type};base64,${image.base64}`),
    email.html,
  ),
  text: email.text,
  status: email.status,
  attempts: email.attempts,
  lastError: email.lastError,
  sentVia: email.sentVia,
  createdAt: email.createdAt,
  sentAt: email.sentAt,
})

mailboxRoutes.on(emailRows.mailbox, async (c) => {
  if (isProduction(c.env)) throw refuse(404, 'DEV_MAILBOX_OFF')
  const query = c.req.valid('query')
  const p = paging(query.page, PER_PAGE, { page: 1, limit: PER_PAGE }, PER_PAGE)
  const { data, total } = await listOutbox(c.env.DB, { recipient: query.recipient || undefined }, p.limit, p.offset)
  return ok(c, pageForms.lastPage(data.map(toDto), total, p))
})
