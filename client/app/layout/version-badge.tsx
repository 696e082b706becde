import { useSiteInfo } from '../../lib/site-context'
import { useT } from '../../i18n/i18n'

/** Non-production badge (SPEC §2/§9): core version, client build hash, environment; links to the sitemap. */
export function VersionBadge() {
  const { badge } = useSiteInfo()
  const t = useT()
  if (!badge) return null
  return (
    <aside className="version-badge" aria-label={t('layout.badge.label')}>
      <a href="/sitemap.xml" title={t('layout.badge.sitemap')}>
        <span>{t('layout.badge.core', { version: badge.coreVersion })}</span>
        <span>{t('layout.badge.build', { hash: badge.build })}</span>
        <span>{t('layout.badge.environment', { name: badge.environment })}</span>
      </a>
    </aside>
  )
}
