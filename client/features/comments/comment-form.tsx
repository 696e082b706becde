import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useViewer } from '../../lib/viewer'
import { useI18n } from '../../i18n/i18n'
import type { CommentResourceType } from '../../../contract/dto/cms'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { errorMessage } from '../../lib/api-error-message'
import { createComment } from './queries'

const COMMENT_MAX = 2000

const CommentSchema = v.object({
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
  const form = useForm({
    schema: CommentSchema,
    initial: { body: '' },
    submit: async ({ body }) => {
      await createComment(api, { resourceType, resourceId, body })
      form.reset()
      toast.success(t('content.comments.success'))
      await queryClient.invalidateQueries({ queryKey: ['comments', resourceType, resourceId] })
    },
    onError: (failure) => toast.error(errorMessage(failure, translator)),
  })

  if (!viewer) {
    return (
      <p className="comments__login">
        {t('content.comments.loginPrompt')} <Link to="profile">{t('content.comments.loginLink')}</Link>
      </p>
    )
  }

  return (
    <form className="form comment-form" noValidate onSubmit={form.onSubmit} aria-labelledby="comment-form-title">
      <h3 id="comment-form-title" className="form__title">
        {t('content.comments.formTitle')}
      </h3>
      <FormField form={form} label={t('content.comments.body')} name="body" type="textarea" rows={4} required maxLength={COMMENT_MAX} />
      <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('content.comments.sending') : t('content.comments.submit')}
      </button>
    </form>
  )
}
