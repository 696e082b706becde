import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { AdminCustomerDetail } from '../../../contract/dto/customers'
import { formatDateTime } from '../../../contract/format-date'
import { useLocale, useT } from '../../i18n/i18n'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { BACKOFFICE_KEY } from '../admin/list-kit'
import { customerQuery } from './api'
import { CustomerActions } from './customer-actions'
import { CustomerProfile } from './customer-profile'
import { CustomerRecords } from './customer-records'
import { customerName } from './customers-list'

/** The audited actions on an account (`customer.<verb>`) with a text; the message keys are the verbs (a key cannot hold a dot). */
const HISTORY_VERBS = ['block', 'unblock', 'resendConfirmation', 'export'] as const
const historyVerb = (action: string): (typeof HISTORY_VERBS)[number] | null =>
  HISTORY_VERBS.find((verb) => action === `customer.${verb}`) ?? null

/**
 * `/admin/customers/{id}` (issue 37): one customer whole — profile, orders, addresses, consents,
 * newsletter, membership card — what staff may do to the account, and who changed it when.
 */
export function CustomerDetail({ id }: { id: string }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(customerQuery(api, locale, id))
  const onUpdated = (updated: AdminCustomerDetail) => {
    queryClient.setQueryData(customerQuery(api, locale, id).queryKey, updated)
    void queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY, refetchType: 'none' })
  }
  const onErased = async () => {
    queryClient.removeQueries({ queryKey: customerQuery(api, locale, id).queryKey })
    await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY, refetchType: 'none' })
  }
  const { customer } = data
  return (
    <div className="stack">
      <p>
        <Link to="adminCustomers">← {t('adminCustomers.back')}</Link>
      </p>
      <h2>{customerName(customer.details, t)}</h2>
      <CustomerActions detail={data} onUpdated={onUpdated} onErased={onErased} />
      <CustomerProfile detail={data} />
      <CustomerRecords detail={data} />
      <section className="panel stack" aria-labelledby="customer-history">
        <h3 id="customer-history">{t('adminCustomers.historyTitle')}</h3>
        {data.history.length === 0 ? (
          <p className="muted">{t('adminCustomers.noHistory')}</p>
        ) : (
          <ol className="backoffice-history">
            {data.history.map((entry) => {
              const verb = historyVerb(entry.action)
              return (
                <li key={entry.id}>
                  {t('adminCustomers.historyLine', {
                    date: formatDateTime(entry.at, locale),
                    action: verb ? t(`adminCustomers.actions.${verb}`) : entry.action,
                    actor: entry.actorEmail,
                  })}
                </li>
              )
            })}
          </ol>
        )}
      </section>
    </div>
  )
}
