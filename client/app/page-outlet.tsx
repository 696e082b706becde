import { Suspense, useMemo } from 'react'
import { useT } from '../i18n/i18n'
import { ErrorBoundary } from './error-boundary'
import { ErrorPage } from './error-page'
import { statusOfError } from './http-status'
import { usePageRegistry } from './registry-context'
import { useRoute } from './router'

export function PageLoading() {
  const t = useT()
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}

/** Renders the current route's page component (or the 404 / error page) in its own boundaries. */
export function PageOutlet() {
  const route = useRoute()
  const registry = usePageRegistry()
  const searchParams = useMemo(() => new URLSearchParams(route.href.includes('?') ? route.href.slice(route.href.indexOf('?')) : ''), [route.href])
  if (route.error || !route.match) return <ErrorPage status={route.error?.status ?? 404} />
  const Page = registry[route.match.name].Component
  return (
    <ErrorBoundary key={route.href} fallback={(error) => <ErrorPage status={statusOfError(error)} />}>
      <Suspense fallback={<PageLoading />}>
        <Page match={route.match} href={route.href} searchParams={searchParams} />
      </Suspense>
    </ErrorBoundary>
  )
}
