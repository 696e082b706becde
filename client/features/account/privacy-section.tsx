import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { useRouter } from '../../lib/navigation'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { Modal } from '../../lib/ui/modal'
import { buildPath } from '../../../contract/routes'
import { PrivacyEraseSchema } from '../../../contract/schemas/privacy'
import { logoutMutation } from '../auth/auth-api'
import { useSwitchViewer } from '../auth/use-switch-viewer'
import { eraseMyAccount, exportMyData } from './api'
import { saveJson } from '../../lib/save-json'

const EMPTY = { password: '' }

/**
 * Issue 37, the profile's "Your data": download everything the shop holds about the customer, or
 * delete the account for good (confirmed with the password in a dialog). After the erasure the
 * session ends as a logout does and the customer lands on the home page.
 */
export function PrivacySection() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const switchViewer = useSwitchViewer()
  const { navigate } = useRouter()
  const headingId = useId()
  const formId = useId()
  const [confirming, setConfirming] = useState(false)

  const download = useMutation({
    mutationFn: () => exportMyData(api),
    onSuccess: (document_) => saveJson(document_, `izlog-personal-data-${document_.exportedAt.slice(0, 10)}.json`),
    onError: showError,
  })

  const endSession = useMutation({
    ...logoutMutation(api),
    // The account is gone either way: the page forgets it even when the logout call fails.
    onSettled: async () => {
      switchViewer(null)
      toast.success(t('account.profile.privacyDeleted'))
      await navigate(buildPath('home', locale))
    },
  })

  const form = useForm({
    schema: PrivacyEraseSchema,
    initial: EMPTY,
    submit: async (input) => {
      await eraseMyAccount(api, input.password)
      setConfirming(false)
      endSession.mutate()
    },
    onError: showError,
  })

  const close = () => {
    setConfirming(false)
    form.reset(EMPTY)
  }

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.profile.privacyTitle')}</h2>
      <p>{t('account.profile.privacyIntro')}</p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? t('account.profile.privacyDownloading') : t('account.profile.privacyDownload')}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
          {t('account.profile.privacyDelete')}
        </button>
      </div>
      <Modal
        open={confirming}
        onClose={close}
        title={t('account.profile.privacyDeleteTitle')}
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={close}>
              {t('account.profile.privacyCancel')}
            </button>
            <button
              type="submit"
              form={formId}
              className="btn btn--danger"
              disabled={form.submitting}
              aria-busy={form.submitting}
            >
              {form.submitting ? t('common.sending') : t('account.profile.privacyDeleteConfirm')}
            </button>
          </>
        }
      >
        <form id={formId} className="form stack" onSubmit={form.onSubmit} noValidate>
          <p>{t('account.profile.privacyDeleteWarning')}</p>
          <FormField
            form={form}
            name="password"
            type="password"
            label={t('account.fields.password')}
            autoComplete="current-password"
            required
          />
        </form>
      </Modal>
    </section>
  )
}
