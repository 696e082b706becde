import { useSuspenseQuery } from '@tanstack/react-query'
import type { ConsentDto } from '../../../../contract/dto/cms'
import { useApi } from '../../../lib/api-context'
import { Link } from '../../../lib/link'
import { DataTable, type DataColumn } from '../../../lib/ui/data-list'
import { useLocale, useT, type Translate } from '../../../i18n/i18n'
import { consentListQuery } from './api'

const consentColumns = (t: Translate): Array<DataColumn<ConsentDto>> => [
  {
    id: 'uniqueNumber',
    header: 'admin.consent.uniqueNumber',
    cell: (consent) => (
      <Link to="adminConsentDetail" params={{ slug: consent.uniqueNumber }}>
        {consent.uniqueNumber}
      </Link>
    ),
  },
  { id: 'name', header: 'admin.consent.name', cell: (consent) => consent.displayName },
  {
    id: 'required',
    header: 'admin.consent.required',
    cell: (consent) => (consent.required ? t('common.yes') : t('common.no')),
  },
]

/** GET consent/filter (limit 100, reads data.records; not paged): every consent with a link to its detail. */
export function ConsentList() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(consentListQuery(api, locale))
  if (data.records.length === 0) return <p className="muted">{t('admin.consent.none')}</p>
  return <DataTable rows={data.records} columns={consentColumns(t)} rowKey={(consent) => consent.id} />
}
