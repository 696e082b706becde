import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, type Dispatch, type SetStateAction } from 'react'
import type { ConsentTarget } from '../../../contract/dto/cms'
import { ErrorBoundary } from '../../lib/ui/error-boundary'
import { useApi } from '../../lib/api-context'
import { SafeHtml } from '../../lib/ui/safe-html'
import { useLocale, useT, type MessageKey } from '../../i18n/i18n'
import { RequiredMark } from '../../lib/ui/required-mark'
import { consentsQuery } from './queries'

interface ConsentCheckboxesProps {
  assignedTo: Exclude<ConsentTarget, 'cookie'>
  accepted: ReadonlySet<string>
  onToggle: (uniqueNumber: string, checked: boolean) => void
  /** The group's legend (each form names its own: a key named here would be inlined on every page that shows a form). */
  legend: MessageKey
  /** Keeps two forms' checkboxes apart on one page. */
  idPrefix?: string
  /** Translated error shown under the group (required consents missing). */
  error?: string | null
}

/**
 * The consents assigned to a form (POST web/consent/filter) as labelled checkboxes, each with its
 * text; required ones carry an asterisk and `required`. Register, checkout and contact share it.
 */
export function ConsentCheckboxes({ assignedTo, accepted, onToggle, legend, idPrefix, error }: ConsentCheckboxesProps) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(consentsQuery(api, locale, assignedTo))
  if (data.consents.length === 0) return null
  // The account forms' ids are consent-{target}-{code}; a form that may stand twice on a page gives a prefix.
  const idOf = (code: string) => (idPrefix ? `${idPrefix}-consent-${code}` : `consent-${assignedTo}-${code}`)
  const errorId = `${idPrefix ?? `consent-${assignedTo}`}-consents-error`
  return (
    <fieldset className="consents" aria-describedby={error ? errorId : undefined}>
      <legend className="consents__legend">{t(legend)}</legend>
      {data.consents.map((consent) => {
        const required = consent.required || data.requiredConsents.includes(consent.uniqueNumber)
        const id = idOf(consent.uniqueNumber)
        return (
          <div className="check consents__item" key={consent.uniqueNumber}>
            <input
              id={id}
              type="checkbox"
              name="consents"
              value={consent.uniqueNumber}
              checked={accepted.has(consent.uniqueNumber)}
              required={required}
              aria-describedby={consent.description ? `${id}-text` : undefined}
              onChange={(event) => onToggle(consent.uniqueNumber, event.target.checked)}
            />
            <label htmlFor={id}>
              {consent.displayName}
              {required ? <RequiredMark /> : null}
            </label>
            {consent.description ? (
              <div id={`${id}-text`} className="consents__text">
                <SafeHtml html={consent.description} />
              </div>
            ) : null}
          </div>
        )
      })}
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

interface ConsentFieldsProps {
  assignedTo: ConsentCheckboxesProps['assignedTo']
  accepted: ReadonlySet<string>
  /** The form's state setter: a toggle adds or removes the consent's unique number. */
  setAccepted: Dispatch<SetStateAction<ReadonlySet<string>>>
  loadingText: string
  legend: MessageKey
}

/** A form's consent checkboxes, loaded where they stand; a failed load says so (SPEC error.consentsNotFetched). */
export function ConsentFields({ assignedTo, accepted, setAccepted, loadingText, legend }: ConsentFieldsProps) {
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
        <ConsentCheckboxes assignedTo={assignedTo} accepted={accepted} onToggle={toggle} legend={legend} />
      </Suspense>
    </ErrorBoundary>
  )
}
