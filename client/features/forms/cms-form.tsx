import { useId, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { FormField } from '../../lib/form/form-field'
import { FormSelect } from '../../lib/form/form-select'
import { FieldError } from '../../lib/ui/field-error'
import { useForm } from '../../lib/form/use-form'
import { RequiredMark } from '../../lib/ui/required-mark'
import { CMS_FIELD_MAX_LENGTH, cmsFormSchema } from '../../../contract/schemas/cms-form'
import type { FormField as CmsField, FormDto } from '../../../contract/dto/cms'
import { cmsFormQuery, submitCmsForm } from './queries'
import { CaptchaField, useFormCaptcha, type CaptchaAnswer } from './form-captcha'
import { CmsFileField, filesProblem } from './cms-file-field'
import { CMS_FORM_FIELD, contentFormAction } from '../../../contract/content-form'
import { ContentFormFields, ContentFormNotice, useContentFormOutcome } from '../content-forms/content-form-fields'

/**
 * A CMS form rendered from its field definitions (SPEC §2/§7 form/get): text, e-mail, text area,
 * select, checkbox and file fields (files go along as multipart, checked here and on the server), validated with the same rules as the server, sent with
 * form/storeData. A form that asks for a captcha shows it (invisible unless the provider needs a
 * challenge) or, without a configured captcha, says so instead of sending. A form that confirms the
 * e-mail says the link is on its way. Before (or without) the app it posts, files and all, to the edge
 * (/api/content-form/cms, issue 38), which sends the page back with the outcome for this form.
 */
export function CmsForm({ formId, title }: { formId: number; title?: string }) {
  const api = useApi()
  const locale = useLocale()
  const { data: form } = useSuspenseQuery(cmsFormQuery(api, locale, formId))
  return <CmsFormFields key={form.id} form={form} title={title} />
}

const initialValues = (fields: readonly CmsField[]) =>
  Object.fromEntries(fields.filter((field) => field.type !== 'file').map((field) => [field.name, '']))

function CmsFormFields({ form, title }: { form: FormDto; title?: string }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const headingId = useId()
  const captcha = useFormCaptcha(form.captcha)
  // Sent before (or without) the app, the edge brings the page back with what happened (issue 38).
  const anchor = `cms-form-${form.id}`
  const posted = useContentFormOutcome(anchor)
  const [done, setDone] = useState<'sent' | 'confirm' | null>(
    posted === 'formSent' ? 'sent' : posted === 'formConfirm' ? 'confirm' : null,
  )
  const fileFields = form.fields.filter((field) => field.type === 'file')
  const [files, setFiles] = useState<Record<string, File[]>>({})
  const [fileErrors, setFileErrors] = useState<Record<string, string | null>>({})
  // File inputs cannot be cleared through React: a new key gives fresh ones after a submission.
  const [fileInputs, setFileInputs] = useState(0)
  const chosenFiles = (chosen: Record<string, File[]>) =>
    fileFields.flatMap((field) => (chosen[field.name] ?? []).map((file) => ({ field: field.name, file })))
  const chooseFiles = (name: string, list: File[]) => {
    const next = { ...files, [name]: list }
    setFiles(next)
    setFileErrors((current) => ({
      ...current,
      [name]: filesProblem(
        chosenFiles(next).map((chosen) => chosen.file),
        t,
      ),
    }))
  }
  const checkFiles = () => {
    const problem = filesProblem(
      chosenFiles(files).map((chosen) => chosen.file),
      t,
    )
    const errors = Object.fromEntries(
      fileFields.map((field) => [
        field.name,
        field.required && !files[field.name]?.length ? t('validation.required') : problem,
      ]),
    )
    setFileErrors(errors)
    const first = fileFields.find((field) => errors[field.name])
    if (first) document.getElementById(`${headingId}-${first.name}`)?.focus()
    return !first
  }

  const controller = useForm({
    schema: cmsFormSchema(form.fields),
    initial: initialValues(form.fields),
    check: checkFiles,
    precheck: () => {
      if (captcha.missing) toast.error(t('error.api.recaptchaMissing'))
      return !captcha.missing
    },
    submit: async () => {
      let answer: CaptchaAnswer | null
      try {
        answer = await captcha.answer()
      } catch {
        toast.error(t('content.forms.captchaFailed'))
        return
      }
      const values = form.fields.filter((field) => field.type !== 'file')
      const data = Object.fromEntries(
        values.map((field) => [
          field.name,
          field.type === 'checkbox'
            ? controller.values[field.name] === 'true'
            : (controller.values[field.name] ?? '').trim(),
        ]),
      )
      const result = await submitCmsForm(api, { id: form.id, data, captcha: answer, files: chosenFiles(files) })
      controller.reset()
      setFiles({})
      setFileInputs((key) => key + 1)
      setDone(result.confirmed ? 'sent' : 'confirm')
      toast.success(t(result.confirmed ? 'content.forms.sent' : 'content.forms.confirmSent'))
    },
    onError: showError,
  })

  return (
    <form
      id={anchor}
      className="form stack cms-form"
      method="post"
      action={contentFormAction('cms', locale)}
      encType="multipart/form-data"
      noValidate
      onSubmit={controller.onSubmit}
      aria-labelledby={headingId}
    >
      <ContentFormFields formId={anchor} />
      <input type="hidden" name={CMS_FORM_FIELD} value={form.id} />
      <h2 id={headingId}>{title ?? form.name}</h2>
      {done ? (
        <p className="notice notice--success" role="status">
          {t(done === 'sent' ? 'content.forms.sent' : 'content.forms.confirmSent')}
        </p>
      ) : (
        <ContentFormNotice outcome={posted} />
      )}
      {form.fields.map((field) =>
        field.type === 'file' ? (
          <CmsFileField
            key={`${field.name}-${fileInputs}`}
            field={field}
            id={`${headingId}-${field.name}`}
            files={files[field.name] ?? []}
            error={fileErrors[field.name] ?? null}
            onChange={(list) => chooseFiles(field.name, list)}
          />
        ) : (
          <CmsFieldInput key={field.name} field={field} form={controller} idPrefix={headingId} />
        ),
      )}
      <CaptchaField captcha={captcha} />
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn--primary"
          aria-disabled={controller.submitting || captcha.missing || undefined}
          aria-busy={controller.submitting || undefined}
        >
          {controller.submitting ? t('content.forms.sending') : t('content.forms.submit')}
        </button>
      </div>
    </form>
  )
}

type Controller = ReturnType<typeof useForm<ReturnType<typeof cmsFormSchema>, Record<string, string>>>

function CmsFieldInput({ field, form, idPrefix }: { field: CmsField; form: Controller; idPrefix: string }) {
  const t = useT()
  const id = `${idPrefix}-${field.name}`
  const error = form.error(field.name)
  if (field.type === 'checkbox') {
    return (
      <div>
        <label className="check">
          <input
            type="checkbox"
            name={field.name}
            id={id}
            checked={form.values[field.name] === 'true'}
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => form.set(field.name, event.target.checked ? 'true' : '')}
          />
          <span>
            {field.label}
            {field.required ? <RequiredMark /> : null}
          </span>
        </label>
        <FieldError id={`${id}-error`} error={error} />
      </div>
    )
  }
  // File fields are CmsFileField's (their files are not form values).
  if (field.type === 'file') return null
  if (field.type === 'select') {
    return (
      <FormSelect
        form={form}
        name={field.name}
        id={id}
        label={field.label}
        options={field.options ?? []}
        placeholder={t('content.forms.choose')}
        required={field.required}
      />
    )
  }
  return (
    <FormField
      form={form}
      id={id}
      name={field.name}
      label={field.label}
      type={field.type === 'textarea' ? 'textarea' : field.type === 'email' ? 'email' : 'text'}
      autoComplete={field.type === 'email' ? 'email' : undefined}
      maxLength={CMS_FIELD_MAX_LENGTH[field.type]}
      required={field.required}
      rows={field.type === 'textarea' ? 5 : undefined}
    />
  )
}
