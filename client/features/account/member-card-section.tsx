import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '../../../contract/api'
import type { UserDto } from '../../../contract/dto/users'
import { MemberCardSchema } from '../../../contract/schemas/account'
import { useI18n } from '../../i18n/i18n'
import { useApi } from '../../lib/api-context'
import { errorMessage, useErrorToast } from '../../lib/api-error-message'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { useToast } from '../../lib/toasts'
import { rememberMemberCard } from '../cart/member-card-cookie'
import { saveMemberCard } from './api'
import { accountKeys } from './queries'

/**
 * SPEC §5 the profile's membership card: without one the form to add it is open; with one,
 * "change card" opens it (and cancel closes it, focus back on the button). The number is saved
 * only when the server accepts it (a card issued to the account and held by nobody else); its
 * refusal is shown at the field, translated. The same number again is skipped (SPEC §5).
 */
export function MemberCardSection({ profile }: { profile: UserDto }) {
  const api = useApi()
  const translator = useI18n()
  const { t } = translator
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const formId = useId()
  const current = profile.memberCardBarcode
  const [open, setOpen] = useState(current === null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  const form = useForm({
    schema: MemberCardSchema,
    initial: { memberCardBarcode: '' },
    submit: async ({ memberCardBarcode }) => {
      if (memberCardBarcode === current) {
        form.showError('memberCardBarcode', t('account.profile.membershipSame'))
        return
      }
      const updated = await saveMemberCard(api, memberCardBarcode)
      queryClient.setQueryData(accountKeys.profile(), updated)
      rememberMemberCard(memberCardBarcode)
      form.reset()
      close()
      toast.success(t('account.profile.membershipSaved', { barcode: updated.memberCardBarcode ?? memberCardBarcode }))
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === 'memberCardBarcode')
        form.showError('memberCardBarcode', errorMessage(error, translator))
      else showError(error)
    },
  })

  // Opening by the button moves focus into the form; closing returns it to the button.
  useEffect(() => {
    if (!opened.current) return
    opened.current = false
    const target = open ? document.querySelector<HTMLInputElement>(`[id="${CSS.escape(formId)}"] input`) : null
    ;(target ?? toggleRef.current)?.focus()
  }, [open, formId])

  const close = () => {
    opened.current = true
    setOpen(false)
  }

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.profile.membershipTitle')}</h2>
      {current ? (
        <p className="barcode">{t('account.profile.membershipBarcode', { barcode: current })}</p>
      ) : (
        <p className="muted">{t('account.profile.membershipNone')}</p>
      )}
      {open ? (
        <form id={formId} className="form stack" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
          <FormField
            form={form}
            name="memberCardBarcode"
            label={t('account.profile.membershipNumber')}
            hint={t('account.profile.membershipHint')}
            autoComplete="off"
            required
            maxLength={64}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
              {form.submitting
                ? t('common.sending')
                : current
                  ? t('account.profile.membershipSave')
                  : t('account.profile.membershipAdd')}
            </button>
            {current ? (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => {
                  form.reset()
                  close()
                }}
              >
                {t('common.cancel')}
              </button>
            ) : null}
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button
            ref={toggleRef}
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              opened.current = true
              setOpen(true)
            }}
          >
            {t('account.profile.membershipChange')}
          </button>
        </div>
      )}
    </section>
  )
}
