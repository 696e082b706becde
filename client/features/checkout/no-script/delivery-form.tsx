import { useLocale, useT } from '../../../i18n/i18n'
import { formatMoney } from '../../../../contract/format'
import { checkoutFormActions } from '../../../../contract/checkout-form'
import type { Cart, DeliveryMethod } from '../../../../contract/dto/commerce'
import { ReturnTo } from './return-to'

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
    <form
      method="post"
      action={checkoutFormActions.delivery}
      className="form stack checkout-step"
      noValidate
      aria-labelledby={ID}
    >
      <ReturnTo />
      <h2 id={ID}>{t('checkout.shipping.title')}</h2>
      {methods === null ? <p className="notice notice--error">{t('checkout.shipping.failed')}</p> : null}
      {methods !== null && list.length === 0 ? <p className="notice">{t('checkout.shipping.none')}</p> : null}
      {list.length > 0 ? (
        <fieldset className="stack checkout-choices">
          <legend className="visually-hidden">{t('checkout.shipping.title')}</legend>
          {list.map((m) => (
            <label className="check checkout-choice" key={m.id}>
              <input type="radio" name="deliveryMethod" value={m.id} defaultChecked={cart.deliveryMethodId === m.id} />
              <span>
                <strong>{m.name}</strong> <span className="checkout-choice__price">{money(m.price)}</span>
                {m.description ? <span className="checkout-choice__text">{m.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
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
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={list.length === 0}>
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
