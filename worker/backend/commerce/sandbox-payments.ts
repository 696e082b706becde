import type { PaymentType } from '../../../contract/dto/commerce'
import { isOn, isProduction, type Bindings } from '../../lib/bindings'

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
