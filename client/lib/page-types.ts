import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../contract/locales'
import type { MessageKey, Translate } from '../i18n/i18n'
import type { RouteMatch } from '../../contract/routes'
import type { ApiFetch } from '../../contract/api'
import type { StaffRole } from '../../contract/staff-roles'

/** What the edge knows about the visitor (never tokens). */
export interface ViewerInfo {
  id: number
  email: string
  firstName: string
  lastName: string
  isBackofficeUser: boolean
  /** The staff role the edge's session claims (null for customers): decides which admin areas show. */
  staffRole: StaffRole | null
}

export interface PageProps {
  match: RouteMatch
  /** Path + query of the current location (e.g. '/shop/igre?sort=price'). */
  href: string
  searchParams: URLSearchParams
}

export interface LoaderContext {
  match: RouteMatch
  locale: Locale
  searchParams: URLSearchParams
  queryClient: QueryClient
  api: ApiFetch
  viewer: ViewerInfo | null
  /** The active locale's translator (heads and redirects are decided in loaders). */
  t: Translate
  /** True on the server (SSR), false in the browser (client navigation). */
  server: boolean
}

/** Head tags a page wants (title, description, canonical/hreflang alternates, robots, JSON-LD, OG). */
export interface HeadData {
  title?: string
  description?: string
  /** Paths per locale of this same resource, for hreflang/canonical (absolute URLs are built by the renderer). */
  alternates?: Partial<Record<Locale, string>>
  robots?: string
  image?: string
  ogType?: string
  /** Extra Open Graph `<meta property content>` tags (e.g. product:price:amount). */
  meta?: Array<{ property: string; content: string }>
  jsonLd?: unknown[]
}

/**
 * What a critical loader may decide before the stream starts: a status (e.g. 404), a redirect,
 * head data. Thrown errors become the error page with their status.
 */
export interface CriticalResult {
  status?: number
  redirect?: { location: string; status: 301 | 302 | 307 | 308 }
  head?: HeadData
  /** The CMS section types the page shows, so their chunks load with the page's (issue 38). */
  sections?: string[]
}

export interface PageModule {
  Component: ComponentType<PageProps>
  /** Awaited before the shell flushes (in parallel with other critical loaders): status, redirect, head. */
  critical?: (ctx: LoaderContext) => Promise<CriticalResult | void>
  /** Started in parallel, never awaited before the shell: prefetch queries that Suspense parts read. */
  deferred?: (ctx: LoaderContext) => void
}

/** Thrown by loaders / components to render the 404 or error page with a status. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message = 'Error',
    /** A message key the error page shows to the visitor (the message itself is for logs). */
    readonly detailKey?: MessageKey,
    /** The detail text's parameters. */
    readonly detailParams?: Record<string, string | number>,
  ) {
    super(message)
    this.name = 'HttpStatusError'
  }
}
