import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { Locale } from '../../../../contract/locales'
import { formatDate } from '../../../../contract/format-date'
import { useApi } from '../../../lib/api-context'
import { Link } from '../../../lib/link'
import { useLocale, useT } from '../../../i18n/i18n'

export const packingSlipQuery = (api: ApiFetch, locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['backoffice', 'packingSlip', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/orders/:id/packingSlip', { params: { id } }),
    staleTime: 0,
    retry: false,
  })

/**
 * The packing slip of one order, one printed sheet (print rules: "packing slip" block of the
 * stylesheet): who sends, the order's number and date, where it goes (address or pickup branch),
 * its physical lines with SKU and quantity, the gift message. In the page's language.
 */
export function PackingSlipSheet({ id }: { id: string }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const { data: slip } = useSuspenseQuery(packingSlipQuery(api, locale, id))
  const address = slip.shippingAddress
  const seller = slip.seller
  return (
    <div className="container section packing-slip-page">
      <div className="button-row packing-slip__actions">
        <Link to="adminOrderDetail" params={{ id }}>
          ← {t('adminPackingSlip.back')}
        </Link>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {t('adminPackingSlip.print')}
        </button>
      </div>
      <article className="packing-slip" aria-labelledby="packing-slip-title">
        <header className="packing-slip__head">
          <h1 id="packing-slip-title">
            {t('adminPackingSlip.title')} · {t('adminPackingSlip.order', { number: slip.number })}
          </h1>
          <p>
            {t('adminPackingSlip.date')}: <time dateTime={slip.createdAt}>{formatDate(slip.createdAt, locale)}</time>
          </p>
        </header>
        <div className="packing-slip__parties">
          <section aria-labelledby="packing-slip-seller">
            <h2 id="packing-slip-seller">{t('adminPackingSlip.seller')}</h2>
            <address>
              {seller.name}
              <br />
              {seller.street}
              <br />
              {seller.zipCode} {seller.city}, {seller.country}
              {seller.phone ? (
                <>
                  <br />
                  {seller.phone}
                </>
              ) : null}
              {seller.email ? (
                <>
                  <br />
                  {seller.email}
                </>
              ) : null}
            </address>
          </section>
          <section aria-labelledby="packing-slip-to">
            <h2 id="packing-slip-to">
              {slip.deliveryBranch ? t('adminPackingSlip.pickup') : t('adminPackingSlip.shipTo')}
            </h2>
            <address>
              {address ? (
                <>
                  {address.firstName} {address.lastName}
                  {address.companyName ? (
                    <>
                      <br />
                      {address.companyName}
                    </>
                  ) : null}
                  <br />
                  {slip.deliveryBranch ? null : (
                    <>
                      {address.street} {address.houseNumber}
                      <br />
                      {address.zipCode} {address.city}, {address.countryName}
                      <br />
                    </>
                  )}
                  {address.contactPhone}
                </>
              ) : null}
              {slip.deliveryBranch ? (
                <>
                  <br />
                  <strong>{slip.deliveryBranch.name}</strong>
                  <br />
                  {slip.deliveryBranch.address}
                </>
              ) : null}
            </address>
            {slip.deliveryMethod ? (
              <p>
                {t('adminPackingSlip.deliveryMethod')}: {slip.deliveryMethod}
              </p>
            ) : null}
          </section>
        </div>
        {slip.lines.length > 0 ? (
          <table className="packing-slip__lines">
            <thead>
              <tr>
                <th scope="col">{t('adminPackingSlip.sku')}</th>
                <th scope="col">{t('adminPackingSlip.item')}</th>
                <th scope="col" className="packing-slip__qty">
                  {t('adminPackingSlip.qty')}
                </th>
              </tr>
            </thead>
            <tbody>
              {slip.lines.map((line) => (
                <tr key={line.orderLineId}>
                  <td>{line.sku}</td>
                  <td>{line.name}</td>
                  <td className="packing-slip__qty">{line.qty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('adminPackingSlip.noLines')}</p>
        )}
        {slip.giftMessage ? (
          <section className="packing-slip__gift" aria-labelledby="packing-slip-gift">
            <h2 id="packing-slip-gift">{t('adminPackingSlip.giftMessage')}</h2>
            <p>{slip.giftMessage}</p>
          </section>
        ) : null}
      </article>
    </div>
  )
}
