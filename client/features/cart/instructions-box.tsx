import { useRef, useState, type SubmitEvent } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { TextInput } from '../../lib/ui/text-input'
import { dataText, useI18n } from '../../i18n/i18n'
import type { Cart } from '../../../contract/dto/commerce'
import { INSTRUCTIONS_MAX_LENGTH, InstructionsSchema } from '../../../contract/schemas/cart'
import { validateForm } from '../../lib/form/validate-form'
import { cartApi } from './cart-api'
import { useCartFailure } from './use-cart'
import { useCartAnswer, useStoredCart } from './use-cart-answer'
import { ReturnField } from './cart-form-fields'
import { cartFormActions } from '../../../contract/cart-form'

/**
 * SPEC §2 free-text instructions, kept with the cart (server field `instructions`): saved when
 * the field is left or with the button; nothing typed is lost on a failure (the draft stays).
 * Without a draft the box shows the server's text (a second tab's change appears on focus).
 * Before the app runs (or without it) the browser posts the form to the edge, which saves the note
 * and answers 303 back with the outcome (issue 38, worker/routes/cart-forms.ts).
 */
export function InstructionsBox({ cart }: { cart: Cart }) {
  const api = useApi()
  const i18n = useI18n()
  const { t } = i18n
  const toast = useToast()
  const failure = useCartFailure()
  const answer = useCartAnswer()
  const storedCart = useStoredCart()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const busy = useRef(false)
  const value = draft ?? cart.instructions

  const save = async () => {
    if (busy.current || draft === null) return
    if (draft === cart.instructions) {
      setDraft(null)
      return
    }
    const result = validateForm(InstructionsSchema, { instructions: draft })
    if (!result.ok) {
      const issue = result.errors['instructions']
      setError(issue ? dataText(i18n, issue.key, issue.params) : null)
      return
    }
    setError(null)
    busy.current = true
    const sent = draft
    try {
      answer(storedCart(), await cartApi.setInstructions(api, sent))
      // Typing may have gone on while saving: keep what is newer than the saved text.
      setDraft((current) => (current === sent ? null : current))
      toast.success(t('cart.instructions.saved'))
    } catch (failed) {
      failure(failed)
    } finally {
      busy.current = false
    }
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save()
  }

  return (
    <form method="post" action={cartFormActions.instructions} className="cart-box stack" onSubmit={onSubmit}>
      <ReturnField />
      <TextInput
        type="textarea"
        label={t('cart.instructions.label')}
        name="instructions"
        value={value}
        rows={3}
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        onChange={(next) => {
          setDraft(next)
          if (error) setError(null)
        }}
        onBlur={() => void save()}
        error={error}
        hint={t('cart.instructions.hint', { count: value.length, max: INSTRUCTIONS_MAX_LENGTH })}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--secondary btn--sm">
          {t('cart.instructions.save')}
        </button>
      </div>
    </form>
  )
}
