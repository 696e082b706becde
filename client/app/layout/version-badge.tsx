import { Suspense, lazy, useState } from 'react'
import { useSiteInfo } from '../../lib/site-context'
import { useT } from '../../i18n/i18n'
import { Link } from '../../lib/link'

// The development tools' modals are chunks of their own, loaded when opened.
const ReleasesModal = lazy(() => import('../../features/dev-tools/releases-modal'))
const DomainModal = lazy(() => import('../../features/dev-tools/domain-modal'))

/**
 * Non-production badge (SPEC §2/§9): core version, client build hash, environment; the
 * development tools: the changelog, the documentation, the domain picker, the sections' style
 * guide (/section-tool) and the sitemap.
 */
export function VersionBadge() {
  const { badge } = useSiteInfo()
  const t = useT()
  const [open, setOpen] = useState<'releases' | 'domain' | null>(null)
  if (!badge) return null
  return (
    <aside className="version-badge" aria-label={t('layout.badge.label')}>
      <p className="version-badge__info">
        <span>{t('layout.badge.core', { version: badge.coreVersion })}</span>
        <span>{t('layout.badge.build', { hash: badge.build })}</span>
        <span>{t('layout.badge.environment', { name: badge.environment })}</span>
      </p>
      <nav className="version-badge__tools" aria-label={t('layout.badge.tools')}>
        <button type="button" className="needs-js" onClick={() => setOpen('releases')}>
          {t('layout.badge.changelog')}
        </button>
        <a href="/_cli/docs" data-reload="">
          {t('layout.badge.docs')}
        </a>
        <button type="button" className="needs-js" onClick={() => setOpen('domain')}>
          {t('layout.badge.domain')}
        </button>
        <Link to="sectionTool">{t('layout.badge.sections')}</Link>
        <a href="/sitemap.xml" data-reload="">
          {t('layout.badge.sitemap')}
        </a>
      </nav>
      <Suspense fallback={null}>
        {open === 'releases' ? <ReleasesModal onClose={() => setOpen(null)} /> : null}
        {open === 'domain' ? <DomainModal onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </aside>
  )
}
