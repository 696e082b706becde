import type { OrderPanelProps } from './order-panel'
import { useId } from 'react'
import { formatDateTime } from '../../../../contract/format-date'
import { DOWNLOAD_MAX } from '../../../../contract/schemas/digital-delivery'
import { Link } from '../../../lib/link'
import { useLocale, useT } from '../../../i18n/i18n'

/**
 * `/admin/orders/{id}`, issue 36: per digital line the keys handed out (in full: staff), how many are
 * still owed, its download link's state; the key pools of the order's eProducts, with a low warning
 * and a link to the product where keys are added. Nothing here changes the order: keys added to a
 * pool reach waiting orders by themselves.
 */
export function DigitalPanel({ detail }: OrderPanelProps) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const lines = detail.order.afterSale.digital
  const pools = detail.keyPools
  if (lines.length === 0 && pools.length === 0) return null
  return (
    <section className="panel stack digital-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('adminDigital.title')}</h3>
      {lines.map((line) => (
        <div key={`${line.orderLineId}-${line.name}`} className="stack digital-panel__line">
          <h4>{line.name}</h4>
          {line.keys.length > 0 ? (
            <>
              <p className="muted small">{t('adminDigital.keys')}</p>
              <ul className="digital-item__keys">
                {line.keys.map(({ key, revoked }) => (
                  <li key={key} className="digital-key">
                    <code className={revoked ? 'digital-key__code digital-key__code--revoked' : 'digital-key__code'}>
                      {key}
                    </code>
                    {revoked ? <span className="muted small">{t('adminDigital.revoked')}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : line.keysMissing === 0 ? null : (
            <p className="muted">{t('adminDigital.noKeys')}</p>
          )}
          {line.keysMissing > 0 ? (
            <p className="notice notice--warning">{t('adminDigital.missing', { count: line.keysMissing })}</p>
          ) : null}
          {line.download ? (
            <p className="small">
              {line.download.expired
                ? t('adminDigital.downloadSpent', { name: line.download.fileName })
                : t('adminDigital.download', {
                    name: line.download.fileName,
                    left: line.download.downloadsLeft,
                    max: DOWNLOAD_MAX,
                    date: formatDateTime(line.download.expiresAt, locale),
                  })}
            </p>
          ) : null}
        </div>
      ))}
      {pools.length > 0 ? (
        <>
          <h4>{t('adminDigital.pools')}</h4>
          <ul className="stack digital-panel__pools">
            {pools.map((pool) => (
              <li key={pool.productId}>
                <p>{t('adminDigital.poolLeft', { name: pool.name, count: pool.available })}</p>
                {pool.low ? <p className="notice notice--warning">{t('adminDigital.poolLow')}</p> : null}
                <p>
                  <Link to="adminProductEdit" params={{ id: String(pool.productId) }}>
                    {t('adminDigital.editProduct', { name: pool.name })}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
