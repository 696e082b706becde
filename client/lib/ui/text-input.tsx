import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import { RequiredMark } from './required-mark'
import { FieldError } from './field-error'
import { useT } from '../../i18n/i18n'

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
  'onChange' | 'value' | 'type' | 'size' | 'children'
>

export interface TextInputProps extends NativeProps {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  /** 'text' (default), 'email', 'password' (with a show/hide toggle), 'number', 'tel', 'search', 'url', 'textarea'. */
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'search' | 'url' | 'date' | 'textarea'
  /** Already translated error message; sets aria-invalid and is announced. */
  error?: string | null
  hint?: ReactNode
  rows?: number
}

/**
 * Text field with a floating label (SPEC §2 "Text input"): the label sits inside the field and
 * floats up on focus or when filled; required fields show an asterisk (with a hidden "required
 * field" text); passwords get a show/hide toggle; textarea and number variants.
 */
export function TextInput({
  label,
  name,
  value,
  onChange,
  type = 'text',
  error,
  hint,
  required,
  id,
  rows = 4,
  className,
  ...rest
}: TextInputProps) {
  const t = useT()
  const autoId = useId()
  const inputId = id ?? `${name}-${autoId}`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const [revealed, setRevealed] = useState(false)
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id: inputId,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    placeholder: ' ',
    className: 'field__control',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value, event),
  }
  const classes = [
    'field',
    type === 'textarea' ? 'field--textarea' : '',
    type === 'password' ? 'field--password' : '',
    error ? 'field--invalid' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={classes}>
      {type === 'textarea' ? (
        <textarea {...rest} {...common} rows={rows} />
      ) : (
        <input
          {...rest}
          {...common}
          type={type === 'password' && revealed ? 'text' : type}
          inputMode={type === 'number' ? 'decimal' : rest.inputMode}
        />
      )}
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {type === 'password' ? (
        <button
          type="button"
          className="field__toggle needs-js"
          aria-pressed={revealed}
          aria-controls={inputId}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? t('common.hidePassword') : t('common.showPassword')}
        </button>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  )
}
