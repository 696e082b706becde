import { Link } from '../../lib/link'
import { cartFormActions } from '../../../contract/cart-form'
import { ReturnField } from './cart-form-fields'
import { useLocale, useT } from '../../i18n/i18n'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { CartItem } from '../../../contract/dto/commerce'
import { formatMoney } from '../../../contract/format'
import { lineLink } from './line-links'
import { lineOptions } from './line-options'
import { QuantityCell } from './quantity-cell'
import { useCartLine } from './use-cart-line'

interface CartLineRowProps {
  item: CartItem
  currency: string
  detail: ProductDetail | undefined
  /** After a successful removal (the row is about to disappear: focus goes elsewhere). */
  onRemoved: () => void
}

/** One line of the cart table: image, name link with options, unit price, quantity, row total, remove. */
export function CartLineRow({ item, currency, detail, onRemoved }: CartLineRowProps) {
  const t = useT()
  const locale = useLocale()
  const controls = useCartLine(item)
  const link = lineLink(item)
  const options = lineOptions(item, detail)
  const { name } = item.productData
  const { finalPrice, regularPrice, row } = item.prices.converted
  const money = (amount: number) => formatMoney(amount, locale, currency)
  return (
    <tr className="cart-line" aria-busy={controls.removing || undefined}>
      <td className="cart-line__product">
        {item.productData.media ? (
          <img
            className="cart-line__image"
            src={item.productData.media}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="cart-line__image cart-line__image--empty" aria-hidden="true" />
        )}
        <div className="cart-line__text">
          <Link
            to="product"
            params={{ slug: link.slug }}
            {...(link.query ? { query: link.query } : {})}
            className="cart-line__name"
          >
            {name}
          </Link>
          {options.details.length > 0 ? (
            <ul className="cart-line__options">
              {options.details.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {options.components.length > 0 ? (
            <div className="cart-line__bundle">
              <span className="small muted">{t('cart.lines.bundleContents')}</span>
              <ul className="cart-line__options">
                {options.components.map((component) => (
                  <li key={component.id}>{component.text}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </td>
      <td className="cart-line__price" data-label={t('cart.lines.unitPrice')}>
        <span className="cart-line__amounts">
          <span>{money(finalPrice)}</span>
          {regularPrice > finalPrice ? (
            <s className="price--old small">
              <span className="visually-hidden">{t('cart.lines.regularPrice')} </span>
              {money(regularPrice)}
            </s>
          ) : null}
        </span>
      </td>
      <td className="cart-line__qty" data-label={t('cart.lines.quantity')}>
        <QuantityCell name={name} itemId={item.itemId} controls={controls} />
      </td>
      <td className="cart-line__total" data-label={t('cart.lines.rowTotal')}>
        {money(row)}
      </td>
      <td className="cart-line__actions">
        <form method="post" action={cartFormActions.remove(item.itemId)} className="cart-line__remove-form">
          <ReturnField />
          <button
            type="submit"
            className="icon-btn cart-line__remove"
            aria-label={t('cart.lines.removeNamed', { name })}
            title={t('cart.lines.remove')}
            aria-disabled={controls.removing || undefined}
            onClick={(event) => {
              // The app removes the line itself; before it (or without it) the form posts.
              event.preventDefault()
              void controls.remove().then((removed) => {
                if (removed) onRemoved()
              })
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </form>
      </td>
    </tr>
  )
}
