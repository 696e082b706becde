import { useLocale, useT } from '../../../i18n/i18n'
import { formatMoney } from '../../../../contract/format'
import { checkoutFormActions } from '../../../../contract/checkout-form'
import type { Cart, DeliveryMethod } from '../../../../contract/dto/commerce'
import { NoScriptChoiceStep } from './choice-step-form'

const ID = 'checkout-nojs-shipping'

/**
 * The shipping step as a form the browser posts (issue 38, no app): the methods as radios, and for
 * each method with branches its own select (`branch.<methodId>`), since nothing can show the one of
 * the chosen method only.
 */
export function NoScriptDeliveryForm({ cart, methods }: { cart: Cart; methods: DeliveryMethod[] | null }) {
  const t = useT()
  const locale = useLocale()
  const money = (amount: number) =>
    amount === 0 ? t('checkout.shipping.free') : formatMoney(amount, locale, cart.currency.code)
  const list = methods ?? []
  return (
    <NoScriptChoiceStep
      id={ID}
      action={checkoutFormActions.delivery}
      title={t('checkout.shipping.title')}
      failed={t('checkout.shipping.failed')}
      none={t('checkout.shipping.none')}
      methods={methods}
      name="deliveryMethod"
      chosenId={cart.deliveryMethodId}
      label={(m) => (
        <>
          <strong>{m.name}</strong> <span className="checkout-choice__price">{money(m.price)}</span>
          {m.description ? <span className="checkout-choice__text">{m.description}</span> : null}
        </>
      )}
    >
      {list
        .filter((m) => m.options.length > 0)
        .map((m) => (
          <div className="field field--select" key={m.id}>
            <label className="field__static-label" htmlFor={`${ID}-branch-${m.id}`}>
              {t('checkout.noScript.branchOf', { method: m.name })}
            </label>
            <select
              id={`${ID}-branch-${m.id}`}
              name={`branch.${m.id}`}
              className="select"
              defaultValue={cart.deliveryMethodId === m.id ? (cart.options.deliveryBranchId ?? '') : ''}
            >
              <option value="">{t('checkout.shipping.chooseBranch')}</option>
              {m.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} ({option.address})
                </option>
              ))}
            </select>
          </div>
        ))}
    </NoScriptChoiceStep>
  )
}
