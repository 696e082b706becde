import { useT } from '../../i18n/i18n'

/** The asterisk of a required field, with its spoken text for screen readers. */
export function RequiredMark() {
  const t = useT()
  return (
    <span className="field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('common.requiredField')})</span>
    </span>
  )
}
