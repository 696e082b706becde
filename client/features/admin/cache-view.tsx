import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { formatDateTime } from '../../../contract/format-date'
import type { CachedFamily, CachedPage } from '../../../contract/dto/cache'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { DataList, DataTable, type DataColumn } from '../../lib/ui/data-list'
import { ListBar, ListSearch, useListQuery } from './list-kit'
import { cacheOverviewQuery, purgeFamilyMutation, purgePageMutation } from './queries'

/**
 * The cache view (SPEC §2 modal, the admin's /admin/cache): which pages (paged, searched by path)
 * and upstream answers the edge holds now, with a purge for one page or one family, and the recent
 * purges — edit mode's Publish shows there exactly which pages it purged.
 */
export function CacheView() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const list = useListQuery([])
  const overview = useQuery(cacheOverviewQuery(api, list.api))
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'cache'] })
  const purgePage = useMutation({
    ...purgePageMutation(api),
    onSuccess: async (_, path) => {
      toast.success(t('admin.cache.pagePurged', { path }))
      await refresh()
    },
    onError: showError,
  })
  const purgeFamily = useMutation({
    ...purgeFamilyMutation(api),
    onSuccess: async (_, family) => {
      toast.success(t('admin.cache.familyPurged', { family }))
      await refresh()
    },
    onError: showError,
  })
  const busy = purgePage.isPending || purgeFamily.isPending
  const when = (at: number | null) => (at === null ? '—' : formatDateTime(new Date(at).toISOString(), locale))

  const pageColumns: ReadonlyArray<DataColumn<CachedPage>> = [
    { id: 'path', header: 'admin.cache.path', cell: (page) => page.path },
    { id: 'language', header: 'admin.cache.language', cell: (page) => page.locale },
    { id: 'variants', header: 'admin.cache.variants', cell: (page) => page.variants },
    { id: 'oldest', header: 'admin.cache.oldest', cell: (page) => when(page.oldestAt) },
  ]
  const familyColumns: ReadonlyArray<DataColumn<CachedFamily>> = [
    { id: 'family', header: 'admin.cache.family', cell: (family) => <code>{family.family}</code> },
    { id: 'entries', header: 'admin.cache.entries', cell: (family) => family.entries },
    { id: 'oldest', header: 'admin.cache.oldest', cell: (family) => when(family.oldestAt) },
  ]

  const data = overview.data
  return (
    <div className="stack cache-view">
      {overview.isError ? (
        <p className="notice notice--error" role="alert">
          {t('admin.cache.loadFailed')}
        </p>
      ) : null}
      <section className="stack" aria-labelledby="cache-purges">
        <h2 id="cache-purges">{t('admin.cache.purges')}</h2>
        {data?.purges.length === 0 ? <p>{t('admin.cache.noPurges')}</p> : null}
        <ol className="cache-view__purges">
          {data?.purges.map((purge) => (
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
      <section className="stack" aria-labelledby="cache-pages">
        <h2 id="cache-pages">{t('admin.cache.pages', { count: data?.pages.total ?? 0 })}</h2>
        {data?.truncated ? <p className="muted small">{t('admin.cache.truncated')}</p> : null}
        <ListBar>
          <ListSearch
            label={t('admin.cache.searchPages')}
            value={list.query['q'] ?? ''}
            onSearch={(q) => list.update({ q })}
          />
        </ListBar>
        <DataList
          label={t('admin.cache.pages', { count: data?.pages.total ?? 0 })}
          list={{ ...overview, data: data?.pages }}
          columns={pageColumns}
          rowKey={(page) => `${page.locale}:${page.path}`}
          paging={{ page: list.page, query: list.query, pageKey: list.pageKey }}
          searching={Boolean(list.api['q'])}
          empty="admin.cache.noPages"
          actions={(page) => (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={busy}
              aria-busy={(purgePage.isPending && purgePage.variables === page.path) || undefined}
              onClick={() => purgePage.mutate(page.path)}
            >
              {t('admin.cache.purgePage', { path: page.path })}
            </button>
          )}
        />
      </section>
      {/* The scrolling table is the named region; a named section around it would be a second landmark of the same name. */}
      <section className="stack">
        <h2 id="cache-families">{t('admin.cache.families')}</h2>
        {data && data.families.length === 0 ? <p className="muted">{t('admin.cache.noFamilies')}</p> : null}
        {data && data.families.length > 0 ? (
          <div className="backoffice-scroll" role="region" aria-labelledby="cache-families" tabIndex={0}>
            <DataTable
              rows={data.families}
              columns={familyColumns}
              rowKey={(family) => family.family}
              actions={(family) => (
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  disabled={busy}
                  aria-busy={(purgeFamily.isPending && purgeFamily.variables === family.family) || undefined}
                  onClick={() => purgeFamily.mutate(family.family)}
                >
                  {t('admin.cache.purgeFamily', { family: family.family })}
                </button>
              )}
            />
          </div>
        ) : null}
      </section>
    </div>
  )
}
