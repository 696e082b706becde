import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'

/** The empty-cart state: a message and a way back to the shop. */
export function EmptyCart({ message }: { message: string }) {
  const t = useT()
  return (
    <div className="empty-state stack" role="status">
      <p className="lead">{message}</p>
      <p className="muted">{t('account.cart.emptyHint')}</p>
      <p>
        <Link to="shop" className="btn btn--primary">
          {t('account.cart.toShop')}
        </Link>
      </p>
    </div>
  )
}
