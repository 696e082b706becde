import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../contract/locales'
import type { ApiFetch } from '../../contract/api'
import { isPersonalRoute, matchRoute, routeTitleKeyOf, type RouteMatch } from '../../contract/routes'
import { messageOfError, statusOfError } from './http-status'
import type { PageSource } from './page-source'
import {
  HttpStatusError,
  type CriticalResult,
  type HeadData,
  type LoaderContext,
  type ViewerInfo,
} from '../lib/page-types'
import type { RouteState } from '../lib/route-state'
import { preloadSections } from '../features/sections/section-source'
import type { Translate } from '../i18n/i18n'

interface ResolveInput {
  pathname: string
  search: string
  locale: Locale
  queryClient: QueryClient
  api: ApiFetch
  viewer: ViewerInfo | null
  t: Translate
  server: boolean
}

type Resolved =
  | { kind: 'page'; state: RouteState; personal: boolean }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308 }

/** The route state of an error page for `status` (404 for unmatched paths). */
export function errorState(
  href: string,
  status: number,
  message: string,
  match: RouteState['match'] = null,
  detail?: string,
): RouteState {
  return {
    match,
    href,
    status,
    head: { robots: 'noindex' },
    error: detail ? { status, message, detail } : { status, message },
  }
}

/** What the manifest says about a route's head: its fixed title, if it has one. */
function manifestHead(match: RouteMatch, t: Translate): HeadData {
  const title = routeTitleKeyOf(match.name)
  return title ? { title: t(title) } : {}
}

/**
 * Matches the path, gets the page module (in the browser: awaits its chunk, so the page renders
 * without suspending) and runs its loaders: `deferred` starts (not awaited), the `critical`
 * loader is awaited and decides status / redirect / head. Thrown errors become the error page
 * with their status (HttpStatusError 404 → the 404 page). The head starts from the manifest (the
 * route's fixed title; its robots are applied by the document), the loader's head goes over it. Shared by the SSR handler
 * (server: true) and client navigation / idle prefetch (server: false). A failed chunk load
 * (`isFatal`) is rethrown so the browser can apply the reload guard.
 */
export async function resolveRoute(
  input: ResolveInput,
  pages: PageSource,
  isFatal: (error: unknown) => boolean = () => false,
): Promise<Resolved> {
  const href = input.pathname + input.search
  const match = matchRoute(input.pathname)
  if (!match) return { kind: 'page', state: errorState(href, 404, 'This page could not be found'), personal: false }
  // Personal routes (contract/routes.ts) are private however their page turns out.
  const personal = isPersonalRoute(match.name)
  let module = pages.peek(match.name)
  if (!module) {
    try {
      module = await pages.load(match.name)
    } catch (error) {
      if (isFatal(error)) throw error
      // A module that failed to evaluate (or any failure when the caller applies no guard, e.g.
      // idle prefetch): the error page, no reload.
      return { kind: 'page', state: errorState(href, statusOfError(error), messageOfError(error), match), personal }
    }
  }
  const ctx: LoaderContext = {
    match,
    locale: match.locale,
    searchParams: new URLSearchParams(input.search),
    queryClient: input.queryClient,
    api: input.api,
    viewer: input.viewer,
    t: input.t,
    server: input.server,
  }
  try {
    module.deferred?.(ctx)
  } catch (error) {
    // Deferred loaders own their errors; a synchronous throw must not take the page down.
    if (isFatal(error)) throw error
  }
  let result: CriticalResult | void = undefined
  try {
    result = await module.critical?.(ctx)
    // The page's CMS sections load with it (in the browser; the server has them all), so rendering never waits for them.
    if (result?.sections) await preloadSections(result.sections)
  } catch (error) {
    if (isFatal(error)) throw error
    const status = statusOfError(error)
    const detail =
      error instanceof HttpStatusError && error.detailKey ? input.t(error.detailKey, error.detailParams) : undefined
    return { kind: 'page', state: errorState(href, status, messageOfError(error), match, detail), personal }
  }
  if (result?.redirect) return { kind: 'redirect', location: result.redirect.location, status: result.redirect.status }
  return {
    kind: 'page',
    state: {
      match,
      href,
      status: result?.status ?? 200,
      head: { ...manifestHead(match, input.t), ...result?.head },
      error: null,
      ...(result?.sections ? { sections: result.sections } : {}),
    },
    personal,
  }
}
