import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { CASES, call, customerWithSavedAddress, pay, toPayment } from './checkout-flow'
import { linkFromMailbox } from './mailbox'
import {
  INVOICE_NUMBER,
  SELLER_OIB,
  expectAccessible,
  fillBillingAddress,
  invoiceNumberIn,
  open,
  payByTestCard,
  pdfText,
  staffPage,
  stockGame,
  successOrderNumber,
  tShirtVariant,
} from './after-sale-flow'

/**
 * What happens after the sale (issue 36), in real Chromium against the Worker, one journey per
 * language. hr: a guest buys a game by card and, from the signed link of the e-mail, sees its
 * licence key and downloads its file (the bytes staff uploaded). en: a customer buys a T-shirt by
 * bank transfer; staff mark it paid and ship it with GLS and a tracking number; the buyer sees the
 * tracking link and downloads the PDF invoice (its text names the seller's OIB, the 25 % VAT line
 * and the number on the page); staff record the delivery; the buyer asks to return it; staff
 * accept, receive and refund it; a credit note appears on the buyer's page. Axe runs on the
 * buyer's order page, the admin order page and every new dialog, in the journey itself.
 */

const HR = CASES.find((c) => c.lang === 'hr')!
const EN = CASES.find((c) => c.lang === 'en')!

/** The texts of the new screens, from the message files (client/i18n/messages/*.ts of issue 36). */
const TEXT = {
  hr: {
    mailSubject: (n: string) => `Narudžba ${n} je zaprimljena`,
    viewOrder: 'Pogledajte narudžbu',
    orderTitle: (n: string) => `Narudžba ${n}`,
    digitalTitle: 'Ključevi i preuzimanja',
    download: /^Preuzmi/,
  },
  en: {
    orderPath: (n: string) => `/en/profile/orders/${n}`,
    orders: {
      search: 'Order number, e-mail or name',
      find: 'Search',
      markPaid: 'Mark as paid',
      markedPaid: (n: string) => `Order ${n} is marked as paid. The customer was e-mailed.`,
    },
    statuses: {
      paid: 'Paid',
      shipped: 'Shipped',
      delivered: 'Delivered',
      returnRequested: 'Return requested',
      returnReceived: 'Return received',
      refunded: 'Refunded',
    },
    ship: { open: 'Ship', dialog: /^Ship/, carrier: 'Carrier', tracking: 'Tracking number', confirm: 'Ship' },
    deliver: { open: 'Record delivery', confirm: 'Record delivery' },
    shipmentTitle: 'Shipping',
    invoicesTitle: 'Invoices',
    creditNote: /Credit note/,
    returnRequest: {
      open: 'Request a return',
      dialog: /return/i,
      quantity: /^Quantity/,
      reason: /^Reason/,
      reasonText: 'The size is too small — I would like to send it back.',
      send: 'Send the request',
    },
    returns: { accept: 'Accept', receive: 'Mark as received' },
    refund: { open: 'Refund', dialog: /^Refund/, confirm: /^Refund/ },
  },
} as const

const stampOf = () => `${Date.now()}`.slice(-8)

test.describe('after the sale', () => {
  test('hr: a guest buys a game by card, sees its licence key and downloads its file from the e-mail’s order link', async ({
    page,
    browser,
  }) => {
    test.slow()
    const t = TEXT.hr
    const stamp = stampOf()
    const staff = await staffPage(browser, 'hr')
    const game = await stockGame(staff, stamp)
    await staff.context().close()

    // The guest puts the game in the cart and pays by the test card.
    const email = `igra-${stamp}@izlog.test`
    await open(page, '/')
    expect(await call(page, 'POST', '/api/cart/items', { productId: game.productId, qty: 1 })).toBe(200)
    await open(page, HR.checkout)
    await fillBillingAddress(page, HR, email)
    await page.getByRole('button', { name: HR.text.continue }).click()
    await expect(page.getByRole('heading', { level: 2, name: HR.text.paymentStep })).toBeVisible()
    await pay(page, HR, HR.text.card)
    await payByTestCard(page)
    await expect(page.getByRole('heading', { level: 1, name: HR.text.success })).toBeVisible()
    const slug = await successOrderNumber(page)

    // The payment e-mail's signed link opens the order in a browser without the order's cookies.
    const href = await linkFromMailbox(browser, 'hr', email, t.mailSubject(slug), t.viewOrder)
    await page.context().clearCookies()
    await open(page, href)
    await expect(page.getByRole('heading', { level: 1, name: t.orderTitle(slug) })).toBeVisible()
    const digital = page.getByRole('region', { name: t.digitalTitle })
    await expect(digital).toBeVisible()
    // One key of the pool this run filled (the game's pool had none before: no other journey sells it).
    await expect(digital.getByText(new RegExp(`^(${game.keys.join('|')})$`))).toHaveCount(1)
    await expectAccessible(page, 'hr buyer order page with keys and download')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      digital.getByRole('link', { name: t.download }).click(),
    ])
    expect(download.suggestedFilename()).toBe(game.fileName)
    expect((await readFile(await download.path())).equals(game.bytes)).toBe(true)
  })

  test('en: a T-shirt paid by bank transfer is shipped with GLS tracking, invoiced as a PDF, returned and refunded with a credit note', async ({
    page,
    browser,
  }) => {
    test.slow()
    const t = TEXT.en
    const stamp = stampOf()
    const tracking = `GLS${stamp}HR`

    // The customer buys a T-shirt by bank transfer.
    await customerWithSavedAddress(page, EN)
    await open(page, '/en')
    expect(await call(page, 'POST', '/api/cart/items', { productId: await tShirtVariant(page), qty: 1 })).toBe(200)
    await open(page, EN.checkout)
    for (const name of EN.text.consents) await page.getByRole('checkbox', { name }).check()
    await toPayment(page, EN)
    await pay(page, EN, EN.text.bank)
    await expect(page.getByRole('heading', { level: 1, name: EN.text.success })).toBeVisible()
    const slug = await successOrderNumber(page)

    // Staff find it, mark it paid and ship it with GLS and a tracking number.
    const staff = await staffPage(browser, 'en')
    await open(staff, '/en/admin/orders')
    await staff.getByRole('searchbox', { name: t.orders.search }).fill(slug)
    await staff.getByRole('button', { name: t.orders.find, exact: true }).click()
    await staff.getByRole('link', { name: slug }).click()
    await expect(staff.getByRole('heading', { level: 2, name: new RegExp(slug) })).toBeVisible()
    await staff.getByRole('button', { name: t.orders.markPaid }).click()
    await staff.getByRole('dialog').getByRole('button', { name: t.orders.markPaid }).click()
    await expect(staff.getByText(t.orders.markedPaid(slug))).toBeVisible()
    await expectStatus(staff, t.statuses.paid)
    await expectAccessible(staff, 'en admin order page (paid)')

    await staff.getByRole('button', { name: t.ship.open, exact: true }).click()
    const ship = staff.getByRole('dialog', { name: t.ship.dialog })
    await expect(ship).toBeVisible()
    await ship.getByRole('combobox', { name: t.ship.carrier }).selectOption({ label: 'GLS' })
    await ship.getByRole('textbox', { name: t.ship.tracking }).fill(tracking)
    await expectAccessible(staff, 'en ship dialog')
    await ship.getByRole('button', { name: t.ship.confirm, exact: true }).click()
    await expect(ship).toBeHidden()
    await expectStatus(staff, t.statuses.shipped)

    // The buyer sees the tracking number and GLS's link, and the invoice as a PDF.
    await open(page, t.orderPath(slug))
    const main = page.getByRole('main')
    await expect(main.getByText(tracking).first()).toBeVisible()
    await expect(
      main.locator(`a[href="https://gls-group.eu/HR/hr/pracenje-posiljaka?match=${tracking}"]`),
    ).toBeVisible()
    const invoices = page.getByRole('region', { name: t.invoicesTitle })
    const invoiceNumber = await invoiceNumberIn(invoices)
    const invoiceLink = invoices.getByRole('link', { name: new RegExp(invoiceNumber) })
    const invoiceHref = (await invoiceLink.getAttribute('href')) ?? ''
    const invoice = await pdfText(page, invoiceHref)
    expect(invoice).toContain(`OIB: ${SELLER_OIB}`)
    expect(invoice).toContain(`Number: ${invoiceNumber}`)
    expect(invoice).toContain('VAT breakdown')
    expect(invoice).toMatch(/25 %\s*€\d+\.\d{2}\s*€\d+\.\d{2}/)
    await expectAccessible(page, 'en buyer order page (shipped, invoiced)')

    // Staff record the delivery.
    await staff.reload()
    await expect(staff.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await staff.getByRole('button', { name: t.deliver.open }).click()
    const deliverDialog = staff.getByRole('dialog')
    if (await deliverDialog.isVisible()) await deliverDialog.getByRole('button', { name: t.deliver.confirm }).click()
    await expectStatus(staff, t.statuses.delivered)

    // The buyer asks to return it: one piece, with a reason.
    await open(page, t.orderPath(slug))
    await page.getByRole('button', { name: t.returnRequest.open }).click()
    const form = page.getByRole('dialog', { name: t.returnRequest.dialog })
    await expect(form).toBeVisible()
    await form.getByLabel(t.returnRequest.quantity).first().fill('1')
    await form.getByRole('textbox', { name: t.returnRequest.reason }).fill(t.returnRequest.reasonText)
    await expectAccessible(page, 'en return request form')
    await form.getByRole('button', { name: t.returnRequest.send }).click()
    await expect(form).toBeHidden()
    await expect(page.getByRole('main').getByText(t.statuses.returnRequested).first()).toBeVisible()

    // Staff accept the return, mark it received and refund it.
    await staff.reload()
    await expect(staff.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(staff.getByRole('main')).toContainText(t.returnRequest.reasonText)
    await staff.getByRole('button', { name: t.returns.accept }).click()
    await confirmIfAsked(staff, t.returns.accept)
    await staff.getByRole('button', { name: t.returns.receive }).click()
    await confirmIfAsked(staff, t.returns.receive)
    await expectStatus(staff, t.statuses.returnReceived)
    await staff.getByRole('button', { name: t.refund.open, exact: true }).click()
    const refund = staff.getByRole('dialog', { name: t.refund.dialog })
    await expect(refund).toBeVisible()
    await expectAccessible(staff, 'en refund dialog')
    await refund.getByRole('button', { name: t.refund.confirm }).click()
    await expect(refund).toBeHidden()
    await expectStatus(staff, t.statuses.refunded)
    await expectAccessible(staff, 'en admin order page (refunded)')
    await staff.context().close()

    // A credit note now stands beside the invoice on the buyer's page.
    await open(page, t.orderPath(slug))
    const after = page.getByRole('region', { name: t.invoicesTitle })
    await expect(after.getByRole('link', { name: INVOICE_NUMBER })).toHaveCount(2)
    const creditLink = after.getByRole('link', { name: t.creditNote })
    const credit = await pdfText(page, (await creditLink.getAttribute('href')) ?? '')
    expect(credit).toContain(invoiceNumber)
    await expectAccessible(page, 'en buyer order page (refunded, credit note)')
  })
})

/** The order's status as staff see it on its page. */
async function expectStatus(staff: Page, status: string) {
  await expect(staff.getByRole('main').locator('.tag').first()).toHaveText(status)
}

/** A step that staff confirm in a dialog when the panel asks. */
async function confirmIfAsked(staff: Page, name: string) {
  const dialog = staff.getByRole('dialog')
  if (await dialog.isVisible()) await dialog.getByRole('button', { name }).click()
}
