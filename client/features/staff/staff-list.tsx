import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StaffInvited, StaffMemberDto } from '../../../contract/dto/staff'
import { formatDateTime } from '../../../contract/format-date'
import type { Locale } from '../../../contract/locales'
import type { StaffRole } from '../../../contract/staff-roles'
import { useApi } from '../../lib/api-context'
import { errorMessage } from '../../lib/api-error-message'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import { DataList, type DataColumn } from '../../lib/ui/data-list'
import { Modal } from '../../lib/ui/modal'
import { useI18n, useLocale, useT, type Translate } from '../../i18n/i18n'
import { BACKOFFICE_KEY, ListBar, ListSearch, useListQuery } from '../admin/list-kit'
import { UndoNotice, type Undoable } from '../admin/undo-notice'
import { changeStaffRoleMutation, removeStaffMutation, staffQuery } from './api'
import { InviteStaffForm } from './invite-form'
import { RoleSelect } from './role-select'

const staffColumns = (t: Translate, locale: Locale): Array<DataColumn<StaffMemberDto>> => [
  { id: 'email', header: 'adminStaff.email', className: 'backoffice-cell', cell: (m) => m.email },
  { id: 'name', header: 'adminStaff.name', cell: (m) => `${m.firstName} ${m.lastName}`.trim() || '—' },
  { id: 'role', header: 'adminStaff.role', cell: (m) => t(`adminStaff.roles.${m.role}`) },
  { id: 'status', header: 'adminStaff.status', cell: (m) => t(`adminStaff.${m.status}`) },
  {
    id: 'lastLogin',
    header: 'adminStaff.lastLogin',
    cell: (m) => (m.lastLoginAt ? formatDateTime(m.lastLoginAt, locale) : t('adminStaff.never')),
  },
]

/**
 * `/admin/staff` (issue 37, the owner's): staff searched by e-mail or name and paged on the
 * server; the owner invites an e-mail with a role, changes a role, removes an account from staff
 * (asked first). The backend keeps the last owner and audits every change.
 */
export function StaffList() {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const list = useListQuery([])
  const staff = useQuery(staffQuery(api, locale, list.api))
  const [changing, setChanging] = useState<StaffMemberDto | null>(null)
  const [nextRole, setNextRole] = useState<StaffRole>('content')
  const [removing, setRemoving] = useState<StaffMemberDto | null>(null)
  const [last, setLast] = useState<Undoable | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
  const changeRole = useMutation({ ...changeStaffRoleMutation(api), onSuccess: refresh })
  const remove = useMutation({ ...removeStaffMutation(api), onSuccess: refresh })
  const busy = changeRole.isPending || remove.isPending
  const failed = (failure: unknown) => setLast({ message: errorMessage(failure, translator) })

  const invited = ({ member, created }: StaffInvited) => {
    const role = t(`adminStaff.roles.${member.role}`)
    setLast({
      message: created
        ? t('adminStaff.invitedNew', { email: member.email })
        : t('adminStaff.invitedExisting', { email: member.email, role }),
    })
    void refresh()
  }
  const saveRole = (member: StaffMemberDto) => {
    if (busy) return
    changeRole.mutateAsync({ id: member.id, role: nextRole }).then((saved) => {
      setChanging(null)
      setLast({ message: t('adminStaff.roleSaved', { email: saved.email, role: t(`adminStaff.roles.${saved.role}`) }) })
    }, failed)
  }
  const confirmRemove = (member: StaffMemberDto) => {
    if (busy) return
    remove.mutateAsync(member.id).then(() => {
      setRemoving(null)
      setLast({ message: t('adminStaff.removed', { email: member.email }) })
    }, failed)
  }

  return (
    <div className="stack">
      <p className="muted">{t('adminStaff.intro')}</p>
      <UndoNotice last={last} busy={busy} />
      <details className="panel">
        <summary>{t('adminStaff.inviteTitle')}</summary>
        <InviteStaffForm onInvited={invited} />
      </details>
      <ListBar>
        <ListSearch label={t('adminStaff.search')} value={list.query['q'] ?? ''} onSearch={(q) => list.update({ q })} />
      </ListBar>
      <DataList
        label={t('adminStaff.listTitle')}
        list={staff}
        searching={Boolean(list.query['q'])}
        columns={staffColumns(t, locale)}
        rowKey={(member) => member.id}
        paging={{ page: list.page, query: list.query }}
        actions={(member) => (
          <div className="button-row">
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => {
                setNextRole(member.role)
                setChanging(member)
              }}
              aria-label={t('adminStaff.changeRoleNamed', { email: member.email })}
            >
              {t('adminStaff.changeRole')}
            </button>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              onClick={() => setRemoving(member)}
              aria-label={t('adminStaff.removeNamed', { email: member.email })}
            >
              {t('adminStaff.remove')}
            </button>
          </div>
        )}
      />
      <Modal
        open={changing !== null}
        onClose={() => setChanging(null)}
        title={t('adminStaff.changeRoleFor', { email: changing?.email ?? '' })}
        size="sm"
      >
        {changing ? (
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault()
              saveRole(changing)
            }}
          >
            <RoleSelect label={t('adminStaff.role')} value={nextRole} onChange={setNextRole} />
            <div>
              <button type="submit" className="btn btn--primary" aria-busy={changeRole.isPending || undefined}>
                {t('adminStaff.saveRole')}
              </button>
            </div>
          </form>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={t('adminStaff.removeFor', { email: removing?.email ?? '' })}
        confirmLabel={t('adminStaff.removeYes')}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && confirmRemove(removing)}
      >
        <p>{t('adminStaff.removeConfirm', { email: removing?.email ?? '' })}</p>
      </ConfirmDialog>
    </div>
  )
}
