import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { SafeHtml } from '../../lib/ui/safe-html'
import { useLocale, useT } from '../../i18n/i18n'
import { RequiredMark } from '../../lib/ui/required-mark'
import { consentsForQuery } from './queries'

interface ConsentCheckboxesProps {
  assignedTo: 'register' | 'checkout' | 'newsletter' | 'contact'
  accepted: ReadonlySet<string>
  onToggle: (uniqueNumber: string, checked: boolean) => void
}

/** The consents assigned to a form (POST web/consent/filter); required ones carry an asterisk. */
export function ConsentCheckboxes({ assignedTo, accepted, onToggle }: ConsentCheckboxesProps) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(consentsForQuery(api, locale, assignedTo))
  if (data.consents.length === 0) return null
  return (
    <fieldset className="consents">
      <legend>{t('account.register.consents')}</legend>
      {data.consents.map((consent) => {
        const required = consent.required || data.requiredConsents.includes(consent.uniqueNumber)
        const id = `consent-${assignedTo}-${consent.uniqueNumber}`
        return (
          <div className="check consents__item" key={consent.uniqueNumber}>
            <input
              id={id}
              type="checkbox"
              name={`consent-${consent.uniqueNumber}`}
              checked={accepted.has(consent.uniqueNumber)}
              required={required}
              onChange={(event) => onToggle(consent.uniqueNumber, event.target.checked)}
            />
            <label htmlFor={id}>
              {consent.displayName}
              {required ? <RequiredMark /> : null}
            </label>
            {consent.description ? <SafeHtml className="consents__text" html={consent.description} /> : null}
          </div>
        )
      })}
    </fieldset>
  )
}
