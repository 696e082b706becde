import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * Social login in the browser (issue 14), both languages, against the fake OpenID Connect
 * provider scripts/e2e.mjs runs ("Demo ID"): from the cart to the login, on with the provider's
 * button, and back in the cart, logged in; a forged callback ends on the social-login page with
 * the reason. The signature, audience and nonce checks are worker tests (test/edge/social-login.test.ts).
 */

const CASES = [
  { lang: 'hr', login: '/prijava', cart: '/kosarica', toProfile: 'Idi na profil', button: 'Nastavi putem: Demo ID' },
  {
    lang: 'en',
    login: '/en/login',
    cart: '/en/cart',
    toProfile: 'Go to your profile',
    button: 'Continue with Demo ID',
  },
] as const

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

const sessionUser = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/auth/user')).json()) as { user: { email: string } | null }).user)

for (const c of CASES) {
  test(`${c.lang}: log in with the provider from the cart and land back in the cart; a forged callback is refused`, async ({
    page,
  }) => {
    await open(page, `${c.login}?redirect=${encodeURIComponent(c.cart)}`)
    await page.getByRole('main').getByRole('link', { name: c.toProfile }).click()
    await page.getByRole('link', { name: c.button }).click()
    await expect(page).toHaveURL(new RegExp(`${c.cart}$`))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await sessionUser(page)).toMatchObject({ email: 'demo.sso@example.com' })
    // The cart page's own calls (started when it hydrated) finish before the cookies go, or they would answer 401.
    await page.waitForLoadState('networkidle')

    // A callback this browser never started (no attempt cookie, so the language is not known either: Croatian).
    await page.context().clearCookies()
    await page.goto('/api/auth/social/demo/callback?code=stolen&state=forged')
    await expect(page).toHaveURL(/\/social-login\?error=state_mismatch$/)
    await expect(page.getByRole('alert').filter({ hasText: 'Prijava nije dovršena' })).toBeVisible()
    expect(await sessionUser(page)).toBeNull()
  })
}
