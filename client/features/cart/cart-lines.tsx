import { useRef } from 'react'
import { useT } from '../../i18n/i18n'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { Cart } from '../../../contract/dto/commerce'
import { CartLineRow } from './cart-line-row'
import { detailSlug } from './line-links'

/** SPEC §2 table of cart lines. After a removal focus moves to the table (the row is gone). */
export function CartLines({ cart, details }: { cart: Cart; details: Map<string, ProductDetail> }) {
  const t = useT()
  const table = useRef<HTMLTableElement>(null)
  return (
    <div className="cart-lines">
      <table ref={table} className="table cart-lines__table" tabIndex={-1}>
        <caption className="visually-hidden">{t('cart.lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.lines.product')}</th>
            <th scope="col">{t('cart.lines.unitPrice')}</th>
            <th scope="col">{t('cart.lines.quantity')}</th>
            <th scope="col">{t('cart.lines.rowTotal')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('cart.lines.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <CartLineRow
              key={item.itemId}
              item={item}
              currency={cart.currency.code}
              detail={details.get(detailSlug(item))}
              onRemoved={() => table.current?.focus()}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
