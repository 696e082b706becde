import { useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useI18n } from '../i18n/i18n'
import { useApi } from '../lib/api-context'
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload'
import { isClientRoutable } from '../lib/client-routable'
import { documentDescription, documentTitle } from './head'
import { focusNewPage } from './page-focus'
import { messageOfError, statusOfError } from './http-status'
import { useLoadingBar } from '../lib/loading'
import { errorState, resolveRoute } from './resolve-route'
import { usePageSource } from './registry-context'
import type { RouteState } from '../lib/route-state'
import { RouterContext, type NavigateOptions, type RouterValue } from '../lib/navigation'
import { viewerAtom } from '../lib/viewer'

interface HistoryState {
  izlog: true
  scrollY: number
}

function readScroll(state: unknown): number {
  return typeof state === 'object' &&
    state !== null &&
    'scrollY' in state &&
    typeof (state as HistoryState).scrollY === 'number'
    ? (state as HistoryState).scrollY
    : 0
}

function setMeta(name: string, content: string) {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (meta) meta.content = content
}

/**
 * Route state + client navigation over the route manifest (contract/routes.ts) (DESIGN.md "Rendering"): same-origin
 * same-locale link clicks (the `Link` component and plain anchors, e.g. in CMS HTML) run the
 * target's critical loaders in the browser with the loading bar, then pushState, render, scroll
 * to top, update the title and move focus to the new page (announcing its title); back/forward
 * restore the page and its scroll position.
 */
export function RouterProvider({ initial, children }: { initial: RouteState; children: ReactNode }) {
  const [route, setRoute] = useState(initial)
  const [pending, setPending] = useState(false)
  const { locale, t } = useI18n()
  const api = useApi()
  const queryClient = useQueryClient()
  const store = useStore()
  const loadingBar = useLoadingBar()
  const pages = usePageSource()
  const token = useRef(0)
  const scrollAfterCommit = useRef<{ y: number } | { hash: string } | null>(null)
  const firstRender = useRef(true)

  const commit = useCallback((next: RouteState, url: URL, options: NavigateOptions) => {
    const mode = options.history ?? 'push'
    if (mode !== 'none') {
      const target = url.pathname + url.search + url.hash
      if (mode === 'push') {
        history.replaceState({ ...(history.state as object | null), izlog: true, scrollY: window.scrollY }, '')
        history.pushState({ izlog: true, scrollY: 0 } satisfies HistoryState, '', target)
      } else history.replaceState({ izlog: true, scrollY: 0 } satisfies HistoryState, '', target)
    }
    scrollAfterCommit.current = options.keepScroll
      ? null
      : options.scrollY !== undefined
        ? { y: options.scrollY }
        : url.hash
          ? { hash: url.hash.slice(1) }
          : { y: 0 }
    startTransition(() => setRoute(next))
  }, [])

  const navigate = useCallback(
    async (href: string, options: NavigateOptions = {}): Promise<void> => {
      const url = new URL(href, window.location.href)
      if (!isClientRoutable(url, locale, window.location.origin)) {
        window.location.assign(url.href)
        return
      }
      const current = new URL(window.location.href)
      if (
        options.history !== 'none' &&
        url.pathname === current.pathname &&
        url.search === current.search &&
        url.hash
      ) {
        // In-page anchor: let the browser scroll, keep the page.
        history.pushState({ izlog: true, scrollY: window.scrollY } satisfies HistoryState, '', url.hash)
        document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView()
        return
      }
      const id = ++token.current
      setPending(true)
      loadingBar.start()
      try {
        const resolved = await resolveRoute(
          {
            pathname: url.pathname,
            search: url.search,
            locale,
            queryClient,
            api,
            viewer: store.get(viewerAtom),
            t,
            server: false,
          },
          pages,
          isChunkLoadError,
        )
        if (id !== token.current) return
        if (resolved.kind === 'redirect') {
          const target = new URL(resolved.location, window.location.href)
          if (isClientRoutable(target, locale, window.location.origin) && target.href !== url.href) {
            void navigate(target.href, {
              ...options,
              history: options.history === 'none' ? 'replace' : options.history,
            })
          } else window.location.assign(target.href)
          return
        }
        if (resolved.state.status === 404 && url.href !== window.location.href) {
          // A missed path may have a redirect, and staff want to see the miss: the server decides (issue 16).
          window.location.assign(url.href)
          return
        }
        commit(resolved.state, url, options)
      } catch (error) {
        if (id !== token.current) return
        if (isChunkLoadError(error) && reloadForChunkError()) return
        commit(errorState(url.pathname + url.search, statusOfError(error), messageOfError(error)), url, options)
      } finally {
        loadingBar.finish()
        if (id === token.current) setPending(false)
      }
    },
    [api, commit, loadingBar, locale, pages, queryClient, store, t],
  )

  // Back / forward.
  useEffect(() => {
    history.scrollRestoration = 'manual'
    if (!history.state) history.replaceState({ izlog: true, scrollY: window.scrollY } satisfies HistoryState, '')
    const onPopState = (event: PopStateEvent) => {
      void navigate(window.location.href, { history: 'none', scrollY: readScroll(event.state) })
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [navigate])

  // Plain anchors anywhere in the page (CMS HTML, links not built with <Link>).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const anchor = event.target instanceof Element ? event.target.closest('a') : null
      if (!anchor || !anchor.href || anchor.hasAttribute('download') || anchor.dataset['reload'] !== undefined) return
      if (anchor.target && anchor.target !== '_self') return
      const url = new URL(anchor.href, window.location.href)
      if (!isClientRoutable(url, locale, window.location.origin)) return
      event.preventDefault()
      void navigate(url.href)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [locale, navigate])

  // After a navigation renders: title, description, scroll.
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    document.title = documentTitle(route, t)
    setMeta('description', documentDescription(route, t))
    document.documentElement.lang = locale
    const scroll = scrollAfterCommit.current
    scrollAfterCommit.current = null
    if (!scroll) return
    if ('hash' in scroll) document.getElementById(decodeURIComponent(scroll.hash))?.scrollIntoView()
    else {
      window.scrollTo(0, scroll.y)
      focusNewPage(document.title)
    }
  }, [route, t, locale])

  const value = useMemo<RouterValue>(() => ({ route, pending, navigate }), [route, pending, navigate])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}
