import { useLocale, useT } from '../../i18n/i18n'
import { buildPath } from '../../../contract/routes'
import { Link } from '../link'
import { useSiteInfo } from '../site-context'
import { breadcrumbListJsonLd, scriptJson, type Crumb } from '../structured-data'

/**
 * A page's breadcrumb: the visible trail (home, then `trail`; the last entry is the page itself) and, from the
 * same list, its schema.org BreadcrumbList, so the two cannot differ. The JSON-LD is a data block beside the
 * nav; like every inline script of the document it carries the response's CSP nonce.
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const t = useT()
  const locale = useLocale()
  const { origin, nonce } = useSiteInfo()
  const crumbs: Crumb[] = [{ name: t('common.home'), path: buildPath('home', locale) }, ...trail]
  return (
    <>
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb small">
        <ol className="breadcrumb__list">
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.path}`} className="breadcrumb__item">
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link href={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {/* The nonce is known on the server only; the browser then hides it, so hydration is told not to compare. */}
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbListJsonLd(crumbs, origin)) }}
      />
    </>
  )
}
