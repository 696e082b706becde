import { useId } from 'react'
import { STAFF_ROLES, isStaffRole, type StaffRole } from '../../../contract/staff-roles'
import { useT } from '../../i18n/i18n'

/** A labelled choice of staff role, each with what it reaches. */
export function RoleSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: StaffRole
  onChange: (role: StaffRole) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <div className="field field--select">
      <label className="field__static-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name="role"
        className="select"
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isStaffRole(next)) onChange(next)
        }}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {`${t(`adminStaff.roles.${role}`)} — ${t(`adminStaff.roleHelp.${role}`)}`}
          </option>
        ))}
      </select>
    </div>
  )
}
