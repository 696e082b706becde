import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { HELD_CONTROLS, NATIVE_CONTROL } from '../contract/held-controls'

/**
 * The page before the app runs (issue 17: on content pages it starts on the visitor's first intent,
 * elsewhere after the first paint, so this window is real): the server's HTML must already behave,
 * and nothing done in it is lost. The app's scripts are held back here until the test lets them go.
 */

const CONSENT = JSON.stringify({
  necessary: true,
  marketing: false,
  analytics: true,
  acceptedAt: '2026-11-01T10:00:00.000Z',
})

/** Holds every script of the app until the returned function is called (so no goto can wait for "load"). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test('a sign-in form sent before the app runs is posted by the browser to the edge, never with the password in the address', async ({
  page,
}) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(`${request.method()} ${request.url()}`)
  })
  await holdScripts(page)
  await page.goto('/profil', { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Prijava', exact: true })
  await form.getByRole('textbox', { name: /^E-mail adresa/ }).fill('kupac@example.com')
  const password = form.getByLabel(/^Lozinka/)
  await password.fill('tajna-lozinka-1')
  await password.press('Enter')
  // A form with a method is not held for the app (issue 38): the edge answers the POST and sends the page back at the form.
  await expect(page.getByRole('status').filter({ hasText: 'Prijava nije uspjela' })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  expect(new URL(page.url()).searchParams.get('form')).toBe('loginFailed')
  expect(documents.some((request) => request.startsWith('POST ') && request.includes('/api/auth-form/login'))).toBe(
    true,
  )
  for (const request of documents) {
    expect(request).not.toContain('tajna-lozinka')
    expect(request).not.toContain('example.com')
  }
})

test('hr: the cookie notice paints with the page, before the app, and stays until a choice', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const notice = page.getByRole('region', { name: 'Kolačići' })
  await expect(notice).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  release()
  await hydrated(page)
  await expect(notice).toBeVisible()
})

test('en: a stored choice hides the notice before the app runs; the footer still opens it', async ({ page }) => {
  await page.addInitScript((consent) => window.localStorage.setItem('izlog_cookie_consent', consent), CONSENT)
  const release = await holdScripts(page)
  await page.goto('/en/', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const notice = page.getByRole('region', { name: 'Cookies' })
  await expect(notice).toBeHidden()
  release()
  await hydrated(page)
  await expect(notice).toBeHidden()
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(notice).toBeVisible()
  await notice.getByText('Settings', { exact: true }).click()
  await expect(notice.getByRole('checkbox', { name: /^Marketing/ })).not.toBeChecked()
  await expect(notice.getByRole('checkbox', { name: /^Analytics/ })).toBeChecked()
})

test('a stored choice the app cannot read asks again once the app runs', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('izlog_cookie_consent', '{"necessary":"maybe"}'))
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Kolačići' })).toBeVisible()
})

test.describe('a content page waits for the visitor before it loads the app', () => {
  test.use({ visitorIntent: false })

  // Each page type the bench and the JavaScript budget cover (scripts/js-size.mjs), with the shop's bundles' tiles.
  const PAGES = {
    hr: ['/', '/shop', '/shop/paketi', '/objave', '/duboko-more-vr-iza-kulisa', '/usluge', '/product/majica-bura'],
    en: [
      '/en',
      '/en/shop',
      '/en/shop/bundles',
      '/en/blog',
      '/en/deep-sea-vr-behind-the-scenes',
      '/en/services',
      '/en/product/bora-t-shirt',
    ],
  }
  for (const [locale, paths] of Object.entries(PAGES))
    test(`${locale}: on every page type each control outside an island works before the app: the loader holds none`, async ({
      page,
    }) => {
      await holdScripts(page)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 })
        for (const path of paths) {
          const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
          expect(response?.status(), path).toBe(200)
          // The loader's own test of a control (contract/held-controls.ts), on every one the page shows; an island's
          // are answered by its own root, the development tools' badge (never in production) by the app.
          const held = await page.evaluate(
            ({ controls, native }) => {
              const isNative = new Function('t', `return ${native}`) as (t: Element) => boolean
              return [...document.querySelectorAll(controls)]
                .filter((t) => t.checkVisibility() && !t.closest('[data-island], .version-badge') && !isNative(t))
                .map((t) => t.outerHTML.slice(0, 120))
            },
            { controls: HELD_CONTROLS, native: NATIVE_CONTROL },
          )
          expect(held, `${path} at ${width} px`).toEqual([])
        }
      }
    })

  test('hr at 390 px: the shop’s filters open at a tap before the app runs, and stay open once it runs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/shop', { waitUntil: 'domcontentloaded' })
    const toggle = page.getByRole('button', { name: /^Filtri \(\d+\)$/ })
    const apply = page.getByRole('button', { name: 'Primijeni filtre' })
    await expect(apply).toBeHidden()
    await toggle.click()
    await expect(apply).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
    await page.getByRole('button', { name: 'Zatvori filtre' }).click()
    await expect(apply).toBeHidden()
    await toggle.click()
    release()
    await hydrated(page)
    await expect(apply).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(apply).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('en: a bundle’s tile adds it before the app runs: the edge answers its form with its default parts', async ({
    page,
  }) => {
    await holdScripts(page)
    await page.goto('/en/shop/bundles', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Add to cart: VR starter bundle' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/en/shop/bundles')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    const cart = (await (await page.request.get('/api/cart', { headers: { language: 'eng' } })).json()) as {
      data: { items: { productData: { name: string }; options: { bundleOptions: unknown[] } }[] }
    }
    expect(cart.data.items.map((item) => item.productData.name)).toEqual(['VR starter bundle'])
    expect(cart.data.items[0]?.options.bundleOptions.length).toBeGreaterThan(1)
  })

  test('hr: a reader who only reads loads no script; the first pointer move starts the app', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    await page.mouse.move(20, 20)
    await hydrated(page)
    expect(scripts.length).toBeGreaterThan(0)
  })

  test('en at 390 px: the menu opens at a tap before the app runs and Escape closes it; the app keeps it open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/en/shop', { waitUntil: 'domcontentloaded' })
    const button = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeHidden()
    await button.click()
    // The browser opened it: nothing held, nothing waits for the app.
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    // Opened before the app, it stays open once the app runs, and the app follows it from there.
    await button.click()
    await expect(menu).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    release()
    await hydrated(page)
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('hr: the search toggle opens the search field before the app runs and a search is sent to the search page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await holdScripts(page)
    await page.goto('/o-nama', { waitUntil: 'domcontentloaded' })
    const activator = page.getByRole('button', { name: 'Otvori pretragu' })
    const field = page.getByRole('searchbox', { name: 'Pojam za pretragu' })
    await expect(field).toBeHidden()
    await activator.click()
    await expect(field).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
    // It stays on a 390 px screen.
    const box = await page.locator('.search-toggle__form').boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await field.fill('igra')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/pretraga\?s=igra$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('en: a search opened before the app stays open once it runs, and the app names its button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })

    const release = await holdScripts(page)
    await page.goto('/en/about-us', { waitUntil: 'domcontentloaded' })
    const activator = page.locator('.search-toggle > button')
    await activator.click()
    const field = page.getByRole('searchbox', { name: 'Search term' })
    await expect(field).toBeVisible()
    await field.fill('game')
    release()
    await hydrated(page)
    await expect(field).toBeVisible()
    await expect(activator).toHaveAttribute('aria-expanded', 'true')
    await expect(activator).toHaveAccessibleName('Close search')
    // What was typed before the app is the app's: sent with it.
    await field.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?s=game$/)
    // The header's panel closes on the new page (whose own search field shows the term).
    await expect(page.locator('.search-toggle__form')).toBeHidden()
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search term' })).toHaveValue('game')
  })

  test('a radio and a submit button of a form with a method are left to the browser; a button that needs the app is held', async ({
    page,
  }) => {
    await holdScripts(page)
    await page.goto('/en/about-us', { waitUntil: 'domcontentloaded' })
    // A form the edge answers (as add-to-cart and the variant choice are): its radios need no app.
    await page.getByRole('main').evaluate((main) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.action = '/en/about-us'
      form.setAttribute('aria-label', 'Loader probe')
      for (const value of ['S', 'M']) {
        const label = document.createElement('label')
        const radio = document.createElement('input')
        radio.type = 'radio'
        radio.name = 'size'
        radio.value = value
        label.append(radio, value)
        form.append(label)
      }
      const extra = document.createElement('button')
      extra.type = 'button'
      extra.textContent = 'Needs the app'
      form.append(extra)
      main.prepend(form)
    })
    const probe = page.getByRole('form', { name: 'Loader probe' })
    await probe.getByRole('radio', { name: 'M' }).click()
    await expect(probe.getByRole('radio', { name: 'M' })).toBeChecked()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
    await probe.getByRole('button', { name: 'Needs the app' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-pending', '')
  })

  test('en: a colour chosen before the app runs is the variant the app shows and adds once it runs', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/en/product/bora-t-shirt', { waitUntil: 'domcontentloaded' })
    const main = page.getByRole('main')
    const white = main.getByRole('group', { name: /^Colour/ }).getByRole('radio', { name: /^White/ })
    // A radio of the add-to-cart form: the browser checks it at once, nothing waits for the app.
    await white.click()
    await expect(white).toBeChecked()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')

    release()
    await hydrated(page)
    await expect(white).toBeChecked()
    // The shop's default size (M) with the colour chosen before the app: that variant, ready to add.
    await expect(main.getByText('IZL-TS-BURA-M-WHITE', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\?variant=/)
    await expect(main.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled()
  })

  test('hr: a newsletter address sent before the app runs is posted by the browser, and the page comes back thanking', async ({
    page,
  }) => {
    await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Budite prvi koji saznaju' })
    const email = `prije-aplikacije-${Date.now()}@izlog.test`
    await form.getByRole('textbox', { name: /^E-mail adresa/ }).fill(email)
    await form.getByRole('textbox', { name: /^E-mail adresa/ }).press('Enter')
    // A form with a method is not held for the app: the edge answers it and sends the page back at the form.
    await expect(page.getByRole('status').filter({ hasText: 'Hvala na prijavi!' })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('form')).toBe('subscribed')
    expect(page.url()).not.toContain(email)
  })

  test('a visitor whose cart holds items gets the app at the first paint, for the header’s count', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('izlog_cart', '1'))
    await page.goto('/en/')
    await hydrated(page)
  })
})
