import { Suspense, type ReactNode } from 'react'
import { ErrorBoundary } from './error-boundary'
import { useT } from '../../i18n/i18n'

function SectionLoading() {
  const t = useT()
  return (
    <div className="section-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('content.sections.loading')}</span>
    </div>
  )
}

function SectionFailed() {
  const t = useT()
  return <p className="section-failed">{t('content.sections.loadFailed')}</p>
}

/**
 * A data section streams in its own Suspense boundary (the shell and other sections do not wait
 * for it); a failed load shows a short notice instead of taking the page down.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <SectionFailed />}>
      <Suspense fallback={<SectionLoading />}>{children}</Suspense>
    </ErrorBoundary>
  )
}
