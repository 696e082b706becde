import { Suspense, type ReactNode } from 'react'
import { ErrorBoundary } from './error-boundary'
import { useT } from '../../i18n/i18n'

/**
 * A streamed part of a page: shows a small loading state while its query resolves and a short
 * message (not the whole error page) when it fails.
 */
export function WidgetBoundary({
  children,
  errorText,
  loading,
}: {
  children: ReactNode
  errorText: string
  /** What shows while it loads (default: a short loading line). */ loading?: ReactNode
}) {
  const t = useT()
  return (
    <ErrorBoundary
      fallback={() => (
        <p className="notice notice--error" role="alert">
          {errorText}
        </p>
      )}
    >
      <Suspense
        fallback={
          loading ?? (
            <p className="muted" role="status">
              {t('common.loading')}
            </p>
          )
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  )
}
