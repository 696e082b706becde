import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useT } from '../../i18n/i18n'
import type { CartItem } from '../../../contract/dto/commerce'
import { cartApi } from './cart-api'
import { endsSession, isInvalidQuantity, isItemNotInCart, stockLimit } from './cart-errors'
import { LineEditor, type LineEditState } from './line-editor'
import { cartKeys } from './queries'
import { useCartFailure } from './use-cart'
import { useCartAnswer, useStoredCart } from './use-cart-answer'
import { useRemoveCartLine } from './use-remove-line'

export interface CartLineControls {
  /** The quantity input's value: the visitor's draft while editing, else the server's quantity. */
  quantity: string
  editQuantity: (raw: string) => void
  /** Enter in the input: send the pending edit now. */
  commitQuantity: () => void
  updating: boolean
  remove: () => Promise<boolean>
  removing: boolean
}

/**
 * One cart line's edits (SPEC §4): debounced quantity updates through LineEditor, removal with a
 * double-click guard (a pending edit is cancelled first), and the SPEC §5/§8 messages.
 */
export function useCartLine(item: CartItem): CartLineControls {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const queryClient = useQueryClient()
  const failure = useCartFailure()
  const answer = useCartAnswer()
  const storedCart = useStoredCart()
  const [state, setState] = useState<LineEditState>({ draft: null, busy: false })

  // The editor lives as long as the row; it reads the latest hooks through this ref.
  const latest = useRef({ api, t, toast, queryClient, failure, answer, storedCart, itemId: item.itemId })
  latest.current = { api, t, toast, queryClient, failure, answer, storedCart, itemId: item.itemId }

  const lineFailure = useCallback((error: unknown) => {
    const { t, toast, queryClient, failure } = latest.current
    if (endsSession(error)) failure(error)
    else if (isItemNotInCart(error)) {
      toast.error(t('core.notifications.itemNotInCart'))
      void queryClient.invalidateQueries({ queryKey: cartKeys.all })
    } else if (isInvalidQuantity(error)) toast.error(t('error.invalidQuantity'))
    else {
      const left = stockLimit(error)
      if (left === undefined) failure(error)
      else
        toast.error(
          left === null ? t('cart.lines.insufficientStockPlain') : t('cart.lines.insufficientStock', { count: left }),
        )
    }
  }, [])

  const editorRef = useRef<LineEditor | null>(null)
  if (editorRef.current === null) {
    editorRef.current = new LineEditor({
      current: () => {
        const { storedCart, itemId } = latest.current
        return storedCart()?.items.find((line) => line.itemId === itemId)?.qty ?? null
      },
      send: async (qty) => {
        const { api, answer, storedCart, itemId } = latest.current
        const before = storedCart()
        try {
          answer(before, await cartApi.update(api, itemId, qty))
        } catch (error) {
          lineFailure(error)
          throw error
        }
      },
      invalid: () => latest.current.toast.error(latest.current.t('error.invalidQuantity')),
      changed: setState,
    })
  }
  const editor = editorRef.current

  // A pending edit is sent when the row goes away (the modal closes, the page changes).
  useEffect(() => () => editor.flush(), [editor])

  const cancelEdit = useCallback(() => editor.cancel(), [editor])
  const removal = useRemoveCartLine(cancelEdit)
  const { remove: removeLine } = removal
  const remove = useCallback(() => removeLine(item), [removeLine, item])

  return {
    quantity: state.draft ?? String(item.qty),
    editQuantity: useCallback((raw: string) => editor.edit(raw), [editor]),
    commitQuantity: useCallback(() => editor.flush(), [editor]),
    updating: state.busy,
    remove,
    removing: removal.removing,
  }
}
