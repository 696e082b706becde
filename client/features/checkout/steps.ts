/** SPEC §2 Checkout: the three steps, in order. A digital-only cart has no shipping step. */
export const CHECKOUT_STEPS = ['address', 'shipping', 'payment'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** What the cart has saved so far (the server's word, not the form's). */
export interface CheckoutProgress {
  addressSaved: boolean
  deliverySaved: boolean
  digitalOnly: boolean
}

/** The steps this cart goes through. */
export const stepsFor = (progress: Pick<CheckoutProgress, 'digitalOnly'>): CheckoutStep[] =>
  CHECKOUT_STEPS.filter((step) => step !== 'shipping' || !progress.digitalOnly)

/** The furthest step the shopper may open now: every earlier step must be saved. */
export function furthestStep(progress: CheckoutProgress): CheckoutStep {
  if (!progress.addressSaved) return 'address'
  if (!progress.digitalOnly && !progress.deliverySaved) return 'shipping'
  return 'payment'
}

/**
 * The step to show for `?step=` (the URL keeps the place across reloads and back/forward): the
 * requested one when it is reachable, else the furthest reachable one. Going back is always allowed;
 * skipping ahead past an unsaved step is not.
 */
export function stepToShow(requested: string | null, progress: CheckoutProgress): CheckoutStep {
  const steps = stepsFor(progress)
  const furthest = furthestStep(progress)
  const wanted = steps.find((step) => step === requested)
  if (!wanted) return furthest
  return steps.indexOf(wanted) <= steps.indexOf(furthest) ? wanted : furthest
}
