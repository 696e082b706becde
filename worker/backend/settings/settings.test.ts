import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type {
  CheckoutSettings,
  CountryDto,
  CurrencyConfig,
  CurrencyDto,
  DomainDto,
  LanguageDto,
  SettingDto,
  SiteConfig,
  StoreOptions,
} from '../../../contract/dto/settings'
import { seed } from '../seed'
import { callBackend, callBackendRaw } from '../test-helpers'

describe('settings API', () => {
  it('domainDetect returns the site configuration', async () => {
    const res = await callBackend<SiteConfig>('POST', '/api/v2/domainDetect', { body: { domain: 'izlog.hr' } })
    expect(res.status).toBe(200)
    const site = res.json.data
    expect(site).toMatchObject({ siteID: 1, name: 'izlog', url: 'https://izlog.hr', subdomain: 'izlog' })
    expect(site?.cmsLanguages.map((l) => l.id).sort()).toEqual([31, 41])
    expect(site?.cmsLanguages.find((l) => l.id === 41)).toEqual({ id: 41, code: 'hrv', iso: 'hr', name: 'Hrvatski' })
    expect(site?.application).toMatchObject({
      domain: 'https://izlog.hr',
      currency: { label: 'EUR', symbol: '€' },
      mainCurrencyId: 1,
      language: { id: 41 },
    })
    const logo = site?.cmsOptions.find((o) => o.key === 'logo')?.value ?? ''
    expect(logo).toMatch(/^\/media\/1\/900\/original\/izlog-logo\.svg$/)
    expect(site?.cmsOptions.some((o) => o.key === 'GitlabProjectId')).toBe(true)
    expect(site?.mediaOptions).toContainEqual({ key: 'MediumSize', value: 'medium', x: 768, y: 768, autoResize: true })
    const en = await callBackend<SiteConfig>('POST', '/api/v2/domainDetect', { language: 'eng' })
    expect(en.json.data?.application.language).toEqual({ id: 31, code: 'eng', iso: 'en', name: 'English' })

    // The logo really is in R2 and served.
    const served = await callBackendRaw('GET', logo)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toContain('image/svg+xml')
    expect(await served.text()).toContain('<svg')
  })

  it('commons: languages, countries and currencies by language', async () => {
    const languages = await callBackend<LanguageDto[]>('GET', '/api/v1/commons?type=languages', { language: 'en' })
    expect(languages.status).toBe(200)
    const hr = languages.json.data?.find((l) => l.id === 41)
    expect(hr).toMatchObject({
      code: 'hrv',
      code2: 'hrv',
      iso: 'hr',
      name: 'Croatian',
      enabled: true,
      names: { hrv: 'Hrvatski', eng: 'Croatian', ger: 'Kroatisch' },
    })
    expect(
      languages.json.data
        ?.filter((l) => l.enabled)
        .map((l) => l.id)
        .sort(),
    ).toEqual([31, 41])
    expect(languages.json.data?.length).toBeGreaterThanOrEqual(10)
    expect(languages.json.data?.every((l) => l.code.length === 3)).toBe(true)

    const countriesHr = await callBackend<CountryDto[]>('GET', '/api/v1/commons?type=countries', { language: 'hrv' })
    const countriesEn = await callBackend<CountryDto[]>('GET', '/api/v1/commons?type=countries', { language: 'eng' })
    const isos = countriesHr.json.data?.map((c) => c.iso) ?? []
    for (const iso of ['HR', 'SI', 'AT', 'DE', 'IT', 'HU', 'RS', 'BA', 'ME', 'GB', 'US', 'FR', 'NL', 'ES', 'PL'])
      expect(isos).toContain(iso)
    expect(countriesHr.json.data?.find((c) => c.iso === 'DE')?.name).toBe('Njemačka')
    expect(countriesEn.json.data?.find((c) => c.iso === 'DE')).toMatchObject({ name: 'Germany', iso3: 'DEU', id: 276 })

    const currencies = await callBackend<CurrencyDto[]>('GET', '/api/v1/commons?type=currencies')
    expect(currencies.json.data?.[0]).toEqual({
      id: 1,
      code: 'EUR',
      label: 'EUR',
      symbol: '€',
      main: true,
      rate: 1,
      decimals: 2,
    })

    const bad = await callBackend('GET', '/api/v1/commons?type=planets')
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Neispravan unos', field: 'type' })
  })

  it('checkout settings, currency config, domains, general settings and options', async () => {
    const checkout = await callBackend<CheckoutSettings>('GET', '/api/v2/settings/getCheckoutSettings')
    expect(checkout.json.data).toEqual({
      allowedCountries: 'ALL',
      cartAdditionBehaviour: 2,
      skipShippingStep: false,
      companyOrders: true,
      specialCharValidation: true,
      consentValidationAtAddress: true,
      loginRequiredToBuy: false,
      testPayments: true,
    })
    const currency = await callBackend<CurrencyConfig>('GET', '/api/v2/settings/getCurrencyConfig')
    expect(currency.json.data).toMatchObject({ mainCurrencyId: 1, decimals: 2, mainCurrency: { code: 'EUR' } })

    const domains = await callBackend<DomainDto[]>('POST', '/api/v1/domain/filter', { body: {} })
    expect(domains.json.data?.map((d) => d.url)).toContain('https://izlog.hr')

    const one = await callBackend<SettingDto>('GET', '/api/v1/general/user?group=user&key=emailVerificationRequired')
    expect(one.json.data).toEqual({ group: 'user', key: 'emailVerificationRequired', value: false })
    const group = await callBackend<SettingDto[]>('GET', '/api/v1/general/user?group=checkout')
    expect(group.json.data?.length).toBe(7)
    expect((await callBackend('GET', '/api/v1/general/user?group=user&key=nope')).status).toBe(404)
    expect((await callBackend('GET', '/api/v1/general/user')).status).toBe(400)

    const options = await callBackend<{ key: string; value: string }[]>('GET', '/api/v1/option/filter')
    expect(options.json.data?.find((o) => o.key === 'logoMediaId')?.value).toBe('900')
    const storeOptions = await callBackend<StoreOptions>('POST', '/api/v1/getOptions', { body: { store_id: 1 } })
    expect(storeOptions.json.data).toMatchObject({ storeId: 1 })
    expect(storeOptions.json.data?.mediaOptions.length).toBe(5)
    expect((await callBackend('POST', '/api/v1/getOptions', { body: { store_id: 'x' } })).status).toBe(400)
  })
})

describe('seed', () => {
  it('running seed() again does not duplicate rows or rewrite objects', async () => {
    // Only rows the seed owns are compared: other test files may add their own rows meanwhile.
    const queries = [
      'SELECT * FROM sites ORDER BY id',
      'SELECT * FROM site_cms_options WHERE site_id = 1 ORDER BY id',
      'SELECT * FROM site_media_options WHERE site_id = 1 ORDER BY id',
      'SELECT * FROM languages ORDER BY id',
      'SELECT * FROM countries ORDER BY id',
      "SELECT * FROM currencies WHERE code = 'EUR'",
      "SELECT * FROM settings WHERE group_name IN ('checkout', 'user') AND id <= 22 ORDER BY id",
      'SELECT * FROM domains WHERE id <= 3 ORDER BY id',
      "SELECT * FROM membership_cards WHERE barcode LIKE '38500000000%' ORDER BY id",
      "SELECT id, email, password_hash, password_salt FROM users WHERE email IN ('admin@izlog.hr', 'kupac@izlog.hr') ORDER BY id",
      "SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = 2 AND street = 'Ilica' AND house_number = '42'",
      'SELECT id, r2_key, hash FROM media WHERE id IN (900, 901) ORDER BY id',
    ]
    const snapshot = async () => {
      const results = await env.DB.batch(queries.map((q) => env.DB.prepare(q)))
      const rows = results.map((r) => r.results)
      const keys = (rows.at(-1) as { r2_key: string }[]).map((m) => m.r2_key)
      const objects = await Promise.all(keys.map(async (k) => (await env.MEDIA.head(k))?.uploaded.getTime() ?? null))
      return { rows, objects }
    }
    const before = await snapshot()
    await seed(env)
    const after = await snapshot()
    expect(after).toEqual(before)
    expect(before.rows[9]).toHaveLength(2)
    expect(before.rows[10]).toEqual([{ n: 1 }])
    expect(before.objects.every((t) => t !== null)).toBe(true)
  })
})
