import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { AdminAttribute, AdminCategoryNode, AdminTag } from '../contract/dto/catalogue-admin-terms'
import type { AdminProductDetail, AdminProductRow } from '../contract/dto/catalogue-admin'
import type { LastPagePage } from '../contract/dto/cms'
import { test, expect, newContext } from './console-guard'
import { origin, post } from './mailbox'
import { axeViolations, describeFindings, horizontalOverflow } from './axe'

/**
 * Staff run categories, attributes and tags (issue 35) in both languages: a category made under
 * another, renamed, moved by keyboard (the live region says where it went, focus stays on the
 * button), one with products deleted only once staff say where its products go; an attribute with
 * two values (a visual swatch: colour picker and text, reordered); a tag created, refused a taken
 * slug at its field, renamed and deleted. Everything made here is deleted again.
 */

const CASES = [
  {
    lang: 'hr',
    prefix: '',
    add: 'Nova kategorija',
    addUnder: 'Nova podkategorija',
    name: /^Naziv na hrvatskom/,
    nameEn: /^Naziv na engleskom/,
    slug: /^Slug na hrvatskom/,
    saveCategory: 'Spremi kategoriju',
    chooseImage: 'Odaberi sliku',
    library: 'Medijateka',
    pick: 'Odaberi sliku',
    imageChosen: /^Odabrana slika br\. \d+$/,
    edit: 'Uredi',
    del: 'Obriši',
    down: 'Dolje',
    outdent: 'Razinu van',
    indent: 'Pod prethodnu',
    movedUnder: (name: string, position: number, count: number, parent: string) =>
      `„${name}” je sada ${position}. od ${count} u kategoriji „${parent}”.`,
    movedTop: (name: string, position: number, count: number) =>
      `„${name}” je sada ${position}. od ${count} na najvišoj razini.`,
    topLevel: 'na najvišoj razini',
    moveTo: /^Proizvodi prelaze u/,
    moveToRequired: 'Odaberite kategoriju u koju prelaze proizvodi.',
    deletedMoved: (name: string, target: string) =>
      `Kategorija „${name}” je obrisana, njezini proizvodi su u „${target}”.`,
    attributes: {
      add: 'Novi atribut',
      code: /^Kod/,
      type: /^Vrsta unosa/,
      visual: 'Vizualni uzorak (boja)',
      addValue: 'Dodaj vrijednost',
      value: (n: number) => new RegExp(`^Vrijednost ${n} na hrvatskom`),
      valueEn: (n: number) => new RegExp(`^Vrijednost ${n} na engleskom`),
      colour: (n: number) => new RegExp(`^Boja vrijednosti ${n}`),
      up: (n: number) => `Vrijednost ${n} gore`,
      save: 'Spremi atribut',
      search: 'Naziv ili kod atributa',
      find: 'Traži',
      created: (name: string) => `Atribut „${name}” je dodan.`,
      deleted: (name: string) => `Atribut „${name}” je obrisan.`,
    },
    tags: {
      add: 'Nova oznaka',
      save: 'Spremi oznaku',
      taken: (slug: string) => `Slug „${slug}” već ima druga oznaka.`,
      search: 'Naziv ili slug oznake',
      find: 'Traži',
      saved: (name: string) => `Oznaka „${name}” je spremljena.`,
      deleted: (name: string) => `Oznaka „${name}” je obrisana.`,
      cancel: 'Odustani',
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    add: 'New category',
    addUnder: 'New subcategory',
    name: /^Croatian name/,
    nameEn: /^English name/,
    slug: /^Croatian slug/,
    saveCategory: 'Save the category',
    chooseImage: 'Choose an image',
    library: 'Media library',
    pick: 'Choose image',
    imageChosen: /^Image no\. \d+ chosen$/,
    edit: 'Edit',
    del: 'Delete',
    down: 'Down',
    outdent: 'Out one level',
    indent: 'Under previous',
    movedUnder: (name: string, position: number, count: number, parent: string) =>
      `“${name}” is now ${position} of ${count} in “${parent}”.`,
    movedTop: (name: string, position: number, count: number) =>
      `“${name}” is now ${position} of ${count} at the top level.`,
    topLevel: 'at the top level',
    moveTo: /^Products move to/,
    moveToRequired: 'Choose the category the products move to.',
    deletedMoved: (name: string, target: string) =>
      `The category “${name}” is deleted; its products are in “${target}”.`,
    attributes: {
      add: 'New attribute',
      code: /^Code/,
      type: /^Input type/,
      visual: 'Visual swatch (colour)',
      addValue: 'Add a value',
      value: (n: number) => new RegExp(`^Value ${n} in Croatian`),
      valueEn: (n: number) => new RegExp(`^Value ${n} in English`),
      colour: (n: number) => new RegExp(`^Colour of value ${n}`),
      up: (n: number) => `Value ${n} up`,
      save: 'Save the attribute',
      search: 'Attribute name or code',
      find: 'Search',
      created: (name: string) => `The attribute “${name}” is added.`,
      deleted: (name: string) => `The attribute “${name}” is deleted.`,
    },
    tags: {
      add: 'New tag',
      save: 'Save the tag',
      taken: (slug: string) => `Another tag already has the slug '${slug}'.`,
      search: 'Tag name or slug',
      find: 'Search',
      saved: (name: string) => `The tag “${name}” is saved.`,
      deleted: (name: string) => `The tag “${name}” is deleted.`,
      cancel: 'Cancel',
    },
  },
] as const

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }
const API = '/api/v1/admin/catalogue'

async function staffPage(browser: Browser, lang: 'hr' | 'en'): Promise<Page> {
  const context = await newContext(browser)
  const page = await context.newPage()
  expect(await post(page, '/api/auth/login', { ...STAFF, locale: lang })).toBe(200)
  return page
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

async function expectAccessible(page: Page, where: string) {
  const findings = await axeViolations(page)
  expect(findings, describeFindings(where, findings)).toEqual([])
}

async function getData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  return ((await res.json()) as { data: T }).data
}

async function postJson(request: APIRequestContext, path: string, body: unknown): Promise<number> {
  const res = await request.post(path, {
    headers: { origin: origin(), 'content-type': 'application/json' },
    data: JSON.stringify(body),
  })
  return res.status()
}

const flatten = (nodes: AdminCategoryNode[]): AdminCategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)])
const categories = async (request: APIRequestContext) =>
  flatten(await getData<AdminCategoryNode[]>(request, `${API}/categories`))

for (const c of CASES) {
  test.describe(`${c.lang}: catalogue terms in the backoffice`, () => {
    test('a category is made under another, renamed, moved by keyboard, and deleted only with a home for its products', async ({
      browser,
    }) => {
      const run = `${c.lang}${Date.now().toString(36)}`
      const parentName = `E2E roditelj ${run}`
      const childName = `E2E dijete ${run}`
      const siblingName = `E2E brat ${run}`
      const renamed = `${childName} novo`
      const staff = await staffPage(browser, c.lang)
      const made: number[] = []
      try {
        await open(staff, `${c.prefix}/admin/categories`)
        const dialog = staff.getByRole('dialog')
        // The tree shows each category's name in the page's language.
        const shownOf = (name: string) => (c.lang === 'en' ? `${name} en` : name)
        const create = async (name: string, under?: string) => {
          await staff
            .getByRole('button', { name: under ? `${c.addUnder}: ${shownOf(under)}` : c.add, exact: true })
            .click()
          await expect(dialog).toBeVisible()
          await dialog.getByRole('textbox', { name: c.name }).fill(name)
          await dialog.getByRole('textbox', { name: c.nameEn }).fill(`${name} en`)
          // The slug follows the name until staff type in it.
          await expect(dialog.getByRole('textbox', { name: c.slug })).toHaveValue(
            name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          )
          await dialog.getByRole('button', { name: c.saveCategory }).click()
          await expect(dialog).toBeHidden()
          await expect(staff.getByRole('button', { name: `${c.edit}: ${shownOf(name)}`, exact: true })).toBeVisible()
          const node = (await categories(staff.request)).find((n) => n.names.hr === name)
          expect(node).toBeDefined()
          made.push(node?.id ?? 0)
          return node as AdminCategoryNode
        }
        const parent = await create(parentName)
        const child = await create(childName, parentName)
        const sibling = await create(siblingName, parentName)
        expect(child.parentId).toBe(parent.id)
        expect(sibling.parentId).toBe(parent.id)

        // Renamed in its dialog (the slug stays as it was).
        await staff.getByRole('button', { name: `${c.edit}: ${shownOf(childName)}`, exact: true }).click()
        await expect(dialog).toBeVisible()
        await expectAccessible(staff, `${c.lang} category dialog`)
        await dialog.getByRole('textbox', { name: c.name }).fill(renamed)
        // An image from the media library (its dialog opens over this one and hands the file back).
        await dialog.getByRole('button', { name: c.chooseImage, exact: true }).click()
        const library = staff.getByRole('dialog', { name: c.library })
        await expect(library).toBeVisible()
        const picture = library.locator('button[aria-pressed]').first()
        await picture.click()
        await library.getByRole('button', { name: c.pick, exact: true }).click()
        await expect(library).toBeHidden()
        await expect(dialog.getByText(c.imageChosen)).toBeVisible()
        await dialog.getByRole('button', { name: c.saveCategory }).click()
        await expect(dialog).toBeHidden()
        const afterRename = (await categories(staff.request)).find((n) => n.id === child.id)
        expect(afterRename?.names.hr).toBe(renamed)
        expect(afterRename?.slugs.hr).toBe(child.slugs.hr)
        expect(afterRename?.mediaId).toBeGreaterThan(0)
        expect(afterRename?.imageUrl).toMatch(new RegExp(`/${afterRename?.mediaId}/thumbnail/`))
        const shown = c.lang === 'en' ? `${childName} en` : renamed

        // By keyboard: down among its siblings, out one level (after its old parent), back under it.
        const status = staff.locator('#category-moves')
        const down = staff.getByRole('button', { name: `${c.down}: ${shown}`, exact: true })
        await down.focus()
        await staff.keyboard.press('Enter')
        const parentShown = shownOf(parentName)
        await expect(status).toHaveText(c.movedUnder(shown, 2, 2, parentShown))
        await expect(down).toBeFocused()
        const outdent = staff.getByRole('button', { name: `${c.outdent}: ${shown}`, exact: true })
        await outdent.focus()
        await staff.keyboard.press('Enter')
        await expect(status).toContainText(c.topLevel)
        const top = (await getData<AdminCategoryNode[]>(staff.request, `${API}/categories`)).map((n) => n.id)
        const parentAt = top.indexOf(parent.id)
        expect(top[parentAt + 1]).toBe(child.id)
        await expect(status).toHaveText(c.movedTop(shown, parentAt + 2, top.length))
        await expect(outdent).toBeFocused()
        const indent = staff.getByRole('button', { name: `${c.indent}: ${shown}`, exact: true })
        await indent.focus()
        await staff.keyboard.press('Enter')
        await expect(status).toHaveText(c.movedUnder(shown, 2, 2, parentShown))
        await expect(indent).toBeFocused()

        // By drag and drop among its siblings: dropped on the upper half of the other, it goes first.
        const childRow = staff.locator(`[data-category-id="${child.id}"]`)
        const siblingRow = staff.locator(`[data-category-id="${sibling.id}"]`)
        // The HTML5 drag events as the browser sends them (one DataTransfer from dragstart to drop).
        const transfer = await staff.evaluateHandle(() => new DataTransfer())
        await childRow.dispatchEvent('dragstart', { dataTransfer: transfer })
        const box = await siblingRow.boundingBox()
        await siblingRow.dispatchEvent('dragover', { dataTransfer: transfer, clientY: (box?.y ?? 0) + 2 })
        await expect(siblingRow).toHaveCSS('box-shadow', /inset/)
        await siblingRow.dispatchEvent('drop', { dataTransfer: transfer, clientY: (box?.y ?? 0) + 2 })
        await childRow.dispatchEvent('dragend', { dataTransfer: transfer })
        await expect(status).toHaveText(c.movedUnder(shown, 1, 2, parentShown))
        const under = (await categories(staff.request)).find((n) => n.id === parent.id)
        expect(under?.children.map((n) => n.id)).toEqual([child.id, sibling.id])

        // 390 px: nothing scrolls sideways.
        await staff.setViewportSize({ width: 390, height: 844 })
        expect(await horizontalOverflow(staff)).toBeNull()
        await staff.setViewportSize({ width: 1280, height: 800 })

        // A seed product (the Bura poster: not one another journey is making now) joins the sibling;
        // deleting it asks where the product goes (a category it is in already).
        const rows = await getData<LastPagePage<AdminProductRow>>(
          staff.request,
          '/api/v1/admin/products?status=published&q=IZL-PO-BURA',
        )
        const productId = rows.data[0]?.id ?? 0
        const product = await getData<AdminProductDetail>(staff.request, `/api/v1/admin/products/${productId}`)
        const home = product.categoryIds[0] ?? 0
        expect(home).toBeGreaterThan(0)
        expect(
          await postJson(staff.request, '/api/v1/admin/products/bulk', {
            action: 'setCategory',
            ids: [productId],
            categoryId: sibling.id,
            mode: 'add',
          }),
        ).toBe(200)
        await open(staff, `${c.prefix}/admin/categories`)
        const siblingShown = shownOf(siblingName)
        await staff.getByRole('button', { name: `${c.del}: ${siblingShown}`, exact: true }).click()
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: c.del, exact: true }).click()
        await expect(dialog.getByRole('alert')).toHaveText(c.moveToRequired)
        const target = dialog.getByRole('combobox', { name: c.moveTo })
        await expect(target).toBeFocused()
        expect((await categories(staff.request)).some((n) => n.id === sibling.id)).toBe(true)
        await expectAccessible(staff, `${c.lang} category delete dialog`)
        await target.selectOption(String(home))
        const homeNode = (await categories(staff.request)).find((n) => n.id === home)
        await dialog.getByRole('button', { name: c.del, exact: true }).click()
        await expect(dialog).toBeHidden()
        await expect(
          staff
            .getByText(c.deletedMoved(siblingShown, (c.lang === 'en' ? homeNode?.names.en : homeNode?.names.hr) ?? ''))
            .first(),
        ).toBeVisible()
        expect((await categories(staff.request)).some((n) => n.id === sibling.id)).toBe(false)
        const after = await getData<AdminProductDetail>(staff.request, `/api/v1/admin/products/${productId}`)
        expect(after.categoryIds).toContain(home)
        expect(after.categoryIds).not.toContain(sibling.id)
      } finally {
        // Children first: whatever is left of this run.
        for (const id of made.reverse()) await postJson(staff.request, `${API}/categories/${id}/delete`, {})
        await staff.context().close()
      }
    })

    test('an attribute is made with two swatch values, reordered, shown in the shop filters with its count, and deleted', async ({
      browser,
    }) => {
      const a = c.attributes
      const run = `${c.lang}${Date.now().toString(36)}`
      const code = `e2e_boja_${run}`
      const label = `E2E boja ${run}`
      const staff = await staffPage(browser, c.lang)
      let made = 0
      let product = 0
      let category = 0
      try {
        await open(staff, `${c.prefix}/admin/attributes`)
        await staff.getByRole('button', { name: a.add, exact: true }).click()
        const dialog = staff.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await dialog.getByRole('textbox', { name: a.code }).fill(code)
        await dialog.getByRole('combobox', { name: a.type }).selectOption({ label: a.visual })
        await dialog.getByRole('textbox', { name: c.name }).fill(label)
        await dialog.getByRole('textbox', { name: c.nameEn }).fill(`${label} en`)
        await dialog.getByRole('button', { name: a.addValue }).click()
        await expect(dialog.getByRole('textbox', { name: a.value(1) })).toBeFocused()
        await dialog.getByRole('textbox', { name: a.value(1) }).fill('Plava')
        await dialog.getByRole('textbox', { name: a.valueEn(1) }).fill('Blue')
        await dialog.getByRole('textbox', { name: a.colour(1) }).fill('#1e40af')
        await dialog.getByRole('button', { name: a.addValue }).click()
        await dialog.getByRole('textbox', { name: a.value(2) }).fill('Crvena')
        await dialog.getByRole('textbox', { name: a.valueEn(2) }).fill('Red')
        // A colour that is not #rrggbb is refused at its field, translated, before anything is sent.
        await dialog.getByRole('textbox', { name: a.colour(2) }).fill('crvena')
        await dialog.getByRole('button', { name: a.save }).click()
        await expect(dialog.getByRole('textbox', { name: a.colour(2) })).toHaveAttribute('aria-invalid', 'true')
        await expect(dialog.getByRole('textbox', { name: a.colour(2) })).toBeFocused()
        await dialog.getByRole('textbox', { name: a.colour(2) }).fill('#b91c1c')
        await dialog.getByRole('button', { name: a.up(2) }).click()
        await expect(dialog.getByRole('textbox', { name: a.value(1) })).toHaveValue('Crvena')
        await expectAccessible(staff, `${c.lang} attribute dialog`)
        await dialog.getByRole('button', { name: a.save }).click()
        await expect(dialog).toBeHidden()
        const shown = c.lang === 'en' ? `${label} en` : label
        await expect(staff.getByText(a.created(shown))).toBeVisible()

        const found = await getData<LastPagePage<AdminAttribute>>(staff.request, `${API}/attributes?q=${code}`)
        const attribute = found.data[0]
        made = attribute?.id ?? 0
        expect(attribute).toMatchObject({ code, inputType: 'visualSwatch', filterable: true })
        expect(attribute?.values.map((v) => [v.labels.hr, v.labels.en, v.swatch])).toEqual([
          ['Crvena', 'Red', '#b91c1c'],
          ['Plava', 'Blue', '#1e40af'],
        ])

        // Given to a published product in a category of its own, it is in that category's shop filters at once, counted.
        const [red, blue] = attribute?.values ?? []
        const categorySlug = `e2e-filtri-${run}`
        const categoryRes = await staff.request.post(`${API}/categories`, {
          headers: { origin: origin(), 'content-type': 'application/json' },
          data: JSON.stringify({
            names: { hr: `E2E filtri ${run}`, en: `E2E filters ${run}` },
            slugs: { hr: categorySlug, en: `${categorySlug}-en` },
            parentId: null,
            mediaId: null,
            sortTypes: [{ param: 'id', order: 'desc' }],
            sortDefaultType: { param: 'id', order: 'desc' },
          }),
        })
        expect(categoryRes.status()).toBe(201)
        category = ((await categoryRes.json()) as { data: AdminCategoryNode }).data.id
        const productRes = await staff.request.post('/api/v1/admin/products', {
          headers: { origin: origin(), 'content-type': 'application/json' },
          data: JSON.stringify({
            sku: `E2E-BOJA-${run}`,
            status: 'published',
            texts: {
              hr: { name: `E2E majica ${run}`, slug: `e2e-majica-${run}` },
              en: { name: `E2E shirt ${run}`, slug: `e2e-shirt-${run}` },
            },
            retailPriceCents: 1500,
            taxRate: 25,
            stockQty: 5,
            categoryIds: [category],
            attributes: [{ attributeId: made, valueIds: [blue?.id ?? 0] }],
          }),
        })
        expect(productRes.status(), await productRes.text()).toBe(201)
        product = ((await productRes.json()) as { data: { id: number } }).data.id
        const visitor = await newContext(browser).then((context) => context.newPage())
        await open(visitor, `${c.prefix}/shop/${c.lang === 'en' ? `${categorySlug}-en` : categorySlug}`)
        const group = visitor.getByRole('group', { name: shown, exact: true })
        await expect(group).toBeVisible()
        await expect(group.getByText(`${c.lang === 'en' ? blue?.labels.en : blue?.labels.hr} (1)`)).toBeVisible()
        await expect(group.getByText(`${c.lang === 'en' ? red?.labels.en : red?.labels.hr} (1)`)).toHaveCount(0)
        await visitor.context().close()
        expect(
          (await staff.request.delete(`/api/v1/admin/products/${product}`, { headers: { origin: origin() } })).status(),
        ).toBe(200)
        product = 0
        expect(await postJson(staff.request, `${API}/categories/${category}/delete`, {})).toBe(200)
        category = 0

        await staff.getByRole('searchbox', { name: a.search }).fill(code)
        await staff.getByRole('button', { name: a.find, exact: true }).click()
        const row = staff.getByRole('row').filter({ hasText: code })
        await expect(row).toBeVisible()
        await row.getByRole('button', { name: `${c.del}: ${shown}` }).click()
        await staff.getByRole('dialog').getByRole('button', { name: c.del, exact: true }).click()
        await expect(staff.getByText(a.deleted(shown))).toBeVisible()
        expect((await getData<LastPagePage<AdminAttribute>>(staff.request, `${API}/attributes?q=${code}`)).total).toBe(
          0,
        )
        made = 0
      } finally {
        if (product) await staff.request.delete(`/api/v1/admin/products/${product}`, { headers: { origin: origin() } })
        if (category) await postJson(staff.request, `${API}/categories/${category}/delete`, {})
        if (made) await postJson(staff.request, `${API}/attributes/${made}/delete`, {})
        await staff.context().close()
      }
    })

    test('a tag is created, refused a taken slug at its field, renamed and deleted', async ({ browser }) => {
      const g = c.tags
      const run = `${c.lang}${Date.now().toString(36)}`
      const name = `E2E oznaka ${run}`
      const staff = await staffPage(browser, c.lang)
      const made: number[] = []
      try {
        await open(staff, `${c.prefix}/admin/tags`)
        const dialog = staff.getByRole('dialog')
        await staff.getByRole('button', { name: g.add, exact: true }).click()
        await dialog.getByRole('textbox', { name: c.name }).fill(name)
        await dialog.getByRole('textbox', { name: c.nameEn }).fill(`${name} en`)
        await dialog.getByRole('button', { name: g.save }).click()
        await expect(dialog).toBeHidden()
        const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
        const tag = (await getData<LastPagePage<AdminTag>>(staff.request, `${API}/tags?q=${run}`)).data[0]
        expect(tag?.slugs.hr).toBe(slug)
        made.push(tag?.id ?? 0)

        // The same slug again: refused at the Croatian slug's field, in the page's language.
        await staff.getByRole('button', { name: g.add, exact: true }).click()
        await dialog.getByRole('textbox', { name: c.name }).fill(name)
        await dialog.getByRole('textbox', { name: c.nameEn }).fill(`${name} drugi en`)
        await dialog.getByRole('button', { name: g.save }).click()
        const slugField = dialog.getByRole('textbox', { name: c.slug })
        await expect(slugField).toHaveAttribute('aria-invalid', 'true')
        await expect(slugField).toBeFocused()
        await expect(dialog.getByText(g.taken(slug))).toBeVisible()
        await dialog.getByRole('button', { name: g.cancel, exact: true }).first().click()
        await expect(dialog).toBeHidden()

        await staff.getByRole('searchbox', { name: g.search }).fill(run)
        await staff.getByRole('button', { name: g.find, exact: true }).click()
        const shown = c.lang === 'en' ? `${name} en` : name
        const row = staff.getByRole('row').filter({ hasText: slug })
        await expect(row).toHaveCount(1)
        await row.getByRole('button', { name: `${c.edit}: ${shown}` }).click()
        const renamed = `${name} novo`
        await dialog.getByRole('textbox', { name: c.name }).fill(renamed)
        await dialog.getByRole('textbox', { name: c.nameEn }).fill(`${renamed} en`)
        await dialog.getByRole('button', { name: g.save }).click()
        await expect(dialog).toBeHidden()
        const renamedShown = c.lang === 'en' ? `${renamed} en` : renamed
        await expect(staff.getByText(g.saved(renamedShown))).toBeVisible()
        const after = (await getData<LastPagePage<AdminTag>>(staff.request, `${API}/tags?q=${run}`)).data[0]
        expect(after?.names).toEqual({ hr: renamed, en: `${renamed} en` })
        expect(after?.slugs.hr).toBe(slug)

        await row.getByRole('button', { name: `${c.del}: ${renamedShown}` }).click()
        await expect(dialog).toBeVisible()
        await expectAccessible(staff, `${c.lang} tag delete dialog`)
        await dialog.getByRole('button', { name: c.del, exact: true }).click()
        await expect(staff.getByText(g.deleted(renamedShown))).toBeVisible()
        expect((await getData<LastPagePage<AdminTag>>(staff.request, `${API}/tags?q=${run}`)).total).toBe(0)
        made.pop()
      } finally {
        for (const id of made) await postJson(staff.request, `${API}/tags/${id}/delete`, {})
        await staff.context().close()
      }
    })
  })
}
