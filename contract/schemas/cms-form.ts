import * as v from 'valibot'
import type { FormField, FormFieldType } from '../dto/cms'
import { V } from '../validation/keys'

/** The longest value each kind of CMS form field accepts (the backend checks the same). */
export const CMS_FIELD_MAX_LENGTH: Record<Exclude<FormFieldType, 'file'>, number> = {
  text: 500,
  email: 254,
  textarea: 10_000,
  select: 100,
  checkbox: 5,
}

/**
 * What a form's file fields accept, together per submission (SPEC §5: at most 10 files in a public
 * upload). Types are recognised from the bytes on the server; `accept` only guides the picker.
 */
export const FORM_UPLOADS = {
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
  accept: 'image/png,image/jpeg,image/gif,image/webp,image/avif,application/pdf,.png,.jpg,.jpeg,.gif,.webp,.avif,.pdf',
} as const

/** The token of a confirmation link (a CMS form's or the newsletter's): base64url, as randomToken makes it. */
export const CONFIRMATION_TOKEN = /^[A-Za-z0-9_-]{16,64}$/

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * The schema of a CMS form built from its field definitions: required fields, e-mail fields, the
 * offered options of a select, the lengths. Values are the form's strings ('true'/'' for a checkbox).
 */
export function cmsFormSchema(fields: readonly FormField[]) {
  const entries: Record<string, v.GenericSchema<string, string>> = {}
  for (const field of fields) {
    // Files are not values of the form: the page sends them beside the values (FORM_UPLOADS).
    if (field.type === 'file') continue
    if (field.type === 'checkbox') {
      entries[field.name] = field.required
        ? v.pipe(
            v.string(),
            v.check((value) => value === 'true', V.required),
          )
        : v.string()
      continue
    }
    const base = v.pipe(v.string(), v.trim(), v.maxLength(CMS_FIELD_MAX_LENGTH[field.type], V.maxLength))
    const typed =
      field.type === 'email'
        ? v.pipe(
            base,
            v.check((value) => value === '' || EMAIL.test(value), V.email),
          )
        : field.type === 'select'
          ? v.pipe(
              base,
              v.check(
                (value) => value === '' || (field.options ?? []).some((option) => option.value === value),
                V.required,
              ),
            )
          : base
    entries[field.name] = field.required ? v.pipe(typed, v.nonEmpty(V.required)) : typed
  }
  return v.object(entries)
}
