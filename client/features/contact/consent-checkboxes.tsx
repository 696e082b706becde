import type { ConsentDto } from '../../../contract/dto/cms'
import { useT } from '../../i18n/i18n'
import { SafeHtml } from '../../lib/ui/safe-html'

interface ConsentCheckboxesProps {
  idPrefix: string
  consents: ConsentDto[]
  required: readonly string[]
  accepted: ReadonlySet<string>
  onToggle: (uniqueNumber: string, checked: boolean) => void
  /** Translated error shown under the group (required consents missing). */
  error?: string | null
}

/** The consents of a form as labelled checkboxes; required ones carry an asterisk and `required`. */
export function ConsentCheckboxes({ idPrefix, consents, required, accepted, onToggle, error }: ConsentCheckboxesProps) {
  const t = useT()
  if (consents.length === 0) return null
  const errorId = `${idPrefix}-consents-error`
  return (
    <fieldset className="consents" aria-describedby={error ? errorId : undefined}>
      <legend className="consents__legend">{t('content.contact.consents')}</legend>
      {consents.map((consent) => {
        const id = `${idPrefix}-consent-${consent.uniqueNumber}`
        const isRequired = required.includes(consent.uniqueNumber)
        return (
          <div key={consent.uniqueNumber} className="consent">
            <label className="check" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name="consents"
                value={consent.uniqueNumber}
                checked={accepted.has(consent.uniqueNumber)}
                required={isRequired}
                aria-describedby={consent.description ? `${id}-text` : undefined}
                onChange={(event) => onToggle(consent.uniqueNumber, event.target.checked)}
              />
              <span>
                {consent.displayName}
                {isRequired ? (
                  <span className="field__required">
                    <span aria-hidden="true"> *</span>
                    <span className="visually-hidden"> ({t('common.requiredField')})</span>
                  </span>
                ) : null}
              </span>
            </label>
            {consent.description ? (
              <div id={`${id}-text`} className="consent__hint field__hint">
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
