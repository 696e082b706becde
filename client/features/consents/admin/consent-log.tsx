import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT, type Translate } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { exportHref } from '../../admin/export-href'
import { ListBar, ListFilter, ListSearch, useListQuery } from '../../admin/list-kit'
import { consentListQuery, consentLogQuery } from './api'
import { CONSENT_SOURCES, consentSourceLabel } from './consent-source'
import type { AdminConsentLogRow } from '../../../../contract/dto/admin'

/** `names`: each consent's display name by its unique number. */
const consentLogColumns = (
  t: Translate,
  locale: Locale,
  names: ReadonlyMap<string, string>,
): Array<DataColumn<AdminConsentLogRow>> => [
  {
    id: 'decidedAt',
    header: 'backoffice.consents.decidedAt',
    cell: (entry) => <time dateTime={entry.decidedAt}>{formatDateTime(entry.decidedAt, locale)}</time>,
  },
  {
    id: 'who',
    header: 'backoffice.consents.who',
    className: 'backoffice-cell',
    cell: (entry) => <ConsentSubject entry={entry} />,
  },
  {
    id: 'what',
    header: 'backoffice.consents.what',
    cell: (entry) => `${entry.status}: ${entry.consents.map((code) => names.get(code) ?? code).join(', ')}`,
  },
  {
    id: 'where',
    header: 'backoffice.consents.where',
    cell: (entry) => (
      <>
        {consentSourceLabel(t, entry.sourceType)}
        {entry.clientAddress ? (
          <>
            <br />
            <span className="small muted">{entry.clientAddress}</span>
          </>
        ) : null}
      </>
    ),
  },
]

/** `/admin/consent-log`: who accepted which consents, when and from where; filtered, paged and exported for an auditor. */
export function ConsentLog() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const { query, api: apiQuery, page, update } = useListQuery(['source', 'consent'])
  const { data: consents } = useSuspenseQuery(consentListQuery(api, locale))
  const list = useQuery(consentLogQuery(api, locale, apiQuery))
  const names = new Map(consents.records.map((consent) => [consent.uniqueNumber, consent.displayName]))
  const { page: _page, ...filters } = apiQuery
  return (
    <div className="stack">
      <p className="muted">{t('backoffice.consents.logIntro')}</p>
      <ListBar>
        <ListSearch
          label={t('backoffice.consents.logSearch')}
          value={query['q'] ?? ''}
          onSearch={(q) => update({ q })}
        />
        <ListFilter
          label={t('backoffice.consents.logSource')}
          value={query['source'] ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...CONSENT_SOURCES.map((value) => ({ value, label: consentSourceLabel(t, value) })),
          ]}
          onChange={(source) => update({ source })}
        />
        <ListFilter
          label={t('backoffice.consents.logConsent')}
          value={query['consent'] ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...consents.records.map((consent) => ({ value: consent.uniqueNumber, label: consent.displayName })),
          ]}
          onChange={(consent) => update({ consent })}
        />
        <a className="btn btn--secondary" href={exportHref('api/v1/admin/consent-log.csv', locale, filters)} download>
          {t('backoffice.list.export')}
        </a>
      </ListBar>
      <DataList
        label={t('backoffice.consents.log')}
        list={list}
        searching={Object.keys(filters).length > 0}
        columns={consentLogColumns(t, locale, names)}
        rowKey={(entry) => entry.id}
        paging={{ page, query }}
      />
    </div>
  )
}

/**
 * Whom a decision belongs to, as the server recorded it: a user of a session, or a browser's
 * visitor id (its consent cookie); a guest's form names the e-mail the form was sent with.
 */
function ConsentSubject({ entry }: { entry: AdminConsentLogRow }) {
  const t = useT()
  if (entry.userId !== null) {
    return (
      <>
        {entry.email ?? t('backoffice.consents.anonymous')}
        <br />
        <span className="small muted">{t('backoffice.consents.registeredUser', { id: entry.userId })}</span>
      </>
    )
  }
  if (entry.visitorId !== null) {
    return (
      <>
        <span title={t('backoffice.consents.visitorHint', { id: entry.visitorId })}>
          {t('backoffice.consents.visitor', { id: entry.visitorId.slice(0, 8) })}
        </span>
        {entry.email ? (
          <>
            <br />
            <span className="small muted">{entry.email}</span>
          </>
        ) : null}
      </>
    )
  }
  return (
    <>
      {entry.email ?? t('backoffice.consents.anonymous')}
      <br />
      <span className="small muted">{t('backoffice.consents.guest')}</span>
    </>
  )
}
