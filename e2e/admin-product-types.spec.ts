import type { Browser, Locator, Page } from '@playwright/test'
import { expect, newContext, test } from './console-guard'
import { origin, post } from './mailbox'
import { CASES as CHECKOUT, fillAddress, open, pay, toPayment } from './checkout-flow'
import { axeViolations, describeFindings, horizontalOverflow } from './axe'

/**
 * The product editor's parts per type (issue 35), as staff use them, in both languages: a
 * configurable T-shirt gets a 2 × 2 variant grid (size × colour) with prices, stock, an image and
 * its default variant, is published, found by a visitor through the shop's colour filter and the
 * shop's product search, and bought (cash on delivery); a variant set to stock 0 is sold out on the product page
 * and refused by the cart. An eProduct gets its file and three licence keys and shows their counts.
 * Everything made here is archived at the end.
 */

/** A step that cannot act fails at that step, not at the test's end. */
test.use({ actionTimeout: 20_000 })

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A variant choice by its value, whether or not its name goes on with the price. */
const choice = (value: string) => new RegExp(`^${escape(value)}(, |$)`)

const TEXT = {
  hr: {
    shirt: (stamp: string) => `Testna majica ${stamp}`,
    variants: 'Varijante',
    size: /^Veličina \(/,
    colour: /^Boja \(/,
    sizeValues: /^Vrijednosti: Veličina/,
    colourValues: /^Vrijednosti: Boja/,
    small: 'S',
    large: 'XL',
    orange: 'Narančasta',
    olive: 'Maslinasta',
    generate: 'Generiraj varijante',
    generated: 'Varijanti u tablici: 4.',
    price: 'Cijena (€)',
    stock: 'Zaliha',
    sku: 'Šifra (SKU)',
    pickImage: 'Odaberi sliku',
    media: 'Medijateka',
    defaultVariant: 'Zadana',
    save: 'Spremi varijante',
    saved: 'Varijante su spremljene (varijanti: 4).',
    skuTwice: 'Ovu šifru već ima druga varijanta u tablici.',
    skuTaken: 'Drugi proizvod već ima ovu šifru (SKU).',
    category: 'odjeca',
    colourFilter: 'Boja',
    searchProducts: 'Pretraži proizvode',
    addToCart: 'Dodaj u košaricu',
    inCart: 'U košarici: 1',
    sizeGroup: /^Veličina/,
    colourGroup: /^Boja/,
    soldOut: (value: string) => `${value} (rasprodano)`,
    digital: 'Digitalni sadržaj',
    file: 'Datoteka za kupce',
    upload: 'Učitaj datoteku',
    uploaded: (name: string) => `Datoteka „${name}” je učitana.`,
    keys: 'Novi ključevi',
    addKeys: 'Dodaj ključeve',
    added: (dup: string) => `Dodano ključeva: 3. Već postoje (nisu dodani): ${dup}`,
    counts: 'Slobodnih: 3 · dodijeljenih: 0',
    countsAfterDelete: 'Slobodnih: 2 · dodijeljenih: 0',
    removeFile: 'Ukloni datoteku',
    noFile: 'Datoteka još nije učitana.',
    showKeys: 'Prikaži ključeve',
    deleteKey: 'Obriši ključ',
    deleteConfirm: 'Obriši',
    keyTable: 'Licencni ključevi',
    bundle: 'Sastav paketa',
    findProduct: /^Traži proizvod/,
    find: 'Traži',
    addTo: (name: string) => `Dodaj u paket: ${name}`,
    qtyOf: (name: string) => new RegExp(`^Količina — ${escape(name)}`),
    upOf: (name: string) => `Pomakni gore: ${name}`,
    saveBundle: 'Spremi sastav paketa',
    bundleSaved: 'Sastav paketa je spremljen (proizvoda: 2).',
    shopperChooses: 'Proizvod s varijantama: kupac sam odabire varijantu.',
    stale: 'Proizvod je u međuvremenu spremio netko drugi.',
    components: 'Proizvodi u paketu',
    reload: 'Učitaj proizvod ponovno',
  },
  en: {
    shirt: (stamp: string) => `Test tee ${stamp}`,
    variants: 'Variants',
    size: /^Size \(/,
    colour: /^Colour \(/,
    sizeValues: /^Values: Size/,
    colourValues: /^Values: Colour/,
    small: 'S',
    large: 'XL',
    orange: 'Sunset orange',
    olive: 'Olive green',
    generate: 'Generate variants',
    generated: 'Variants in the grid: 4.',
    price: 'Price (€)',
    stock: 'Stock',
    sku: 'SKU',
    pickImage: 'Choose image',
    media: 'Media library',
    defaultVariant: 'Default',
    save: 'Save variants',
    saved: 'The variants are saved (4 variants).',
    skuTwice: 'Another variant in the grid already has this SKU.',
    skuTaken: 'Another product already has this SKU.',
    category: 'apparel',
    colourFilter: 'Colour',
    searchProducts: 'Search products',
    addToCart: 'Add to cart',
    inCart: 'In your cart: 1',
    sizeGroup: /^Size/,
    colourGroup: /^Colour/,
    soldOut: (value: string) => `${value} (sold out)`,
    digital: 'Digital goods',
    file: 'File for buyers',
    upload: 'Upload file',
    uploaded: (name: string) => `The file “${name}” is uploaded.`,
    keys: 'New keys',
    addKeys: 'Add keys',
    added: (dup: string) => `Keys added: 3. Already there (not added): ${dup}`,
    counts: 'Available: 3 · assigned: 0',
    countsAfterDelete: 'Available: 2 · assigned: 0',
    removeFile: 'Remove file',
    noFile: 'No file uploaded yet.',
    showKeys: 'Show keys',
    deleteKey: 'Delete key',
    deleteConfirm: 'Delete',
    keyTable: 'Licence keys',
    bundle: 'Bundle contents',
    findProduct: /^Find a product/,
    find: 'Search',
    addTo: (name: string) => `Add to the bundle: ${name}`,
    qtyOf: (name: string) => new RegExp(`^Quantity — ${escape(name)}`),
    upOf: (name: string) => `Move up: ${name}`,
    saveBundle: 'Save bundle contents',
    bundleSaved: 'The bundle contents are saved (2 products).',
    shopperChooses: 'A product with variants: the shopper chooses the variant.',
    stale: 'Someone else saved this product meanwhile.',
    components: 'Products in the bundle',
    reload: 'Reload the product',
  },
} as const

async function staffPage(browser: Browser, lang: 'hr' | 'en'): Promise<Page> {
  const context = await newContext(browser)
  const page = await context.newPage()
  expect(await post(page, '/api/auth/login', { ...STAFF, locale: lang })).toBe(200)
  return page
}

/** A same-origin JSON call with the staff's cookies; the status and the envelope's data. */
async function staffCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  language = 'hrv',
): Promise<{ status: number; data: T }> {
  const res = await page.request.fetch(path, {
    method,
    headers: { origin: origin(), 'content-type': 'application/json', language },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  })
  const json = (await res.json().catch(() => ({}))) as { data?: T }
  return { status: res.status(), data: json.data as T }
}

interface Detail {
  id: number
  version: number
  texts: Record<'hr' | 'en', { slug: string; name: string } | null>
  images: Array<{ mediaId: number }>
  variants: Array<{ id: number; sku: string; valueIds: number[]; stockQty: number | null; imageMediaId: number | null }>
  configurable: { attributeIds: number[]; defaultVariantId: number | null } | null
  digital: { file: { name: string } | null; keys: { available: number; assigned: number } } | null
}

/** A product staff make through the API (the common fields are the editor's, tested by its own journey). */
async function createProduct(staff: Page, body: Record<string, unknown>): Promise<Detail> {
  const created = await staffCall<Detail>(staff, 'POST', '/api/v1/admin/products', body)
  expect(created.status, JSON.stringify(created.data)).toBe(201)
  return created.data
}

async function archive(staff: Page, ids: number[]) {
  if (ids.length === 0) return
  expect((await staffCall(staff, 'POST', '/api/v1/admin/products/bulk', { action: 'archive', ids })).status).toBe(200)
}

/** Archives what the test made; after a failure, without hiding it behind a failed clean-up. */
async function cleanUp(staff: Page, ids: number[]) {
  const failed = test.info().errors.length > 0
  try {
    await archive(staff, ids)
  } catch (error) {
    if (!failed) throw error
  } finally {
    await staff.context().close()
  }
}

/** An image of the seed's T-shirt: the new product's own picture. */
async function seedImage(staff: Page): Promise<number> {
  const list = await staffCall<{ data: Array<{ id: number }> }>(staff, 'GET', '/api/v1/admin/products?q=majica-bura')
  const id = list.data.data[0]?.id
  expect(id, 'the seed T-shirt').toBeDefined()
  const detail = await staffCall<Detail>(staff, 'GET', `/api/v1/admin/products/${id}`)
  const mediaId = detail.data.images[0]?.mediaId
  expect(mediaId, 'an image of the seed T-shirt').toBeDefined()
  return mediaId!
}

/** The axe gate (WCAG 2.2 AA) on the page as it is, and no sideways scrolling at 390 px (the grid's rows stack). */
async function expectAccessible(page: Page, where: string) {
  const findings = await axeViolations(page)
  expect(findings, describeFindings(where, findings)).toEqual([])
  const size = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await horizontalOverflow(page), `${where} at 390 px`).toBeNull()
  if (size) await page.setViewportSize(size)
}

/** A grid cell's input by its label: the column and the variant ("Cijena (€) — S / Narančasta"). */
const cell = (section: Locator, column: string, variant: string) =>
  section.getByRole('textbox', { name: new RegExp(`^${escape(column)} — ${escape(variant)}`) })

for (const c of CHECKOUT) {
  const t = TEXT[c.lang]

  test(`${c.lang}: a configurable product gets its 2 × 2 variant grid, is found by filter and search and bought; a sold-out variant is refused`, async ({
    browser,
    page,
  }) => {
    test.slow()
    const staff = await staffPage(browser, c.lang)
    const stamp = `${Date.now()}`.slice(-9)
    const sku = `T35-V-${c.lang}-${stamp}`
    const name = t.shirt(stamp)
    const made: number[] = []
    try {
      const image = await seedImage(staff)
      const product = await createProduct(staff, {
        type: 'configurable',
        sku,
        status: 'draft',
        texts: {
          hr: {
            name: TEXT.hr.shirt(stamp),
            slug: `testna-majica-${stamp}`,
            shortDescription: 'Majica s varijantama iz testa.',
            description: '<p>Organski pamuk.</p>',
          },
          en: {
            name: TEXT.en.shirt(stamp),
            slug: `test-tee-${stamp}`,
            shortDescription: 'A T-shirt with variants from a test.',
            description: '<p>Organic cotton.</p>',
          },
        },
        retailPriceCents: 2500,
        taxRate: 25,
        // Apparel → T-shirts (the seed's categories 3 and 4), first in the category's default order.
        categoryIds: [3, 4],
        categoryPriority: 100_000,
        images: [{ mediaId: image }],
      })
      made.push(product.id)

      // The grid: size × colour, two values each, generated, then priced, stocked and saved at once.
      await open(staff, `${c.prefix}/admin/products/${product.id}`)
      const section = staff.getByRole('region', { name: t.variants, exact: true })
      await section.getByRole('checkbox', { name: t.size }).check()
      await section.getByRole('checkbox', { name: t.colour }).check()
      const sizes = section.getByRole('group', { name: t.sizeValues })
      await sizes.getByRole('checkbox', { name: t.small, exact: true }).check()
      await sizes.getByRole('checkbox', { name: t.large, exact: true }).check()
      const colours = section.getByRole('group', { name: t.colourValues })
      await colours.getByRole('checkbox', { name: t.orange, exact: true }).check()
      await colours.getByRole('checkbox', { name: t.olive, exact: true }).check()
      await section.getByRole('button', { name: t.generate }).click()
      await expect(section.getByRole('status').filter({ hasText: t.generated })).toBeVisible()
      const small = `${t.small} / ${t.orange}`
      const large = `${t.large} / ${t.olive}`
      const combos = [small, `${t.small} / ${t.olive}`, `${t.large} / ${t.orange}`, large]
      // New rows start with the suggested SKU and the product's price.
      await expect(cell(section, t.sku, small)).toHaveValue(`${sku}-s-narancasta`)
      await expect(cell(section, t.price, small)).toHaveValue(c.lang === 'hr' ? '25,00' : '25.00')
      for (const combo of combos) await cell(section, t.stock, combo).fill('5')
      await cell(section, t.price, large).fill(c.lang === 'hr' ? '27,50' : '27.50')

      // Two variants with one SKU are refused at the cell, before anything is sent.
      await cell(section, t.sku, large).fill(`${sku}-s-narancasta`)
      await section.getByRole('button', { name: t.save }).click()
      await expect(section.getByText(t.skuTwice)).toBeVisible()
      await expect(cell(section, t.sku, large)).toHaveAttribute('aria-invalid', 'true')
      // A SKU another product has is refused by the backend, at its cell.
      await cell(section, t.sku, large).fill('IZL-TS-BURA')
      await section.getByRole('button', { name: t.save }).click()
      await expect(section.getByText(t.skuTaken)).toBeVisible()
      await expect(cell(section, t.sku, large)).toHaveAttribute('aria-invalid', 'true')
      await cell(section, t.sku, large).fill(`${sku}-xl-olive`)

      // The image of one variant, from the media library; the shop's default variant.
      await section.getByRole('button', { name: `${t.pickImage} — ${small}` }).click()
      const media = staff.getByRole('dialog', { name: t.media })
      await media.locator('.media-grid__item').first().click()
      await media.getByRole('button', { name: t.pickImage, exact: true }).click()
      await expect(media).toBeHidden()
      await section.getByRole('radio', { name: `${t.defaultVariant} — ${small}` }).check()

      await section.getByRole('button', { name: t.save }).click()
      await expect(section.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await expectAccessible(staff, 'the variant grid')
      const saved = (await staffCall<Detail>(staff, 'GET', `/api/v1/admin/products/${product.id}`)).data
      expect(saved.variants).toHaveLength(4)
      expect(saved.configurable?.attributeIds).toHaveLength(2)
      const smallVariant = saved.variants.find((v) => v.sku === `${sku}-s-narancasta`)
      const largeVariant = saved.variants.find((v) => v.sku === `${sku}-xl-olive`)
      expect(smallVariant?.imageMediaId).not.toBeNull()
      expect(saved.configurable?.defaultVariantId).toBe(smallVariant?.id)
      expect(saved.variants.every((v) => v.stockQty === 5)).toBe(true)

      // Published: the visitor finds it through the colour filter and the search.
      expect(
        (await staffCall(staff, 'POST', '/api/v1/admin/products/bulk', { action: 'publish', ids: [product.id] }))
          .status,
      ).toBe(200)
      const slug = saved.texts[c.lang]?.slug ?? ''
      await open(page, `${c.prefix}/shop/${t.category}`)
      const main = page.getByRole('main')
      await main
        .getByRole('group', { name: t.colourFilter })
        .getByRole('checkbox', { name: new RegExp(`^${escape(t.olive)} \\(`) })
        .check()
      await expect(page).toHaveURL(/colour=/)
      await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()
      // And through the shop's product search: its name finds it.
      await open(page, `${c.prefix}/shop`)
      const search = main.getByRole('search')
      await search.getByLabel(t.searchProducts).fill(name)
      await search.getByLabel(t.searchProducts).press('Enter')
      await expect(page).toHaveURL(/\?q=/)
      await expect(main.getByRole('heading', { level: 3, name })).toBeVisible()

      // Bought: size and colour on the product page, then the checkout with cash on delivery.
      await open(page, `${c.prefix}/product/${slug}`)
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(name)
      // The variants cost different amounts, so each choice's name also says its price ("S, 25,00 €").
      await main
        .getByRole('group', { name: t.sizeGroup })
        .getByRole('radio', { name: choice(t.small) })
        .check()
      await main
        .getByRole('group', { name: t.colourGroup })
        .getByRole('radio', { name: choice(t.orange) })
        .check()
      await expect(main.getByText(`${sku}-s-narancasta`, { exact: true })).toBeVisible()
      await main.getByRole('button', { name: t.addToCart, exact: true }).click()
      await expect(main.getByText(t.inCart)).toBeVisible()
      await open(page, c.checkout)
      await expect(page.getByRole('heading', { level: 2, name: c.text.addressStep })).toBeVisible()
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(name)

      // Stock 0 for one variant: sold out on the product page, refused by the cart.
      await staff.reload()
      await expect(staff.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await cell(section, t.stock, large).fill('0')
      await section.getByRole('button', { name: t.save }).click()
      await expect(section.getByRole('status').filter({ hasText: t.saved })).toBeVisible()
      await open(page, `${c.prefix}/product/${slug}`)
      await main
        .getByRole('group', { name: t.sizeGroup })
        .getByRole('radio', { name: choice(t.large) })
        .check()
      await expect(
        main.getByRole('group', { name: t.colourGroup }).getByRole('radio', { name: choice(t.soldOut(t.olive)) }),
      ).toBeVisible()
      const refused = await page.request.post('/api/cart/items', {
        headers: { origin: origin(), 'content-type': 'application/json' },
        data: JSON.stringify({ productId: largeVariant?.id, qty: 1 }),
      })
      expect(refused.status()).toBeGreaterThanOrEqual(400)
      expect(refused.status()).toBeLessThan(500)
    } finally {
      await cleanUp(staff, made)
    }
  })

  test(`${c.lang}: an eProduct gets its file and three licence keys, shows their counts, deletes a key and the file`, async ({
    browser,
  }) => {
    const staff = await staffPage(browser, c.lang)
    const stamp = `${Date.now()}`.slice(-9)
    const made: number[] = []
    try {
      const product = await createProduct(staff, {
        type: 'eProduct',
        sku: `T35-E-${c.lang}-${stamp}`,
        status: 'draft',
        texts: {
          hr: { name: `Testna igra ${stamp}`, slug: `testna-igra-${stamp}` },
          en: { name: `Test game ${stamp}`, slug: `test-game-${stamp}` },
        },
        retailPriceCents: 1999,
        taxRate: 25,
      })
      made.push(product.id)
      await open(staff, `${c.prefix}/admin/products/${product.id}`)
      const section = staff.getByRole('region', { name: t.digital })
      const fileName = `igra-${stamp}.zip`
      await section.getByLabel(t.file).setInputFiles({
        name: fileName,
        mimeType: 'application/zip',
        buffer: Buffer.from(`PK izlog test ${stamp}`),
      })
      await section.getByRole('button', { name: t.upload }).click()
      await expect(section.getByRole('status').filter({ hasText: t.uploaded(fileName) })).toBeVisible()
      await expect(section.getByText(fileName, { exact: true })).toBeVisible()

      const keys = [`AAAA-${stamp}-1`, `BBBB-${stamp}-2`, `CCCC-${stamp}-3`]
      await section.getByRole('textbox', { name: new RegExp(`^${t.keys}`) }).fill([...keys, keys[0]].join('\n'))
      await section.getByRole('button', { name: t.addKeys }).click()
      await expect(section.getByRole('status').filter({ hasText: t.added(keys[0]!) })).toBeVisible()
      await expect(section.getByText(t.counts)).toBeVisible()
      await expect(section.getByRole('table').getByRole('row')).toHaveCount(4)
      await expectAccessible(staff, 'the digital goods')

      const saved = (await staffCall<Detail>(staff, 'GET', `/api/v1/admin/products/${product.id}`)).data
      expect(saved.digital?.file?.name).toBe(fileName)
      expect(saved.digital?.keys).toEqual({ available: 3, assigned: 0 })

      // Keys are masked until staff ask; a key still in the pool is deleted after a confirmation.
      const table = section.getByRole('table')
      await expect(table.getByText(keys[2]!, { exact: true })).toHaveCount(0)
      await section.getByRole('button', { name: t.showKeys }).click()
      await expect(table.getByText(keys[2]!, { exact: true })).toBeVisible()
      await section.getByRole('button', { name: `${t.deleteKey} ${keys[2]}` }).click()
      await staff.getByRole('dialog').getByRole('button', { name: t.deleteConfirm, exact: true }).click()
      await expect(section.getByText(t.countsAfterDelete)).toBeVisible()
      await expect(table.getByRole('row')).toHaveCount(3)

      // The file is removed after a confirmation.
      await section.getByRole('button', { name: t.removeFile }).click()
      await staff.getByRole('dialog').getByRole('button', { name: t.removeFile }).click()
      await expect(section.getByText(t.noFile)).toBeVisible()
      const after = (await staffCall<Detail>(staff, 'GET', `/api/v1/admin/products/${product.id}`)).data
      expect(after.digital?.file).toBeNull()
    } finally {
      await cleanUp(staff, made)
    }
  })

  test(`${c.lang}: a bundle's components are found, counted and ordered, and saved in one go`, async ({ browser }) => {
    const staff = await staffPage(browser, c.lang)
    const stamp = `${Date.now()}`.slice(-9)
    const made: number[] = []
    try {
      const product = await createProduct(staff, {
        type: 'bundle',
        sku: `T35-B-${c.lang}-${stamp}`,
        status: 'draft',
        texts: {
          hr: { name: `Testni paket ${stamp}`, slug: `testni-paket-${stamp}` },
          en: { name: `Test bundle ${stamp}`, slug: `test-bundle-${stamp}` },
        },
        retailPriceCents: 4999,
        taxRate: 25,
      })
      made.push(product.id)
      const names = await staffCall<{ data: Array<{ id: number; name: string; type: string }> }>(
        staff,
        'GET',
        `/api/v1/admin/products?q=${encodeURIComponent('IZL-TS')}`,
        undefined,
        c.header,
      )
      const shirts = names.data.data.filter((row) => row.type === 'configurable').slice(0, 2)
      expect(shirts).toHaveLength(2)
      const [first, second] = shirts as [(typeof shirts)[number], (typeof shirts)[number]]

      await open(staff, `${c.prefix}/admin/products/${product.id}`)
      const section = staff.getByRole('region', { name: t.bundle, exact: true })
      await section.getByRole('searchbox', { name: t.findProduct }).fill('IZL-TS')
      await section.getByRole('button', { name: t.find, exact: true }).click()
      await section.getByRole('button', { name: t.addTo(first.name) }).click()
      await section.getByRole('button', { name: t.addTo(second.name) }).click()
      await expect(section.getByText(t.shopperChooses)).toHaveCount(2)
      await section.getByRole('textbox', { name: t.qtyOf(first.name) }).fill('2')
      // The second moves up by keyboard; focus stays on its button.
      const up = section.getByRole('button', { name: t.upOf(second.name) })
      await up.focus()
      await staff.keyboard.press('Enter')
      await expect(up).toBeFocused()
      // Someone else saves the bundle meanwhile: this save is told, and Reload adopts their contents.
      expect(
        (
          await staffCall(staff, 'PUT', `/api/v1/admin/products/${product.id}/bundle`, {
            version: product.version,
            components: [{ productId: first.id, qty: 3 }],
          })
        ).status,
      ).toBe(200)
      await section.getByRole('button', { name: t.saveBundle }).click()
      await expect(section.getByRole('alert').filter({ hasText: t.stale })).toBeFocused()
      await section.getByRole('button', { name: t.reload }).click()
      await expect(section.getByRole('alert')).toHaveCount(0)
      const quantities = section.getByRole('list', { name: t.components }).getByRole('textbox')
      await expect(quantities).toHaveCount(1)
      await expect(quantities).toHaveValue('3')

      await section.getByRole('button', { name: t.addTo(second.name) }).click()
      await quantities.first().fill('2')
      await section.getByRole('button', { name: t.upOf(second.name) }).click()
      await section.getByRole('button', { name: t.saveBundle }).click()
      await expect(section.getByRole('status').filter({ hasText: t.bundleSaved })).toBeVisible()
      await expectAccessible(staff, 'the bundle contents')

      const saved = await staffCall<{ bundleComponents: Array<{ productId: number; qty: number }> }>(
        staff,
        'GET',
        `/api/v1/admin/products/${product.id}`,
      )
      expect(saved.data.bundleComponents.map(({ productId, qty }) => ({ productId, qty }))).toEqual([
        { productId: second.id, qty: 1 },
        { productId: first.id, qty: 2 },
      ])
    } finally {
      await cleanUp(staff, made)
    }
  })
}
