import { useEffect } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useT, type MessageKey } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'

interface MethodsStatusProps {
  methods: UseQueryResult<readonly unknown[]>
  /** Message keys: the list failed to load (a toast once per failed load, and a notice with a retry); the list is empty. */
  failedKey: MessageKey
  noneKey: MessageKey
}

/** What a step shows instead of its applicable-methods list: loading, failed with a retry, or none (SPEC §4). */
export function MethodsStatus({ methods, failedKey, noneKey }: MethodsStatusProps) {
  const t = useT()
  const toast = useToast()
  useEffect(() => {
    if (methods.isError) toast.error(t(failedKey))
    // One toast per failed load.
  }, [methods.isError, methods.errorUpdatedAt, failedKey, t, toast])
  if (methods.isPending) return <p className="muted">{t('checkout.loading')}</p>
  if (methods.isError)
    return (
      <p className="notice notice--error">
        {t(failedKey)}{' '}
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void methods.refetch()}>
          {t('checkout.retry')}
        </button>
      </p>
    )
  return methods.data.length === 0 ? <p className="notice">{t(noneKey)}</p> : null
}
