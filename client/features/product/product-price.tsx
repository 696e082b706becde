import { useLocale, useT } from '../../i18n/i18n'
import { formatMoney } from '../../../contract/format'
import type { PriceView } from './pricing'

/**
 * The final price; when discounted, the retail price struck through and the discount percent.
 * `labelled` prefixes a screen-reader "Price:" (the product page; cards name the product already).
 */
export function PriceLine({
  prices,
  className,
  labelled = false,
}: {
  prices: PriceView
  className: string
  labelled?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <p className={className}>
      {labelled ? <span className="visually-hidden">{t('shop.product.price')}: </span> : null}
      <span className={prices.regular !== null ? 'price price--discount' : 'price'}>
        {formatMoney(prices.final, locale)}
      </span>
      {prices.regular !== null ? (
        <>
          {' '}
          <s className="price price--old">
            <span className="visually-hidden">{t('shop.product.regularPrice')}: </span>
            {formatMoney(prices.regular, locale)}
          </s>{' '}
          <span className="tag">{t('shop.product.discount', { percent: prices.discountPercent })}</span>
        </>
      ) : null}
    </p>
  )
}

/**
 * SPEC §2/§9 price block: the final price; when discounted the retail price struck through with
 * the discount percent and the lowest price of the last 30 days; the membership price if any.
 */
export function ProductPrice({ prices }: { prices: PriceView }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="product-price stack">
      <PriceLine prices={prices} className="product-price__main" labelled />
      {prices.lowest !== null ? (
        <p className="small muted">{t('shop.product.lowestPrice', { price: formatMoney(prices.lowest, locale) })}</p>
      ) : null}
      {prices.membership !== null ? (
        <p className="small">{t('shop.product.membershipPrice', { price: formatMoney(prices.membership, locale) })}</p>
      ) : null}
    </div>
  )
}
