import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { CASES, call, customerWithSavedAddress, pay, toPayment, type LangCase } from './checkout-flow'
import { linkFromMailbox } from './mailbox'
import {
  GAME_KEY,
  SELLER_OIB,
  expectAccessible,
  fillBillingAddress,
  invoiceNumberIn,
  mailText,
  open,
  payByTestCard,
  pdfText,
  staffPage,
  stockGame,
  successOrderNumber,
  tShirtVariant,
} from './after-sale-flow'

/**
 * What happens after the sale (issue 36), in real Chromium against the Worker, in Croatian and
 * English. A guest buys a game by card and, from the signed link of the e-mail, sees its licence
 * key and downloads its file (the bytes staff uploaded); the e-mail carries the same key. A
 * customer buys a T-shirt by bank transfer; staff mark it paid and ship it with GLS and a tracking
 * number; the buyer sees the tracking link and downloads the PDF invoice (its text names the
 * seller's OIB, the 25 % VAT line and the number on the page); staff record the delivery; the
 * buyer asks to return it; staff accept, receive and refund it; a credit note that names the
 * invoice appears on the buyer's page. Axe runs on the buyer's order page, the admin order page
 * and every new dialog, in the journey itself.
 */

/** The texts of the new screens, as the message files of issue 36 write them (client/i18n/messages/*.ts). */
const TEXT = {
  hr: {
    home: '/',
    mailSubject: (n: string) => `Narudžba ${n} je zaprimljena`,
    viewOrder: 'Pogledajte narudžbu',
    orderTitle: (n: string) => `Narudžba ${n}`,
    digitalTitle: 'Ključevi i preuzimanja',
    download: (file: string) => `Preuzmi ${file}`,
    orderPath: (n: string) => `/profil/narudzbe/${n}`,
    adminOrders: '/admin/orders',
    orders: {
      search: 'Broj narudžbe, e-mail ili ime',
      find: 'Traži',
      markPaid: 'Označi kao plaćeno',
      markedPaid: (n: string) => `Narudžba ${n} je označena kao plaćena. Kupcu je poslan e-mail.`,
    },
    statuses: {
      paid: 'Plaćeno',
      shipped: 'Poslano',
      delivered: 'Isporučeno',
      returnRequested: 'Zatražen povrat',
      returnReceived: 'Povrat zaprimljen',
      refunded: 'Novac vraćen',
    },
    ship: {
      open: 'Pošalji…',
      title: (n: string) => `Slanje narudžbe ${n}`,
      carrier: 'Dostavna služba',
      tracking: /^Broj za praćenje/,
      confirm: 'Zabilježi slanje',
      done: (n: string) => `Slanje narudžbe ${n} je zabilježeno, a kupac obaviješten.`,
    },
    tracking: { title: 'Tijek narudžbe', link: 'Pratite pošiljku na stranici dostavne službe' },
    deliver: {
      open: 'Zabilježi isporuku',
      title: (n: string) => `Isporuka narudžbe ${n}`,
      done: (n: string) => `Isporuka narudžbe ${n} je zabilježena.`,
    },
    invoices: {
      title: 'Računi',
      invoice: /^Račun \S+ \(PDF\)$/,
      creditNote: /^Odobrenje \S+ \(PDF\)$/,
    },
    pdf: {
      number: 'Broj',
      vatBreakdown: 'Rekapitulacija PDV-a',
      vatLine: /25 %\s*\d+,\d{2}\s€\s*\d+,\d{2}\s€/,
      creditFor: 'Odobrenje za račun',
    },
    returnRequest: {
      title: 'Povrat robe',
      open: 'Zatraži povrat',
      form: 'Zahtjev za povrat',
      quantity: /^Količina za povrat: /,
      reason: /^Razlog povrata/,
      reasonText: 'Veličina je premala — želim je vratiti.',
      send: 'Pošalji zahtjev',
      sent: 'Zahtjev za povrat je poslan. Poslali smo vam potvrdu e-poštom.',
      requested: 'Zaprimljen, čeka odluku',
    },
    returns: {
      title: 'Povrati',
      accept: 'Prihvati',
      acceptTitle: /^Prihvatiti povrat #\d+\?$/,
      accepted: /^Povrat #\d+ je prihvaćen\.$/,
      receive: 'Označi kao zaprimljeno',
      receiveTitle: /^Zaprimiti robu povrata #\d+\?$/,
      received: /^Roba povrata #\d+ je zaprimljena i vraćena na zalihu\.$/,
    },
    refund: {
      open: 'Vrati novac',
      title: (n: string) => `Povrat novca za narudžbu ${n}`,
      confirm: /^Vrati \d+,\d{2}\s€$/,
      done: (n: string) => new RegExp(`^Vraćeno \\d+,\\d{2}\\s€ za narudžbu ${n}\\.$`),
    },
  },
  en: {
    home: '/en',
    mailSubject: (n: string) => `Order ${n} received`,
    viewOrder: 'View your order',
    orderTitle: (n: string) => `Order ${n}`,
    digitalTitle: 'Keys and downloads',
    download: (file: string) => `Download ${file}`,
    orderPath: (n: string) => `/en/profile/orders/${n}`,
    adminOrders: '/en/admin/orders',
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
    ship: {
      open: 'Ship…',
      title: (n: string) => `Ship order ${n}`,
      carrier: 'Carrier',
      tracking: /^Tracking number/,
      confirm: 'Record shipment',
      done: (n: string) => `The shipment of order ${n} is recorded and the customer informed.`,
    },
    tracking: { title: 'Order progress', link: "Track the parcel on the carrier's site" },
    deliver: {
      open: 'Record delivery',
      title: (n: string) => `Delivery of order ${n}`,
      done: (n: string) => `The delivery of order ${n} is recorded.`,
    },
    invoices: {
      title: 'Invoices',
      invoice: /^Invoice \S+ \(PDF\)$/,
      creditNote: /^Credit note \S+ \(PDF\)$/,
    },
    pdf: {
      number: 'Number',
      vatBreakdown: 'VAT breakdown',
      vatLine: /25 %\s*€\d+\.\d{2}\s*€\d+\.\d{2}/,
      creditFor: 'Credit note for invoice',
    },
    returnRequest: {
      title: 'Returns',
      open: 'Request a return',
      form: 'Return request',
      quantity: /^Quantity to return: /,
      reason: /^Reason for the return/,
      reasonText: 'The size is too small — I would like to send it back.',
      send: 'Send the request',
      sent: 'Your return request was sent. We have e-mailed you a confirmation.',
      requested: 'Received, awaiting a decision',
    },
    returns: {
      title: 'Returns',
      accept: 'Accept',
      acceptTitle: /^Accept return #\d+\?$/,
      accepted: /^Return #\d+ accepted\.$/,
      receive: 'Mark as received',
      receiveTitle: /^Receive the goods of return #\d+\?$/,
      received: /^The goods of return #\d+ were received and restocked\.$/,
    },
    refund: {
      open: 'Refund',
      title: (n: string) => `Refund for order ${n}`,
      confirm: /^Refund €\d+\.\d{2}$/,
      done: (n: string) => new RegExp(`^Refunded €\\d+\\.\\d{2} for order ${n}\\.$`),
    },
  },
} as const

const stampOf = () => `${Date.now()}`.slice(-8)

for (const c of CASES) {
  const t = TEXT[c.lang]

  test.describe(`after the sale (${c.lang})`, () => {
    test(`${c.lang}: a guest buys a game by card, sees its licence key and downloads its file from the e-mail’s order link`, async ({
      page,
      browser,
    }) => {
      test.slow()
      const stamp = stampOf()
      const staff = await staffPage(browser, c.lang)
      const game = await stockGame(staff, stamp)

      // The guest puts the game in the cart and pays by the test card.
      const email = `igra-${c.lang}-${stamp}@izlog.test`
      await open(page, t.home)
      expect(await call(page, 'POST', '/api/cart/items', { productId: game.productId, qty: 1 })).toBe(200)
      await open(page, c.checkout)
      await fillBillingAddress(page, c, email)
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      await pay(page, c, c.text.card)
      await payByTestCard(page)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      const slug = await successOrderNumber(page)

      // The payment e-mail's signed link opens the order in a browser without the order's cookies.
      const href = await linkFromMailbox(browser, c.lang, email, t.mailSubject(slug), t.viewOrder)
      await page.context().clearCookies()
      await open(page, href)
      await expect(page.getByRole('heading', { level: 1, name: t.orderTitle(slug) })).toBeVisible()
      const digital = page.getByRole('region', { name: t.digitalTitle })
      await expect(digital).toBeVisible()
      // One key of the pool these journeys fill (the other language's journey may have left keys in it).
      const shownKey = digital.getByText(GAME_KEY)
      await expect(shownKey).toHaveCount(1)
      // The payment e-mail hands over the same key and the download.
      const mail = await mailText(staff, email, t.mailSubject(slug))
      await staff.context().close()
      expect(mail).toContain((await shownKey.textContent()) ?? '')
      expect(mail).toContain(game.fileName)
      await expectAccessible(page, `${c.lang} buyer order page with keys and download`)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        digital.getByRole('link', { name: t.download(game.fileName) }).click(),
      ])
      expect(download.suggestedFilename()).toBe(game.fileName)
      expect((await readFile(await download.path())).equals(game.bytes)).toBe(true)
    })

    test(`${c.lang}: a T-shirt paid by bank transfer is shipped with GLS tracking, invoiced as a PDF, returned and refunded with a credit note`, async ({
      page,
      browser,
    }) => {
      test.slow()
      const tracking = `GLS${stampOf()}HR`

      // The customer buys a T-shirt by bank transfer.
      await customerWithSavedAddress(page, c)
      await open(page, t.home)
      expect(await call(page, 'POST', '/api/cart/items', { productId: await tShirtVariant(page), qty: 1 })).toBe(200)
      await open(page, c.checkout)
      for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
      await toPayment(page, c)
      await pay(page, c, c.text.bank)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      const slug = await successOrderNumber(page)

      // Staff find it, mark it paid and ship it with GLS and a tracking number.
      const staff = await staffPage(browser, c.lang)
      await open(staff, t.adminOrders)
      await staff.getByRole('searchbox', { name: t.orders.search }).fill(slug)
      await staff.getByRole('button', { name: t.orders.find, exact: true }).click()
      await staff.getByRole('link', { name: slug }).click()
      await expect(staff.getByRole('heading', { level: 2, name: new RegExp(slug) })).toBeVisible()
      await staff.getByRole('button', { name: t.orders.markPaid }).click()
      await staff.getByRole('dialog').getByRole('button', { name: t.orders.markPaid }).click()
      await expect(toast(staff, c, t.orders.markedPaid(slug))).toBeVisible()
      await expectStatus(staff, t.statuses.paid)
      await expectAccessible(staff, `${c.lang} admin order page (paid)`)

      await staff.getByRole('button', { name: t.ship.open }).click()
      const ship = staff.getByRole('dialog', { name: t.ship.title(slug) })
      await expect(ship).toBeVisible()
      await ship.getByRole('combobox', { name: t.ship.carrier }).selectOption({ label: 'GLS' })
      await ship.getByRole('textbox', { name: t.ship.tracking }).fill(tracking)
      await expectAccessible(staff, `${c.lang} ship dialog`)
      await ship.getByRole('button', { name: t.ship.confirm }).click()
      await expect(ship).toBeHidden()
      await expect(toast(staff, c, t.ship.done(slug))).toBeVisible()
      await expectStatus(staff, t.statuses.shipped)

      // The buyer sees the tracking number and GLS's link, and the invoice as a PDF.
      await open(page, t.orderPath(slug))
      const progress = page.getByRole('region', { name: t.tracking.title })
      await expect(progress.getByText(tracking).first()).toBeVisible()
      await expect(progress.getByRole('link', { name: t.tracking.link })).toHaveAttribute(
        'href',
        `https://gls-group.eu/HR/hr/pracenje-posiljaka?match=${tracking}`,
      )
      const invoices = page.getByRole('region', { name: t.invoices.title })
      const invoiceLink = invoices.getByRole('link', { name: t.invoices.invoice })
      const invoiceNumber = await invoiceNumberIn(invoiceLink)
      const invoice = await pdfText(page, (await invoiceLink.getAttribute('href')) ?? '')
      expect(invoice).toContain(`OIB: ${SELLER_OIB}`)
      expect(invoice).toContain(`${t.pdf.number}: ${invoiceNumber}`)
      expect(invoice).toContain(t.pdf.vatBreakdown)
      expect(invoice).toMatch(t.pdf.vatLine)
      await expectAccessible(page, `${c.lang} buyer order page (shipped, invoiced)`)

      // Staff record the delivery.
      await staff.getByRole('button', { name: t.deliver.open }).click()
      const deliver = staff.getByRole('dialog', { name: t.deliver.title(slug) })
      await expect(deliver).toBeVisible()
      await expectAccessible(staff, `${c.lang} delivery dialog`)
      await deliver.getByRole('button', { name: t.deliver.open }).click()
      await expect(deliver).toBeHidden()
      await expect(toast(staff, c, t.deliver.done(slug))).toBeVisible()
      await expectStatus(staff, t.statuses.delivered)

      // The buyer asks to return it: one piece, with a reason.
      await open(page, t.orderPath(slug))
      const returns = page.getByRole('region', { name: t.returnRequest.title })
      await returns.getByRole('button', { name: t.returnRequest.open }).click()
      const form = page.getByRole('dialog', { name: t.returnRequest.form })
      await expect(form).toBeVisible()
      await form.getByRole('combobox', { name: t.returnRequest.quantity }).selectOption('1')
      await form.getByRole('textbox', { name: t.returnRequest.reason }).fill(t.returnRequest.reasonText)
      await expectAccessible(page, `${c.lang} return request form`)
      await form.getByRole('button', { name: t.returnRequest.send }).click()
      await expect(form).toBeHidden()
      await expect(toast(page, c, t.returnRequest.sent)).toBeVisible()
      await expect(returns.getByText(t.returnRequest.requested)).toBeVisible()

      // Staff accept the return, mark the goods received and refund them.
      await staff.reload()
      await expect(staff.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await expectStatus(staff, t.statuses.returnRequested)
      await expect(staff.getByRole('main')).toContainText(t.returnRequest.reasonText)
      const staffReturns = staff.getByRole('region', { name: t.returns.title })
      await staffReturns.getByRole('button', { name: t.returns.accept, exact: true }).click()
      const accept = staff.getByRole('dialog', { name: t.returns.acceptTitle })
      await expect(accept).toBeVisible()
      await expectAccessible(staff, `${c.lang} return decision dialog`)
      await accept.getByRole('button', { name: t.returns.accept, exact: true }).click()
      await expect(accept).toBeHidden()
      await expect(toast(staff, c, t.returns.accepted)).toBeVisible()
      await staffReturns.getByRole('button', { name: t.returns.receive }).click()
      const receive = staff.getByRole('dialog', { name: t.returns.receiveTitle })
      await receive.getByRole('button', { name: t.returns.receive }).click()
      await expect(receive).toBeHidden()
      await expect(toast(staff, c, t.returns.received)).toBeVisible()
      await expectStatus(staff, t.statuses.returnReceived)

      await staff.getByRole('button', { name: t.refund.open, exact: true }).click()
      const refund = staff.getByRole('dialog', { name: t.refund.title(slug) })
      await expect(refund).toBeVisible()
      await expectAccessible(staff, `${c.lang} refund dialog`)
      await refund.getByRole('button', { name: t.refund.confirm }).click()
      await expect(refund).toBeHidden()
      await expect(toast(staff, c, t.refund.done(slug))).toBeVisible()
      await expectStatus(staff, t.statuses.refunded)
      await expectAccessible(staff, `${c.lang} admin order page (refunded)`)
      await staff.context().close()

      // A credit note now stands beside the invoice on the buyer's page; it names the invoice it corrects.
      await open(page, t.orderPath(slug))
      const after = page.getByRole('region', { name: t.invoices.title })
      await expect(after.getByRole('link', { name: t.invoices.invoice })).toHaveCount(1)
      const creditLink = after.getByRole('link', { name: t.invoices.creditNote })
      const creditNumber = await invoiceNumberIn(creditLink)
      expect(creditNumber).not.toBe(invoiceNumber)
      const credit = await pdfText(page, (await creditLink.getAttribute('href')) ?? '')
      expect(credit).toContain(`${t.pdf.number}: ${creditNumber}`)
      expect(credit).toContain(`${t.pdf.creditFor}: ${invoiceNumber}`)
      await expectAccessible(page, `${c.lang} buyer order page (refunded, credit note)`)
    })
  })
}

/** The toast that says this. */
const toast = (page: Page, c: LangCase, text: string | RegExp) =>
  page.getByRole('list', { name: c.text.notifications }).getByRole('listitem').filter({ hasText: text })

/** The order's status as staff see it on its page. */
async function expectStatus(staff: Page, status: string) {
  await expect(staff.getByRole('main').locator('.tag').first()).toHaveText(status)
}
