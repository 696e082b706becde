import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AdminCustomerDetail } from '../../../contract/dto/customers'
import { buildPath } from '../../../contract/routes'
import { useLocale, useT } from '../../i18n/i18n'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useRouter } from '../../lib/navigation'
import { saveJson } from '../../lib/save-json'
import { useToast } from '../../lib/toasts'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import { customerAction, eraseCustomer, exportCustomer, resendConfirmation, type CustomerAction } from './api'

type Confirming = 'block' | 'erase' | null

/**
 * What staff may do to a customer's account (issue 37): send the confirmation e-mail again (while
 * it is unconfirmed), block it (asks first) or unblock it, download everything the shop holds
 * about the customer, erase the customer (asks first; then back to the list).
 */
export function CustomerActions({
  detail,
  onUpdated,
  onErased,
}: {
  detail: AdminCustomerDetail
  onUpdated: (updated: AdminCustomerDetail) => void
  onErased: () => Promise<void>
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const { navigate } = useRouter()
  const [confirming, setConfirming] = useState<Confirming>(null)
  const { customer } = detail
  const email = customer.email

  const standing = useMutation({
    mutationFn: (action: CustomerAction) => customerAction(api, customer.id, action),
    onSuccess: (updated, action) => {
      onUpdated(updated)
      setConfirming(null)
      toast.success(
        t(action === 'block' ? 'adminCustomers.blockedNotice' : 'adminCustomers.unblockedNotice', { email }),
      )
    },
    onError: showError,
  })
  const resend = useMutation({
    mutationFn: () => resendConfirmation(api, customer.id),
    onSuccess: (sent) => toast.success(t('adminCustomers.resent', { email: sent.email })),
    onError: showError,
  })
  const download = useMutation({
    mutationFn: () => exportCustomer(api, customer.id),
    onSuccess: (document_) =>
      saveJson(document_, `izlog-personal-data-${customer.id}-${document_.exportedAt.slice(0, 10)}.json`),
    onError: showError,
  })
  const erase = useMutation({
    mutationFn: () => eraseCustomer(api, customer.id),
    onSuccess: async () => {
      setConfirming(null)
      toast.success(t('adminCustomers.erased'))
      await onErased()
      await navigate(buildPath('adminCustomers', locale))
    },
    onError: showError,
  })

  return (
    <section className="panel stack" aria-labelledby="customer-actions">
      <h3 id="customer-actions">{t('adminCustomers.actionsTitle')}</h3>
      <div className="button-row">
        {customer.emailVerified ? null : (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            aria-busy={resend.isPending}
          >
            {t('adminCustomers.resend')}
          </button>
        )}
        {detail.blockedAt ? (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => standing.mutate('unblock')}
            disabled={standing.isPending}
            aria-busy={standing.isPending}
          >
            {t('adminCustomers.unblock')}
          </button>
        ) : (
          <button type="button" className="btn btn--danger" onClick={() => setConfirming('block')}>
            {t('adminCustomers.block')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? t('adminCustomers.exporting') : t('adminCustomers.exportData')}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setConfirming('erase')}>
          {t('adminCustomers.erase')}
        </button>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming === 'erase' ? 'adminCustomers.eraseTitle' : 'adminCustomers.blockTitle')}
        confirmLabel={t(confirming === 'erase' ? 'adminCustomers.erase' : 'adminCustomers.block')}
        busy={standing.isPending || erase.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === 'erase' && !erase.isPending) erase.mutate()
          if (confirming === 'block' && !standing.isPending) standing.mutate('block')
        }}
      >
        <p>{t(confirming === 'erase' ? 'adminCustomers.eraseText' : 'adminCustomers.blockText', { email })}</p>
      </ConfirmDialog>
    </section>
  )
}
