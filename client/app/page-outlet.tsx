import { Suspense, use, useEffect, useMemo } from 'react'
import { useT } from '../i18n/i18n'
import { ErrorBoundary } from '../lib/ui/error-boundary'
import { ErrorPage } from './error-page'
import { statusOfError } from './http-status'
import type { RouteName } from '../../contract/routes'
import type { PageProps } from '../lib/page-types'
import { usePageSource } from './registry-context'
import { HYDRATED_DATASET, ROOT_ELEMENT_ID } from './boot'
import { replayPendingActions } from './pending-actions'
import { useRoute } from '../lib/navigation'

function PageLoading() {
  const t = useT()
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}

/**
 * Marks the document once the page has hydrated (the loader stops holding presses back; e2e tests
 * wait for it), then replays what the visitor did before. It sits inside the page's Suspense
 * boundary: React hydrates such a boundary after the root has committed, so a marker at the root
 * was set while the page's inputs still ignored typing.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_DATASET] = 'true'
    const root = document.getElementById(ROOT_ELEMENT_ID)
    if (root) void replayPendingActions(root)
  }, [])
  return null
}

/**
 * The route's page component. Its module is normally already there (the server's registry is
 * static; in the browser the entry and client navigation await the chunk before rendering), so
 * this renders synchronously and hydrates without a mismatch; otherwise it suspends on the chunk.
 */
function RoutePage({ name, ...props }: PageProps & { name: RouteName }) {
  const pages = usePageSource()
  const Page = (pages.peek(name) ?? use(pages.load(name))).Component
  return <Page {...props} />
}

/** Renders the current route's page component (or the 404 / error page) in its own boundaries. */
export function PageOutlet() {
  const route = useRoute()
  const searchParams = useMemo(
    () => new URLSearchParams(route.href.includes('?') ? route.href.slice(route.href.indexOf('?')) : ''),
    [route.href],
  )
  if (route.error || !route.match)
    return (
      <>
        <ErrorPage status={route.error?.status ?? 404} detail={route.error?.detail} />
        <HydratedMarker />
      </>
    )
  return (
    <ErrorBoundary
      key={route.href}
      fallback={(error) => (
        <>
          <ErrorPage status={statusOfError(error)} />
          <HydratedMarker />
        </>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <RoutePage name={route.match.name} match={route.match} href={route.href} searchParams={searchParams} />
        <HydratedMarker />
      </Suspense>
    </ErrorBoundary>
  )
}
