import { IdParamsSchema } from '../schemas/params'
import type {
  CommentDto,
  ConsentAssignmentDto,
  ConsentDto,
  ConsentLogDto,
  ContactResult,
  FormConfirmResult,
  FormDto,
  FormSubmissionResult,
  LastPagePage,
  NewsletterConfirmResult,
  NewsletterSubscription,
  Paginated,
  PipelineStatus,
  RecordsPage,
  RedirectTarget,
  WebConsentsResponse,
} from '../dto/cms'
import {
  CommentCreateSchema,
  CommentFilterSchema,
  CommentUpdateSchema,
  ConsentAssignmentsSchema,
  ConsentCreateSchema,
  ConsentFilterSchema,
  ConsentLogCreateSchema,
  ContactAdminSchema,
  FailedRequestSchema,
  FormFilterSchema,
  FormStoreSchema,
  NewsletterSubscribeSchema,
  RedirectResolveSchema,
  WebConsentFilterSchema,
} from '../schemas/engagement'
import { endpoint } from './endpoint'

/** Comments and reviews, forms and the contact form, consents, the newsletter, redirects (SPEC §5, issue 16). */
export const engagement = {
  commentFilter: endpoint<Paginated<CommentDto>>()({
    method: 'POST',
    path: 'api/v1/comment/filterStandard',
    access: 'public',
    cache: 'short',
    body: CommentFilterSchema,
  }),
  /** Logged users only: the handler refuses others with the SPEC's own code, before the body is read. */
  commentCreate: endpoint<CommentDto>()({
    method: 'POST',
    path: 'api/v1/comment/create',
    access: 'public',
    cache: 'none',
    body: CommentCreateSchema,
  }),
  commentUpdate: endpoint<CommentDto>()({
    method: 'PATCH',
    path: 'api/v1/comment/update/:id',
    access: 'public',
    cache: 'none',
    params: IdParamsSchema,
    body: CommentUpdateSchema,
    purges: ['comment-status'],
  }),

  formFilter: endpoint<Paginated<FormDto>>()({
    method: 'POST',
    path: 'api/v1/form/filter',
    access: 'public',
    cache: 'short',
    body: FormFilterSchema,
  }),
  formGet: endpoint<FormDto>()({
    method: 'GET',
    path: 'api/v1/form/get/:id',
    access: 'public',
    cache: 'short',
    params: IdParamsSchema,
  }),
  /** JSON, or multipart/form-data (the JSON in `payload`) when the form's file fields come with files: the handler checks either. */
  formStoreData: endpoint<FormSubmissionResult>()({
    method: 'POST',
    path: 'api/v1/form/storeData',
    access: 'public',
    cache: 'none',
    body: FormStoreSchema,
    multipart: true,
  }),
  formConfirmEmail: endpoint<FormConfirmResult>()({
    method: 'GET',
    path: 'api/v1/form/confirmEmail/:id',
    access: 'public',
    cache: 'none',
  }),
  contactAdmin: endpoint<ContactResult>()({
    method: 'POST',
    path: 'api/v1/contact/contactAdmin',
    access: 'public',
    cache: 'none',
    body: ContactAdminSchema,
  }),

  consentFilter: endpoint<RecordsPage<ConsentDto>>()({
    method: 'GET',
    path: 'api/v1/consent/filter',
    access: 'public',
    cache: 'short',
    query: ConsentFilterSchema,
  }),
  consentAssignments: endpoint<LastPagePage<ConsentAssignmentDto>>()({
    method: 'GET',
    path: 'api/v1/consent/assignments',
    access: 'public',
    cache: 'short',
    query: ConsentAssignmentsSchema,
  }),
  consentGet: endpoint<ConsentDto>()({
    method: 'GET',
    path: 'api/v1/consent/get/:ref',
    access: 'public',
    cache: 'none',
  }),
  /** A new consent, or an assignment (which consents a form asks for): the answer differs accordingly. */
  consentCreate: endpoint<ConsentDto | (WebConsentsResponse & { id: number })>()({
    method: 'POST',
    path: 'api/v1/consent/create',
    access: 'staff',
    area: 'content',
    cache: 'none',
    body: ConsentCreateSchema,
    purges: ['consents'],
  }),
  webConsentFilter: endpoint<WebConsentsResponse>()({
    method: 'POST',
    path: 'api/v1/web/consent/filter',
    access: 'public',
    cache: 'long',
    body: WebConsentFilterSchema,
  }),
  webConsentLogCreate: endpoint<ConsentLogDto>()({
    method: 'POST',
    path: 'api/v1/web/consent/log/create',
    access: 'public',
    cache: 'none',
    body: ConsentLogCreateSchema,
  }),

  newsletterSubscribe: endpoint<NewsletterSubscription>()({
    method: 'POST',
    path: 'api/v1/newsletter/subscribe',
    access: 'public',
    cache: 'none',
    body: NewsletterSubscribeSchema,
  }),
  newsletterConfirmEmail: endpoint<NewsletterConfirmResult>()({
    method: 'GET',
    path: 'api/v1/newsletter/confirmEmail/:token',
    access: 'public',
    cache: 'none',
  }),

  redirectAddFailedRequest: endpoint<{ path: string; hits: number; recorded: boolean }>()({
    method: 'POST',
    path: 'api/v1/redirect/addFailedRequest',
    access: 'public',
    cache: 'none',
    body: FailedRequestSchema,
  }),
  redirectResolve: endpoint<RedirectTarget>()({
    method: 'GET',
    path: 'api/v1/redirect/resolve',
    access: 'public',
    cache: 'none',
    query: RedirectResolveSchema,
  }),
  pipelineRunning: endpoint<PipelineStatus>()({
    method: 'GET',
    path: 'api/v1/pipeline/hasRunningPipeline',
    access: 'public',
    cache: 'none',
  }),
}
