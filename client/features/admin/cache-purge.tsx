import { useMutation } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { purgeCachesMutation } from './queries'

/** One button that purges the edge page cache and the upstream KV cache (POST /api/admin/cache/purge). */
export function CachePurge() {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const showError = useErrorToast()
  const purging = useMutation({
    ...purgeCachesMutation(api),
    onSuccess: () => toast.success(t('admin.cache.purged')),
    onError: showError,
  })
  const busy = purging.isPending
  const purge = () => {
    if (busy) return
    purging.mutate()
  }
  return (
    <div className="stack">
      <p>{t('admin.cache.text')}</p>
      <p>
        <button type="button" className="btn btn--primary" onClick={purge} disabled={busy} aria-busy={busy}>
          {t('admin.cache.purge')}
        </button>
      </p>
    </div>
  )
}
