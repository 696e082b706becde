import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { Provider as JotaiProvider, useStore } from 'jotai'
import type { ReactNode } from 'react'
import type { ApiFetch } from '../../../contract/api'
import { I18nProvider, useTranslator, type Translator } from '../../i18n/i18n'
import { ApiProvider, useApi } from '../api-context'
import { RouterContext, useRouter, type RouterValue } from '../navigation'
import { SiteProvider, useSiteInfo, type SiteInfo } from '../site-context'

type JotaiStore = ReturnType<typeof useStore>

/** What an island's own React root is given: the same query cache, store and texts as the page around it. */
export interface IslandContext {
  queryClient: QueryClient
  store: JotaiStore
  translator: Translator
  api: ApiFetch
  site: SiteInfo
  router: RouterValue
}

/** The context of the tree an island sits in (the app's, on the server and in the browser). */
export function useIslandContext(): IslandContext {
  return {
    queryClient: useQueryClient(),
    store: useStore(),
    translator: useTranslator(),
    api: useApi(),
    site: useSiteInfo(),
    router: useRouter(),
  }
}

/** The providers around an island's component in its own root. */
export function IslandProviders({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <JotaiProvider store={context.store}>
        <I18nProvider translator={context.translator}>
          <ApiProvider api={context.api}>
            <SiteProvider site={context.site}>
              <RouterContext.Provider value={context.router}>{children}</RouterContext.Provider>
            </SiteProvider>
          </ApiProvider>
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  )
}
