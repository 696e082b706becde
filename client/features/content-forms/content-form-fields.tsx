import { useRoute } from '../../lib/navigation'
import { useT } from '../../i18n/i18n'
import {
  FORM_ID_FIELD,
  FORM_OUTCOME_PARAM,
  FORM_RETURN_FIELD,
  FORM_TARGET_PARAM,
  isContentFormOutcome,
  isContentFormSuccess,
  type ContentFormOutcome,
  type ContentFormSuccess,
} from '../../../contract/content-form'

/**
 * The content pages' HTML forms (issue 38): posted before the app runs (or without it), the edge
 * answers 303 back to `returnTo` with `?form=<outcome>&formId=<id>#<id>`; these are the two ends of
 * that on the page. `formId` is the form element's id: the page opens at it, and only that form
 * shows the outcome.
 */

const hrefParts = (href: string) => new URL(href, 'http://same.origin')

/** The hidden fields of a content form: which form posted, and the page to come back to (without an earlier outcome). */
export function ContentFormFields({ formId }: { formId: string }) {
  const url = hrefParts(useRoute().href)
  url.searchParams.delete(FORM_OUTCOME_PARAM)
  url.searchParams.delete(FORM_TARGET_PARAM)
  return (
    <>
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
      <input type="hidden" name={FORM_RETURN_FIELD} value={url.pathname + url.search} />
    </>
  )
}

/** The outcome the edge's redirect brought for this form (`?form=subscribed&formId=<formId>`), or null. */
export function useContentFormOutcome(formId: string): ContentFormOutcome | null {
  const params = hrefParts(useRoute().href).searchParams
  const value = params.get(FORM_OUTCOME_PARAM)
  return params.get(FORM_TARGET_PARAM) === formId && isContentFormOutcome(value) ? value : null
}

/** What a form that was sent says (each form's own thanks; the failures are `content.formOutcome.*`). */
const SUCCESS_TEXT = {
  subscribed: 'content.newsletter.thanksTitle',
  contactSent: 'content.contact.success',
  formSent: 'content.forms.sent',
  formConfirm: 'content.forms.confirmSent',
} as const satisfies Record<ContentFormSuccess, string>

/** What this form's post did, in the page's language, in a status region (nothing without an outcome). */
export function ContentFormNotice({ outcome }: { outcome: ContentFormOutcome | null }) {
  const t = useT()
  if (!outcome) return null
  const success = isContentFormSuccess(outcome)
  return (
    <p className={`notice ${success ? 'notice--success' : 'notice--error'}`} role="status">
      {success ? t(SUCCESS_TEXT[outcome]) : t(`content.formOutcome.${outcome}`)}
    </p>
  )
}
