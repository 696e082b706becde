import type { FormController, FormValues } from '../../../lib/form/use-form'

const nothing = () => undefined

/**
 * The form kit's controller over fixed values and errors, for a form the browser posts itself (no
 * app to hold state): the fields render with the draft's values and the server's translated errors.
 */
export function staticForm<Values extends FormValues>(
  values: Values,
  error: (name: string) => string | undefined,
): FormController<Values> {
  return {
    values,
    error,
    set: nothing,
    blur: nothing,
    showError: nothing,
    submitting: false,
    onSubmit: nothing,
    reset: nothing,
  }
}
