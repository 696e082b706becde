import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { formatDateTime } from '../../../contract/format-date'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { cacheOverviewQuery, purgeCachedFamily, purgeCachedPage } from './queries'

/**
 * The cache view (SPEC §2 modal, the admin's /admin/cache): which pages and upstream answers the
 * edge holds now, with a purge for one page or one family, and the recent purges — edit mode's
 * Publish shows there exactly which pages it purged.
 */
export function CacheView() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const overview = useQuery(cacheOverviewQuery(api))
  const [busy, setBusy] = useState<string | null>(null)

  const run = (key: string, action: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(key)
    action()
      .then(async () => {
        toast.success(done)
        await queryClient.invalidateQueries({ queryKey: ['admin', 'cache'] })
      })
      .catch(showError)
      .finally(() => setBusy(null))
  }

  if (overview.isPending) return <p role="status">{t('common.loading')}</p>
  if (overview.isError)
    return (
      <p className="notice notice--error" role="alert">
        {t('admin.cache.loadFailed')}
      </p>
    )
  const data = overview.data
  return (
    <div className="stack cache-view">
      <section className="stack" aria-labelledby="cache-purges">
        <h2 id="cache-purges">{t('admin.cache.purges')}</h2>
        {data.purges.length === 0 ? <p>{t('admin.cache.noPurges')}</p> : null}
        <ol className="cache-view__purges">
          {data.purges.map((purge) => (
            <li key={`${purge.at}-${purge.subject}`}>
              <strong>{t(`admin.cache.kinds.${purge.kind}`)}</strong> ·{' '}
              <time dateTime={purge.at}>{formatDateTime(purge.at, locale)}</time> · {purge.subject}
              {purge.paths.length > 0 ? (
                <span className="cache-view__paths">
                  {' '}
                  {t('admin.cache.purgedPages', { count: purge.paths.length })}:{' '}
                  {purge.paths.map((page) => `${page.path} (${page.locale})`).join(', ')}
                </span>
              ) : null}
              {purge.entries > 0 ? ` · ${t('admin.cache.purgedEntries', { count: purge.entries })}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <section className="stack">
        <h2 id="cache-pages">{t('admin.cache.pages', { count: data.pages.length })}</h2>
        {data.truncated ? <p className="muted small">{t('admin.cache.truncated')}</p> : null}
        <div className="table-scroll" role="region" aria-labelledby="cache-pages" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('admin.cache.path')}</th>
                <th scope="col">{t('admin.cache.language')}</th>
                <th scope="col">{t('admin.cache.variants')}</th>
                <th scope="col">{t('admin.cache.oldest')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.cache.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.pages.map((page) => (
                <tr key={`${page.locale}:${page.path}`}>
                  <td>{page.path}</td>
                  <td>{page.locale}</td>
                  <td>{page.variants}</td>
                  <td>
                    {page.oldestAt === null ? '—' : formatDateTime(new Date(page.oldestAt).toISOString(), locale)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      aria-busy={busy === page.path || undefined}
                      onClick={() =>
                        run(
                          page.path,
                          () => purgeCachedPage(api, page.path),
                          t('admin.cache.pagePurged', { path: page.path }),
                        )
                      }
                    >
                      {t('admin.cache.purgePage', { path: page.path })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="stack">
        <h2 id="cache-families">{t('admin.cache.families')}</h2>
        <div className="table-scroll" role="region" aria-labelledby="cache-families" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('admin.cache.family')}</th>
                <th scope="col">{t('admin.cache.entries')}</th>
                <th scope="col">{t('admin.cache.oldest')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.cache.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.families.map((family) => (
                <tr key={family.family}>
                  <td>
                    <code>{family.family}</code>
                  </td>
                  <td>{family.entries}</td>
                  <td>
                    {family.oldestAt === null ? '—' : formatDateTime(new Date(family.oldestAt).toISOString(), locale)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      aria-busy={busy === family.family || undefined}
                      onClick={() =>
                        run(
                          family.family,
                          () => purgeCachedFamily(api, family.family),
                          t('admin.cache.familyPurged', { family: family.family }),
                        )
                      }
                    >
                      {t('admin.cache.purgeFamily', { family: family.family })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}
