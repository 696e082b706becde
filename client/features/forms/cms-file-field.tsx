import { FORM_UPLOADS } from '../../../contract/schemas/cms-form'
import type { FormField as CmsField } from '../../../contract/dto/cms'
import { useT, type Translate } from '../../i18n/i18n'
import { FieldError } from '../../lib/ui/field-error'
import { RequiredMark } from '../../lib/ui/required-mark'

const MB = 1024 * 1024
const LIMITS = {
  count: FORM_UPLOADS.maxFiles,
  size: FORM_UPLOADS.maxFileBytes / MB,
  total: FORM_UPLOADS.maxTotalBytes / MB,
}

/** What is wrong with the files chosen in all of a form's file fields together (the server checks the same), or null. */
export function filesProblem(files: readonly File[], t: Translate): string | null {
  if (files.length > FORM_UPLOADS.maxFiles) return t('content.forms.filesTooMany', { count: LIMITS.count })
  const large = files.find((file) => file.size > FORM_UPLOADS.maxFileBytes)
  if (large) return t('content.forms.fileTooLarge', { name: large.name, size: LIMITS.size })
  if (files.reduce((sum, file) => sum + file.size, 0) > FORM_UPLOADS.maxTotalBytes)
    return t('content.forms.filesTooLarge', { total: LIMITS.total })
  return null
}

interface CmsFileFieldProps {
  field: CmsField
  id: string
  files: readonly File[]
  error: string | null
  onChange: (files: File[]) => void
}

/** A form's file field (issue 32): a labelled file picker, what it takes, how many are chosen, and its error. */
export function CmsFileField({ field, id, files, error, onChange }: CmsFileFieldProps) {
  const t = useT()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={`field field--file${error ? ' field--invalid' : ''}`}>
      <label className="field__static-label" htmlFor={id}>
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </label>
      <input
        type="file"
        id={id}
        name={field.name}
        multiple
        accept={FORM_UPLOADS.accept}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(Array.from(event.target.files ?? []))}
      />
      <p id={hintId} className="field__hint">
        {t('content.forms.filesHint', LIMITS)}
      </p>
      <p className="field__hint" aria-live="polite">
        {files.length > 0 ? t('content.forms.filesChosen', { count: files.length }) : null}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
