import { NO_SCRIPT_CHECKOUT_CALL } from '../../contract/checkout-form'
import { noScriptCheckout } from '../checkout/no-script-state'
import {
  AppRoot,
  CORE_VERSION,
  createQueryClient,
  createTranslator,
  editModeOf,
  errorState,
  messageOfError,
  pageRegistry,
  prefetchLayout,
  resolveRoute,
  staticPageSource,
  statusOfError,
  viewerAtom,
  type BootData,
  type Messages,
  type PageRegistry,
  type PageSource,
  type RouteState,
  type Translator,
  type ViewerInfo,
} from '../../client/server'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import type { Context } from 'hono'
import { createStore } from 'jotai'
import { redirectForMissedPath } from './missed-path'
import { renderToReadableStream } from 'react-dom/server'
import { localeFromPath, type Locale } from '../../contract/locales'
import { matchRoute } from '../../contract/routes'
import type { ApiFetch } from '../../contract/api'
import { isProduction, type AppEnv } from '../env'
import { clientManifest } from '../generated/client-manifest'
import { Document } from './document'
import { pageMessages } from './page-messages'
import { renderFallbackPage } from './fallback-page'
import { isBot, isFormOutcomePage } from './is-bot'
import { isSharedRender } from './shared-render'
import { appRunsIn } from './app-runs'
import { createServerApi } from './server-api'
import { cspNonce } from '../middleware/security-headers'
import { readCart } from '../cart/server-cart'
import { cookieChoiceOf } from '../lib/consent-cookie'
import { createStateInjector } from './state-injector'
import { hasUpstreamFailure, markIncomplete } from './render-outcome'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** SSR renders from the static registry (everything bundled by wrangler, no loading). */
const defaultPages = staticPageSource(pageRegistry)

interface RenderContext {
  request: Request
  locale: Locale
  nonce: string
  origin: string
  viewer: ViewerInfo | null
  api: ApiFetch
  queryClient: QueryClient
  /**
   * The whole document at once (`allReady`), not a progressive stream: a browser that has not shown
   * the app runs there (contract/app-runs.ts), a crawler, a page the page cache stores, a form's outcome page.
   */
  whole: boolean
  production: boolean
  environment: string
  pages: PageSource
  messages: Messages
  /** Where client navigation finds the messages this page did not inline (BootData.messages). */
  messageFiles: BootData['messages']
  translator: Translator
  /** A backoffice user's page in edit mode (issue 15). */
  editing: boolean
  /** The request's cookie holds a cookie choice: no cookie notice (a page cache variant of its own). */
  cookieChoice: boolean
}

export interface RenderOptions {
  /** Page modules by route name (default: client/pages/registry; tests pass their own). */
  registry?: PageRegistry
}

/** How long a page answering 503 (the upstream is down) asks to be left alone, in seconds. */
export const PAGE_RETRY_AFTER_SECONDS = 60

function htmlHeaders(locale: Locale, personal: boolean, status = 200): Headers {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': locale,
    'Cache-Control': personal ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
  })
  if (status === 503) headers.set('Retry-After', String(PAGE_RETRY_AFTER_SECONDS))
  return headers
}

/**
 * Streams the document for a resolved route state. The shell (html, head, header, footer) flushes
 * first; Suspense parts of the page stream in as their queries resolve; a whole render waits for allReady.
 * Throws when the shell itself cannot render (the caller then renders the error page).
 */
async function streamDocument(ctx: RenderContext, route: RouteState, personal: boolean): Promise<Response> {
  const { messages, translator } = ctx
  const store = createStore()
  store.set(viewerAtom, ctx.viewer)
  const boot: BootData = {
    locale: ctx.locale,
    route,
    viewer: ctx.viewer,
    badge: ctx.production
      ? null
      : { coreVersion: CORE_VERSION, build: clientManifest.version, environment: ctx.environment || 'development' },
    origin: ctx.origin,
    messages: ctx.messageFiles,
    cookieChoice: ctx.cookieChoice,
  }
  const status = route.error?.status ?? route.status
  const stream = await renderToReadableStream(
    <Document
      boot={boot}
      messages={messages}
      translator={translator}
      nonce={ctx.nonce}
      personal={personal}
      editing={ctx.editing}
    >
      <AppRoot
        translator={translator}
        queryClient={ctx.queryClient}
        store={store}
        api={ctx.api}
        route={route}
        site={{ origin: ctx.origin, badge: boot.badge, nonce: ctx.nonce, cookieChoice: ctx.cookieChoice }}
        pages={ctx.pages}
      />
    </Document>,
    {
      nonce: ctx.nonce || undefined,
      // A part that is ready when the shell flushes stays in place. By default React moves any part
      // over 12.8 kB (every page's content) to the end of the stream, and the browser shows it only
      // when React's inline script swaps it in, at its throttled pace: the page's largest paint
      // then waited for that script (issue 17: the shop's LCP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // Errors inside Suspense boundaries after the shell: the browser re-renders that part.
        console.error('ssr: render error', route.href, error)
        markIncomplete(ctx.request)
      },
    },
  )
  if (ctx.whole) await stream.allReady
  const finalState = () => {
    // The stream is complete here: a part that rendered its error state instead of data makes the page incomplete.
    if (hasUpstreamFailure(ctx.queryClient)) markIncomplete(ctx.request)
    return dehydrate(ctx.queryClient)
  }
  const body = stream.pipeThrough(createStateInjector(finalState, ctx.nonce))
  return new Response(body, { status, headers: htmlHeaders(ctx.locale, personal, status) })
}

/** The error page (inside the layout) for `status`; if that fails too, the plain fallback page. */
async function renderError(
  c: Context<AppEnv>,
  ctx: RenderContext,
  href: string,
  status: number,
  message: string,
): Promise<Response> {
  try {
    return await streamDocument(ctx, errorState(href, status, message), true)
  } catch (error) {
    console.error('ssr: error page failed', href, error)
    return renderFallbackPage(c, ctx.locale, status, htmlHeaders(ctx.locale, true, status))
  }
}

/**
 * The page handler (DESIGN.md "Rendering"): per request a QueryClient, a jotai store, a rosetta
 * translator and an ApiFetch over the upstream client. The page's critical loader runs BEFORE the
 * stream starts (it decides status, redirect and head); the layout data starts at the same time
 * and is awaited with it; deferred loaders are not awaited and stream into Suspense boundaries
 * (except when the document is rendered whole: a browser whose app has not run, a crawler, a page the
 * cache stores, a form's outcome).
 */
export async function renderPage(c: Context<AppEnv>, options: RenderOptions = {}): Promise<Response> {
  const res = await renderResponse(c, options)
  // Headers written on the context while rendering reach the page too: the cart read's cookies
  // (worker/cart/server-cart.ts), which hono would drop from a Response built by hand.
  return c.newResponse(res.body, res)
}

async function renderResponse(c: Context<AppEnv>, options: RenderOptions): Promise<Response> {
  const url = new URL(c.req.url)

  const locale = c.get('locale') ?? localeFromPath(url.pathname)
  const user = c.get('user') ?? null
  const viewer: ViewerInfo | null = user
    ? {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        isBackofficeUser: user.isBackofficeUser,
        staffRole: user.staffRole,
      }
    : null
  // Edit mode's page carries the editor's texts too, the style guide its sample texts; every other page only the visitors'.
  // The admin pages (staff only) share the editor's texts and styles: the media library, the cache view.
  const route = matchRoute(url.pathname)?.name
  const editing =
    editModeOf(url.searchParams, viewer) !== null ||
    (viewer?.isBackofficeUser === true && route !== undefined && route.startsWith('admin') && route !== 'adminLogin')
  const { messages, boot: messageFiles } = pageMessages(locale, route, editing)
  const ctx: RenderContext = {
    request: c.req.raw,
    locale,
    nonce: cspNonce(c),
    origin: (c.env.PUBLIC_ORIGIN?.trim() || url.origin).replace(/\/+$/, ''),
    viewer,
    api: createServerApi(c.get('upstream'), {
      'GET api/cart': () => readCart(c),
      [NO_SCRIPT_CHECKOUT_CALL]: async () => ({ data: await noScriptCheckout(c) }),
    }),
    queryClient: createQueryClient(true),
    whole: !appRunsIn(c) || isBot(c.req.header('user-agent')) || isFormOutcomePage(url) || isSharedRender(c.req.raw),
    production: isProduction(c.env),
    environment: c.env.ENVIRONMENT,
    pages: options.registry ? staticPageSource(options.registry) : defaultPages,
    messages,
    messageFiles,
    translator: createTranslator(locale, messages),
    editing,
    cookieChoice: cookieChoiceOf(c) !== null,
  }
  const href = url.pathname + url.search

  try {
    // The layout's CMS data (menus, footer) starts now, beside the page's critical loader, and the
    // shell waits for both: a streamed menu would stay its frame in a browser without JavaScript
    // (issue 38), and these public reads come from the edge's cache, faster than the page's own.
    // A failed read leaves the layout's parts to their error frames, as before.
    const layout = prefetchLayout(ctx.queryClient, ctx.api, locale).catch(() => undefined)
    const resolved = await resolveRoute(
      {
        pathname: url.pathname,
        search: url.search,
        locale,
        queryClient: ctx.queryClient,
        api: ctx.api,
        viewer,
        t: ctx.translator.t,
        server: true,
      },
      ctx.pages,
    )
    if (resolved.kind === 'redirect') {
      const headers = new Headers({ Location: resolved.location, 'Cache-Control': PRIVATE_CACHE_CONTROL })
      return new Response(null, { status: resolved.status, headers })
    }
    const method = c.req.method.toUpperCase()
    if (resolved.state.status === 404 && (method === 'GET' || method === 'HEAD')) {
      const redirect = await redirectForMissedPath(c, url.pathname)
      if (redirect) return redirect
    }
    // Logged-in viewers never share a cached page; error pages are not cached either.
    const personal =
      resolved.personal || viewer !== null || (resolved.state.error !== null && resolved.state.error.status !== 404)
    await layout
    return await streamDocument(ctx, resolved.state, personal)
  } catch (error) {
    console.error('ssr: page failed', href, error)
    return renderError(c, ctx, href, statusOfError(error), messageOfError(error))
  }
}
