import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { SafeHtml } from '../../../lib/ui/safe-html'
import { useLocale, useT } from '../../../i18n/i18n'
import { consentAssignmentsQuery, consentQuery } from './api'

/** A consent by uniqueNumber with the forms it is assigned to (assignments perPage 50, reads data.data). */
export function ConsentDetail({ reference }: { reference: string }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data: consent } = useSuspenseQuery(consentQuery(api, locale, reference))
  const { data: assignments } = useSuspenseQuery(consentAssignmentsQuery(api, locale))
  const mine = assignments.data.filter((assignment) =>
    assignment.consents.some((entry) => entry.uniqueNumber === consent.uniqueNumber),
  )
  return (
    <div className="stack">
      <h2>{t('admin.consent.detailTitle', { name: consent.displayName })}</h2>
      <dl>
        <dt>{t('admin.consent.uniqueNumber')}</dt>
        <dd>{consent.uniqueNumber}</dd>
        <dt>{t('admin.consent.name')}</dt>
        <dd>
          {consent.displayNames.hr} / {consent.displayNames.en}
        </dd>
        <dt>{t('admin.consent.required')}</dt>
        <dd>{consent.required ? t('common.yes') : t('common.no')}</dd>
      </dl>
      {consent.description ? (
        <section className="stack" aria-labelledby="consent-description">
          <h3 id="consent-description">{t('admin.consent.description')}</h3>
          <SafeHtml className="prose" html={consent.description} />
        </section>
      ) : null}
      <section className="stack" aria-labelledby="consent-assignments">
        <h3 id="consent-assignments">{t('admin.consent.assignments')}</h3>
        {mine.length === 0 ? (
          <p className="muted">{t('admin.consent.noAssignments')}</p>
        ) : (
          <ul>
            {mine.map((assignment) => (
              <li key={assignment.id}>
                {t(`admin.consent.targets.${assignment.assigned_to}`)} —{' '}
                {assignment.requiredConsents.includes(consent.uniqueNumber)
                  ? t('admin.consent.requiredHere')
                  : t('admin.consent.optionalHere')}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
