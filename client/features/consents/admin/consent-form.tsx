import { useState, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConsentDto } from '../../../../contract/dto/cms'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { TextInput } from '../../../lib/ui/text-input'
import { useI18n, useT } from '../../../i18n/i18n'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { consentKeys, saveConsentMutation } from './api'

/**
 * A consent's texts in both languages and whether it is required by default: a new one (with its
 * code) or an existing one's edit. The server sanitises the description's HTML.
 */
export function ConsentForm({
  consent,
  description,
}: {
  consent?: ConsentDto
  description?: { hr: string; en: string }
}) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [nameHr, setNameHr] = useState(consent?.displayNames.hr ?? '')
  const [nameEn, setNameEn] = useState(consent?.displayNames.en ?? '')
  const [descriptionHr, setDescriptionHr] = useState(description?.hr ?? '')
  const [descriptionEn, setDescriptionEn] = useState(description?.en ?? '')
  const [required, setRequired] = useState(consent?.required ?? false)
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    ...saveConsentMutation(api, consent?.id),
    onSuccess: async (saved) => {
      toast.success(
        consent ? t('backoffice.consents.saved') : t('backoffice.consents.created', { name: saved.displayName }),
      )
      if (!consent) {
        setCode('')
        setNameHr('')
        setNameEn('')
        setDescriptionHr('')
        setDescriptionEn('')
        setRequired(false)
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consentKeys.all }),
        queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY }),
      ])
    },
    onError: (failure) => setError(errorMessage(failure, translator)),
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    setError(null)
    save.mutate({
      uniqueNumber: code,
      displayName: { hr: nameHr, en: nameEn },
      description: { hr: descriptionHr, en: descriptionEn },
      required,
    })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {consent ? null : (
        <TextInput
          name="uniqueNumber"
          label={t('backoffice.consents.uniqueNumber')}
          value={code}
          onChange={setCode}
          required
          pattern="[A-Za-z0-9_-]{1,60}"
        />
      )}
      <TextInput
        name="nameHr"
        label={t('backoffice.consents.nameHr')}
        value={nameHr}
        onChange={setNameHr}
        required
        lang="hr"
      />
      <TextInput
        name="nameEn"
        label={t('backoffice.consents.nameEn')}
        value={nameEn}
        onChange={setNameEn}
        required
        lang="en"
      />
      <TextInput
        type="textarea"
        name="descriptionHr"
        label={t('backoffice.consents.descriptionHr')}
        value={descriptionHr}
        onChange={setDescriptionHr}
        rows={3}
        lang="hr"
      />
      <TextInput
        type="textarea"
        name="descriptionEn"
        label={t('backoffice.consents.descriptionEn')}
        value={descriptionEn}
        onChange={setDescriptionEn}
        rows={3}
        lang="en"
      />
      <label className="check">
        <input type="checkbox" checked={required} onChange={(event) => setRequired(event.currentTarget.checked)} />
        {t('backoffice.consents.requiredDefault')}
      </label>
      <div>
        <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
          {t('backoffice.consents.save')}
        </button>
      </div>
    </form>
  )
}
