import { useEffect, useId, useRef, useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'
import { useErrorToast } from '../../lib/api-error-message'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import type { AddressDto, AddressKind } from '../../../contract/dto/users'
import { checkoutSettingsQuery } from '../cart/queries'
import { addressLine } from '../../../contract/address-values'
import { AddressForm } from './address-form'
import { removeAddressMutation } from './api'

/** Which form is open: none, a new address, or the address with this id. */
type Editing = null | 'new' | number

/**
 * SPEC §3/§5 address book of the profile: every saved address with its mark (main, billing,
 * delivery), add, edit and delete (after a confirmation); `onChanged` reloads the profile they
 * come from. The checkout's address step starts from the marked addresses.
 */
export function AddressBook({ addresses, onChanged }: { addresses: AddressDto[]; onChanged: () => Promise<void> }) {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const showError = useErrorToast()
  const settings = useQuery(checkoutSettingsQuery(api, useLocale()))
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AddressDto | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const listId = useId()
  // Where focus goes once the list re-renders: the button that opened a closed form, else "add" ('').
  const [focusTarget, setFocusTarget] = useState<string | null>(null)

  useEffect(() => {
    if (focusTarget === null) return
    ;(document.getElementById(focusTarget) ?? addButton.current)?.focus()
    setFocusTarget(null)
  }, [focusTarget])

  const close = (focusId: string | null) => {
    setEditing(null)
    setFocusTarget(focusId ?? '')
  }

  const removal = useMutation({
    ...removeAddressMutation(api),
    onSuccess: async () => {
      await onChanged()
      toast.success(t('customer.addresses.deleted'))
      setDeleting(null)
      setFocusTarget('')
    },
    onError: showError,
  })

  const confirmDelete = () => {
    if (!deleting) return
    removal.mutate(deleting)
  }

  const formFor = (address: AddressDto | null) => (
    <AddressForm
      address={address}
      specialChars={settings.data?.specialCharValidation ?? true}
      companyOrders={settings.data?.companyOrders ?? true}
      onSaved={async () => {
        await onChanged()
        toast.success(t('customer.addresses.saved'))
        close(address ? `${listId}-edit-${address.id}` : null)
      }}
      onCancel={() => close(address ? `${listId}-edit-${address.id}` : null)}
    />
  )

  return (
    <div className="stack address-book">
      <p className="muted">{t('customer.addresses.intro')}</p>
      {addresses.length === 0 && editing !== 'new' ? <p>{t('customer.addresses.empty')}</p> : null}
      <ul className="address-list" role="list">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id} className="address-card address-card--editing">
              {formFor(address)}
            </li>
          ) : (
            <li key={address.id} className="address-card">
              <AddressSummary address={address} />
              <div className="button-row">
                <button
                  type="button"
                  id={`${listId}-edit-${address.id}`}
                  className="btn btn--secondary btn--sm"
                  aria-label={t('customer.addresses.editNamed', { address: addressLine(address) })}
                  onClick={() => setEditing(address.id)}
                >
                  {t('customer.addresses.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={t('customer.addresses.deleteNamed', { address: addressLine(address) })}
                  onClick={() => setDeleting(address)}
                >
                  {t('customer.addresses.delete')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <div className="address-card address-card--editing">{formFor(null)}</div>
      ) : (
        <p>
          <button type="button" ref={addButton} className="btn btn--primary" onClick={() => setEditing('new')}>
            {t('customer.addresses.add')}
          </button>
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('customer.addresses.deleteTitle')}
        confirmLabel={t('customer.addresses.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={removal.isPending}
      >
        <p>{deleting ? t('customer.addresses.deleteText', { address: addressLine(deleting) }) : null}</p>
      </ConfirmDialog>
    </div>
  )
}

const MARKED: readonly AddressKind[] = ['main', 'billing', 'shipping']

function AddressSummary({ address }: { address: AddressDto }) {
  const t = useT()
  return (
    <div className="stack">
      <p>
        <strong>
          {address.firstName} {address.lastName}
        </strong>
        {MARKED.includes(address.kind) ? (
          <span className="tag">{t(`customer.addresses.marks.${address.kind}`)}</span>
        ) : null}
      </p>
      <p>
        {address.street} {address.houseNumber}, {address.zipCode} {address.city}, {address.countryName}
      </p>
      <p className="muted">
        {address.contactPhone}
        {address.companyName ? ` · ${address.companyName}, OIB ${address.companyOIB}` : ''}
      </p>
    </div>
  )
}
