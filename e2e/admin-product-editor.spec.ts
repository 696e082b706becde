import type { APIRequestContext, Page } from '@playwright/test'
import { allowFailedRequest, test, expect, visitorPage } from './console-guard'
import { origin, post } from './mailbox'
import { SAVED_ADDRESS } from './checkout-flow'
import { shownCart } from '../contract/cart-change'
import type { Cart } from '../contract/dto/commerce'
import { buildPath } from '../contract/routes'

/**
 * The product editor (issue 35, /admin/products/new and /admin/products/:id) as a shop manager
 * uses it, in both languages: a simple product created with both languages' texts and an image
 * (picked in the media library, with its alt texts), published and opened in the shop by a
 * visitor; its price changed, and the shop's Omnibus line names the earlier lowest price; two
 * pages editing it, the second save told someone else saved and offered a reload that shows
 * their change; leaving with unsaved changes asks first; ordered by a visitor, so it offers no
 * delete, archived after a confirmation, taken from sale (its page says so), and its order still
 * shows its line in the backoffice. A slug another product has is refused at its field.
 */

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

const CASES = [
  {
    lang: 'hr',
    language: 'hrv',
    sku: 'Šifra (SKU)',
    cookies: 'Kolačići',
    necessaryOnly: 'Samo nužni',
    hr: 'Hrvatski',
    en: 'Engleski',
    name: 'Naziv',
    slug: 'Adresa (slug)',
    short: 'Kratki opis',
    retail: 'Redovna cijena (€)',
    discount: 'Akcijska cijena (€)',
    stock: 'Količina na zalihi',
    brand: 'Marka',
    manufacturer: 'Proizvođač',
    addImage: 'Dodaj sliku',
    media: 'Medijateka',
    pick: 'Odaberi sliku',
    altHr: 'Alternativni tekst (hrvatski)',
    altEn: 'Alternativni tekst (engleski)',
    create: 'Izradi proizvod',
    created: (name: string) => `Proizvod ${name} je izrađen.`,
    publish: 'Objavi',
    published: 'Proizvod je objavljen.',
    publishedStatus: 'Objavljen',
    save: 'Spremi',
    saved: 'Proizvod je spremljen.',
    price: (euros: string) => `${euros} €`,
    amount: (euros: string) => euros,
    lowest: (euros: string) => `Najniža cijena u posljednjih 30 dana: ${euros} €`,
    conflict: 'Netko je drugi u međuvremenu spremio ovaj proizvod.',
    reload: 'Učitaj ponovno',
    ordered: 'Ovaj je proizvod naručen pa se ne može obrisati',
    archive: 'Arhiviraj',
    archiveTitle: (name: string) => `Arhivirati ${name}?`,
    back: '← Svi proizvodi',
    slugTaken: 'Drugi proizvod već ima ovaj slug na tom jeziku.',
    suggest: 'Predloži iz naziva',
    leaveTitle: 'Napustiti proizvod bez spremanja?',
    cancel: 'Odustani',
    leave: 'Napusti bez spremanja',
    archived: 'Proizvod je arhiviran.',
    archivedStatus: 'Arhiviran',
    unavailable: 'Trenutno nije dostupno',
    remove: 'Obriši',
    history: 'Povijest izmjena',
    changedEntry: 'Izmijenjen',
  },
  {
    lang: 'en',
    language: 'eng',
    sku: 'SKU',
    cookies: 'Cookies',
    necessaryOnly: 'Necessary only',
    hr: 'Croatian',
    en: 'English',
    name: 'Name',
    slug: 'Address (slug)',
    short: 'Short description',
    retail: 'Retail price (€)',
    discount: 'Discount price (€)',
    stock: 'Quantity in stock',
    brand: 'Brand',
    manufacturer: 'Manufacturer',
    addImage: 'Add an image',
    media: 'Media library',
    pick: 'Choose image',
    altHr: 'Alternative text (Croatian)',
    altEn: 'Alternative text (English)',
    create: 'Create the product',
    created: (name: string) => `The product ${name} was created.`,
    publish: 'Publish',
    published: 'The product was published.',
    publishedStatus: 'Published',
    save: 'Save',
    saved: 'The product was saved.',
    price: (euros: string) => `€${euros}`,
    amount: (euros: string) => euros.replace(',', '.'),
    lowest: (euros: string) => `Lowest price in the last 30 days: €${euros}`,
    conflict: 'Someone else saved this product in the meantime.',
    reload: 'Reload',
    ordered: 'This product has been ordered, so it cannot be deleted',
    archive: 'Archive',
    archiveTitle: (name: string) => `Archive ${name}?`,
    back: '← All products',
    slugTaken: 'Another product already has this slug in that language.',
    suggest: 'Suggest from the name',
    leaveTitle: 'Leave the product without saving?',
    cancel: 'Cancel',
    leave: 'Leave without saving',
    archived: 'The product was archived.',
    archivedStatus: 'Archived',
    unavailable: 'Currently unavailable',
    remove: 'Delete',
    history: 'History of changes',
    changedEntry: 'Changed',
  },
] as const

type Case = (typeof CASES)[number]

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A field of the editor by its whole label ("Naziv" is not "SEO naslov"; a required one adds "(required field)"), within `scope`. */
const box = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escaped(label)}( \\(|$)`) })

/**
 * A new customer of the shop (registered and logged in on `request`, a visitor's context) orders one of the
 * product, cash on delivery, through the API the checkout page calls; answers the order number.
 */
async function orderAsNewCustomer(request: APIRequestContext, c: Case, productId: number): Promise<string> {
  const call = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const res = await request.fetch(path, {
      method,
      headers: { origin: origin(), 'content-type': 'application/json', language: c.language },
      data: JSON.stringify(body),
    })
    const json = (await res.json().catch(() => ({}))) as { data?: unknown }
    return { status: res.status(), data: json.data }
  }
  const email = `kupac-h4-${Date.now()}-${Math.floor(Math.random() * 1e6)}@izlog.test`
  const password = 'izlog-kupac-2026'
  const account = { firstName: 'Iva', lastName: 'Kovač', email, password, confirmedPassword: password }
  expect((await call('POST', '/api/v1/user/web/register', { ...account, consents: ['privacy'] })).status).toBe(201)
  expect((await call('POST', '/api/auth/login', { username: email, password, locale: c.lang })).status).toBe(200)
  const added = await call('POST', '/api/cart/items', { productId, qty: 1 })
  expect(added.status, JSON.stringify(added.data)).toBe(200)
  const deliveries = await call('POST', '/api/v2/delivery/getApplicableDeliveryMethods', {})
  const delivery = (deliveries.data as Array<{ id: number; options: unknown[] }>).find((m) => m.options.length === 0)
  expect(delivery, 'a delivery method without branches').toBeDefined()
  const chosen = await call('PUT', '/api/v2/delivery/saveDeliveryMethod', {
    deliveryMethodId: delivery!.id,
    branchId: null,
  })
  expect(chosen.status, JSON.stringify(chosen.data)).toBe(200)
  const payments = await call('POST', '/api/v2/payment/getApplicablePaymentMethods', {})
  const method = (payments.data as Array<{ id: number; paymentType: string }>).find((m) => m.paymentType === 'COD')
  expect(method, 'cash on delivery').toBeDefined()
  const saved = await call('PUT', '/api/v2/payment/savePaymentMethod', {
    paymentMethodId: method!.id,
    companyData: null,
  })
  expect(saved.status).toBe(200)
  const address = { ...SAVED_ADDRESS, contactEmail: email }
  const placed = await call('POST', '/api/checkout/order', {
    shippingAddress: address,
    billingAddress: address,
    consents: ['terms-of-sale', 'privacy'],
    paymentMethodId: method!.id,
    companyData: null,
    shown: shownCart(saved.data as Cart),
  })
  expect(placed.status, JSON.stringify(placed.data)).toBe(200)
  return (placed.data as { orderSlug: string }).orderSlug
}

for (const c of CASES) {
  test(`${c.lang}: a product created with both languages and an image, published, repriced (Omnibus), saved over by another page, ordered and archived`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(120_000)
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    const sku = `E2E-H4-${c.lang.toUpperCase()}-${stamp}`
    const names = { hr: `Testna šalica ${stamp}`, en: `Test mug ${stamp}` }
    const slugs = { hr: `testna-salica-${stamp}`, en: `test-mug-${stamp}` }
    const name = names[c.lang]
    const alt = { hr: `Šalica s logom ${stamp}`, en: `Mug with the logo ${stamp}` }

    expect(await post(page, '/api/auth/login', { ...STAFF, locale: c.lang })).toBe(200)

    // New: a simple product (the default type), texts in both languages: the slug follows the name.
    await page.goto(buildPath('adminProductNew', c.lang))
    await hydrated(page)
    // The cookie notice answered once (it would cover the editor's save bar).
    await page.getByRole('region', { name: c.cookies }).getByRole('button', { name: c.necessaryOnly }).click()
    await box(page, c.sku).fill(sku)
    const croatian = page.getByRole('group', { name: c.hr, exact: true })
    const english = page.getByRole('group', { name: c.en, exact: true })
    await box(croatian, c.name).fill(names.hr)
    await expect(box(croatian, c.slug)).toHaveValue(slugs.hr)
    await box(croatian, c.short).fill('Keramička šalica, 330 ml.')
    await box(english, c.name).fill(names.en)
    await expect(box(english, c.slug)).toHaveValue(slugs.en)
    await box(english, c.short).fill('A ceramic mug, 330 ml.')
    await box(page, c.retail).fill(c.amount('10,00'))
    await box(page, c.stock).fill('50')

    // An image from the media library, with its alternative texts.
    await page.getByRole('button', { name: c.addImage }).click()
    const library = page.getByRole('dialog', { name: c.media })
    await library.locator('button[aria-pressed]').first().click()
    await library.getByRole('button', { name: c.pick }).click()
    await expect(library).toBeHidden()
    const image = page.locator('[data-position="0"]')
    await expect(image.locator('img')).toBeVisible()
    await box(image, c.altHr).fill(alt.hr)
    await box(image, c.altEn).fill(alt.en)

    // A slug another product has: refused at its field (which takes the focus); the suggestion puts the name's back.
    await box(croatian, c.slug).fill('poster-bura')
    await page.getByRole('button', { name: c.create }).click()
    await expect(croatian.getByText(c.slugTaken)).toBeVisible()
    await expect(box(croatian, c.slug)).toHaveAttribute('aria-invalid', 'true')
    await expect(box(croatian, c.slug)).toBeFocused()
    allowFailedRequest(consoleErrors, 409)
    await croatian.getByRole('button', { name: c.suggest }).click()
    await expect(box(croatian, c.slug)).toHaveValue(slugs.hr)

    await page.getByRole('button', { name: c.create }).click()
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/)
    await expect(page.getByText(c.created(names.hr))).toBeVisible()
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    const editPath = buildPath('adminProductEdit', c.lang, { id: String(id) })
    await hydrated(page)
    await expect(box(page, c.sku)).toHaveValue(sku)
    // The image and its alternative texts as saved (on the media file).
    const saved = page.locator('[data-position="0"]')
    await expect(saved.locator('img')).toBeVisible()
    await expect(box(saved, c.altHr)).toHaveValue(alt.hr)
    await expect(box(saved, c.altEn)).toHaveValue(alt.en)

    // Published: the shop shows it to a visitor, in this language, with its image and that language's alt text.
    await page.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(page.getByText(c.published)).toBeVisible()
    await expect(page.getByTestId('product-status')).toHaveText(c.publishedStatus)
    const shopPath = buildPath('product', c.lang, { slug: slugs[c.lang] })
    const visitor = await visitorPage(browser)
    expect((await visitor.goto(shopPath))?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(visitor.getByRole('main').getByRole('img', { name: alt[c.lang] }).first()).toBeVisible()
    await expect(visitor.getByText(c.price(c.amount('10,00'))).first()).toBeVisible()

    // Repriced: 20 € with a discount to 15 €; the shop names the earlier lowest price (10 €).
    await box(page, c.retail).fill(c.amount('20,00'))
    await box(page, c.discount).fill(c.amount('15,00'))
    await page.getByRole('button', { name: c.save, exact: true }).click()
    await expect(page.getByText(c.saved)).toBeVisible()
    expect((await visitor.goto(shopPath))?.status()).toBe(200)
    await expect(visitor.getByText(c.lowest(c.amount('10,00')))).toBeVisible()
    await expect(visitor.getByText(c.price(c.amount('15,00'))).first()).toBeVisible()

    // The history names the change, before → after.
    const history = page.getByRole('region', { name: c.history })
    await expect(history.getByText(c.changedEntry).first()).toBeVisible()
    await expect(
      history.getByText(`${c.retail}: ${c.price(c.amount('10,00'))} → ${c.price(c.amount('20,00'))}`),
    ).toBeVisible()

    // Two pages on one product: the other saves first, this one is told and reloads their change.
    const other = await page.context().newPage()
    await other.goto(editPath)
    await hydrated(other)
    await page.reload()
    await hydrated(page)
    await box(other, c.brand).fill('izlog studio')
    await other.getByRole('button', { name: c.save, exact: true }).click()
    await expect(other.getByText(c.saved)).toBeVisible()
    await other.close()
    await box(page, c.manufacturer).fill('Keramika d.o.o.')
    await page.getByRole('button', { name: c.save, exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: c.conflict })
    await expect(alert).toBeVisible()
    allowFailedRequest(consoleErrors, 409)
    // What was typed is kept until the reload.
    await expect(box(page, c.manufacturer)).toHaveValue('Keramika d.o.o.')
    await alert.getByRole('button', { name: c.reload }).click()
    await expect(alert).toBeHidden()
    await expect(box(page, c.brand)).toHaveValue('izlog studio')
    await expect(box(page, c.manufacturer)).toHaveValue('')

    // Leaving with unsaved changes asks: staying keeps them, leaving goes without saving.
    await box(page, c.manufacturer).fill('Nespremljeno')
    const back = page.getByRole('link', { name: c.back })
    await back.click()
    const leave = page.getByRole('dialog', { name: c.leaveTitle })
    await leave.getByRole('button', { name: c.cancel }).click()
    await expect(leave).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${editPath}$`))
    await expect(box(page, c.manufacturer)).toHaveValue('Nespremljeno')
    await back.click()
    await leave.getByRole('button', { name: c.leave }).click()
    await expect(page).toHaveURL(new RegExp(`${buildPath('adminProducts', c.lang)}$`))

    // Ordered (a visitor who signs up buys one): no delete any more, archive instead; the order keeps its line.
    const orderSlug = await orderAsNewCustomer(visitor.request, c, id)
    await visitor.context().close()
    await page.goto(editPath)
    await hydrated(page)
    await expect(box(page, c.manufacturer)).toHaveValue('')
    await expect(page.getByText(c.ordered)).toBeVisible()
    await expect(page.getByRole('button', { name: c.remove, exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: c.archive, exact: true }).click()
    const confirm = page.getByRole('dialog', { name: c.archiveTitle(names.hr) })
    await confirm.getByRole('button', { name: c.archive, exact: true }).click()
    await expect(page.getByText(c.archived)).toBeVisible()
    await expect(page.getByTestId('product-status')).toHaveText(c.archivedStatus)
    // Its page stays (orders and links name it), but it is no longer sold.
    const later = await visitorPage(browser)
    expect((await later.goto(shopPath))?.status()).toBe(200)
    await expect(later.getByText(c.unavailable).first()).toBeVisible()
    await later.context().close()

    const orders = await page.request.get(`/api/v1/admin/orders?q=${encodeURIComponent(orderSlug)}`, {
      headers: { origin: origin(), language: c.language },
    })
    expect(orders.status()).toBe(200)
    const order = ((await orders.json()) as { data: { data: Array<{ id: number; slug: string }> } }).data.data.find(
      (row) => row.slug === orderSlug,
    )
    expect(order, orderSlug).toBeDefined()
    await page.goto(buildPath('adminOrderDetail', c.lang, { id: String(order!.id) }))
    await hydrated(page)
    await expect(page.getByText(name).first()).toBeVisible()
  })
}
