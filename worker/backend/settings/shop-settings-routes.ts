import { shopSettings } from '../../../contract/endpoints/shop-settings'
import { requireBackoffice } from '../context'
import { ok } from '../http'
import { endpointRoutes } from '../routing'
import { readShopSettings, saveCheckoutRules, saveSeller, saveVatRates, vatRateUses } from './shop-settings'

/** Issue 37: the owner's shop settings (VAT rates, checkout rules, seller); every change audited. */
export const shopSettingsRoutes = endpointRoutes('api/v1/admin/settings')

const actorOf = (user: { userId: number; email: string }) => ({ userId: user.userId, email: user.email })

shopSettingsRoutes.on(shopSettings.adminShopSettings, async (c) =>
  ok(c, await readShopSettings(c.env.DB, c.get('lang'))),
)

shopSettingsRoutes.on(shopSettings.adminVatRates, async (c) => ok(c, await vatRateUses(c.env.DB)))

shopSettingsRoutes.on(shopSettings.adminVatRatesUpdate, async (c) => {
  await saveVatRates(c.env.DB, c.req.valid('json').rates, actorOf(requireBackoffice(c)))
  return ok(c, await readShopSettings(c.env.DB, c.get('lang')))
})

shopSettingsRoutes.on(shopSettings.adminCheckoutRulesUpdate, async (c) => {
  await saveCheckoutRules(c.env.DB, c.req.valid('json'), actorOf(requireBackoffice(c)))
  return ok(c, await readShopSettings(c.env.DB, c.get('lang')))
})

shopSettingsRoutes.on(shopSettings.adminSellerUpdate, async (c) => {
  await saveSeller(c.env.DB, c.req.valid('json'), actorOf(requireBackoffice(c)))
  return ok(c, await readShopSettings(c.env.DB, c.get('lang')))
})
