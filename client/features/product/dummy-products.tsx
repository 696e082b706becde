import { useSiteInfo } from '../../lib/site-context'
import { useT } from '../../i18n/i18n'

/** SPEC §9 dummy mode: the number of placeholder products an empty catalogue shows. */
export const DUMMY_PRODUCT_COUNT = 6

/** Outside production (the version badge is on), an empty, unfiltered product list shows placeholders instead of nothing. */
export function useDummyMode(empty: boolean): boolean {
  const { badge } = useSiteInfo()
  return empty && badge !== null
}

/**
 * Dummy mode (SPEC §9): six placeholder products so a new shop does not look broken while its
 * catalogue is empty. They say what they are, link nowhere and cannot be bought.
 */
export function DummyProducts({ className = 'grid grid--3' }: { className?: string }) {
  const t = useT()
  return (
    <div className="stack dummy-products">
      <p className="notice">{t('product.dummy.notice')}</p>
      <ul className={`${className} product-teasers`}>
        {Array.from({ length: DUMMY_PRODUCT_COUNT }, (_, index) => (
          <li key={index} className="card dummy-product">
            <span className="dummy-product__image" aria-hidden="true" />
            <div className="card__body">
              <h3 className="card__title">{t('product.dummy.name', { n: index + 1 })}</h3>
              <p className="muted">{t('product.dummy.price')}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
