import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CartAdditionBehaviour } from '../../../contract/dto/settings'
import type { CheckoutRules, ShopSettings } from '../../../contract/dto/shop-settings'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { FieldError } from '../../lib/ui/field-error'
import { useLocale, useT } from '../../i18n/i18n'
import { saveCheckoutRules, shopSettingsQuery } from './api'
import { useServerFieldError } from './field-error'

const BEHAVIOURS = [0, 1, 2] as const satisfies readonly CartAdditionBehaviour[]
const BEHAVIOUR_LABELS = {
  0: 'adminShopSettings.checkout.behaviour0',
  1: 'adminShopSettings.checkout.behaviour1',
  2: 'adminShopSettings.checkout.behaviour2',
} as const

/** SPEC §5 allowed countries ('ALL' or a list), §4 the cart-addition behaviour, §6 whether buying needs an account. */
export function CheckoutRulesForm({ settings }: { settings: ShopSettings }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const countriesErrorId = useId()
  const initial = settings.checkout
  const [all, setAll] = useState(initial.allowedCountries === 'ALL')
  const [chosen, setChosen] = useState<string[]>(initial.allowedCountries === 'ALL' ? [] : initial.allowedCountries)
  const [behaviour, setBehaviour] = useState<CartAdditionBehaviour>(initial.cartAdditionBehaviour)
  const [loginRequired, setLoginRequired] = useState(initial.loginRequiredToBuy)
  const [noCountry, setNoCountry] = useState(false)
  const server = useServerFieldError(['allowedCountries'] as const)
  const save = useMutation({
    mutationFn: (rules: CheckoutRules) => saveCheckoutRules(api, rules),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsQuery(api, locale).queryKey, saved)
      // The storefront's own copy of the checkout settings (the cart, checkout) is read again.
      void queryClient.invalidateQueries({ queryKey: ['settings', 'checkout'] })
      void queryClient.invalidateQueries({ queryKey: ['checkout', 'countries'] })
      toast.success(t('adminShopSettings.checkout.saved'))
    },
    onError: (failure) => {
      if (!server.take(failure)) showError(failure)
    },
  })

  const toggleCountry = (iso: string, on: boolean) =>
    setChosen((current) => (on ? [...current, iso] : current.filter((code) => code !== iso)))

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    server.clear()
    if (!all && chosen.length === 0) return setNoCountry(true)
    setNoCountry(false)
    save.mutate({
      allowedCountries: all ? 'ALL' : chosen,
      cartAdditionBehaviour: behaviour,
      loginRequiredToBuy: loginRequired,
    })
  }

  const countriesError = noCountry ? t('adminShopSettings.checkout.noCountry') : server.errorOf('allowedCountries')
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminShopSettings.checkout.title')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <fieldset className="stack" aria-describedby={countriesError ? countriesErrorId : undefined}>
          <legend>{t('adminShopSettings.checkout.countries')}</legend>
          <label className="check">
            <input type="radio" name="countriesScope" checked={all} onChange={() => setAll(true)} />
            <span>{t('adminShopSettings.checkout.allCountries')}</span>
          </label>
          <label className="check">
            <input type="radio" name="countriesScope" checked={!all} onChange={() => setAll(false)} />
            <span>{t('adminShopSettings.checkout.someCountries')}</span>
          </label>
          {all ? null : (
            <fieldset>
              <legend className="visually-hidden">{t('adminShopSettings.checkout.chooseCountries')}</legend>
              <ul className="backoffice-targets" role="list">
                {settings.countries.map((country) => (
                  <li key={country.iso}>
                    <label className="check">
                      <input
                        type="checkbox"
                        name="allowedCountries"
                        value={country.iso}
                        checked={chosen.includes(country.iso)}
                        onChange={(event) => toggleCountry(country.iso, event.currentTarget.checked)}
                      />
                      <span>{country.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <FieldError id={countriesErrorId} error={countriesError} />
        </fieldset>
        <fieldset className="stack">
          <legend>{t('adminShopSettings.checkout.cartBehaviour')}</legend>
          {BEHAVIOURS.map((value) => (
            <label key={value} className="check">
              <input
                type="radio"
                name="cartAdditionBehaviour"
                value={value}
                checked={behaviour === value}
                onChange={() => setBehaviour(value)}
              />
              <span>{t(BEHAVIOUR_LABELS[value])}</span>
            </label>
          ))}
        </fieldset>
        <div className="stack">
          <label className="check">
            <input
              type="checkbox"
              name="loginRequiredToBuy"
              checked={loginRequired}
              aria-describedby={`${headingId}-login-hint`}
              onChange={(event) => setLoginRequired(event.currentTarget.checked)}
            />
            <span>{t('adminShopSettings.checkout.loginRequired')}</span>
          </label>
          <p id={`${headingId}-login-hint`} className="muted small">
            {t('adminShopSettings.checkout.loginRequiredHint')}
          </p>
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
            {save.isPending ? t('adminShopSettings.saving') : t('adminShopSettings.save')}
          </button>
        </div>
      </form>
    </section>
  )
}
