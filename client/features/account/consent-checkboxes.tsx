import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, type Dispatch, type SetStateAction } from 'react'
import { ErrorBoundary } from '../../lib/ui/error-boundary'
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

interface ConsentFieldsProps {
  assignedTo: ConsentCheckboxesProps['assignedTo']
  accepted: ReadonlySet<string>
  /** The form's state setter: a toggle adds or removes the consent's unique number. */
  setAccepted: Dispatch<SetStateAction<ReadonlySet<string>>>
  loadingText: string
}

/** A form's consent checkboxes, loaded where they stand; a failed load says so (SPEC error.consentsNotFetched). */
export function ConsentFields({ assignedTo, accepted, setAccepted, loadingText }: ConsentFieldsProps) {
  const t = useT()
  const toggle = (uniqueNumber: string, checked: boolean) =>
    setAccepted((current) => {
      const next = new Set(current)
      if (checked) next.add(uniqueNumber)
      else next.delete(uniqueNumber)
      return next
    })
  return (
    <ErrorBoundary fallback={() => <p className="notice notice--error">{t('error.consentsNotFetched')}</p>}>
      <Suspense fallback={<p className="muted">{loadingText}</p>}>
        <ConsentCheckboxes assignedTo={assignedTo} accepted={accepted} onToggle={toggle} />
      </Suspense>
    </ErrorBoundary>
  )
}
