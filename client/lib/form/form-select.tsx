import type { ReactNode } from 'react'
import { FieldError } from '../ui/field-error'
import { RequiredMark } from '../ui/required-mark'
import type { FormController, FormValues } from './use-form'

interface FormSelectProps<Values extends FormValues> {
  form: FormController<Values>
  name: keyof Values & string
  id: string
  label: ReactNode
  options: ReadonlyArray<{ value: string; label: string }>
  /** The first, empty choice ("Choose…"); without it the first option is preselected. */
  placeholder?: string
  required?: boolean
  autoComplete?: string
}

/** A `<select>` bound to a `useForm` field, with its label above and its translated error below. */
export function FormSelect<Values extends FormValues>({
  form,
  name,
  id,
  label,
  options,
  placeholder,
  required,
  autoComplete,
}: FormSelectProps<Values>) {
  const error = form.error(name)
  return (
    <div className={`field field--select${error ? ' field--invalid' : ''}`}>
      <label className="field__static-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        name={name}
        className="select"
        required={required}
        autoComplete={autoComplete}
        value={form.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.blur(name)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
