import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { formatDate } from '../../../contract/format-date'
import { Modal } from '../../lib/ui/modal'
import { SafeHtml } from '../../lib/ui/safe-html'
import { useLocale, useT } from '../../i18n/i18n'
import { releasesQuery } from './dev-tools-api'

/** The releases modal (SPEC §2): the releases, newest first, from GitLab or the project's CHANGELOG.md. */
export default function ReleasesModal({ onClose }: { onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const showError = useErrorToast()
  const releases = useQuery(releasesQuery(api))
  useEffect(() => {
    if (releases.error) showError(releases.error)
  }, [releases.error, showError])

  return (
    <Modal open onClose={onClose} title={t('layout.badge.releasesTitle')} size="lg" readingBody>
      {releases.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {releases.isError ? (
        <p className="notice notice--error" role="alert">
          {t('layout.badge.releasesFailed')}
        </p>
      ) : null}
      {releases.data ? (
        <div className="stack">
          <p className="muted small">{t(`layout.badge.releasesFrom.${releases.data.source}`)}</p>
          {releases.data.releases.length === 0 ? <p>{t('layout.badge.noReleases')}</p> : null}
          {releases.data.releases.map((release) => (
            <article key={release.tag_name} className="release stack">
              <h3>
                {release.name}
                {release.released_at ? (
                  <span className="release__date"> · {formatDate(release.released_at, locale)}</span>
                ) : null}
              </h3>
              <SafeHtml className="prose" html={release.description_html} />
            </article>
          ))}
        </div>
      ) : null}
    </Modal>
  )
}
