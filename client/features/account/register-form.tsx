import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useSwitchViewer } from '../auth/use-switch-viewer'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { loginRequest } from '../auth/auth-api'
import { registerUser } from './api'
import { ConsentFields } from '../consents/consent-checkboxes'
import { missingRequiredConsent } from '../consents/missing'
import { consentsQuery } from '../consents/queries'
import { FormField } from '../../lib/form/form-field'
import { registerFormSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'
import { useQuery } from '@tanstack/react-query'
import { checkoutSettingsQuery } from '../cart/queries'
import { AddressFields } from '../addresses/address-fields'
import { emptyAddressValues } from '../../../contract/address-values'
import { registerAddresses } from '../../../contract/register-request'
import { rememberMemberCard } from '../cart/member-card-cookie'
import { AUTH_FORM_IDS, LOGIN_REDIRECT_FIELD, authFormAction } from '../../../contract/auth-form'
import { ContentFormFields } from '../content-forms/content-form-fields'
import { AuthFormNotice, useAuthFormOutcome } from '../auth/auth-form-outcome'

/**
 * SPEC §4 Register: consents + form validation → register (which also checks an optional
 * membership barcode: a card issued to this e-mail) → success toast. A known e-mail gets the same
 * answer as a new one (its owner is e-mailed), so the texts fit both. With a verification token: an info toast to confirm the e-mail and no
 * auto login; otherwise the new account is logged in at once and the profile shows it. SPEC §5
 * Register with addresses: the contact e-mail and phone and the delivery address (the billing one
 * only when it differs, else copied). A valid membership barcode is remembered in its cookie.
 * `redirect`: where the visitor came from; the confirmation link returns there after login.
 * Before (or without) the app it posts to the edge (/api/auth-form/register, issue 38), addresses
 * included (their fields are always in the page; the ticked box shows them, by CSS), and the page
 * comes back saying what happened.
 */
export function RegisterForm({ redirect }: { redirect?: string }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const switchViewer = useSwitchViewer()
  const queryClient = useQueryClient()
  const headingId = useId()
  const posted = useAuthFormOutcome(AUTH_FORM_IDS.register)
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set())
  const [notice, setNotice] = useState<string | null>(null)
  const consentsKey = consentsQuery(api, locale, 'register').queryKey
  const settings = useQuery(checkoutSettingsQuery(api, locale))
  const [withAddress, setWithAddress] = useState(false)
  const [differentBilling, setDifferentBilling] = useState(false)

  const form = useForm({
    schema: registerFormSchema({
      addresses: withAddress,
      differentBilling,
      specialChars: settings.data?.specialCharValidation ?? true,
    }),
    initial: {
      ...emptyAddressValues(),
      contactEmail: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmedPassword: '',
      memberCardBarcode: '',
    },
    precheck: () => {
      const problem = missingRequiredConsent(queryClient.getQueryData(consentsKey), accepted)
      if (problem) toast.error(t(problem))
      return problem === null
    },
    submit: async (input) => {
      // A membership card is checked by the registration itself: it must have been issued to this e-mail (issue 32).
      const consents = queryClient.getQueryData(consentsKey)?.consents ?? []
      const result = await registerUser(api, {
        ...input,
        ...(withAddress ? registerAddresses(form.values, differentBilling) : {}),
        redirect,
        consents: consents.map((consent) => ({
          id: consent.id,
          uniqueNumber: consent.uniqueNumber,
          accepted: accepted.has(consent.uniqueNumber),
        })),
      })
      if (input.memberCardBarcode) rememberMemberCard(input.memberCardBarcode)
      toast.success(t('core.notifications.registerSuccess'))
      if (result.verificationRequired) {
        toast.info(t('core.notifications.confirmEmail'))
        setNotice(t('account.register.verificationSent'))
        form.reset()
        setAccepted(new Set())
        return
      }
      try {
        const login = await loginRequest(api, { username: input.email, password: input.password }, locale)
        switchViewer(login.user)
      } catch {
        // The account exists; the visitor can log in with the form next to this one.
        setNotice(t('account.register.done'))
        form.reset()
      }
    },
    onError: showError,
  })

  return (
    <form
      id={AUTH_FORM_IDS.register}
      className="form stack"
      method="post"
      action={authFormAction('register', locale)}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <ContentFormFields formId={AUTH_FORM_IDS.register} />
      {redirect ? <input type="hidden" name={LOGIN_REDIRECT_FIELD} value={redirect} /> : null}
      <h2 id={headingId}>{t('account.register.title')}</h2>
      <p className="muted">{t('account.register.intro')}</p>
      <AuthFormNotice posted={posted} />
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="grid grid--2">
        <FormField
          form={form}
          name="firstName"
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <FormField
          form={form}
          name="lastName"
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </div>
      <FormField
        form={form}
        name="email"
        type="email"
        label={t('account.fields.email')}
        autoComplete="email"
        required
      />
      <FormField
        form={form}
        name="password"
        type="password"
        label={t('account.fields.password')}
        autoComplete="new-password"
        required
      />
      <FormField
        form={form}
        name="confirmedPassword"
        type="password"
        label={t('account.fields.repeatPassword')}
        autoComplete="new-password"
        required
      />
      <FormField
        form={form}
        name="memberCardBarcode"
        label={t('account.fields.barcode')}
        autoComplete="off"
        maxLength={64}
      />
      {/* The fields are in the page with or without the app; a ticked box shows what follows it (account.css). */}
      <label className="check reveals-next">
        <input
          type="checkbox"
          name="withAddress"
          checked={withAddress}
          onChange={(event) => setWithAddress(event.target.checked)}
        />
        <span>{t('account.register.withAddress')}</span>
      </label>
      <fieldset className="stack">
        <legend>{t('account.register.addressTitle')}</legend>
        <FormField
          form={form}
          name="contactEmail"
          type="email"
          label={t('account.register.contactEmail')}
          autoComplete="email"
          required
        />
        <AddressFields form={form} prefix="" idPrefix="register" section="shipping" withNames={false} />
        <label className="check reveals-next">
          <input
            type="checkbox"
            name="differentBilling"
            checked={differentBilling}
            onChange={(event) => setDifferentBilling(event.target.checked)}
          />
          <span>{t('checkout.address.differentBilling')}</span>
        </label>
        <fieldset className="stack">
          <legend>{t('checkout.address.billingTitle')}</legend>
          <AddressFields form={form} prefix="billing" idPrefix="register" section="billing" withNames={false} />
        </fieldset>
      </fieldset>
      <ConsentFields
        assignedTo="register"
        accepted={accepted}
        setAccepted={setAccepted}
        loadingText={t('account.register.consentsLoading')}
        legend="account.register.consents"
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('common.sending') : t('account.register.submit')}
        </button>
      </div>
    </form>
  )
}
