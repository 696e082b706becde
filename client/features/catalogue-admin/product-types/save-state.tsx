import { useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api'
import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { useI18n, useT } from '../../../i18n/i18n'
import { productReload } from './api'

/** What a failed save of a type part says: at its field (the answer's `field`), or for the whole part. */
export interface SaveFailure {
  /** The refused input (`variants.2.sku`, `components.0.qty`), or null for the part as a whole. */
  field: string | null
  message: string
  /** 409 PRODUCT_CHANGED: someone else saved the product meanwhile; staff reload it. */
  stale: boolean
}

/** A failed save as the part shows it. */
export function useSaveFailure() {
  const translator = useI18n()
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const fail = (error: unknown) => {
    const api = error instanceof ApiError ? error : null
    setFailure({
      field: api?.field && api.field !== 'version' ? api.field : null,
      message: errorMessage(error, translator),
      stale: api?.status === 409 && api.code === 'PRODUCT_CHANGED',
    })
  }
  return { failure, fail, clear: () => setFailure(null) }
}

/**
 * The part's notice of a failed save (role alert, focused): a refusal not about one field, or
 * "someone else changed the product" with a Reload that adopts the product as it is now.
 */
export function SaveFailureNotice({
  failure,
  product,
  onReloaded,
  shownAtField = false,
}: {
  failure: SaveFailure | null
  product: AdminProductDetail
  onReloaded: (next: AdminProductDetail) => void
  /** The refused field is on screen with its message (then the notice says nothing more). */
  shownAtField?: boolean
}) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const [reloading, setReloading] = useState(false)
  const [reloadError, setReloadError] = useState<string | null>(null)
  const focused = useRef<SaveFailure | null>(null)
  if (!failure || (shownAtField && !failure.stale)) return null
  const reload = async () => {
    if (reloading) return
    setReloading(true)
    setReloadError(null)
    try {
      onReloaded(await productReload(api, product.id))
    } catch (error) {
      setReloadError(errorMessage(error, translator))
    } finally {
      setReloading(false)
    }
  }
  return (
    <div
      className="notice notice--error"
      role="alert"
      tabIndex={-1}
      ref={(node) => {
        // Focus moves to a new failure once (its message is read; Reload is the next stop).
        if (node && focused.current !== failure) {
          focused.current = failure
          node.focus()
        }
      }}
    >
      <p style={{ margin: 0 }}>{failure.stale ? t('productTypes.save.stale') : failure.message}</p>
      {failure.stale ? (
        <p style={{ margin: 'var(--space-2) 0 0' }}>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-busy={reloading || undefined}
            onClick={() => void reload()}
          >
            {t('productTypes.save.reload')}
          </button>
        </p>
      ) : null}
      {reloadError ? <p style={{ margin: 'var(--space-2) 0 0' }}>{reloadError}</p> : null}
    </div>
  )
}
