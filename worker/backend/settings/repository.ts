import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type {
  CartAdditionBehaviour,
  CheckoutSettings,
  CmsLanguage,
  CmsOption,
  CountryDto,
  CurrencyDto,
  DomainDto,
  LanguageDto,
  MediaOption,
  SettingDto,
} from '../../../contract/dto/settings'
import { allRows, columns, firstRow, type Row } from '../rows'

/** Reads of the core tables shared by the settings API, the users API and other backend parts. */

interface SettingRow {
  group_name: string
  key: string
  value: string
}

const settings = columns('settings')
const readSettingRow = (r: Row): SettingRow => ({
  group_name: settings.text(r, 'group_name'),
  key: settings.text(r, 'key'),
  value: settings.text(r, 'value'),
})

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

const settingDto = (row: SettingRow): SettingDto => ({
  group: row.group_name,
  key: row.key,
  value: parseValue(row.value),
})

export async function getSetting(db: D1Database, group: string, key: string): Promise<SettingDto | null> {
  const row = await firstRow(
    db
      .prepare('SELECT group_name, key, value FROM settings WHERE group_name = ? AND key = ? AND is_public = 1')
      .bind(group, key),
    readSettingRow,
  )
  return row ? settingDto(row) : null
}

export async function getSettingsGroup(db: D1Database, group: string): Promise<SettingDto[]> {
  const results = await allRows(
    db
      .prepare('SELECT group_name, key, value FROM settings WHERE group_name = ? AND is_public = 1 ORDER BY key')
      .bind(group),
    readSettingRow,
  )
  return results.map(settingDto)
}

const asBool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback)

function asBehaviour(value: unknown): CartAdditionBehaviour {
  return value === 0 || value === 1 || value === 2 ? value : 2
}

function asCountries(value: unknown): 'ALL' | string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map((v) => v.toUpperCase())
  return 'ALL'
}

/** Checkout settings (group 'checkout') with safe defaults for anything missing. */
/** The stored checkout settings (testPayments comes from the Worker's environment, see settings/routes.ts). */
export type StoredCheckoutSettings = Omit<CheckoutSettings, 'testPayments'>

export async function getCheckoutSettings(db: D1Database): Promise<StoredCheckoutSettings> {
  const rows = await getSettingsGroup(db, 'checkout')
  const map = new Map(rows.map((r) => [r.key, r.value]))
  return {
    allowedCountries: asCountries(map.get('allowedCountries')),
    cartAdditionBehaviour: asBehaviour(map.get('cartAdditionBehaviour')),
    skipShippingStep: asBool(map.get('skipShippingStep'), false),
    companyOrders: asBool(map.get('companyOrders'), false),
    specialCharValidation: asBool(map.get('specialCharValidation'), true),
    consentValidationAtAddress: asBool(map.get('consentValidationAtAddress'), true),
    loginRequiredToBuy: asBool(map.get('loginRequiredToBuy'), false),
  }
}

/** Whether new accounts must confirm their e-mail before logging in (setting user.emailVerificationRequired). */
export async function isEmailVerificationRequired(db: D1Database): Promise<boolean> {
  const setting = await getSetting(db, 'user', 'emailVerificationRequired')
  return setting?.value === true
}

export async function setEmailVerificationRequired(db: D1Database, required: boolean): Promise<void> {
  await db
    .prepare(
      `INSERT INTO settings (group_name, key, value) VALUES ('user', 'emailVerificationRequired', ?)
       ON CONFLICT (group_name, key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(JSON.stringify(required))
    .run()
}

interface LanguageRow {
  id: number
  code: string
  code2: string
  iso: string
  name: string
  name_hrv: string
  name_eng: string
  name_ger: string
  name_srp: string
  enabled: number
}

const languages = columns('languages')
const readLanguageRow = (r: Row): LanguageRow => ({
  id: languages.int(r, 'id'),
  code: languages.text(r, 'code'),
  code2: languages.text(r, 'code2'),
  iso: languages.text(r, 'iso'),
  name: languages.text(r, 'name'),
  name_hrv: languages.text(r, 'name_hrv'),
  name_eng: languages.text(r, 'name_eng'),
  name_ger: languages.text(r, 'name_ger'),
  name_srp: languages.text(r, 'name_srp'),
  enabled: languages.flag(r, 'enabled'),
})

const languageName = (row: LanguageRow, lang: Locale): string =>
  (lang === 'hr' ? row.name_hrv : row.name_eng) || row.name

export async function listLanguages(db: D1Database, lang: Locale, enabledOnly = false): Promise<LanguageDto[]> {
  const results = await allRows(
    db.prepare(`SELECT * FROM languages ${enabledOnly ? 'WHERE enabled = 1' : ''} ORDER BY enabled DESC, id`),
    readLanguageRow,
  )
  return results.map((row) => ({
    id: row.id,
    code: row.code,
    code2: row.code2,
    iso: row.iso,
    name: languageName(row, lang),
    names: { hrv: row.name_hrv, eng: row.name_eng, ger: row.name_ger, srp: row.name_srp },
    enabled: row.enabled === 1,
  }))
}

export const toCmsLanguage = (l: LanguageDto): CmsLanguage => ({ id: l.id, code: l.code, iso: l.iso, name: l.name })

interface CountryRow {
  id: number
  iso: string
  iso3: string
  name_hr: string
  name_en: string
}

const countries = columns('countries')
const readCountryRow = (r: Row): CountryRow => ({
  id: countries.int(r, 'id'),
  iso: countries.text(r, 'iso'),
  iso3: countries.text(r, 'iso3'),
  name_hr: countries.text(r, 'name_hr'),
  name_en: countries.text(r, 'name_en'),
})

const countryDto = (row: CountryRow, lang: Locale): CountryDto => ({
  id: row.id,
  iso: row.iso,
  iso3: row.iso3,
  name: lang === 'hr' ? row.name_hr : row.name_en,
  names: { hr: row.name_hr, en: row.name_en },
})

export async function listCountries(db: D1Database, lang: Locale): Promise<CountryDto[]> {
  const results = await allRows(db.prepare('SELECT * FROM countries'), readCountryRow)
  const collator = new Intl.Collator(lang)
  return results.map((r) => countryDto(r, lang)).sort((a, b) => collator.compare(a.name, b.name))
}

/** The country a cart ships to (the cart's, unless `countryId` names another), by the cart's id: read beside the cart (issue 38). */
export async function findCartCountry(
  db: D1Database,
  cartId: string,
  countryId: number | null,
  lang: Locale,
): Promise<CountryDto | null> {
  const row = await firstRow(
    db
      .prepare('SELECT * FROM countries WHERE id = COALESCE(?2, (SELECT country_id FROM carts WHERE id = ?1))')
      .bind(cartId, countryId),
    readCountryRow,
  )
  return row ? countryDto(row, lang) : null
}

/** A country by id (number or numeric string) or ISO alpha-2 / alpha-3 code; null when unknown. */
export async function findCountry(db: D1Database, ref: string | number, lang: Locale): Promise<CountryDto | null> {
  const text = String(ref).trim()
  const row = /^\d+$/.test(text)
    ? await firstRow(db.prepare('SELECT * FROM countries WHERE id = ?').bind(Number(text)), readCountryRow)
    : await firstRow(
        db.prepare('SELECT * FROM countries WHERE iso = ?1 OR iso3 = ?1').bind(text.toUpperCase()),
        readCountryRow,
      )
  return row ? countryDto(row, lang) : null
}

interface CurrencyRow {
  id: number
  code: string
  label: string
  symbol: string
  is_main: number
  rate: number
  decimals: number
}

const currencies = columns('currencies')
const readCurrencyRow = (r: Row): CurrencyRow => ({
  id: currencies.int(r, 'id'),
  code: currencies.text(r, 'code'),
  label: currencies.text(r, 'label'),
  symbol: currencies.text(r, 'symbol'),
  is_main: currencies.flag(r, 'is_main'),
  rate: currencies.real(r, 'rate'),
  decimals: currencies.int(r, 'decimals'),
})
const readCurrencyInfo = (r: Row): CurrencyInfo => ({
  id: currencies.int(r, 'id'),
  code: currencies.text(r, 'code'),
  symbol: currencies.text(r, 'symbol'),
  rate: currencies.real(r, 'rate'),
})
const readCurrencyId = (r: Row) => ({ id: currencies.int(r, 'id') })
const domains = columns('domains')
const readDomain = (r: Row): DomainDto => ({
  id: domains.int(r, 'id'),
  name: domains.text(r, 'name'),
  url: domains.text(r, 'url'),
})
const cmsOptions = columns('site_cms_options')
const readCmsOption = (r: Row): CmsOption => ({ key: cmsOptions.text(r, 'key'), value: cmsOptions.text(r, 'value') })

export async function listCurrencies(db: D1Database): Promise<CurrencyDto[]> {
  const results = await allRows(db.prepare('SELECT * FROM currencies ORDER BY is_main DESC, id'), readCurrencyRow)
  return results.map((r) => ({
    id: r.id,
    code: r.code,
    label: r.label,
    symbol: r.symbol,
    main: r.is_main === 1,
    rate: r.rate,
    decimals: r.decimals,
  }))
}

/** What prices need of a currency: EUR amounts × rate, shown with its code and symbol. */
export interface CurrencyInfo {
  id: number
  code: string
  symbol: string
  rate: number
}

/** The currency whose id is `id` (an SQL expression of ?1), else the main one: one query. */
const CURRENCY_SQL = (id: string) =>
  `SELECT id, code, symbol, rate FROM currencies WHERE id = ${id} OR is_main = 1 ORDER BY id = ${id} DESC, is_main DESC LIMIT 1`

/** The main currency when none is configured. */
const EUR: CurrencyInfo = { id: 1, code: 'EUR', symbol: '€', rate: 1 }

/** The currency by id, else the main currency (EUR when none is configured). */
export async function loadCurrency(db: D1Database, currencyId: number | null): Promise<CurrencyInfo> {
  return (await firstRow(db.prepare(CURRENCY_SQL('?1')).bind(currencyId), readCurrencyInfo)) ?? EUR
}

/**
 * loadCurrency for a cart's currency, by the cart's id (issue 38: read in the same round trip as the
 * cart). The caller compares the answer with the cart it read.
 */
export async function loadCartCurrency(db: D1Database, cartId: string): Promise<CurrencyInfo> {
  return (
    (await firstRow(
      db.prepare(CURRENCY_SQL('(SELECT currency_id FROM carts WHERE id = ?1)')).bind(cartId),
      readCurrencyInfo,
    )) ?? EUR
  )
}

export async function currencyExists(db: D1Database, currencyId: number): Promise<boolean> {
  return (
    (await firstRow(db.prepare('SELECT id FROM currencies WHERE id = ?').bind(currencyId), readCurrencyId)) !== null
  )
}

export async function listDomains(db: D1Database, siteId: number): Promise<DomainDto[]> {
  const results = await allRows(
    db.prepare('SELECT id, name, url FROM domains WHERE site_id = ? ORDER BY id').bind(siteId),
    readDomain,
  )
  return results
}

export async function listCmsOptions(db: D1Database, siteId: number): Promise<CmsOption[]> {
  const results = await allRows(
    db.prepare('SELECT key, value FROM site_cms_options WHERE site_id = ? ORDER BY id').bind(siteId),
    readCmsOption,
  )
  return results
}

interface MediaOptionRow {
  key: string
  value: string
  x: number
  y: number
  auto_resize: number
}

const mediaOptions = columns('site_media_options')
const readMediaOptionRow = (r: Row): MediaOptionRow => ({
  key: mediaOptions.text(r, 'key'),
  value: mediaOptions.text(r, 'value'),
  x: mediaOptions.int(r, 'x'),
  y: mediaOptions.int(r, 'y'),
  auto_resize: mediaOptions.flag(r, 'auto_resize'),
})

export async function listMediaOptions(db: D1Database, siteId: number): Promise<MediaOption[]> {
  const results = await allRows(
    db
      .prepare('SELECT key, value, x, y, auto_resize FROM site_media_options WHERE site_id = ? ORDER BY id')
      .bind(siteId),
    readMediaOptionRow,
  )
  return results.map((r) => ({ key: r.key, value: r.value, x: r.x, y: r.y, autoResize: r.auto_resize === 1 }))
}

export interface SiteRow {
  id: number
  name: string
  url: string
  subdomain: string
}

const sites = columns('sites')
const readSiteRow = (r: Row): SiteRow => ({
  id: sites.int(r, 'id'),
  name: sites.text(r, 'name'),
  url: sites.text(r, 'url'),
  subdomain: sites.text(r, 'subdomain'),
})

export async function getSite(db: D1Database, siteId: number): Promise<SiteRow | null> {
  return firstRow(db.prepare('SELECT id, name, url, subdomain FROM sites WHERE id = ?').bind(siteId), readSiteRow)
}

/**
 * The one record of who sells (setting shop.seller): the contact page shows its address and the
 * HUB-3 slip names it as the payee, with its account. Null when it is not set (no bank transfers).
 */
export interface SellerRecord {
  name: string
  street: string
  zipCode: string
  city: string
  country: string
  email: string
  phone: string
  iban: string
  /** The reference model of the slip, e.g. HR00. */
  model: string
  /** The seller's OIB, printed on every invoice ('' when not set: no invoice can be issued). */
  oib: string
  /** The business premises and the billing device that number invoices: `<seq>/<premises>/<device>`. */
  invoicePremises: string
  invoiceDevice: string
}

const SellerSettingSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  street: v.string(),
  zipCode: v.string(),
  city: v.string(),
  country: v.string(),
  email: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
  iban: v.pipe(v.string(), v.minLength(1)),
  model: v.optional(v.string(), 'HR00'),
  oib: v.optional(v.string(), ''),
  invoicePremises: v.optional(v.string(), ''),
  invoiceDevice: v.optional(v.string(), ''),
})

export async function getSeller(db: D1Database): Promise<SellerRecord | null> {
  const parsed = v.safeParse(SellerSettingSchema, (await getSetting(db, 'shop', 'seller'))?.value)
  return parsed.success ? parsed.output : null
}
