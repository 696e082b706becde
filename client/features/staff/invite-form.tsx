import { useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../contract/api'
import type { StaffInvited } from '../../../contract/dto/staff'
import type { StaffRole } from '../../../contract/staff-roles'
import { useApi } from '../../lib/api-context'
import { errorMessage } from '../../lib/api-error-message'
import { TextInput } from '../../lib/ui/text-input'
import { useI18n, useT } from '../../i18n/i18n'
import { inviteStaffMutation } from './api'
import { RoleSelect } from './role-select'

/** The owner invites an e-mail with a role (issue 37); a refusal about the address is shown at its field. */
export function InviteStaffForm({ onInvited }: { onInvited: (invited: StaffInvited) => void }) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const [email, setEmail] = useState('')
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [role, setRole] = useState<StaffRole>('content')
  const [error, setError] = useState<{ email: boolean; message: string } | null>(null)
  const invite = useMutation({
    ...inviteStaffMutation(api),
    onSuccess: (invited) => {
      setEmail('')
      setFirstName('')
      setLastName('')
      onInvited(invited)
    },
    onError: (failure) => {
      const aboutEmail =
        failure instanceof ApiError && (failure.code === 'STAFF_ALREADY_STAFF' || failure.field === 'email')
      setError({ email: aboutEmail, message: errorMessage(failure, translator) })
    },
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (invite.isPending) return
    setError(null)
    invite.mutate({ email, role, firstName, lastName })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">{t('adminStaff.inviteHelp')}</p>
      {error && !error.email ? (
        <p className="notice notice--error" role="alert">
          {error.message}
        </p>
      ) : null}
      <TextInput
        name="email"
        type="email"
        label={t('adminStaff.inviteEmail')}
        value={email}
        onChange={setEmail}
        required
        autoComplete="off"
        error={error?.email ? error.message : null}
      />
      <TextInput
        name="firstName"
        label={t('adminStaff.inviteFirstName')}
        value={firstName}
        onChange={setFirstName}
        autoComplete="off"
      />
      <TextInput
        name="lastName"
        label={t('adminStaff.inviteLastName')}
        value={lastName}
        onChange={setLastName}
        autoComplete="off"
      />
      <RoleSelect label={t('adminStaff.inviteRole')} value={role} onChange={setRole} />
      <div>
        <button type="submit" className="btn btn--primary" aria-busy={invite.isPending || undefined}>
          {t('adminStaff.inviteSubmit')}
        </button>
      </div>
    </form>
  )
}
