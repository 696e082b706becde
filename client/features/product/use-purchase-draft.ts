import { useCallback, useEffect, useRef, useState } from 'react'
import type { CustomOption } from '../../../contract/dto/catalogue'
import type { CartItem } from '../../../contract/dto/commerce'
import { emptyOptionValues, optionValuesFromLine, type OptionProblem, type OptionValues } from './custom-option-values'

/**
 * What a purchase form edits before adding to the cart: the quantity (as typed), the custom
 * option values and their problems. Editing a cart line (SPEC §4, ?cartItemId) starts from the
 * line's quantity and personalisations, once per line; `fromLine` takes the rest of the line
 * (e.g. a bundle's choices) and must be stable.
 */
export function usePurchaseDraft(
  options: readonly CustomOption[],
  editLine: CartItem | null,
  fromLine?: (line: CartItem) => void,
) {
  const [qty, setQty] = useState('1')
  const [values, setValues] = useState<OptionValues>(() => emptyOptionValues(options))
  const [problems, setProblems] = useState<Partial<Record<number, OptionProblem>>>({})
  const appliedLine = useRef<number | null>(null)

  useEffect(() => {
    if (!editLine || appliedLine.current === editLine.itemId) return
    appliedLine.current = editLine.itemId
    setQty(String(editLine.qty))
    setValues(optionValuesFromLine(options, editLine.options.personalizations))
    fromLine?.(editLine)
  }, [editLine, options, fromLine])

  /** One option's new value clears its problem. */
  const changeOption = useCallback((optionId: number, value: string) => {
    setValues((current) => ({ ...current, [optionId]: value }))
    setProblems((current) => ({ ...current, [optionId]: undefined }))
  }, [])

  return { qty, setQty, values, setValues, problems, setProblems, changeOption }
}
