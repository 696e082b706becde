import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { Link } from '../../../lib/link'
import { useLocale, useT } from '../../../i18n/i18n'
import { consentListQuery } from './api'

/** GET consent/filter (limit 100, reads data.records): every consent with a link to its detail. */
export function ConsentList() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(consentListQuery(api, locale))
  if (data.records.length === 0) return <p className="muted">{t('admin.consent.none')}</p>
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('admin.consent.uniqueNumber')}</th>
          <th scope="col">{t('admin.consent.name')}</th>
          <th scope="col">{t('admin.consent.required')}</th>
        </tr>
      </thead>
      <tbody>
        {data.records.map((consent) => (
          <tr key={consent.id}>
            <td>
              <Link to="adminConsentDetail" params={{ slug: consent.uniqueNumber }}>
                {consent.uniqueNumber}
              </Link>
            </td>
            <td>{consent.displayName}</td>
            <td>{consent.required ? t('common.yes') : t('common.no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
