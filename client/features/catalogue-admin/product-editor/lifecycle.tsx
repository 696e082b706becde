import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import { buildPath } from '../../../../contract/routes'
import { useApi } from '../../../lib/api-context'
import { useRouter } from '../../../lib/navigation'
import { useToast } from '../../../lib/toasts'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { useLocale, useT } from '../../../i18n/i18n'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { archiveProductMutation, deleteProductMutation, productQuery } from './api'

/**
 * Archive and delete, each after a confirmation. A product an order names is never deleted: it
 * says so and offers only archive (its orders keep their lines). Archiving changes only the
 * status, so what staff typed in the form stays; a delete goes back to the list.
 */
export function ProductLifecycle({
  product,
  name,
  onRefused,
  allowLeave,
}: {
  product: AdminProductDetail
  name: string
  onRefused: (failure: unknown) => void
  /** The way to the list must not ask about unsaved changes of a product that is gone. */
  allowLeave: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const { navigate } = useRouter()
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null)
  const detailKey = productQuery(api, locale, product.id).queryKey
  const archive = useMutation({
    ...archiveProductMutation(api, product.id),
    onSuccess: async (archived) => {
      setConfirming(null)
      queryClient.setQueryData(detailKey, archived)
      toast.success(t('productEditor.archived'))
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
    },
    onError: (failure) => {
      setConfirming(null)
      onRefused(failure)
    },
  })
  const remove = useMutation({
    ...deleteProductMutation(api, product.id),
    onSuccess: async () => {
      setConfirming(null)
      toast.success(t('productEditor.deleted', { name }))
      queryClient.removeQueries({ queryKey: detailKey })
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY, refetchType: 'none' })
      allowLeave()
      void navigate(buildPath('adminProducts', locale))
    },
    onError: (failure) => {
      setConfirming(null)
      onRefused(failure)
    },
  })
  const busy = archive.isPending || remove.isPending

  return (
    <>
      {product.ordered ? <p>{t('productEditor.ordered')}</p> : null}
      <div className="button-row">
        {product.status !== 'archived' ? (
          <button type="button" className="btn btn--secondary" onClick={() => setConfirming('archive')}>
            {t('productEditor.actions.archive')}
          </button>
        ) : null}
        {product.ordered ? null : (
          <button type="button" className="btn btn--danger" onClick={() => setConfirming('delete')}>
            {t('productEditor.actions.delete')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming === 'archive'}
        title={t('productEditor.archive.title', { name })}
        confirmLabel={t('productEditor.actions.archive')}
        busy={archive.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => !busy && archive.mutate()}
      >
        <p>{t('productEditor.archive.text')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('productEditor.remove.title', { name })}
        confirmLabel={t('productEditor.actions.delete')}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => !busy && remove.mutate()}
      >
        <p>{t('productEditor.remove.text')}</p>
      </ConfirmDialog>
    </>
  )
}
