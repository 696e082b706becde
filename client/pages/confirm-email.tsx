import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { Link } from '../lib/link'
import { useToast } from '../lib/toasts'
import { useT } from '../i18n/i18n'
import { confirmFormSubmission, confirmNewsletter, verifyEmail } from '../features/account/api'
import { useRouter } from '../lib/navigation'
import { downloadAsBlob } from '../lib/download-blob'
import { useLocale } from '../i18n/i18n'
import { CONFIRM_MISSING_MESSAGE, readConfirmGoal } from '../features/account/confirm-email'
import { buildPath, routeTitleKey } from '../../contract/routes'

/**
 * SPEC §4 E-mail confirmation: goalType message → toast with the goal text; url → redirect (set
 * by the loader); file → downloaded as a blob (the link stays as a fallback); `verificationToken` → confirm the account in the browser
 * (a GET that changes state must not run for prefetchers or bots) and toast 'e-mail confirmed'.
 */
function ConfirmEmailPage({ searchParams }: PageProps) {
  const t = useT()
  const api = useApi()
  const toast = useToast()
  const locale = useLocale()
  const { navigate } = useRouter()
  const goal = readConfirmGoal(searchParams)
  const [verifyState, setVerifyState] = useState<'pending' | 'done' | 'failed'>('pending')
  /** The confirmation link already acted on (each query once, also when a form's goal replaces it). */
  const announced = useRef<string | null>(null)
  const goalKey = searchParams.toString()

  const actOnLink = useEffectEvent(() => {
    if (announced.current === goalKey) return
    announced.current = goalKey
    if (goal.kind === 'message') toast.success(goal.text)
    if (goal.kind === 'file')
      downloadAsBlob(goal.href).catch(() => toast.error(t('account.confirmEmail.downloadFailed')))
    if (goal.kind === 'confirmation') {
      // Confirmed here, in the browser (not by a prefetcher); the goal then takes over the URL.
      const confirmed =
        goal.of === 'form'
          ? confirmFormSubmission(api, goal.token).then((result) => ({
              goal: result.goal || t('account.confirmEmail.formConfirmed'),
              goalType: result.goal ? result.goalType : 'message',
              email: result.email,
            }))
          : confirmNewsletter(api, goal.token).then((result) => ({
              goal: t('account.confirmEmail.newsletterConfirmed'),
              goalType: 'message',
              email: result.email,
            }))
      confirmed
        .then((result) =>
          navigate(
            buildPath(
              'confirmEmail',
              locale,
              {},
              { goal: result.goal, goalType: result.goalType, confirmedEmail: result.email || undefined },
            ),
            { history: 'replace' },
          ),
        )
        .catch(() => setVerifyState('failed'))
    }
    if (goal.kind === 'verify') {
      verifyEmail(api, goal.token)
        .then(() => {
          setVerifyState('done')
          toast.success(t('core.notifications.emailConfirmed'))
        })
        .catch(() => setVerifyState('failed'))
    }
  })
  // Runs once per confirmation link (the key is the whole query).
  useEffect(() => actOnLink(), [goalKey])

  const email = goal.kind === 'message' || goal.kind === 'file' || goal.kind === 'verify' ? goal.email : null
  return (
    <div className="container section stack narrow">
      <h1>{t(routeTitleKey('confirmEmail'))}</h1>
      {email ? <p>{t('account.confirmEmail.confirmedFor', { email })}</p> : null}
      {goal.kind === 'message' ? <p className="notice notice--success">{goal.text}</p> : null}
      {goal.kind === 'file' ? (
        <p>
          <a className="btn btn--primary" href={goal.href} download data-reload>
            {t('account.confirmEmail.download')}
          </a>
        </p>
      ) : null}
      {goal.kind === 'url' ? (
        <p>
          <a className="btn btn--primary" href={goal.path}>
            {t('account.confirmEmail.continue')}
          </a>
        </p>
      ) : null}
      {goal.kind === 'confirmation' ? (
        <p className={verifyState === 'failed' ? 'notice notice--error' : 'muted'} role="status">
          {verifyState === 'failed'
            ? t(goal.of === 'form' ? 'account.confirmEmail.formFailed' : 'account.confirmEmail.newsletterFailed')
            : t('account.confirmEmail.verifying')}
        </p>
      ) : null}
      {goal.kind === 'verify' ? (
        <p
          className={
            verifyState === 'failed'
              ? 'notice notice--error'
              : verifyState === 'done'
                ? 'notice notice--success'
                : 'muted'
          }
          role="status"
        >
          {verifyState === 'pending'
            ? t('account.confirmEmail.verifying')
            : verifyState === 'done'
              ? t('core.notifications.emailConfirmed')
              : t('account.confirmEmail.verifyFailed')}
        </p>
      ) : null}
      <p>
        <Link
          to={goal.kind === 'verify' ? 'profile' : 'home'}
          query={goal.kind === 'verify' && goal.redirect ? { redirect: goal.redirect } : undefined}
        >
          {goal.kind === 'verify' ? t('account.guestPages.toProfile') : t('common.backHome')}
        </Link>
      </p>
    </div>
  )
}

export const page: PageModule = {
  Component: ConfirmEmailPage,
  critical: async ({ searchParams }) => {
    const goal = readConfirmGoal(searchParams)
    if (goal.kind === 'invalid')
      throw new HttpStatusError(404, CONFIRM_MISSING_MESSAGE, 'error.page.confirmGoalMissing')
    if (goal.kind === 'url') return { redirect: { location: goal.path, status: 302 } }
  },
}
