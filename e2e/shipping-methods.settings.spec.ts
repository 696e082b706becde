import type { Browser, Page } from '@playwright/test'
import { test, expect, newContext } from './console-guard'
import { CASES, checkoutWithPoster, fillAddress, type LangCase } from './checkout-flow'
import { apiCall, expectAccessible, open, staffPage } from './after-sale-flow'
import type { AdminDeliveryMethod } from '../contract/dto/shop-methods'

/**
 * Issue 37, the owner's delivery methods, in real Chromium against the Worker, in Croatian and
 * English: the owner adds a shipping method at 3.90 € that is free from 50 €; a shopper's checkout
 * offers it at 3.90 € with one poster (19 €) and free with three (57 €). Axe and the 320 px reflow
 * check run on the delivery page with the editor open and on the payment page.
 */

const TEXT = {
  hr: {
    delivery: '/admin/settings/delivery',
    payment: '/admin/settings/payment',
    add: 'Dodaj način dostave',
    nameHr: /^Naziv \(hrvatski\)/,
    nameEn: /^Naziv \(engleski\)/,
    price: /^Cijena \(€\)/,
    freeOver: /^Besplatno od iznosa \(€\)/,
    price390: '3,90',
    save: 'Spremi',
    saved: (name: string) => `„${name}” je spremljen.`,
    shown: /3,90\s€/,
    free: /Besplatno/,
    paymentHeading: 'Način plaćanja',
    allowed: 'Nudi se uz načine dostave',
  },
  en: {
    delivery: '/en/admin/settings/delivery',
    payment: '/en/admin/settings/payment',
    add: 'Add a delivery method',
    nameHr: /^Name \(Croatian\)/,
    nameEn: /^Name \(English\)/,
    price: /^Price \(€\)/,
    freeOver: /^Free from \(€\)/,
    price390: '3.90',
    save: 'Save',
    saved: (name: string) => `“${name}” is saved.`,
    shown: /€3\.90/,
    free: /Free/,
    paymentHeading: 'Payment method',
    allowed: 'Offered with the delivery methods',
  },
} as const

const stampOf = () => `${Date.now()}`.slice(-8)

/** A shopper at the shipping step of a checkout with `qty` posters, the address in Croatia. */
async function shippingStep(browser: Browser, c: LangCase, qty: number): Promise<Page> {
  const page = await (await newContext(browser)).newPage()
  await checkoutWithPoster(page, c, qty)
  await fillAddress(page, c)
  await page.getByRole('button', { name: c.text.continue }).click()
  await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
  return page
}

for (const c of CASES) {
  const t = TEXT[c.lang]

  test.describe(`shipping methods (${c.lang})`, () => {
    test(`${c.lang}: the owner adds a method free from 50 €; checkout offers it at its price below and free above`, async ({
      browser,
    }) => {
      test.slow()
      const stamp = stampOf()
      const name = c.lang === 'hr' ? `Dostava E2E ${stamp}` : `Delivery E2E ${stamp}`
      const staff = await staffPage(browser, c.lang)
      await open(staff, t.delivery)
      await staff.getByRole('button', { name: t.add }).click()
      const form = staff.getByRole('form')
      await form.getByRole('textbox', { name: t.nameHr }).fill(`Dostava E2E ${stamp}`)
      await form.getByRole('textbox', { name: t.nameEn }).fill(`Delivery E2E ${stamp}`)
      await form.getByRole('textbox', { name: t.price }).fill(t.price390)
      await form.getByRole('textbox', { name: t.freeOver }).fill('50')
      await expectAccessible(staff, `${t.delivery} (new method)`)
      await form.getByRole('button', { name: t.save }).click()
      await expect(staff.getByText(t.saved(name))).toBeVisible()
      await expect(staff.getByRole('heading', { level: 2, name })).toBeVisible()
      await expectAccessible(staff, t.delivery)

      const below = await shippingStep(browser, c, 1)
      const offered = below.getByRole('radio', { name: new RegExp(name) })
      await expect(offered).toBeVisible()
      await expect(below.locator('label.checkout-choice', { hasText: name })).toContainText(t.shown)

      const above = await shippingStep(browser, c, 3)
      await expect(above.locator('label.checkout-choice', { hasText: name })).toContainText(t.free)
      await above.getByRole('radio', { name: new RegExp(name) }).check()
      await above.getByRole('button', { name: c.text.continue }).click()
      await expect(above.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()

      await open(staff, t.payment)
      await expect(staff.getByRole('group', { name: t.allowed }).first()).toContainText(name)
      await expectAccessible(staff, t.payment)

      // The journey's method leaves checkout again, so the other journeys' shipping steps are as the seed has them.
      const list = await apiCall<AdminDeliveryMethod[]>(staff, 'GET', '/api/v1/admin/settings/deliveryMethods')
      const made = list.data.find((m) => m.name.hr === `Dostava E2E ${stamp}`)
      expect(made).toBeDefined()
      if (made) {
        const { id, sortOrder, branchCount, ...input } = made
        void sortOrder
        void branchCount
        const off = await apiCall(staff, 'PUT', `/api/v1/admin/settings/deliveryMethods/${id}`, {
          ...input,
          active: false,
        })
        expect(off.status).toBe(200)
      }
    })
  })
}
