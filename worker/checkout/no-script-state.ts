import type { Context } from 'hono'
import type { NoScriptCheckout } from '../../contract/checkout-form'
import type { DeliveryMethod, PaymentMethod } from '../../contract/dto/commerce'
import type { AppEnv } from '../env'
import { readSession } from '../cart/cart-session'
import { readDraft } from './no-script-draft'

/**
 * What the server render of the checkout without the app reads on the edge (SSR only, never a
 * route the browser can call): the draft from its HttpOnly cookie and, once the address step is
 * saved, the delivery and payment methods of this cart, read side by side. A list that cannot be
 * read is null: the step says so instead of failing the page.
 */
export async function noScriptCheckout(c: Context<AppEnv>): Promise<NoScriptCheckout> {
  const session = readSession(c)
  const draft = session ? readDraft(c, session.cartId) : null
  if (!session || !draft?.saved) return { draft, deliveryMethods: null, paymentMethods: null }
  const upstream = c.get('upstream')
  const [delivery, payment] = await Promise.all([
    upstream.json<DeliveryMethod[]>({
      method: 'POST',
      path: 'api/v2/delivery/getApplicableDeliveryMethods',
      body: { ...session, ...(draft.countryId === null ? {} : { countryId: draft.countryId }) },
    }),
    upstream.json<PaymentMethod[]>({
      method: 'POST',
      path: 'api/v2/payment/getApplicablePaymentMethods',
      body: session,
    }),
  ])
  return {
    draft,
    deliveryMethods: delivery.ok ? delivery.data : null,
    paymentMethods: payment.ok ? payment.data : null,
  }
}
