import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useViewer } from '../../lib/viewer'
import { useI18n } from '../../i18n/i18n'
import type { CommentResourceType } from '../../../contract/dto/cms'
import { TextInput } from '../../lib/ui/text-input'
import { errorMessage } from '../../lib/api-error-message'
import { createComment } from './queries'

export const COMMENT_MAX = 2000

export const CommentSchema = v.object({
  body: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(COMMENT_MAX, 'validation.maxLength')),
})

/**
 * Comment form for logged-in users (SPEC §5: blog commenting only by registered users); others
 * see a login link. New comments wait for a backoffice user to publish them.
 */
export function CommentForm({ resourceType, resourceId }: { resourceType: CommentResourceType; resourceId: number }) {
  const translator = useI18n()
  const { t } = translator
  const api = useApi()
  const viewer = useViewer()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const inFlight = useRef(false)

  if (!viewer) {
    return (
      <p className="comments__login">
        {t('content.comments.loginPrompt')} <Link to="profile">{t('content.comments.loginLink')}</Link>
      </p>
    )
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    const parsed = v.safeParse(CommentSchema, { body })
    if (!parsed.success) {
      const issue = parsed.issues[0]
      setError(issue ? t(issue.message, { length: COMMENT_MAX }) : t('validation.required'))
      inFlight.current = false
      return
    }
    setError(null)
    setSubmitting(true)
    try {
      await createComment(api, { resourceType, resourceId, body: parsed.output.body })
      setBody('')
      toast.success(t('content.comments.success'))
      await queryClient.invalidateQueries({ queryKey: ['comments', resourceType, resourceId] })
    } catch (failure) {
      toast.error(errorMessage(failure, translator))
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  return (
    <form className="form comment-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="comment-form-title">
      <h3 id="comment-form-title" className="form__title">
        {t('content.comments.formTitle')}
      </h3>
      <TextInput label={t('content.comments.body')} name="body" type="textarea" rows={4} required maxLength={COMMENT_MAX} value={body} onChange={setBody} error={error} />
      <button type="submit" className="btn btn--primary" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('content.comments.sending') : t('content.comments.submit')}
      </button>
    </form>
  )
}
