import { useId, useState, type SubmitEvent } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminDeliveryMethod } from '../../../contract/dto/shop-methods'
import { callApi } from '../../../contract/endpoints/call'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'
import { BranchEditor } from './branch-editor'
import { MoveButtons } from './move-buttons'
import { branchesQuery } from './queries'

/**
 * A delivery method's pickup branches, a page at a time (a parcel-locker network has thousands):
 * searched by name or address, each editable and movable, and a new one.
 */
export function Branches({ method, onChanged }: { method: AdminDeliveryMethod; onChanged: () => void }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const searchId = useId()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  /** The branch being edited: its id, 'new', or none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const query = branchesQuery(api, method.id, page, q)
  const branches = useQuery({ ...query, enabled: method.branchCount > 0, placeholderData: keepPreviousData })
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'deliveryBranches', method.id] })
    onChanged()
  }
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      callApi(api, 'POST api/v1/admin/settings/deliveryBranches/:id/move', {
        params: { id: String(id) },
        body: { direction },
      }),
    onSuccess: reload,
    onError: showError,
  })
  const done = () => {
    setEditing(null)
    reload()
  }
  const submitSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setQ(search.trim())
    setPage(1)
  }
  const data = branches.data
  const list = data?.data ?? []
  const offset = ((data?.page ?? 1) - 1) * (data?.perPage ?? 0)
  return (
    <div className="stack">
      <h3>{t('adminShopMethods.branchesTitle')}</h3>
      <p className="muted">
        {method.branchCount > 0
          ? t('adminShopMethods.branchesHint', { count: method.branchCount })
          : t('adminShopMethods.noBranches')}
      </p>
      {method.branchCount > 0 ? (
        <form className="button-row" role="search" onSubmit={submitSearch} aria-labelledby={`${searchId}-label`}>
          <span id={`${searchId}-label`} className="visually-hidden">
            {t('adminShopMethods.searchBranchesOf', { name: method.name[locale] || method.name.hr })}
          </span>
          <TextInput
            type="search"
            label={t('adminShopMethods.searchBranches')}
            name={`branch-search-${method.id}`}
            value={search}
            onChange={setSearch}
            maxLength={120}
          />
          <button type="submit" className="btn btn--secondary">
            {t('adminShopMethods.search')}
          </button>
        </form>
      ) : null}
      {data && list.length === 0 && q ? <p role="status">{t('adminShopMethods.noBranchFound')}</p> : null}
      {list.length > 0 ? (
        <ul className="stack">
          {list.map((branch, index) => {
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
                      {q ? null : (
                        <MoveButtons
                          name={name}
                          first={offset + index === 0}
                          last={offset + index === (data?.total ?? 0) - 1}
                          busy={move.isPending}
                          onMove={(direction) => move.mutate({ id: branch.id, direction })}
                        />
                      )}
                    </div>
                  </>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {data && data.lastPage > 1 ? (
        <nav
          className="button-row"
          aria-label={t('adminShopMethods.branchPages', { name: method.name[locale] || method.name.hr })}
        >
          <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('adminShopMethods.previous')}
          </button>
          <span role="status">{t('adminShopMethods.pageOf', { page: data.page, last: data.lastPage })}</span>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={page >= data.lastPage}
            onClick={() => setPage(page + 1)}
          >
            {t('adminShopMethods.next')}
          </button>
        </nav>
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
