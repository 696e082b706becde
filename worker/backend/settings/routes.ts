import { ok, refuse } from '../http'
import type { CheckoutSettings, CurrencyConfig, Seller, SiteConfig, StoreOptions } from '../../../contract/dto/settings'
import { settings } from '../../../contract/endpoints/settings'
import { endpointRoutes } from '../routing'
import { testPaymentsEnabled } from '../commerce/sandbox-payments'
import {
  findCountry,
  getCheckoutSettings,
  getSeller,
  getSetting,
  getSettingsGroup,
  getSite,
  listCmsOptions,
  listCountries,
  listCurrencies,
  listDomains,
  listLanguages,
  listMediaOptions,
  toCmsLanguage,
} from './repository'

/** Site configuration, commons (languages, countries, currencies), settings and options. */
const siteRoutes = endpointRoutes('api/v1')
const siteV2Routes = endpointRoutes('api/v2')
export const settingsRoutes = [siteRoutes, siteV2Routes]

siteV2Routes.on(settings.domainDetect, async (c) => {
  const siteId = c.get('siteId')
  const lang = c.get('lang')
  const [site, languages, mediaOptions, cmsOptions, currencies] = await Promise.all([
    getSite(c.env.DB, siteId),
    listLanguages(c.env.DB, lang, true),
    listMediaOptions(c.env.DB, siteId),
    listCmsOptions(c.env.DB, siteId),
    listCurrencies(c.env.DB),
  ])
  if (!site) throw refuse(404, 'SITE_NOT_FOUND')
  const cmsLanguages = languages.map(toCmsLanguage)
  const language = cmsLanguages.find((l) => l.id === c.get('languageId')) ?? cmsLanguages[0]
  const main = currencies.find((cur) => cur.main) ?? currencies[0]
  if (!language || !main) throw refuse(404, 'SITE_NOT_CONFIGURED')
  const config: SiteConfig = {
    siteID: site.id,
    name: site.name,
    url: site.url,
    subdomain: site.subdomain,
    cmsLanguages,
    mediaOptions,
    cmsOptions,
    application: {
      domain: site.url,
      language,
      currency: { label: main.label, symbol: main.symbol },
      allowedCurrencies: currencies,
      mainCurrencyId: main.id,
    },
  }
  return ok(c, config)
})

siteRoutes.on(settings.commons, async (c) => {
  const { type } = c.req.valid('query')
  const lang = c.get('lang')
  if (type === 'languages') return ok(c, await listLanguages(c.env.DB, lang))
  if (type === 'countries') return ok(c, await listCountries(c.env.DB, lang))
  return ok(c, await listCurrencies(c.env.DB))
})

siteRoutes.on(settings.domainFilter, async (c) => ok(c, await listDomains(c.env.DB, c.get('siteId'))))

siteRoutes.on(settings.generalUser, async (c) => {
  const { group, key } = c.req.valid('query')
  if (!key) return ok(c, await getSettingsGroup(c.env.DB, group))
  const setting = await getSetting(c.env.DB, group, key)
  if (!setting) throw refuse(404, 'SETTING_NOT_FOUND', { params: { group, key } })
  return ok(c, setting)
})

siteRoutes.on(settings.seller, async (c) => {
  const seller = await getSeller(c.env.DB)
  if (!seller) throw refuse(404, 'SETTING_NOT_FOUND', { params: { group: 'shop', key: 'seller' } })
  const country = await findCountry(c.env.DB, seller.country, c.get('lang'))
  const answer: Seller = {
    name: seller.name,
    street: seller.street,
    zipCode: seller.zipCode,
    city: seller.city,
    country: seller.country,
    countryName: country?.name ?? seller.country,
    email: seller.email,
    phone: seller.phone,
  }
  return ok(c, answer)
})

siteV2Routes.on(settings.checkoutSettings, async (c) => {
  const answer: CheckoutSettings = {
    ...(await getCheckoutSettings(c.env.DB)),
    testPayments: testPaymentsEnabled(c.env),
  }
  return ok(c, answer)
})

siteV2Routes.on(settings.currencyConfig, async (c) => {
  const currencies = await listCurrencies(c.env.DB)
  const main = currencies.find((cur) => cur.main) ?? currencies[0]
  if (!main) throw refuse(404, 'CURRENCY_NOT_CONFIGURED')
  const config: CurrencyConfig = { mainCurrencyId: main.id, mainCurrency: main, currencies, decimals: main.decimals }
  return ok(c, config)
})

siteRoutes.on(settings.optionFilter, async (c) => ok(c, await listCmsOptions(c.env.DB, c.get('siteId'))))

siteRoutes.on(settings.getOptions, async (c) => {
  const storeId = c.req.valid('json').store_id ?? c.get('storeId')
  const siteId = c.get('siteId')
  const [cmsOptions, mediaOptions] = await Promise.all([
    listCmsOptions(c.env.DB, siteId),
    listMediaOptions(c.env.DB, siteId),
  ])
  const options: StoreOptions = { storeId, cmsOptions, mediaOptions }
  return ok(c, options)
})
