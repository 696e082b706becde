import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'

/**
 * The visible step indicator: an ordered list; steps before the current one (and the current) are
 * links back, later ones plain text (no skipping ahead). aria-current marks where the shopper is.
 */
export function StepIndicator<Step extends string>({
  steps,
  current,
  reachable,
  label: labelOf,
}: {
  steps: Step[]
  current: Step
  reachable: Step
  /** The step's name (the app's three steps have theirs in `checkout.steps`). */
  label: (step: Step) => string
}) {
  const t = useT()
  const currentIndex = steps.indexOf(current)
  const reachableIndex = steps.indexOf(reachable)
  return (
    <nav aria-label={t('checkout.steps.label')} className="checkout-steps">
      <ol>
        {steps.map((step, index) => {
          const label = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{labelOf(step)}</span>
              {index < currentIndex ? <span className="visually-hidden"> ({t('checkout.steps.done')})</span> : null}
            </>
          )
          const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'upcoming'
          return (
            <li key={step} className={`checkout-steps__item checkout-steps__item--${state}`}>
              {index === currentIndex ? (
                <span aria-current="step">{label}</span>
              ) : index <= reachableIndex ? (
                <Link to="checkout" query={{ step }}>
                  {label}
                </Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
