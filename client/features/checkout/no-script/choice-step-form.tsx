import type { ReactNode } from 'react'
import { useT } from '../../../i18n/i18n'
import { ReturnTo } from './return-to'

/**
 * A step of the checkout without the app that picks one method (issue 38): a form the browser posts
 * with the methods as radios, a notice when they could not be read or there are none, and what the
 * step adds after them (`children`: the delivery's branch selects).
 */
export function NoScriptChoiceStep<M extends { id: number }>({
  id,
  action,
  title,
  failed,
  none,
  methods,
  name,
  chosenId,
  label,
  children,
}: {
  id: string
  action: string
  title: string
  failed: string
  none: string
  /** null when they could not be read. */
  methods: M[] | null
  /** The radios' field name. */
  name: string
  chosenId: number | null
  label: (method: M) => ReactNode
  children?: ReactNode
}) {
  const t = useT()
  const list = methods ?? []
  return (
    <form method="post" action={action} className="form stack checkout-step" noValidate aria-labelledby={id}>
      <ReturnTo />
      <h2 id={id}>{title}</h2>
      {methods === null ? <p className="notice notice--error">{failed}</p> : null}
      {methods !== null && list.length === 0 ? <p className="notice">{none}</p> : null}
      {list.length > 0 ? (
        <fieldset className="stack checkout-choices">
          <legend className="visually-hidden">{title}</legend>
          {list.map((method) => (
            <label className="check checkout-choice" key={method.id}>
              <input type="radio" name={name} value={method.id} defaultChecked={chosenId === method.id} />
              <span>{label(method)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {children}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={list.length === 0}>
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
