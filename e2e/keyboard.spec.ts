import type { Locator, Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { CASES, countrySelect, field } from './checkout-flow'

/**
 * Keyboard only (issue 12): a shopper who never touches a mouse goes from the skip link through the
 * menu, the shop and a product (choosing a variant) into the cart, changes the quantity, applies a
 * coupon and reaches the checkout. Every element that gets focus is on screen and not covered (the
 * cookie notice stays open the whole way: WCAG 2.4.11); after each client-side navigation focus is
 * on the new page's heading and the title is announced; Escape gives focus back to what opened a
 * menu; the mobile menu keeps Tab inside.
 */

const MAX_TABS = 80

/** Fails when the focused element is covered by something else at its centre (or has no box). */
async function expectFocusUncovered(page: Page): Promise<void> {
  const problem = await page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return 'focus is on <body>'
    const box = element.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return null
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1)
    if (box.bottom <= 0 || box.top >= window.innerHeight) return `${element.outerHTML.slice(0, 80)} is off-screen`
    const hit = document.elementFromPoint(x, y)
    if (!hit || element.contains(hit) || hit.contains(element) || hit === element.closest('label')) return null
    return `${element.outerHTML.slice(0, 80)} is covered by ${hit.outerHTML.slice(0, 80)}`
  })
  expect(problem).toBeNull()
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking each focused element on the way. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expectFocusUncovered(page)
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
  }
  throw new Error(`${String(target)} never got focus in ${MAX_TABS} presses of Tab`)
}

/** After a client-side navigation: focus on the new page's h1, its title in the live region. */
async function expectNewPageFocused(page: Page, heading: RegExp | string) {
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(heading)
  await expect(h1).toBeFocused()
  await expect(page.locator('#route-announcer')).toHaveText(await page.title())
}

test('hr: skip link, menu, shop, product, variant, cart, quantity, coupon and checkout by keyboard alone', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const main = page.getByRole('main')

  // The skip link is the first stop and moves focus into main.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Preskoči na sadržaj' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(main).toBeFocused()

  // The shop submenu: Escape closes it and gives focus back to its toggle; then into a category.
  const toggle = page.getByRole('button', { name: 'Podizbornik: Trgovina' }).first()
  await tabTo(page, toggle, true)
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await tabTo(page, page.locator('.site-header__nav').getByRole('link', { name: 'Odjeća', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/shop\/odjeca$/)
  await expectNewPageFocused(page, 'Odjeća')

  // A configurable product from the list.
  await tabTo(page, main.getByRole('link', { name: /^Majica Bura/ }).first())
  await page.keyboard.press('Enter')
  await expectNewPageFocused(page, /Majica Bura/)

  // Choose a buyable variant with the arrow keys: colour first (none is preset), then sizes until one can be added.
  const add = main.getByRole('button', { name: 'Dodaj u košaricu', exact: true })
  const colours = main.getByRole('group', { name: /^Boja/ }).getByRole('radio')
  const sizes = main.getByRole('group', { name: /^Veličina/ }).getByRole('radio')
  await tabTo(page, colours.first())
  await page.keyboard.press('Space')
  await expect(colours.first()).toBeChecked()
  for (let colour = 0; colour < (await colours.count()) && !(await add.isEnabled()); colour++) {
    if (colour > 0) {
      await tabTo(page, colours.nth(colour - 1), true)
      await page.keyboard.press('ArrowDown')
    }
    await tabTo(page, sizes.and(page.locator(':checked')))
    for (let size = 0; size < (await sizes.count()) && !(await add.isEnabled()); size++)
      await page.keyboard.press('ArrowDown')
  }
  await expect(add).toBeEnabled()
  await tabTo(page, add)
  await page.keyboard.press('Enter')

  // The cart modal takes focus; from it to the cart page.
  const dialog = page.getByRole('dialog', { name: 'Košarica' })
  await expect(dialog).toBeVisible()
  await expect(page.locator(':focus')).toHaveCount(1)
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await tabTo(page, dialog.getByRole('link', { name: 'Idi u košaricu' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/kosarica$/)
  await expectNewPageFocused(page, 'Košarica')

  // Quantity 2: type it, the server answers, focus stays in the field.
  const quantity = main.getByRole('spinbutton').first()
  await tabTo(page, quantity)
  const patched = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/cart/items/'),
  )
  await page.keyboard.press('Control+A')
  await page.keyboard.type('2')
  expect((await patched).status()).toBe(200)
  await expect(quantity).toHaveValue('2')
  await expect(quantity).toBeFocused()

  // The coupon: Enter in the field applies it; focus moves to "remove" instead of dropping to <body>.
  const code = main.getByRole('textbox', { name: /Kod kupona/ })
  await tabTo(page, code)
  await page.keyboard.type('IZLOG10')
  await page.keyboard.press('Enter')
  const remove = main.getByRole('button', { name: 'Ukloni kupon' })
  await expect(remove).toBeVisible()
  await expect(remove).toBeFocused()

  // On to the checkout (its link comes before the coupon form).
  await tabTo(page, main.getByRole('link', { name: /naplat/i }).first(), true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/naplata$/)
  await expectNewPageFocused(page, 'Naplata')

  // The address step: type into each field, tick the required consents with Space, Enter on "Nastavi".
  const hr = CASES[0]!.text
  const typed: [string, string][] = [
    [hr.email, `tipkovnica-${Date.now()}@example.com`],
    [hr.firstName, 'Ana'],
    [hr.lastName, 'Horvat'],
    [hr.phone, '+385 91 234 5678'],
    [hr.city, 'Zagreb'],
    [hr.street, 'Ilica'],
    [hr.houseNumber, '42a'],
    [hr.zipCode, '10000'],
  ]
  for (const [label, value] of typed) {
    await tabTo(page, field(page, label))
    await page.keyboard.type(value)
    if (label === hr.phone) {
      // The required country starts on its empty option (issue 34): type-ahead chooses it.
      const country = countrySelect(page, hr.country)
      await tabTo(page, country)
      await page.keyboard.type('Hrvatska')
      await expect(country).toHaveValue('HR')
    }
  }
  for (const consent of hr.consents) {
    await tabTo(page, main.getByRole('checkbox', { name: consent }))
    await page.keyboard.press('Space')
  }
  await tabTo(page, main.getByRole('button', { name: hr.continue }))
  await page.keyboard.press('Enter')

  // Shipping and payment: into the radio group with Tab, the arrow keys choose, Enter goes on.
  await expect(main.getByRole('heading', { level: 2, name: hr.shippingStep })).toBeVisible()
  await chooseRadio(page, hr.homeDelivery)
  await tabTo(page, main.getByRole('button', { name: hr.continue }))
  await page.keyboard.press('Enter')
  await expect(main.getByRole('heading', { level: 2, name: hr.paymentStep })).toBeVisible()
  await chooseRadio(page, hr.cod)
  await tabTo(page, main.getByRole('button', { name: hr.placeOrder }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: hr.success })).toBeVisible()
  await expect(page.getByText(hr.orderNumber)).toContainText(/IZL-/)
})

/** Tabs into the page's radio group, then moves with the arrow keys (Space on the first) until `name` is checked. */
async function chooseRadio(page: Page, name: RegExp) {
  const radios = page.getByRole('main').getByRole('radio')
  const target = page.getByRole('main').getByRole('radio', { name })
  const focusIn = (locator: Locator) =>
    locator.evaluateAll((elements) => elements.some((element) => element === document.activeElement))
  // What a sighted keyboard user waits for: the methods are listed.
  await expect(target).toBeVisible()
  for (let i = 0; i < MAX_TABS && !(await focusIn(radios)); i++) {
    await page.keyboard.press('Tab')
    await expectFocusUncovered(page)
  }
  for (let i = 0; i <= (await radios.count()) && !(await target.isChecked()); i++) {
    await page.keyboard.press((await focusIn(target)) ? 'Space' : 'ArrowDown')
    await expectFocusUncovered(page)
  }
  await expect(target).toBeChecked()
}

test('en at 390 px: the mobile menu is a modal that keeps Tab inside and gives focus back on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const burger = page.getByRole('button', { name: 'Open menu' })
  await tabTo(page, burger)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  // Twice around the menu: focus never leaves it for the page behind.
  const stops = await menu.locator('a[href], button').count()
  for (let i = 0; i < stops * 2; i++) {
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(burger).toBeFocused()

  // A link in the menu: the menu closes and focus lands on the new page's heading.
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blog', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/blog$/)
  await expectNewPageFocused(page, /Blog/)
})
