import type { WebConsentsResponse } from '../../../contract/dto/cms'
import type { MessageKey } from '../../i18n/i18n'

/**
 * SPEC §5 consents: the message key when something stops the step — the consents never loaded
 * (error.consentsNotFetched) or a required one is not ticked (core.notifications.consentRequired).
 */
export function missingRequiredConsent(
  consents: WebConsentsResponse | undefined,
  accepted: ReadonlySet<string>,
): MessageKey | null {
  if (!consents) return 'error.consentsNotFetched'
  const missing = consents.consents.some(
    (consent) =>
      (consent.required || consents.requiredConsents.includes(consent.uniqueNumber)) &&
      !accepted.has(consent.uniqueNumber),
  )
  return missing ? 'core.notifications.consentRequired' : null
}
