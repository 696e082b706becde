import type { ReactNode } from 'react'
import { TextInput, type TextInputProps } from '../ui/text-input'
import type { FormController, FormValues } from './use-form'

interface FormFieldProps<Values extends FormValues> {
  form: FormController<Values>
  name: keyof Values & string
  label: ReactNode
  type?: TextInputProps['type']
  required?: boolean
  autoComplete?: string
  hint?: ReactNode
  maxLength?: number
  id?: string
  rows?: number
}

/** A `TextInput` bound to a `useForm` field (value, change, blur validation, translated error). */
export function FormField<Values extends FormValues>({
  form,
  name,
  label,
  type,
  required,
  autoComplete,
  hint,
  maxLength,
  id,
  rows,
}: FormFieldProps<Values>) {
  return (
    <TextInput
      label={label}
      name={name}
      type={type}
      value={form.values[name] ?? ''}
      onChange={(value) => form.set(name, value)}
      onBlur={() => form.blur(name)}
      error={form.error(name)}
      required={required}
      autoComplete={autoComplete}
      hint={hint}
      maxLength={maxLength}
      id={id}
      rows={rows}
    />
  )
}
