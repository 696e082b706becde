/**
 * Response types of the CMS calls (SPEC §7 "CMS"), as answered by the embedded backend
 * (worker/backend/cms) inside the `{ data }` envelope. Every translatable resource is answered
 * in the language of the request's `language` header and carries its `slugs` in both languages.
 */
import type { Section } from './sections'

export type CmsLocale = 'hr' | 'en'
export type Slugs = Record<CmsLocale, string>

/** Media object (same shape as the media API's DTO). */
export interface CmsMedia {
  id: number
  title: string
  description: string
  /** Alternative text per language (set in edit mode's media modal; empty when not written yet). */
  alt?: Record<CmsLocale, string>
  displayName: string
  mime: string
  extension: string
  width: number | null
  height: number | null
  path: string
  /** Default (medium) URL. */
  newPath: string
  urls: Record<'thumbnail' | 'portrait' | 'large' | 'fullhd' | 'medium' | 'original', string>
}

export interface Pagination {
  page: number
  limit: number
  totalPages: number
  totalRecords: number
}

/** `{ data, pagination }` list form (post/filterStandard, term/filterStandard, event/public/filter, ...). */
export interface Paginated<T> {
  data: T[]
  pagination: Pagination
}

/** `{ records, totalPages, totalRecords }` list form (consent/filter). */
export interface RecordsPage<T> {
  records: T[]
  page: number
  limit: number
  totalPages: number
  totalRecords: number
}

/** `{ data, lastPage, total }` list form (consent/assignments). */
export interface LastPagePage<T> {
  data: T[]
  page: number
  perPage: number
  limit: number
  total: number
  lastPage: number
}

// ---------------------------------------------------------------- terms

export type TermType = 'category' | 'tag'

export interface TermDto {
  id: number
  type: TermType
  parentId: number | null
  title: string
  slug: string
  slugs: Slugs
  /** The Croatian (main-language) slug. */
  slugMain: string
  description: string
  sortTypes: string[]
  sortDefaultType: string | null
  media: CmsMedia | null
  /** Published posts in this term. */
  postCount: number
  resourceType: 'term'
}

/** GET term/filter?termTypeTitles=category|tag → lists keyed by plural type. */
export interface TermFilterResponse {
  categories: TermDto[]
  tags: TermDto[]
}

// ---------------------------------------------------------------- posts and pages

export interface PostTermRef {
  id: number
  title: string
  slug: string
  slugs: Slugs
}

export type PostStatus = 'published' | 'draft'

export interface PostDto {
  id: number
  title: string
  slug: string
  slugs: Slugs
  excerpt: string
  /** Sanitised HTML. */
  body: string
  /** Page sections (pages are built from them; posts usually have none). */
  sections: Section[]
  media: CmsMedia | null
  terms: { categories: PostTermRef[]; tags: PostTermRef[] }
  seo: { title: string; description: string }
  status: PostStatus
  commentsEnabled: boolean
  created_at: string
  published_at: string | null
  updated_at: string
  user: { id: number | null; displayName: string }
  resourceType: 'post'
  /** Post type slug: 'post', 'page', 'project', ... */
  postType: string
}

export interface PostTypeDto {
  id: number
  slug: string
  title: string
  created_at: string
}

// ---------------------------------------------------------------- finder

export type FinderDecision =
  | { resourceType: 'post'; resource: PostDto }
  | { resourceType: 'page'; resource: PostDto }
  | { resourceType: 'term'; resource: TermDto }

export interface SlugSearchResult {
  id: number
  resourceType: 'post' | 'page' | 'term'
  title: string
  slug: string
  slugs: Slugs
}

/** POST finder/getUrlOnLanguage → the path of the same resource in the other language. */
export interface UrlOnLanguage {
  url: string
}

// ---------------------------------------------------------------- navigation

export type NavigationLinkType = 'page' | 'post' | 'product' | 'category' | 'term' | 'custom'

export interface NavigationLink {
  id: number
  name: string
  /** Site path for the request language ('/o-nama', '/en/about-us', '/shop/igre') or an absolute URL. */
  href: string
  target: '_self' | '_blank'
  type: NavigationLinkType
  children: NavigationLink[]
}

export type NavigationHandler = 'main' | 'footer1' | 'footer2' | 'footer3' | 'footer4'
/** Every menu the layout shows; the footer's four are flat and edited in place (edit mode). */
export const NAVIGATION_HANDLERS = [
  'main',
  'footer1',
  'footer2',
  'footer3',
  'footer4',
] as const satisfies readonly NavigationHandler[]
export const FOOTER_MENUS = ['footer1', 'footer2', 'footer3', 'footer4'] as const satisfies readonly NavigationHandler[]
export type FooterMenu = (typeof FOOTER_MENUS)[number]

/**
 * A footer menu link as edit mode writes it (PUT navigation/update/{handler}): its name in the
 * request's language; an existing link (`id`) without `target` keeps where it leads.
 */
export interface MenuLinkInput {
  id?: number
  name: string
  target?: { kind: 'page' | 'post' | 'product' | 'category'; id: number } | { kind: 'custom'; href: string }
  newTab: boolean
}

// ---------------------------------------------------------------- layout elements

export interface ElementLink {
  label: string
  href: string
}

export interface HeaderElementOptions {
  contactPage: ElementLink
}

export const SOCIAL_ICONS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok', 'github'] as const

export interface SocialItem {
  icon: (typeof SOCIAL_ICONS)[number]
  link: string
  label: string
}

export interface FooterElementOptions {
  footer1: string
  footer2: string
  footer3: string
  footer4: string
  credits: string
  socialItems: SocialItem[]
  newsletter: { title: string; body: string; thankYouTitle: string; thankYouBody: string }
}

export interface CookieElementOptions {
  title: string
  text: string
  acceptLabel: string
  rejectLabel: string
  settingsLabel: string
  /** Link to the privacy policy page in the element's language. */
  policyLink: ElementLink
  categories: Record<'necessary' | 'marketing' | 'analytics', { label: string; description: string }>
}

interface ElementBase {
  id: number
  title: string
  parts: unknown[]
  meta: Record<string, unknown>
  linkMeta: Record<string, unknown>
  language_code: CmsLocale
  type: 'static-element'
  slug: string
  created_at: string
  updated_at: string
}

export type LayoutElement =
  | (ElementBase & { handler: 'header-section'; options: HeaderElementOptions })
  | (ElementBase & { handler: 'footer-section'; options: FooterElementOptions })
  | (ElementBase & { handler: 'cookie-section'; options: CookieElementOptions })

export type ElementHandler = LayoutElement['handler']
export const LAYOUT_HANDLERS = [
  'header-section',
  'footer-section',
  'cookie-section',
] as const satisfies readonly ElementHandler[]

export interface ElementsResponse {
  elements: LayoutElement[]
}

// ---------------------------------------------------------------- forms and contact

/** `file`: the sender attaches files (FORM_UPLOADS: how many, how large, which types); staff download them from the form's submissions. */
export type FormFieldType = 'text' | 'email' | 'textarea' | 'select' | 'checkbox' | 'file'

export interface FormField {
  name: string
  type: FormFieldType
  label: string
  required: boolean
  options?: Array<{ value: string; label: string }>
}

export interface FormDto {
  id: number
  slug: string
  name: string
  fields: FormField[]
  confirmEmail: boolean
  /** The form is sent with a captcha answer (verified on the server). */
  captcha: boolean
}

/**
 * POST form/storeData. A confirm-e-mail form's submission is not confirmed yet (`confirmed` false):
 * the confirmation link goes to the address given, never back to the page.
 */
export interface FormSubmissionResult {
  id: number
  formId: number
  confirmed: boolean
}

/** GET /api/forms/captcha: the captcha a form with `captcha` shows (null: none configured). */
export interface CaptchaConfig {
  provider: 'recaptcha' | 'turnstile'
  siteKey: string
  /** The provider's widget script (loaded only on a page whose form needs it). */
  script: string
}

/** What a confirmed submission leads to (SPEC §4 E-mail confirmation). */
export type FormGoalType = 'message' | 'url' | 'file'

/** GET form/confirmEmail/:id */
export interface FormConfirmResult {
  id: number
  formId: number
  confirmed: true
  confirmedAt: string
  goalType: FormGoalType
  goal: string
  email: string
}

export type ContactReason = 'digitalTwinning' | 'customXr' | 'simulation' | 'other'
export const CONTACT_REASONS: readonly ContactReason[] = ['digitalTwinning', 'customXr', 'simulation', 'other']

/** POST contact/contactAdmin */
export interface ContactResult {
  id: number
  received: true
}

// ---------------------------------------------------------------- comments

export type CommentResourceType = 'post' | 'product'
/** `rejected` (issue 16): kept for the record, shown to its author only, marked. */
export type CommentStatus = 'pending' | 'published' | 'rejected'

export interface CommentDto {
  id: number
  resourceType: CommentResourceType
  resourceId: number
  body: string
  rating: number | null
  status: CommentStatus
  /** True when the viewer wrote it (own pending comments are listed too). */
  own: boolean
  user: { id: number; displayName: string }
  created_at: string
  updated_at: string
}

// ---------------------------------------------------------------- newsletter

/** Double opt-in: the subscription counts once the address is confirmed from the e-mail. */
export interface NewsletterSubscription {
  email: string
  subscribed: false
  confirmationSent: true
}

export interface NewsletterConfirmResult {
  email: string
  confirmed: true
}

// ---------------------------------------------------------------- events and documents

export type EventPeriod = 'upcoming' | 'past' | 'all'

export interface EventDto {
  id: number
  title: string
  slug: string
  slugs: Slugs
  /** Sanitised HTML. */
  description: string
  startsAt: string
  endsAt: string | null
  location: string
  media: CmsMedia | null
  ticketUrl: string | null
  paths: Slugs
  resourceType: 'event'
}

export interface DocumentDto {
  id: number
  title: string
  description: string
  media: CmsMedia | null
  /** Download URL (the media original). */
  url: string | null
  created_at: string
}

// ---------------------------------------------------------------- consents

export type ConsentTarget = 'register' | 'checkout' | 'newsletter' | 'contact' | 'cookie'

export interface ConsentDto {
  id: number
  uniqueNumber: string
  displayName: string
  displayNames: Slugs
  /** Sanitised HTML (may link the policy page). */
  description: string
  required: boolean
  created_at: string
}

export interface ConsentAssignmentDto {
  id: number
  assigned_to: ConsentTarget
  consents: ConsentDto[]
  /** uniqueNumbers that must be accepted. */
  requiredConsents: string[]
}

/** POST web/consent/filter {assignedTo} */
export interface WebConsentsResponse {
  assigned_to: ConsentTarget
  consents: ConsentDto[]
  requiredConsents: string[]
}

export interface ConsentLogDto {
  id: number
  status: string
  statusTimestamp: string
  sourceType: string
  consents: unknown[]
  user: { userType: string; email: string | null }
  created_at: string
}

// ---------------------------------------------------------------- redirects, pipeline, sitemap

export interface RedirectTarget {
  to: string
  status: 301 | 302
}

export interface PipelineStatus {
  running: boolean
}

export interface SitemapEntry {
  type: 'page' | 'post' | 'event'
  id: number
  slugs: Slugs
  /** Site paths per language ('/', '/en/' for home; '/dogadjaj/3' for events). */
  paths: Slugs
  updatedAt: string
  images: string[]
}

export interface SitemapEntriesResponse {
  entries: SitemapEntry[]
}
