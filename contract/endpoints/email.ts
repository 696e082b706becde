import * as v from 'valibot'
import { adminListQuery, IdParamsSchema, PageParam } from '../schemas/params'
import type { AdminOutboxRow } from '../dto/admin'
import type { LastPagePage } from '../dto/cms'
import type { OutboxEmailDto } from '../dto/email'
import { endpoint } from './endpoint'

const MailboxQuerySchema = v.object({
  page: PageParam,
  recipient: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'recipient is too long.'))),
})

/** `?page=&q=&status=` of the outbox list (an admin list's page and search). */
const OutboxQuerySchema = adminListQuery({
  status: v.optional(v.union([v.literal(''), v.picklist(['queued', 'sent', 'failed'], 'Unknown status.')])),
})

/** The e-mail outbox as staff see it (issue 16) and the dev mailbox (issue 14). */
export const email = {
  /** Every message's delivery state, without its body (the links in it are personal). */
  outbox: endpoint<LastPagePage<AdminOutboxRow>>()({
    method: 'GET',
    path: 'api/v1/admin/outbox',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: OutboxQuerySchema,
  }),
  outboxRetry: endpoint<AdminOutboxRow>()({
    method: 'POST',
    path: 'api/v1/admin/outbox/:id/retry',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),
  /** The outbox's e-mails rendered, newest first (outside production only). */
  mailbox: endpoint<LastPagePage<OutboxEmailDto>>()({
    method: 'GET',
    path: 'api/v1/admin/mailbox',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: MailboxQuerySchema,
  }),
}
