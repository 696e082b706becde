import type { AdminCustomerDetail } from '../../../contract/dto/customers'
import { formatDate, formatDateTime } from '../../../contract/format-date'
import { useLocale, useT } from '../../i18n/i18n'

/** The customer's profile, addresses, newsletter and membership card (issue 37). */
export function CustomerProfile({ detail }: { detail: AdminCustomerDetail }) {
  const t = useT()
  const locale = useLocale()
  const { customer, newsletter, memberCard } = detail
  return (
    <>
      <section className="panel stack" aria-labelledby="customer-profile">
        <h3 id="customer-profile">{t('adminCustomers.profileTitle')}</h3>
        <dl className="order-facts">
          <dt>{t('adminCustomers.email')}</dt>
          <dd>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </dd>
          <dt>{t('adminCustomers.username')}</dt>
          <dd>{customer.username}</dd>
          {customer.details.phone ? (
            <>
              <dt>{t('adminCustomers.phone')}</dt>
              <dd>
                <a href={`tel:${customer.details.phone}`}>{customer.details.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>{t('adminCustomers.registered')}</dt>
          <dd>{formatDateTime(customer.createdAt, locale)}</dd>
          <dt>{t('adminCustomers.verified')}</dt>
          <dd>{t(customer.emailVerified ? 'adminCustomers.yes' : 'adminCustomers.no')}</dd>
          <dt>{t('adminCustomers.status')}</dt>
          <dd>
            {detail.blockedAt
              ? t('adminCustomers.blockedSince', { date: formatDateTime(detail.blockedAt, locale) })
              : t('adminCustomers.active')}
          </dd>
          {customer.company ? (
            <>
              <dt>{t('adminCustomers.company')}</dt>
              <dd>
                {customer.company.name}, {customer.company.oib}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className="panel stack" aria-labelledby="customer-addresses">
        <h3 id="customer-addresses">{t('adminCustomers.addressesTitle')}</h3>
        {customer.addresses.length === 0 ? (
          <p className="muted">{t('adminCustomers.noAddresses')}</p>
        ) : (
          <ul className="stack" role="list">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <address>
                  {address.firstName} {address.lastName}
                  {address.companyName ? `, ${address.companyName}` : ''}
                  <br />
                  {address.street} {address.houseNumber}, {address.zipCode} {address.city}, {address.countryName}
                  <br />
                  {address.contactEmail} · {address.contactPhone}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel stack" aria-labelledby="customer-newsletter">
        <h3 id="customer-newsletter">{t('adminCustomers.newsletterTitle')}</h3>
        <p>
          {newsletter === null
            ? t('adminCustomers.newsletterNone')
            : newsletter.confirmedAt
              ? t('adminCustomers.newsletterConfirmed', {
                  date: formatDate(newsletter.since, locale),
                  confirmed: formatDate(newsletter.confirmedAt, locale),
                })
              : t('adminCustomers.newsletterUnconfirmed', { date: formatDate(newsletter.since, locale) })}
        </p>
      </section>

      <section className="panel stack" aria-labelledby="customer-card">
        <h3 id="customer-card">{t('adminCustomers.memberCardTitle')}</h3>
        <p>
          {memberCard === null
            ? t('adminCustomers.memberCardNone')
            : t(memberCard.active ? 'adminCustomers.memberCardActive' : 'adminCustomers.memberCardInactive', {
                barcode: memberCard.barcode,
              })}
        </p>
      </section>
    </>
  )
}
