import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { sellerQuery } from './queries'

/**
 * The seller's address on the contact page: the record the bank-transfer slip names as payee.
 * Nothing while it is not set (the page's own sections and the form still show).
 */
export function SellerAddress() {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const { data: seller } = useQuery(sellerQuery(api, locale))
  if (!seller) return null
  return (
    <section className="section rich-text container" aria-labelledby="seller-address-title">
      <h2 id="seller-address-title">{t('content.contact.whereTitle')}</h2>
      <div className="prose">
        <address>
          <strong>{seller.name}</strong>
          <br />
          {`${seller.street}, ${seller.zipCode} ${seller.city}, ${seller.countryName}`}
          {seller.email ? (
            <>
              <br />
              {t('content.contact.email')}: <a href={`mailto:${seller.email}`}>{seller.email}</a>
            </>
          ) : null}
          {seller.phone ? (
            <>
              <br />
              {t('content.contact.phone')}: <a href={`tel:${seller.phone.replace(/\s+/g, '')}`}>{seller.phone}</a>
            </>
          ) : null}
        </address>
      </div>
    </section>
  )
}
