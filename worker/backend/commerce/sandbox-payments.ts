import type { PaymentType } from '../../../contract/dto/commerce'
import { isOn, isProduction, type Bindings } from '../../lib/bindings'
import { recordProviderRefund } from './payment-sessions'

/**
 * The hosted test card page and the test wallet are izlog's own stand-ins for a payment provider:
 * they take no money. They are on everywhere but in production, where TEST_PAYMENTS=on must ask
 * for them explicitly (and the admin area then warns about it).
 */
export const testPaymentsEnabled = (env: Pick<Bindings, 'ENVIRONMENT' | 'TEST_PAYMENTS'>): boolean =>
  !isProduction(env) || isOn(env.TEST_PAYMENTS)

/** Payment types served only by the test providers. */
const TEST_PROVIDER_TYPES: ReadonlySet<PaymentType> = new Set<PaymentType>(['HPF', 'WALLET'])

export const needsTestProvider = (type: PaymentType): boolean => TEST_PROVIDER_TYPES.has(type)

/** How long a call to the provider may take before izlog gives up on it (its answer then counts as a failure). */
export const PROVIDER_TIMEOUT_MS = 10_000

/** The provider's answer to a refund: its reference, or why it refused ('exceeds': more than it charged less what it refunded). */
export type ProviderRefund = { ok: true; reference: string } | { ok: false; reason: 'exceeds' | 'unavailable' }

/**
 * Gives a card or wallet payment back through the (test) provider, once per `idempotencyKey` (the
 * staff action's request id: a retry answers the same reference). The provider checks the amount
 * itself against what it charged for the order; it answers within PROVIDER_TIMEOUT_MS or counts as
 * unavailable.
 */
export async function refundPayment(
  env: Pick<Bindings, 'DB' | 'ENVIRONMENT' | 'TEST_PAYMENTS'>,
  order: { id: number; paymentType: PaymentType | null },
  amountCents: number,
  idempotencyKey: string,
): Promise<ProviderRefund> {
  if (!order.paymentType || !needsTestProvider(order.paymentType) || !testPaymentsEnabled(env))
    return { ok: false, reason: 'unavailable' }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PROVIDER_TIMEOUT_MS)
  })
  try {
    const answer = await Promise.race([recordProviderRefund(env.DB, order.id, idempotencyKey, amountCents), timeout])
    if (answer === 'timeout') return { ok: false, reason: 'unavailable' }
    if (!answer || answer.amountCents !== amountCents) return { ok: false, reason: 'exceeds' }
    return { ok: true, reference: answer.reference }
  } catch (error) {
    console.error('izlog: the test provider failed to refund', error)
    return { ok: false, reason: 'unavailable' }
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}
