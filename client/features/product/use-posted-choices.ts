import { useEffect } from 'react'
import { ATTRIBUTE_FIELD_PREFIX } from '../../../contract/cart-form'
import type { AssociatedProductsAttribute } from '../../../contract/dto/catalogue'

/** The value a form control named `name` holds now: a checked radio's, a select's; '' for none. */
function currentValue(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name)
  if (control instanceof RadioNodeList || control instanceof HTMLSelectElement) return control.value
  if (control instanceof HTMLInputElement) return control.checked ? control.value : ''
  return ''
}

/**
 * Issue 38: the variant radios are real form controls of the add-to-cart form, so a visitor may
 * choose before the app runs. Once it runs, the app starts from what the form holds (the checked
 * radio, the chosen option), not from the server's default: the choice is never lost.
 */
export function usePostedChoices(
  formId: string,
  attributes: readonly AssociatedProductsAttribute[],
  choose: (code: string, valueId: number | null) => void,
) {
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    for (const attribute of attributes) {
      const value = currentValue(form, `${ATTRIBUTE_FIELD_PREFIX}${attribute.attributeCode}`)
      if (/^\d+$/.test(value)) choose(attribute.attributeCode, Number(value))
    }
    // Once, at the start: later choices go through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
