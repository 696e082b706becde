import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useViewer } from '../../lib/viewer'
import { useI18n } from '../../i18n/i18n'
import type { CommentDto, CommentResourceType } from '../../../contract/dto/cms'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { FieldError } from '../../lib/ui/field-error'
import { errorMessage } from '../../lib/api-error-message'
import { createComment, updateComment } from './queries'

const COMMENT_MAX = 2000
const STARS = [1, 2, 3, 4, 5] as const

const CommentSchema = v.object({
  body: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(COMMENT_MAX, 'validation.maxLength'),
  ),
})

interface CommentFormProps {
  resourceType: CommentResourceType
  resourceId: number
  /** The viewer's own comment to edit (else a new one). */
  existing?: CommentDto
  onDone?: () => void
}

/**
 * Comment (post) or review (product) form for logged-in users (SPEC §5: registered users only);
 * others see a login link. A review needs its stars and its text (the SPEC messages 'rate to
 * comment' / 'comment to rate'). New and edited comments wait for a backoffice user to publish.
 */
export function CommentForm({ resourceType, resourceId, existing, onDone }: CommentFormProps) {
  const translator = useI18n()
  const { t } = translator
  const api = useApi()
  const viewer = useViewer()
  const toast = useToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const review = resourceType === 'product'
  const texts = review ? 'content.reviews' : 'content.comments'
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null)
  const [ratingError, setRatingError] = useState<string | null>(null)
  const form = useForm({
    schema: CommentSchema,
    initial: { body: existing?.body ?? '' },
    check: () => {
      const missing = review && rating === null
      setRatingError(missing ? t('error.api.rateToComment') : null)
      return !missing
    },
    submit: async ({ body }) => {
      const content = { body, ...(review && rating !== null ? { rating } : {}) }
      if (existing) await updateComment(api, existing.id, content)
      else await createComment(api, { resourceType, resourceId, ...content })
      form.reset()
      setRating(null)
      toast.success(existing ? t('content.comments.updated') : t(`${texts}.success`))
      await queryClient.invalidateQueries({ queryKey: ['comments', resourceType, resourceId] })
      onDone?.()
    },
    onError: (failure) => toast.error(errorMessage(failure, translator)),
  })

  if (!viewer) {
    return (
      <p className="comments__login">
        {t(`${texts}.loginPrompt`)} <Link to="profile">{t('content.comments.loginLink')}</Link>
      </p>
    )
  }

  return (
    <form className="form comment-form stack" noValidate onSubmit={form.onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} className="form__title">
        {existing ? t(review ? 'content.reviews.editTitle' : 'content.comments.editTitle') : t(`${texts}.formTitle`)}
      </h3>
      {review ? (
        <fieldset className="star-input" aria-describedby={ratingError ? `${headingId}-rating-error` : undefined}>
          <legend>
            {t('content.reviews.rating')}
            <span aria-hidden="true"> *</span>
          </legend>
          {STARS.map((n) => (
            <label key={n} className="star-input__star">
              <input
                type="radio"
                name={`${headingId}-rating`}
                value={n}
                checked={rating === n}
                aria-invalid={ratingError ? true : undefined}
                onChange={() => {
                  setRating(n)
                  setRatingError(null)
                }}
              />
              <span
                aria-hidden="true"
                className={
                  rating !== null && n <= rating ? 'star-input__icon star-input__icon--on' : 'star-input__icon'
                }
              >
                ★
              </span>
              <span className="visually-hidden">{t('content.reviews.stars', { n })}</span>
            </label>
          ))}
          <FieldError id={`${headingId}-rating-error`} error={ratingError} />
        </fieldset>
      ) : null}
      <FormField
        form={form}
        label={t(`${texts}.body`)}
        name="body"
        type="textarea"
        rows={4}
        required
        maxLength={COMMENT_MAX}
      />
      <div className="button-row">
        <button
          type="submit"
          className="btn btn--primary"
          aria-disabled={form.submitting || undefined}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting
            ? t('content.comments.sending')
            : existing
              ? t('content.comments.save')
              : t(`${texts}.submit`)}
        </button>
        {existing ? (
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            {t('content.comments.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
