import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Provider as JotaiProvider, createStore } from 'jotai'
import { useEffect } from 'react'
import { Layout } from './layout/layout'
import { I18nProvider, type Translator } from '../i18n/i18n'
import type { ApiFetch } from '../../contract/api'
import { ApiProvider } from '../lib/api-context'
import { PageOutlet } from './page-outlet'
import type { PageSource } from './page-source'
import { PageSourceContext } from './registry-context'
import { useIdlePrefetch } from './prefetch'
import type { RouteState } from '../lib/route-state'
import { RouterProvider } from './router'
import { SiteProvider, type SiteInfo } from '../lib/site-context'
import { fetchViewer, useSetViewer } from '../lib/viewer'

type JotaiStore = ReturnType<typeof createStore>

interface AppRootProps {
  translator: Translator
  queryClient: QueryClient
  store: JotaiStore
  api: ApiFetch
  route: RouteState
  site: SiteInfo
  /** Page modules: the static registry on the server, the lazy (code-split) one in the browser. */
  pages: PageSource
}

/** Browser-only side effects of the app (never run during SSR). */
function ClientEffects() {
  const setViewer = useSetViewer()
  useIdlePrefetch()
  useEffect(() => {
    let active = true
    const refresh = () => {
      void fetchViewer().then((viewer) => {
        if (active) setViewer(viewer)
      })
    }
    refresh()
    // Pages restored from the back/forward cache may show a stale login state.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => {
      active = false
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [setViewer])
  return null
}

/**
 * The one React tree rendered by the server (inside the document's #app element) and hydrated
 * by the browser with the same props: providers (react-query, jotai, i18n, api, site, router),
 * the layout and the page outlet.
 */
export function AppRoot({ translator, queryClient, store, api, route, site, pages }: AppRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider translator={translator}>
          <ApiProvider api={api}>
            <SiteProvider site={site}>
              <PageSourceContext.Provider value={pages}>
                <RouterProvider initial={route}>
                  <ClientEffects />
                  <Layout>
                    <PageOutlet />
                  </Layout>
                </RouterProvider>
              </PageSourceContext.Provider>
            </SiteProvider>
          </ApiProvider>
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  )
}
