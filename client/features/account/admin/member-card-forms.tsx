import { useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { AdminMemberCardRow } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { TextInput } from '../../../lib/ui/text-input'
import { useI18n, useT, type I18n } from '../../../i18n/i18n'
import { assignMemberCardMutation, issueMemberCardMutation } from './api'

type Field = 'barcode' | 'email'
interface FormError {
  field: Field | null
  message: string
}

/** Codes that are about one field of these forms. */
const FIELD_OF_CODE: Record<string, Field> = {
  MEMBER_CARD_EXISTS: 'barcode',
  ACCOUNT_NOT_FOUND: 'email',
  ACCOUNT_HAS_CARD: 'email',
}

const isField = (field: string | undefined): field is Field => field === 'barcode' || field === 'email'

/** A refusal about one of the form's fields (the answer's `field`, or its code's) is shown at that field. */
function formError(failure: unknown, translator: I18n): FormError {
  const message = errorMessage(failure, translator)
  if (!(failure instanceof ApiError)) return { field: null, message }
  if (failure.code === 'VALIDATION_ERROR' && isField(failure.field)) return { field: failure.field, message }
  return { field: failure.code ? (FIELD_OF_CODE[failure.code] ?? null) : null, message }
}

function FormAlert({ error }: { error: FormError | null }) {
  if (!error || error.field !== null) return null
  return (
    <p className="notice notice--error" role="alert">
      {error.message}
    </p>
  )
}

/** A new card: its printed number (EAN-13) and the e-mail of the customer it is issued to. */
export function IssueCardForm({ onIssued }: { onIssued: (card: AdminMemberCardRow) => void }) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const [barcode, setBarcode] = useState('')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<FormError | null>(null)
  const issue = useMutation({
    ...issueMemberCardMutation(api),
    onSuccess: (card) => {
      setBarcode('')
      setEmail('')
      onIssued(card)
    },
    onError: (failure) => setError(formError(failure, translator)),
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (issue.isPending) return
    setError(null)
    issue.mutate({ barcode, email })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormAlert error={error} />
      <TextInput
        name="barcode"
        label={t('backoffice.memberCards.barcode')}
        value={barcode}
        onChange={setBarcode}
        required
        inputMode="numeric"
        autoComplete="off"
        hint={t('backoffice.memberCards.barcodeHint')}
        error={error?.field === 'barcode' ? error.message : null}
      />
      <TextInput
        name="email"
        type="email"
        label={t('backoffice.memberCards.email')}
        value={email}
        onChange={setEmail}
        required
        autoComplete="off"
        hint={t('backoffice.memberCards.emailHint')}
        error={error?.field === 'email' ? error.message : null}
      />
      <div>
        <button type="submit" className="btn btn--primary" aria-busy={issue.isPending || undefined}>
          {t('backoffice.memberCards.issue')}
        </button>
      </div>
    </form>
  )
}

/** Gives the card to the existing account with this e-mail. */
export function AssignCardForm({
  card,
  onAssigned,
}: {
  card: AdminMemberCardRow
  onAssigned: (card: AdminMemberCardRow) => void
}) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const [email, setEmail] = useState(card.issuedToEmail ?? '')
  const [error, setError] = useState<FormError | null>(null)
  const assign = useMutation({
    ...assignMemberCardMutation(api),
    onSuccess: onAssigned,
    onError: (failure) => setError(formError(failure, translator)),
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (assign.isPending) return
    setError(null)
    assign.mutate({ id: card.id, email })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p>{t('backoffice.memberCards.assignText')}</p>
      <FormAlert error={error} />
      <TextInput
        name="email"
        type="email"
        label={t('backoffice.memberCards.accountEmail')}
        value={email}
        onChange={setEmail}
        required
        autoComplete="off"
        error={error?.field === 'email' ? error.message : null}
      />
      <div>
        <button type="submit" className="btn btn--primary" aria-busy={assign.isPending || undefined}>
          {t('backoffice.memberCards.assignSave')}
        </button>
      </div>
    </form>
  )
}
