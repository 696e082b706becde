import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AdminDeliveryMethod } from '../../../contract/dto/shop-methods'
import { callApi } from '../../../contract/endpoints/call'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useLocale, useT } from '../../i18n/i18n'
import { BranchEditor } from './branch-editor'
import { MoveButtons } from './move-buttons'

/** A delivery method's pickup branches: the list in checkout order, each editable and movable, and a new one. */
export function Branches({ method, onChanged }: { method: AdminDeliveryMethod; onChanged: () => void }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const showError = useErrorToast()
  /** The branch being edited: its id, 'new', or none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      callApi(api, 'POST api/v1/admin/settings/deliveryBranches/:id/move', {
        params: { id: String(id) },
        body: { direction },
      }),
    onSuccess: onChanged,
    onError: showError,
  })
  const done = () => {
    setEditing(null)
    onChanged()
  }
  return (
    <div className="stack">
      <h3>{t('adminShopMethods.branchesTitle')}</h3>
      <p className="muted">
        {method.branches.length > 0 ? t('adminShopMethods.branchesHint') : t('adminShopMethods.noBranches')}
      </p>
      {method.branches.length > 0 ? (
        <ul className="stack">
          {method.branches.map((branch, index) => {
            const name = branch.name[locale] || branch.name.hr
            return (
              <li key={branch.id} className="stack">
                {editing === branch.id ? (
                  <BranchEditor methodId={method.id} branch={branch} onSaved={done} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <p>
                      <strong>{name}</strong>
                      {branch.active ? null : ` (${t('adminShopMethods.inactive')})`}
                      <br />
                      {branch.address}
                      {branch.hours[locale] ? (
                        <>
                          <br />
                          {branch.hours[locale]}
                        </>
                      ) : null}
                    </p>
                    <div className="button-row">
                      <button type="button" className="btn btn--secondary" onClick={() => setEditing(branch.id)}>
                        {t('adminShopMethods.edit', { name })}
                      </button>
                      <MoveButtons
                        name={name}
                        first={index === 0}
                        last={index === method.branches.length - 1}
                        busy={move.isPending}
                        onMove={(direction) => move.mutate({ id: branch.id, direction })}
                      />
                    </div>
                  </>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {editing === 'new' ? (
        <BranchEditor methodId={method.id} branch={null} onSaved={done} onCancel={() => setEditing(null)} />
      ) : (
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={() => setEditing('new')}>
            {t('adminShopMethods.addBranch')}
          </button>
        </div>
      )}
    </div>
  )
}
