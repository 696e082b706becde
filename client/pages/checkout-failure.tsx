import type { PageModule } from '../lib/page-types'
import { Link } from '../lib/link'
import { useT } from '../i18n/i18n'
import { routeTitleKey } from '../../contract/routes'

/** SPEC §2 Checkout failure: 'Narudžba nije uspjela!' with buttons back to the cart and home. */
function CheckoutFailurePage() {
  const t = useT()
  return (
    <div className="container section stack narrow">
      <h1>{t(routeTitleKey('checkoutFailure'))}</h1>
      <p className="lead">{t('account.checkoutFailure.text')}</p>
      <p className="button-row">
        <Link to="cart" className="btn btn--primary">
          {t('account.checkoutFailure.toCart')}
        </Link>
        <Link to="home" className="btn btn--secondary">
          {t('account.checkoutFailure.home')}
        </Link>
      </p>
    </div>
  )
}

export const page: PageModule = {
  Component: CheckoutFailurePage,
}
