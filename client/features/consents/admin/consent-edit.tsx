import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { useLocale, useT } from '../../../i18n/i18n'
import { consentDetailQuery } from './api'
import { ConsentForm } from './consent-form'

/** The edit form of one consent, with both languages' descriptions. */
export function ConsentEdit({ id }: { id: number }) {
  const t = useT()
  const { data } = useSuspenseQuery(consentDetailQuery(useApi(), useLocale(), id))
  return (
    <section className="panel stack" aria-labelledby="consent-edit-title">
      <h3 id="consent-edit-title">{t('backoffice.consents.edit')}</h3>
      <ConsentForm
        key={`${data.consent.id}-${data.consent.displayNames.hr}-${data.consent.required}`}
        consent={data.consent}
        description={data.description}
      />
    </section>
  )
}
