import { useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { useEffect, useRef } from 'react'
import { useI18n } from '../i18n/i18n'
import { useApi } from '../lib/api-context'
import { isClientRoutable } from '../lib/client-routable'
import { usePageSource } from './registry-context'
import { resolveRoute } from './resolve-route'
import { useRoute } from '../lib/navigation'
import { viewerAtom } from '../lib/viewer'

/** SPEC §9: prefetch when idle (timeout 2000 ms); skipped on data saver or 2g connections. */
const PREFETCH_IDLE_TIMEOUT_MS = 2000
const MAX_PREFETCH_PER_PAGE = 12

interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

export function shouldSkipPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g'
}

function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, 200)
  return () => window.clearTimeout(handle)
}

/**
 * While the browser is idle, loads the page chunks and runs the loaders of the pages that visible
 * same-locale links point to, so that a click renders at once from the loaded module and the
 * query cache. Errors are ignored (the click will show them, or apply the chunk-reload guard).
 */
export function useIdlePrefetch(): void {
  const route = useRoute()
  const { locale, t } = useI18n()
  const api = useApi()
  const queryClient = useQueryClient()
  const store = useStore()
  const pages = usePageSource()
  const done = useRef(new Set<string>())

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
    if (typeof IntersectionObserver === 'undefined' || shouldSkipPrefetch(connection)) return
    const queue: string[] = []
    let cancelIdle: (() => void) | null = null
    let budget = MAX_PREFETCH_PER_PAGE

    const pump = () => {
      if (cancelIdle || queue.length === 0 || budget <= 0) return
      cancelIdle = onIdle(() => {
        cancelIdle = null
        const href = queue.shift()
        if (!href) return
        budget -= 1
        const url = new URL(href)
        resolveRoute(
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
        )
          .catch(() => undefined)
          .finally(pump)
      })
    }

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue
        observer.unobserve(entry.target)
        const url = new URL(entry.target.href)
        const key = url.pathname + url.search
        if (done.current.has(key)) continue
        done.current.add(key)
        queue.push(url.href)
      }
      pump()
    })

    const cancelScan = onIdle(() => {
      const here = window.location.pathname + window.location.search
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (anchor.target && anchor.target !== '_self') continue
        const url = new URL(anchor.href, window.location.href)
        if (url.pathname + url.search === here || done.current.has(url.pathname + url.search)) continue
        if (isClientRoutable(url, locale, window.location.origin)) observer.observe(anchor)
      }
    })

    return () => {
      cancelScan()
      cancelIdle?.()
      observer.disconnect()
    }
  }, [route.href, locale, api, pages, queryClient, store, t])
}
