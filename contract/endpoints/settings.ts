import * as v from 'valibot'
import type {
  CheckoutSettings,
  CmsOption,
  CommonsResponse,
  CurrencyConfig,
  DomainDto,
  RegistrationSettings,
  Seller,
  SettingDto,
  SiteConfig,
  StoreOptions,
} from '../dto/settings'
import { endpoint } from './endpoint'

const CommonsQuerySchema = v.object({
  type: v.picklist(['languages', 'countries', 'currencies'], 'type must be one of languages, countries, currencies.'),
})

const GeneralQuerySchema = v.object({
  group: v.pipe(
    v.string('group is required.'),
    v.trim(),
    v.minLength(1, 'group is required.'),
    v.maxLength(100, 'group is too long.'),
  ),
  key: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'key is too long.'))),
})

const StoreOptionsSchema = v.object({
  store_id: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], 'store_id must be a number.'),
      v.transform(Number),
    ),
  ),
})

const RegistrationSchema = v.object({
  emailVerificationRequired: v.boolean('emailVerificationRequired must be true or false.'),
})

/** Site configuration, commons (languages, countries, currencies), settings and options; the backoffice's settings. */
export const settings = {
  domainDetect: endpoint<SiteConfig>()({
    method: 'POST',
    path: 'api/v2/domainDetect',
    access: 'public',
    cache: 'short',
  }),
  /** `?type=`: the languages, countries or currencies. */
  commons: endpoint<CommonsResponse>()({
    method: 'GET',
    path: 'api/v1/commons',
    access: 'public',
    cache: 'short',
    query: CommonsQuerySchema,
  }),
  domainFilter: endpoint<DomainDto[]>()({
    method: 'POST',
    path: 'api/v1/domain/filter',
    access: 'public',
    cache: 'short',
  }),
  /** One setting with `key`, the group's settings without. */
  generalUser: endpoint<SettingDto | SettingDto[]>()({
    method: 'GET',
    path: 'api/v1/general/user',
    access: 'public',
    cache: 'none',
    query: GeneralQuerySchema,
  }),
  /** Who sells: the contact page's address (the bank-transfer slip's payee is the same record). */
  seller: endpoint<Seller>()({
    method: 'GET',
    path: 'api/v1/seller',
    access: 'public',
    cache: 'short',
  }),
  checkoutSettings: endpoint<CheckoutSettings>()({
    method: 'GET',
    path: 'api/v2/settings/getCheckoutSettings',
    access: 'public',
    cache: 'short',
  }),
  currencyConfig: endpoint<CurrencyConfig>()({
    method: 'GET',
    path: 'api/v2/settings/getCurrencyConfig',
    access: 'public',
    cache: 'short',
  }),
  optionFilter: endpoint<CmsOption[]>()({
    method: 'GET',
    path: 'api/v1/option/filter',
    access: 'public',
    cache: 'short',
  }),
  getOptions: endpoint<StoreOptions>()({
    method: 'POST',
    path: 'api/v1/getOptions',
    access: 'public',
    cache: 'short',
    body: StoreOptionsSchema,
  }),
  /** Whether new accounts confirm their e-mail before they can log in. */
  registrationSettings: endpoint<RegistrationSettings>()({
    method: 'GET',
    path: 'api/v1/admin/settings/registration',
    access: 'staff',
    area: 'owner',
    cache: 'none',
  }),
  /** SPEC §4 Register: whether new accounts confirm their e-mail (the verification link) before they can log in. */
  registrationSettingsUpdate: endpoint<RegistrationSettings>()({
    method: 'PATCH',
    path: 'api/v1/admin/settings/registration',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    body: RegistrationSchema,
  }),
}
