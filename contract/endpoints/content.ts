import { IdParamsSchema } from '../schemas/params'
import type {
  DocumentDto,
  ElementsResponse,
  EventDto,
  FinderDecision,
  LayoutElement,
  NavigationLink,
  Paginated,
  PostDto,
  PostTypeDto,
  SitemapEntriesResponse,
  SlugSearchResult,
  TermDto,
  TermFilterResponse,
  UrlOnLanguage,
} from '../dto/cms'
import type { AdminTemplatePreview } from '../dto/admin'
import type { MasterComponentDto, MasterLinks } from '../dto/master-component'
import type { NewPageCreated, PageDraftDto, PageDraftSaved, PagePublished } from '../dto/page-draft'
import { NewPageSchema, PageTranslationSchema } from '../schemas/page'
import {
  DocumentFilterSchema,
  DraftPublishSchema,
  DraftSaveSchema,
  ElementCreateSchema,
  ElementUpdateSchema,
  ElementsByHandlersSchema,
  EventFilterSchema,
  FinderSearchQuery,
  FinderSlugQuery,
  MasterCreateSchema,
  MenuSchema,
  NavigationHandlerParamsSchema,
  PostCreateSchema,
  PostFilterSchema,
  PostTypeCreateSchema,
  PostTypeFilterSchema,
  PostUpdateSchema,
  TemplateParamsSchema,
  TermFilterQuery,
  TermFilterStandardSchema,
  TermSlugParamsSchema,
  UrlOnLanguageSchema,
} from '../schemas/content'
import { endpoint } from './endpoint'

/**
 * CMS content (SPEC §7 CMS): posts and pages, terms, menus, layout elements, the finder, events,
 * documents, the sitemap; edit mode's drafts, new pages and masters; the admin's templates.
 */
export const content = {
  // ------------------------------------------------------------ posts and pages
  /** Published posts for anyone; drafts (`status`) for staff only, checked by the handler. */
  postFilter: endpoint<Paginated<PostDto>>()({
    method: 'POST',
    path: 'api/v1/post/filterStandard',
    access: 'public',
    cache: 'short',
    body: PostFilterSchema,
  }),
  postGet: endpoint<PostDto>()({
    method: 'GET',
    path: 'api/v1/post/get/:id',
    access: 'public',
    cache: 'short',
    params: IdParamsSchema,
  }),
  postCreate: endpoint<PostDto>()({
    method: 'POST',
    path: 'api/v1/post/create',
    access: 'staff',
    cache: 'none',
    body: PostCreateSchema,
    purges: ['post'],
  }),
  postUpdate: endpoint<PostDto>()({
    method: 'PATCH',
    path: 'api/v1/post/update/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
    body: PostUpdateSchema,
    purges: ['post'],
  }),

  // ------------------------------------------------------------ edit mode (issue 15)
  draftGet: endpoint<PageDraftDto>()({
    method: 'GET',
    path: 'api/v1/post/draft/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
  }),
  draftSave: endpoint<PageDraftSaved>()({
    method: 'PUT',
    path: 'api/v1/post/draft/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
    body: DraftSaveSchema,
  }),
  draftDiscard: endpoint<{ discarded: true }>()({
    method: 'DELETE',
    path: 'api/v1/post/draft/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
  }),
  draftPublish: endpoint<PagePublished>()({
    method: 'POST',
    path: 'api/v1/post/publish/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
    body: DraftPublishSchema,
    purges: ['published-page'],
  }),
  pageCreate: endpoint<NewPageCreated>()({
    method: 'POST',
    path: 'api/v1/post/createPage',
    access: 'staff',
    cache: 'none',
    body: NewPageSchema,
  }),
  pageTranslationCreate: endpoint<NewPageCreated>()({
    method: 'PUT',
    path: 'api/v1/link/postTranslation',
    access: 'staff',
    cache: 'none',
    body: PageTranslationSchema,
    purges: ['post'],
  }),
  masterFilter: endpoint<MasterComponentDto[]>()({
    method: 'POST',
    path: 'api/v1/master/filter',
    access: 'staff',
    cache: 'none',
  }),
  masterCreate: endpoint<MasterComponentDto>()({
    method: 'POST',
    path: 'api/v1/master/create',
    access: 'staff',
    cache: 'none',
    body: MasterCreateSchema,
  }),
  masterLinks: endpoint<MasterLinks>()({
    method: 'POST',
    path: 'api/v1/link/masters/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
  }),

  // ------------------------------------------------------------ terms
  termFilter: endpoint<TermFilterResponse>()({
    method: 'GET',
    path: 'api/v1/term/filter',
    access: 'public',
    cache: 'long',
    query: TermFilterQuery,
  }),
  termFilterStandard: endpoint<Paginated<TermDto>>()({
    method: 'POST',
    path: 'api/v1/term/filterStandard',
    access: 'public',
    cache: 'short',
    body: TermFilterStandardSchema,
  }),
  termGet: endpoint<TermDto>()({
    method: 'GET',
    path: 'api/v1/term/get/:id',
    access: 'public',
    cache: 'short',
    params: IdParamsSchema,
  }),
  termGetBySlug: endpoint<TermDto>()({
    method: 'GET',
    path: 'api/v1/term/getBySlug/:slug',
    access: 'public',
    cache: 'short',
    params: TermSlugParamsSchema,
  }),

  // ------------------------------------------------------------ layout: menus and elements
  navigationTree: endpoint<NavigationLink[]>()({
    method: 'GET',
    path: 'api/v1/navigation/tree/:handler',
    access: 'public',
    cache: 'long',
    params: NavigationHandlerParamsSchema,
  }),
  navigationUpdate: endpoint<NavigationLink[]>()({
    method: 'PUT',
    path: 'api/v1/navigation/update/:handler',
    access: 'staff',
    cache: 'none',
    body: MenuSchema,
    purges: ['layout'],
  }),
  elementsByHandlers: endpoint<ElementsResponse>()({
    method: 'POST',
    path: 'api/v1/element/getByHandlers',
    access: 'public',
    cache: 'long',
    body: ElementsByHandlersSchema,
  }),
  elementCreate: endpoint<LayoutElement>()({
    method: 'POST',
    path: 'api/v1/element/create',
    access: 'staff',
    cache: 'none',
    body: ElementCreateSchema,
  }),
  elementUpdate: endpoint<LayoutElement>()({
    method: 'PATCH',
    path: 'api/v1/element/update/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
    body: ElementUpdateSchema,
    purges: ['layout'],
  }),

  // ------------------------------------------------------------ finder
  finderDecide: endpoint<FinderDecision>()({
    method: 'GET',
    path: 'api/v1/finder/decide',
    access: 'public',
    cache: 'short',
    query: FinderSlugQuery,
  }),
  finderSearchSlugs: endpoint<SlugSearchResult[]>()({
    method: 'GET',
    path: 'api/v1/finder/searchSlugs',
    access: 'public',
    cache: 'short',
    query: FinderSearchQuery,
  }),
  finderUrlOnLanguage: endpoint<UrlOnLanguage>()({
    method: 'POST',
    path: 'api/v1/finder/getUrlOnLanguage',
    access: 'public',
    cache: 'short',
    body: UrlOnLanguageSchema,
  }),

  // ------------------------------------------------------------ events, documents, sitemap
  eventFilter: endpoint<Paginated<EventDto>>()({
    method: 'POST',
    path: 'api/v1/event/public/filter',
    access: 'public',
    cache: 'short',
    body: EventFilterSchema,
  }),
  eventGet: endpoint<EventDto>()({
    method: 'GET',
    path: 'api/v1/event/public/get/:id',
    access: 'public',
    cache: 'short',
    params: IdParamsSchema,
  }),
  documentFilter: endpoint<Paginated<DocumentDto>>()({
    method: 'POST',
    path: 'api/v1/document/filter/web',
    access: 'public',
    cache: 'short',
    body: DocumentFilterSchema,
  }),
  documentGet: endpoint<DocumentDto>()({
    method: 'GET',
    path: 'api/v1/document/get/web/:id',
    access: 'public',
    cache: 'short',
    params: IdParamsSchema,
  }),
  sitemapEntries: endpoint<SitemapEntriesResponse>()({
    method: 'GET',
    path: 'api/v1/sitemap/entries',
    access: 'public',
    cache: 'long',
  }),

  // ------------------------------------------------------------ templates (post types) of the admin
  postTypeCreate: endpoint<PostTypeDto>()({
    method: 'POST',
    path: 'api/v1/postType/create',
    access: 'staff',
    cache: 'none',
    body: PostTypeCreateSchema,
  }),
  postTypeFilter: endpoint<Paginated<PostTypeDto>>()({
    method: 'POST',
    path: 'api/v1/postType/filterStandard',
    access: 'staff',
    cache: 'none',
    body: PostTypeFilterSchema,
  }),
  postTypeDelete: endpoint<{ id: number; deleted: boolean }>()({
    method: 'DELETE',
    path: 'api/v1/postType/delete/:id',
    access: 'staff',
    cache: 'none',
    params: IdParamsSchema,
  }),
  templatePreview: endpoint<AdminTemplatePreview>()({
    method: 'GET',
    path: 'api/v1/admin/templates/:slug',
    access: 'staff',
    cache: 'none',
    params: TemplateParamsSchema,
  }),
}
