import { IdParamsSchema } from '../schemas/params'
import type {
  AdminCommentRow,
  AdminConsentDetail,
  AdminConsentLogRow,
  AdminFailedRequestRow,
  AdminFormRow,
  AdminRedirectRow,
  AdminSubmissionsPage,
  AdminSubscriberRow,
  ModerationPurge,
} from '../dto/admin'
import type { CommentStatus, ConsentDto, LastPagePage } from '../dto/cms'
import {
  AdminListQuerySchema,
  ConsentLogQuerySchema,
  ConsentUpdateSchema,
  FormCaptchaSchema,
  ModerationDecisionSchema,
  ModerationQueueQuerySchema,
  RedirectCreateSchema,
  SubscribersQuerySchema,
} from '../schemas/engagement'
import { endpoint } from './endpoint'

/** A CSV download: a plain link the session cookie authorises, not a JSON answer. */
type Csv = string
type Deleted = { id: number; deleted: true }

/** The backoffice of comments, forms, consents, the newsletter and redirects (issue 16). All staff. */
export const engagementAdmin = {
  adminComments: endpoint<LastPagePage<AdminCommentRow>>()({
    method: 'GET',
    path: 'api/v1/admin/comments',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: ModerationQueueQuerySchema,
  }),
  adminCommentDecide: endpoint<{ id: number; status: CommentStatus; purge: ModerationPurge }>()({
    method: 'POST',
    path: 'api/v1/admin/comments/:id/decide',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
    body: ModerationDecisionSchema,
    purges: ['moderation'],
  }),
  adminCommentDelete: endpoint<Deleted & { purge: ModerationPurge }>()({
    method: 'DELETE',
    path: 'api/v1/admin/comments/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
    purges: ['moderation'],
  }),

  adminForms: endpoint<AdminFormRow[]>()({
    method: 'GET',
    path: 'api/v1/admin/forms',
    access: 'staff',
    area: 'content',
    cache: 'none',
  }),
  /** A form's captcha switched (issue 32): any page may show the form. */
  adminFormCaptcha: endpoint<AdminFormRow>()({
    method: 'PATCH',
    path: 'api/v1/admin/forms/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
    body: FormCaptchaSchema,
    purges: ['all'],
  }),
  adminFormSubmissions: endpoint<AdminSubmissionsPage>()({
    method: 'GET',
    path: 'api/v1/admin/forms/:id/submissions',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
    query: AdminListQuerySchema,
  }),
  adminFormSubmissionsCsv: endpoint<Csv>()({
    method: 'GET',
    path: 'api/v1/admin/forms/:id/submissions.csv',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),

  adminConsent: endpoint<AdminConsentDetail>()({
    method: 'GET',
    path: 'api/v1/admin/consents/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminConsentUpdate: endpoint<ConsentDto>()({
    method: 'PATCH',
    path: 'api/v1/admin/consents/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
    body: ConsentUpdateSchema,
    purges: ['consents'],
  }),
  adminConsentLog: endpoint<LastPagePage<AdminConsentLogRow>>()({
    method: 'GET',
    path: 'api/v1/admin/consent-log',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: ConsentLogQuerySchema,
  }),
  adminConsentLogCsv: endpoint<Csv>()({
    method: 'GET',
    path: 'api/v1/admin/consent-log.csv',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: ConsentLogQuerySchema,
  }),

  adminSubscribers: endpoint<LastPagePage<AdminSubscriberRow>>()({
    method: 'GET',
    path: 'api/v1/admin/newsletter',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: SubscribersQuerySchema,
  }),
  /** Only confirmed addresses: the double opt-in is what allows mailing them. */
  adminSubscribersCsv: endpoint<Csv>()({
    method: 'GET',
    path: 'api/v1/admin/newsletter.csv',
    access: 'staff',
    area: 'content',
    cache: 'none',
  }),
  adminUnsubscribe: endpoint<Deleted>()({
    method: 'DELETE',
    path: 'api/v1/admin/newsletter/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),

  adminFailedRequests: endpoint<LastPagePage<AdminFailedRequestRow>>()({
    method: 'GET',
    path: 'api/v1/admin/redirects/failed',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: AdminListQuerySchema,
  }),
  adminFailedRequestDismiss: endpoint<Deleted>()({
    method: 'DELETE',
    path: 'api/v1/admin/redirects/failed/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminRedirects: endpoint<LastPagePage<AdminRedirectRow>>()({
    method: 'GET',
    path: 'api/v1/admin/redirects',
    access: 'staff',
    area: 'content',
    cache: 'none',
    query: AdminListQuerySchema,
  }),
  adminRedirectCreate: endpoint<AdminRedirectRow>()({
    method: 'POST',
    path: 'api/v1/admin/redirects',
    access: 'staff',
    area: 'content',
    cache: 'none',
    body: RedirectCreateSchema,
    purges: ['redirect'],
  }),
  adminRedirectDelete: endpoint<AdminRedirectRow>()({
    method: 'DELETE',
    path: 'api/v1/admin/redirects/:id',
    access: 'staff',
    area: 'content',
    cache: 'none',
    params: IdParamsSchema,
  }),
}
