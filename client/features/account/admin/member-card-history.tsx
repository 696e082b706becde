import { useQuery } from '@tanstack/react-query'
import type { AdminAuditEntry } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'
import { memberCardQuery } from './api'

/** The audit log's actions on a card (`memberCard.assign` → `assign`) and their texts. */
const ACTIONS = ['issue', 'assign', 'release', 'deactivate', 'activate'] as const
type CardAction = (typeof ACTIONS)[number]
const cardAction = (action: string): CardAction | null =>
  ACTIONS.find((name) => action === `memberCard.${name}`) ?? null

function EntryText({ entry }: { entry: AdminAuditEntry }) {
  const t = useT()
  const action = cardAction(entry.action)
  const email = typeof entry.detail['email'] === 'string' ? entry.detail['email'] : ''
  return <>{action ? t(`backoffice.memberCards.actions.${action}`, { email }) : entry.action}</>
}

/** Who changed the card, what and when, newest first (the audit log). */
export function MemberCardHistory({ id }: { id: number }) {
  const t = useT()
  const locale = useLocale()
  const detail = useQuery(memberCardQuery(useApi(), locale, id))
  if (detail.isError)
    return (
      <p className="notice notice--error" role="alert">
        {t('backoffice.list.loadFailed')}
      </p>
    )
  if (!detail.data) return <p role="status">{t('common.loading')}</p>
  const { history } = detail.data
  if (history.length === 0) return <p className="muted">{t('backoffice.memberCards.noHistory')}</p>
  return (
    <ol className="stack" role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {history.map((entry) => (
        <li key={entry.id}>
          <strong>
            <EntryText entry={entry} />
          </strong>
          <br />
          <span className="small muted">
            {t('backoffice.memberCards.by', { who: entry.actorEmail, when: formatDateTime(entry.at, locale) })}
          </span>
        </li>
      ))}
    </ol>
  )
}
