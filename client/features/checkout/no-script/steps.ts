import { NO_SCRIPT_STEPS, type NoScriptStep } from '../../../../contract/checkout-form'

/** What the cart has saved so far (the server's word): the draft's address, the delivery and payment methods. */
export interface NoScriptProgress {
  addressSaved: boolean
  deliverySaved: boolean
  paymentSaved: boolean
  digitalOnly: boolean
}

export const noScriptSteps = (digitalOnly: boolean): NoScriptStep[] =>
  NO_SCRIPT_STEPS.filter((step) => step !== 'shipping' || !digitalOnly)

function furthest(progress: NoScriptProgress): NoScriptStep {
  if (!progress.addressSaved) return 'address'
  if (!progress.digitalOnly && !progress.deliverySaved) return 'shipping'
  if (!progress.paymentSaved) return 'payment'
  return 'review'
}

/** The requested step when every earlier one is saved, else the furthest reachable one (as the app's ?step=). */
export function noScriptStep(requested: string | null, progress: NoScriptProgress): NoScriptStep {
  const steps = noScriptSteps(progress.digitalOnly)
  const reachable = furthest(progress)
  const wanted = steps.find((step) => step === requested)
  if (!wanted) return reachable
  return steps.indexOf(wanted) <= steps.indexOf(reachable) ? wanted : reachable
}
