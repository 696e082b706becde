import type { PageModule, PageProps } from '../lib/page-types'
import { Link } from '../lib/link'
import { useT } from '../i18n/i18n'
import { useHydrated } from '../lib/use-hydrated'
import { WidgetBoundary } from '../lib/ui/widget-boundary'
import { OrderSummary } from '../features/orders/order-summary'
import { routeTitleKey } from '../../contract/routes'
import { ORDER_SLUG } from '../../contract/schemas/checkout'

/** The order identifier from `?orderSlug=` (only a well-formed slug is shown or looked up). */
export function readOrderSlug(search: URLSearchParams): string | null {
  const slug = search.get('orderSlug')?.trim() ?? ''
  return ORDER_SLUG.test(slug) ? slug : null
}

/** SPEC §2 Checkout success: the order identifier and, for the browser that placed it (or its owner), the order summary. */
function CheckoutSuccessPage({ searchParams }: PageProps) {
  const t = useT()
  // The summary is read in the browser: the edge finds the order through this browser's cookies.
  const hydrated = useHydrated()
  const slug = readOrderSlug(searchParams)
  return (
    <div className="container section stack">
      <h1>{t(routeTitleKey('checkoutSuccess'))}</h1>
      <p className="lead">{t('account.checkoutSuccess.text')}</p>
      {slug ? (
        <p className="order-number">
          {t('account.checkoutSuccess.orderNumber')}: <strong>{slug}</strong>
        </p>
      ) : (
        <p className="muted">{t('account.checkoutSuccess.noOrder')}</p>
      )}
      {slug && hydrated ? (
        <WidgetBoundary errorText={t('error.api.notFound')}>
          <OrderSummary slug={slug} />
        </WidgetBoundary>
      ) : null}
      <p className="button-row">
        <Link to="shop" className="btn btn--primary">
          {t('account.checkoutSuccess.toShop')}
        </Link>
        <Link to="home" className="btn btn--secondary">
          {t('account.checkoutSuccess.home')}
        </Link>
      </p>
    </div>
  )
}

export const page: PageModule = {
  Component: CheckoutSuccessPage,
}
