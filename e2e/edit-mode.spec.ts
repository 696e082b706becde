import type { Browser, Page } from '@playwright/test'
import { allowFailedRequest, test, expect, newContext } from './console-guard'
import { origin, post } from './mailbox'
import { axeViolations, describeFindings } from './axe'
import { readFileSync } from 'node:fs'

/**
 * Edit mode (issue 15), as backoffice staff, both languages: a text changed in place reaches
 * visitors only on Publish (and then at once: the page's cache is purged); the section tools by
 * keyboard; two editors do not overwrite each other; a visitor's page loads no editor code; axe on
 * edit mode with its confirmation open.
 */

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

const CASES = [
  {
    lang: 'hr',
    home: '/',
    bar: 'Uređivanje stranice',
    edit: 'Uredi',
    title: 'Naslov',
    saved: 'Nacrt spremljen',
    publish: 'Objavi',
    published: 'Stranica je objavljena.',
    live: 'Nema neobjavljenih izmjena',
    hero: 'Sekcija 1: Naslovna slika',
    moveDown: 'Pomakni dolje',
    duplicate: 'Dupliciraj',
    hide: 'Sakrij',
    hidden: 'Skriveno od posjetitelja',
    remove: 'Obriši',
    removeTitle: 'Obrisati sekciju?',
    undo: 'Poništi',
    conflict: 'Stranicu je u međuvremenu spremio drugi urednik',
    reload: 'Učitaj ponovno',
    entry: 'Uredi stranicu',
    addAt2: 'Dodaj sekciju na mjesto 2',
    manager: 'Nova sekcija na mjestu 2',
    cta: 'Poziv na akciju',
    newTitle: 'Novi naslov',
    body: 'Tekst sekcije',
    bold: 'Podebljano',
    cache: 'Predmemorija',
  },
  {
    lang: 'en',
    home: '/en',
    bar: 'Page editing',
    edit: 'Edit',
    title: 'Title',
    saved: 'Draft saved',
    publish: 'Publish',
    published: 'The page is published.',
    live: 'No unpublished changes',
    hero: 'Section 1: Hero image',
    moveDown: 'Move down',
    duplicate: 'Duplicate',
    hide: 'Hide',
    hidden: 'Hidden from visitors',
    remove: 'Delete',
    removeTitle: 'Delete the section?',
    undo: 'Undo',
    conflict: 'Another editor saved this page in the meantime',
    reload: 'Reload',
    entry: 'Edit page',
    addAt2: 'Add a section at position 2',
    manager: 'New section at position 2',
    cta: 'Call to action',
    newTitle: 'New title',
    body: 'Section text',
    bold: 'Bold',
    cache: 'Cache',
  },
] as const
type Case = (typeof CASES)[number]

async function staffPage(browser: Browser, lang: Case['lang']): Promise<Page> {
  const context = await newContext(browser)
  const page = await context.newPage()
  expect(await post(page, '/api/auth/login', { ...STAFF, locale: lang })).toBe(200)
  return page
}

async function openEditor(page: Page, c: Case, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}editPage=true`)
  await expect(page.getByRole('region', { name: c.bar })).toBeVisible()
}

const status = (page: Page, c: Case) => page.getByRole('region', { name: c.bar }).getByRole('status')

/** A page of this test's own (no other journey looks at it), made through the API as staff. */
async function ownPage(page: Page, c: Case): Promise<string> {
  const slug = `uredivanje-${c.lang}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const res = await page.request.post('/api/v1/post/create', {
    headers: { origin: origin(), 'content-type': 'application/json', language: c.lang === 'hr' ? 'hrv' : 'eng' },
    data: JSON.stringify({
      postType: 'page',
      status: 'published',
      translations: {
        hr: {
          title: 'Uređivanje',
          slug,
          sections: [
            { type: 'hero', id: 'hero', title: 'Naslov' },
            { type: 'richText', id: 'prvi', title: 'Prvi odlomak', html: '<p>Jedan</p>' },
            { type: 'richText', id: 'drugi', title: 'Drugi odlomak', html: '<p>Dva</p>' },
          ],
        },
        en: {
          title: 'Editing',
          slug: `${slug}-en`,
          sections: [
            { type: 'hero', id: 'hero', title: 'Title' },
            { type: 'richText', id: 'prvi', title: 'First paragraph', html: '<p>One</p>' },
            { type: 'richText', id: 'drugi', title: 'Second paragraph', html: '<p>Two</p>' },
          ],
        },
      },
    }),
  })
  expect(res.status(), await res.text()).toBe(201)
  return c.lang === 'hr' ? `/${slug}` : `/en/${slug}-en`
}

const order = (page: Page) =>
  page
    .locator('[data-section-id]')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('data-section-id')))

for (const c of CASES) {
  test(`${c.lang}: the home hero title changed in place reaches visitors on Publish, at once`, async ({
    page,
    browser,
  }) => {
    const before = await page.goto(c.home).then(() => page.getByRole('heading', { level: 1 }).textContent())
    const staff = await staffPage(browser, c.lang)
    await staff.goto(c.home)
    await staff.getByRole('link', { name: c.entry }).click()
    await expect(staff.getByRole('region', { name: c.bar })).toBeVisible()
    const hero = staff.getByRole('group', { name: c.hero })
    await hero.getByRole('button', { name: c.edit, exact: true }).click()
    const title = `${before ?? ''} ${Date.now()}`
    await hero.getByRole('textbox', { name: new RegExp(`^${c.title}`) }).fill(title)
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(status(staff, c)).toContainText(c.saved)

    // Saved as a draft: visitors still see the published page.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before ?? '')

    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(staff.getByText(c.published)).toBeVisible()
    await expect(status(staff, c)).toHaveText(c.live)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

    // The cache view shows the purge: the home page, in both languages.
    await staff.getByRole('button', { name: c.cache, exact: true }).click()
    const cacheView = staff.getByRole('dialog', { name: c.cache })
    const purge = cacheView
      .getByRole('listitem')
      .filter({ hasText: c.home === '/' ? '/ (hr)' : '/en (en)' })
      .first()
    await expect(purge).toBeVisible()
    const inDialog = await axeViolations(staff)
    expect(inDialog.length ? describeFindings('the cache view modal', inDialog) : '').toBe('')
    await staff.context().close()
  })

  test(`${c.lang}: sections moved by keyboard, duplicated, hidden, deleted after a confirmation, undone; axe on edit mode`, async ({
    browser,
    page,
  }) => {
    const staff = await staffPage(browser, c.lang)
    const path = await ownPage(staff, c)
    await openEditor(staff, c, path)
    expect(await order(staff)).toEqual(['hero', 'prvi', 'drugi'])

    const first = staff.locator('[data-section-id="prvi"]')
    await first.getByRole('button', { name: c.moveDown }).focus()
    await staff.keyboard.press('Enter')
    await expect.poll(() => order(staff)).toEqual(['hero', 'drugi', 'prvi'])
    // Focus stays with the moved section.
    expect(
      await staff.evaluate(() => document.activeElement?.closest('[data-section-id]')?.getAttribute('data-section-id')),
    ).toBe('prvi')

    await staff.locator('[data-section-id="drugi"]').getByRole('button', { name: c.duplicate }).click()
    await expect.poll(() => order(staff)).toEqual(['hero', 'drugi', 'drugi-copy', 'prvi'])
    await staff.locator('[data-section-id="drugi-copy"]').getByRole('button', { name: c.hide }).click()
    await expect(staff.locator('[data-section-id="drugi-copy"]').getByText(c.hidden)).toBeVisible()

    // The body in the rich-text editor: a word typed and made bold shows in the section at once.
    const prvi = staff.locator('[data-section-id="prvi"]')
    await prvi.getByRole('button', { name: c.edit, exact: true }).click()
    const body = prvi.getByRole('textbox', { name: c.body })
    await body.click()
    await staff.keyboard.press('Control+End')
    await staff.keyboard.type(' plus')
    for (let i = 0; i < 4; i++) await staff.keyboard.press('Shift+ArrowLeft')
    await prvi.getByRole('button', { name: c.bold }).click()
    await expect(prvi.locator('.edit-frame__preview b')).toHaveText('plus')

    await staff.locator('[data-section-id="prvi"]').getByRole('button', { name: c.remove }).click()
    const dialog = staff.getByRole('dialog', { name: c.removeTitle })
    await expect(dialog).toBeVisible()
    const findings = await axeViolations(staff)
    expect(findings.length ? describeFindings(`edit mode ${c.lang} with the delete confirmation`, findings) : '').toBe(
      '',
    )
    await dialog.getByRole('button', { name: c.remove }).click()
    await expect.poll(() => order(staff)).toEqual(['hero', 'drugi', 'drugi-copy'])
    await staff.getByRole('button', { name: c.undo }).click()
    await expect.poll(() => order(staff)).toEqual(['hero', 'drugi', 'drugi-copy', 'prvi'])
    await expect(status(staff, c)).toContainText(c.saved)

    // The section manager adds a section where it was asked for, with sample texts; focus goes to it.
    await staff.getByRole('button', { name: c.addAt2 }).click()
    const manager = staff.getByRole('dialog', { name: c.manager })
    await expect(manager.getByRole('button', { name: c.cta })).toBeVisible()
    const inManager = await axeViolations(staff)
    expect(inManager.length ? describeFindings(`edit mode ${c.lang} with the section manager`, inManager) : '').toBe('')
    await manager.getByRole('button', { name: c.cta }).click()
    await expect(manager).toHaveCount(0)
    await expect.poll(() => order(staff)).toEqual(['hero', 'cta-1', 'drugi', 'drugi-copy', 'prvi'])
    await expect(staff.locator('[data-section-id="cta-1"] [data-action="edit"]')).toBeFocused()
    await expect(status(staff, c)).toContainText(c.saved)
    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(status(staff, c)).toHaveText(c.live)

    // Visitors get the new order; the hidden copy is not shown to them.
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(headings).toEqual(
      c.lang === 'hr'
        ? [c.newTitle, 'Drugi odlomak', 'Prvi odlomak']
        : [c.newTitle, 'Second paragraph', 'First paragraph'],
    )
    await expect(page.locator('section[aria-labelledby="prvi-title"] b')).toHaveText('plus')
    // Scanned from the top, as every page of the gate (the sticky bar covers what scrolls under it).
    await staff.evaluate(() => window.scrollTo(0, 0))
    const open = await axeViolations(staff)
    expect(open.length ? describeFindings(`edit mode ${c.lang}`, open) : '').toBe('')
    await staff.context().close()
  })

  test(`${c.lang}: two editors on one page — the second save is refused with a reload, nothing is overwritten`, async ({
    browser,
  }) => {
    const first = await staffPage(browser, c.lang)
    const path = await ownPage(first, c)
    const second = await staffPage(browser, c.lang)
    await openEditor(first, c, path)
    await openEditor(second, c, path)
    const edit = async (page: Page, text: string) => {
      const hero = page.getByRole('group', { name: c.hero })
      if ((await hero.getByRole('button', { name: c.edit, exact: true }).count()) > 0)
        await hero.getByRole('button', { name: c.edit, exact: true }).click()
      await hero.getByRole('textbox', { name: new RegExp(`^${c.title}`) }).fill(text)
    }
    await edit(first, 'Prva urednica')
    await expect(status(first, c)).toContainText(c.saved)
    await edit(second, 'Drugi urednik')
    const bar = second.getByRole('region', { name: c.bar })
    await expect(bar.getByRole('alert')).toContainText(c.conflict)
    await bar.getByRole('button', { name: c.reload }).click()
    await expect(second.getByRole('group', { name: c.hero }).getByRole('heading', { level: 1 })).toHaveText(
      'Prva urednica',
    )
    await first.context().close()
    await second.context().close()
  })
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const MEDIA = {
  hr: {
    choose: 'Odaberi sliku',
    change: 'Promijeni sliku',
    modal: 'Medijateka',
    upload: 'Prenesi slike',
    uploaded: 'preneseno',
    notImage: 'dopuštene su samo slike',
    altHr: /^Alternativni tekst \(hrvatski\)/,
    altEn: /^Alternativni tekst \(engleski\)/,
    search: 'Pretraži medijateku',
    found: 'Pronađeno: 1',
    saved: 'Tekstovi medija su spremljeni.',
  },
  en: {
    choose: 'Choose image',
    change: 'Change image',
    modal: 'Media library',
    upload: 'Upload images',
    uploaded: 'uploaded',
    notImage: 'only images can be uploaded',
    altHr: /^Alternative text \(Croatian\)/,
    altEn: /^Alternative text \(English\)/,
    search: 'Search the media library',
    found: 'Found: 1',
    saved: 'The media texts are saved.',
  },
} as const

for (const c of CASES) {
  test(`${c.lang}: an image uploaded in the media modal with its alternative texts, then found by search and picked for the hero; visitors see it on Publish`, async ({
    browser,
    page,
  }) => {
    const m = MEDIA[c.lang]
    const stamp = `medij-${c.lang}-${Date.now()}`
    const staff = await staffPage(browser, c.lang)
    const path = await ownPage(staff, c)
    await openEditor(staff, c, path)
    const hero = staff.getByRole('group', { name: c.hero })
    await hero.getByRole('button', { name: c.edit, exact: true }).click()
    await hero.getByRole('button', { name: m.choose }).click()
    const dialog = staff.getByRole('dialog', { name: m.modal })

    // Two files: the image is stored, the text file is refused with its reason.
    await dialog.getByLabel(m.upload).setInputFiles([
      { name: `${stamp}.png`, mimeType: 'image/png', buffer: PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ])
    await expect(dialog.getByRole('listitem').filter({ hasText: `${stamp}.png` })).toContainText(m.uploaded)
    await expect(dialog.getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText(m.notImage)
    const altHere = c.lang === 'hr' ? 'Plavi piksel na bijeloj pozadini' : 'A blue pixel on white'
    await dialog.getByRole('textbox', { name: m.altHr }).fill('Plavi piksel na bijeloj pozadini')
    await dialog.getByRole('textbox', { name: m.altEn }).fill('A blue pixel on white')
    const inDialog = await axeViolations(staff)
    expect(inDialog.length ? describeFindings('the media modal', inDialog) : '').toBe('')
    await dialog.getByRole('button', { name: m.choose }).click()
    await expect(dialog).toBeHidden()
    await expect(hero.locator('.hero__image')).toHaveAttribute('alt', altHere)

    // The library finds the file again by its alternative text; picking it keeps the texts.
    await hero.getByRole('button', { name: m.change }).click()
    await dialog.getByRole('searchbox', { name: m.search }).fill(stamp)
    await expect(dialog.getByRole('status').filter({ hasText: m.found })).toBeVisible()
    await dialog.getByRole('button', { name: stamp }).click()
    await expect(dialog.getByRole('textbox', { name: m.altEn })).toHaveValue('A blue pixel on white')
    await dialog.getByRole('button', { name: m.choose }).click()
    await expect(dialog).toBeHidden()
    await expect(status(staff, c)).toContainText(c.saved)

    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(staff.getByText(c.published)).toBeVisible()
    await page.goto(path)
    await expect(page.locator('.hero__image')).toHaveAttribute('alt', altHere)
    await staff.context().close()
  })
}

const LINKS = {
  hr: {
    add: 'Dodaj gumb',
    editLink: 'Uredi poveznicu',
    modal: 'Poveznica gumba „Saznaj više”',
    product: 'Proizvod',
    choose: 'Odaberi proizvod',
    picker: 'Proizvodi',
    search: 'Pretraži',
    name: 'VR početni paket',
    href: '/product/vr-pocetni-paket',
    newTab: 'Otvori u novoj kartici',
    chooseIcon: 'Odaberi ikonu',
    icons: 'Ikone',
    rocket: 'Raketa',
    apply: 'Primijeni',
    address: 'Adresu',
    url: /^Adresa/,
    badUrl: 'Unesite adresu na ovoj stranici',
  },
  en: {
    add: 'Add a button',
    editLink: 'Edit link',
    modal: 'Link of the button “Learn more”',
    product: 'A product',
    choose: 'Choose a product',
    picker: 'Products',
    search: 'Search',
    name: 'VR starter bundle',
    href: '/en/product/vr-starter-bundle',
    newTab: 'Open in a new tab',
    chooseIcon: 'Choose icon',
    icons: 'Icons',
    rocket: 'Rocket',
    apply: 'Apply',
    address: 'An address',
    url: /^Address/,
    badUrl: 'Enter a path on this site',
  },
} as const

for (const c of CASES) {
  test(`${c.lang}: a button linked to a product through the products modal, with a new tab and an icon; axe with the link options open`, async ({
    browser,
    page,
  }) => {
    const l = LINKS[c.lang]
    const staff = await staffPage(browser, c.lang)
    const path = await ownPage(staff, c)
    await openEditor(staff, c, path)
    const hero = staff.getByRole('group', { name: c.hero })
    await hero.getByRole('button', { name: c.edit, exact: true }).click()
    await hero.getByRole('button', { name: l.add }).click()
    await hero.getByRole('button', { name: l.editLink }).click()
    const options = staff.getByRole('dialog', { name: l.modal })

    // A bad address is refused with the reason, in the modal.
    await options.getByRole('radio', { name: l.address, exact: true }).check()
    await options.getByRole('textbox', { name: l.url }).fill('javascript:alert(1)')
    await options.getByRole('button', { name: l.apply }).click()
    await expect(options.getByText(l.badUrl)).toBeVisible()

    await options.getByRole('radio', { name: l.product, exact: true }).check()
    await options.getByRole('button', { name: l.choose }).click()
    const picker = staff.getByRole('dialog', { name: l.picker })
    await picker.getByRole('searchbox', { name: l.search }).fill(l.name)
    await picker
      .getByRole('button', { name: new RegExp(`^${l.name}`) })
      .first()
      .click()
    await expect(picker).toBeHidden()
    await expect(options.getByText(l.href)).toBeVisible()
    await options.getByRole('checkbox', { name: l.newTab }).check()
    await options.getByRole('button', { name: l.chooseIcon }).click()
    await staff.getByRole('dialog', { name: l.icons }).getByRole('button', { name: l.rocket }).click()
    const inDialog = await axeViolations(staff)
    expect(inDialog.length ? describeFindings('the link options modal', inDialog) : '').toBe('')
    await options.getByRole('button', { name: l.apply }).click()
    await expect(options).toBeHidden()
    await expect(status(staff, c)).toContainText(c.saved)

    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(staff.getByText(c.published)).toBeVisible()
    await page.goto(path)
    const button = page.locator('.hero').getByRole('link')
    await expect(button).toHaveAttribute('href', l.href)
    await expect(button).toHaveAttribute('target', '_blank')
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(button.locator('svg.btn__icon')).toHaveCount(1)
    await staff.context().close()
  })
}

const MASTERS = {
  hr: {
    frame: 'Sekcija 2: Tekst',
    open: 'Glavna komponenta',
    name: /^Naziv glavne komponente/,
    save: 'Spremi kao glavnu komponentu',
    paragraph: 'Prvi odlomak',
    usedOn: 'Koristi se na stranicama: 2',
  },
  en: {
    frame: 'Section 2: Text',
    open: 'Master component',
    name: /^Name of the master component/,
    save: 'Save as master component',
    paragraph: 'First paragraph',
    usedOn: 'Used on pages: 2',
  },
} as const

for (const c of CASES) {
  test(`${c.lang}: a master component saved from a section of one page, inserted on another from the section manager, edited once — visitors see the change on both pages`, async ({
    browser,
    page,
  }) => {
    const m = MASTERS[c.lang]
    const stamp = `${Date.now()}-${c.lang}`
    const staff = await staffPage(browser, c.lang)
    const [first, second] = [await ownPage(staff, c), await ownPage(staff, c)]

    await openEditor(staff, c, first)
    const paragraph = staff.getByRole('group', { name: m.frame })
    await paragraph.getByRole('button', { name: m.open, exact: true }).click()
    const modal = staff.getByRole('dialog', { name: m.open })
    await modal.getByRole('textbox', { name: m.name }).fill(`Odlomak ${stamp}`)
    await modal.getByRole('button', { name: m.save }).click()
    await expect(modal).toBeHidden()
    await expect(paragraph.getByText(m.open, { exact: true }).first()).toBeVisible()
    await expect(status(staff, c)).toContainText(c.saved)
    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(staff.getByText(c.published)).toBeVisible()

    await openEditor(staff, c, second)
    await staff.getByRole('button', { name: c.addAt2 }).click()
    await staff
      .getByRole('dialog', { name: c.manager })
      .getByRole('button', { name: new RegExp(`^Odlomak ${stamp}`) })
      .click()
    await expect(staff.getByRole('group', { name: m.frame }).getByRole('heading', { name: m.paragraph })).toBeVisible()
    await expect(status(staff, c)).toContainText(c.saved)
    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(staff.getByText(c.published)).toBeVisible()

    await openEditor(staff, c, first)
    const shared = staff.getByRole('group', { name: m.frame })
    await shared.getByRole('button', { name: c.edit, exact: true }).click()
    await shared.getByRole('textbox', { name: new RegExp(`^${c.title}`) }).fill(`Zajednički odlomak ${stamp}`)
    await expect(status(staff, c)).toContainText(c.saved)
    await shared.getByRole('button', { name: m.open, exact: true }).click()
    await expect(modal.getByText(m.usedOn)).toBeVisible()
    const inDialog = await axeViolations(staff)
    expect(inDialog.length ? describeFindings('the master component modal', inDialog) : '').toBe('')
    await staff.keyboard.press('Escape')
    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(staff.getByText(c.published)).toBeVisible()

    for (const path of [second, first]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: `Zajednički odlomak ${stamp}` })).toBeVisible()
    }
    await staff.context().close()
  })
}

const LAYOUT = {
  hr: {
    open: 'Zaglavlje i podnožje',
    dialog: 'Zaglavlje, podnožje i kolačići (hrvatski)',
    heading: 'Naslov stupca 1',
    links: 'Poveznice stupca 2',
    linkName: /^Naziv poveznice 1/,
    credits: 'Potpis u podnožju',
    addSocial: 'Dodaj društvenu mrežu',
    social: 'Društvene mreže',
    address: 'Adresa profila',
    profile: 'Naziv profila',
    network: 'Mreža',
    publish: 'Objavi',
    httpsOnly: 'Adresa mora počinjati s https://',
    published: 'Zaglavlje i podnožje su objavljeni.',
    pages: ['/o-nama', '/kontakt'],
    other: '/en/about-us',
    header: 'hrv',
  },
  en: {
    open: 'Header and footer',
    dialog: 'Header, footer and cookies (English)',
    heading: 'Heading of column 1',
    links: 'Links of column 2',
    linkName: /^Name of link 1/,
    credits: 'Footer credits',
    addSocial: 'Add a social network',
    social: 'Social networks',
    address: 'Profile address',
    profile: 'Profile name',
    network: 'Network',
    publish: 'Publish',
    httpsOnly: 'The address must start with https://',
    published: 'The header and footer are published.',
    pages: ['/en/about-us', '/en/contact'],
    other: '/o-nama',
    header: 'eng',
  },
} as const

for (const c of CASES) {
  test(`${c.lang}: the layout in place — a footer heading, a menu link, a social network and the credits published from edit mode reach every page of the language at once; the other language keeps its own`, async ({
    browser,
    page,
  }) => {
    const l = LAYOUT[c.lang]
    const stamp = `${Date.now()}-${c.lang}`
    const staff = await staffPage(browser, c.lang)
    const json = async (res: { json: () => Promise<unknown> }) => ((await res.json()) as { data: unknown }).data
    const headers = { origin: origin(), 'content-type': 'application/json', language: l.header }
    const elements = (await json(
      await staff.request.post('/api/v1/element/getByHandlers', { headers, data: { handlers: ['footer-section'] } }),
    )) as { elements: Array<{ id: number; options: unknown }> }
    const footer = elements.elements[0]!
    const menu = (await json(await staff.request.get('/api/v1/navigation/tree/footer2', { headers }))) as Array<{
      id: number
      name: string
      target: string
    }>
    try {
      await openEditor(staff, c, l.pages[0])
      await staff.getByRole('button', { name: l.open }).click()
      const dialog = staff.getByRole('dialog', { name: l.dialog })
      await dialog.getByRole('textbox', { name: l.heading }).fill(`Studio ${stamp}`)
      await dialog
        .getByRole('group', { name: l.links })
        .getByRole('textbox', { name: l.linkName })
        .fill(`Poveznica ${stamp}`)
      await dialog.getByRole('textbox', { name: l.credits }).fill(`Potpis ${stamp}`)
      await dialog.getByRole('button', { name: l.addSocial }).click()
      const social = dialog.getByRole('group', { name: l.social })
      const last = await social.getByRole('textbox', { name: new RegExp(`^${l.address}`) }).count()
      await social.getByRole('textbox', { name: new RegExp(`^${l.address} ${last}`) }).fill('http://example.com/izlog')
      await social.getByRole('textbox', { name: `${l.profile} ${last}` }).fill('izlog GitHub')
      await social.getByRole('combobox', { name: `${l.network} ${last}` }).selectOption('github')
      await dialog.getByRole('button', { name: l.publish }).click()
      await expect(dialog.getByText(l.httpsOnly)).toBeVisible()
      await social.getByRole('textbox', { name: new RegExp(`^${l.address} ${last}`) }).fill('https://github.com/izlog')
      const inDialog = await axeViolations(staff)
      expect(inDialog.length ? describeFindings('the layout editor', inDialog) : '').toBe('')
      await dialog.getByRole('button', { name: l.publish }).click()
      await expect(staff.getByText(l.published)).toBeVisible()

      for (const path of l.pages) {
        await page.goto(path)
        const pageFooter = page.getByRole('contentinfo')
        await expect(pageFooter.getByRole('heading', { name: `Studio ${stamp}` })).toBeVisible()
        await expect(pageFooter.getByRole('link', { name: `Poveznica ${stamp}` })).toBeVisible()
        await expect(pageFooter.getByText(`Potpis ${stamp}`)).toBeVisible()
        await expect(pageFooter.getByRole('link', { name: /izlog GitHub/ })).toHaveAttribute(
          'href',
          'https://github.com/izlog',
        )
      }
      await page.goto(l.other)
      await expect(page.getByRole('contentinfo').getByText(`Potpis ${stamp}`)).toHaveCount(0)
    } finally {
      await staff.request.patch(`/api/v1/element/update/${footer.id}`, { headers, data: { options: footer.options } })
      await staff.request.put('/api/v1/navigation/update/footer2', {
        headers,
        data: { links: menu.map((link) => ({ id: link.id, name: link.name, newTab: link.target === '_blank' })) },
      })
      await staff.context().close()
    }
  })
}

const POSTS = {
  hr: {
    title: /^Naslov objave/,
    date: /^Datum objave/,
    excerpt: /^Sažetak/,
    body: 'Tekst objave',
    image: 'Naslovna slika objave',
    choose: 'Odaberi sliku',
    modal: 'Medijateka',
    categories: 'Kategorije',
    dateShown: '15. travnja 2026.',
  },
  en: {
    title: /^Post title/,
    date: /^Publication date/,
    excerpt: /^Excerpt/,
    body: 'Post text',
    image: 'Post image',
    choose: 'Choose image',
    modal: 'Media library',
    categories: 'Categories',
    dateShown: '15 April 2026',
  },
} as const

for (const c of CASES) {
  test(`${c.lang}: a blog post edited in place — title, date, excerpt, image, category and body — reaches visitors on Publish`, async ({
    browser,
    page,
  }) => {
    const p = POSTS[c.lang]
    const stamp = `${Date.now()}-${c.lang}`
    const staff = await staffPage(browser, c.lang)
    const created = await staff.request.post('/api/v1/post/create', {
      headers: { origin: origin(), 'content-type': 'application/json', language: c.lang === 'hr' ? 'hrv' : 'eng' },
      data: JSON.stringify({
        postType: 'post',
        status: 'published',
        publishedAt: '2026-01-10T09:00:00.000Z',
        translations: {
          hr: { title: 'Objava', slug: `objava-${stamp}`, body: '<p>Tekst</p>' },
          en: { title: 'Post', slug: `post-${stamp}`, body: '<p>Text</p>' },
        },
      }),
    })
    expect(created.status()).toBe(201)
    const path = c.lang === 'hr' ? `/objava-${stamp}` : `/en/post-${stamp}`
    await openEditor(staff, c, path)
    await staff.getByRole('textbox', { name: p.title }).fill(`Objava u mjestu ${stamp}`)
    await staff.getByLabel(p.date).fill('2026-04-15')
    await staff.getByRole('textbox', { name: p.excerpt }).fill('Kratki sažetak')
    const categories = staff.getByRole('group', { name: p.categories })
    const category = (await categories.getByRole('checkbox').first().locator('xpath=..').textContent())?.trim() ?? ''
    await categories.getByRole('checkbox').first().check()
    const body = staff.getByRole('textbox', { name: p.body })
    await body.click()
    await body.press('End')
    await body.pressSequentially(` dodatak ${stamp}`)
    await staff.getByRole('group', { name: p.image }).getByRole('button', { name: p.choose }).click()
    const media = staff.getByRole('dialog', { name: p.modal })
    await media.locator('.media-grid__item').first().click()
    await media.getByRole('button', { name: p.choose }).click()
    await expect(media).toBeHidden()
    await expect(staff.locator('.post-preview .post-detail__image')).toBeVisible()
    await expect(status(staff, c)).toContainText(c.saved)
    await staff.getByRole('button', { name: c.publish, exact: true }).click()
    await expect(staff.getByText(c.published)).toBeVisible()

    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objava u mjestu ${stamp}`)
    await expect(page.locator('.post-detail__date')).toHaveText(p.dateShown)
    await expect(page.locator('.post-detail__body')).toContainText(`dodatak ${stamp}`)
    await expect(page.locator('.post-detail__image')).toBeVisible()
    await expect(page.locator('.post-detail__tags')).toContainText(category)
    await staff.context().close()
  })
}

test('a visitor’s page loads no byte of the editor, even with ?editPage=true', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  for (const path of ['/', '/usluge?editPage=true', '/en?editPage=true&mobileView=true']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('region', { name: /Uređivanje stranice|Page editing/ })).toHaveCount(0)
  }
  // The build's manifest names edit mode's own files (scripts/build-client.mjs).
  const manifest = readFileSync(new URL('../worker/generated/client-manifest.ts', import.meta.url), 'utf8')
  const editor = JSON.parse(/editor: (\{.*\}),\n/.exec(manifest)?.[1] ?? 'null') as {
    modules: string[]
    styles: string[]
  }
  const editorFiles = [...editor.modules, ...editor.styles]
  expect(editorFiles.length).toBeGreaterThan(1)
  expect(requested.filter((path) => editorFiles.includes(path))).toEqual([])
  expect(requested.some((path) => path.startsWith('/assets/'))).toBe(true)
})

test('a new page: a too-short slug is refused, a good one makes an unpublished page, Publish shows it; then its English translation, which the language switcher follows', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const stamp = Date.now()
  const staff = await staffPage(browser, 'hr')
  await openEditor(staff, CASES[0], '/o-nama')
  await staff.getByRole('button', { name: 'Nova stranica' }).click()
  const dialog = staff.getByRole('dialog', { name: 'Nova stranica' })
  await dialog.getByRole('textbox', { name: /^Naslov stranice/ }).fill(`Radionice ${stamp}`)
  await expect(dialog.getByRole('textbox', { name: /^Slug/ })).toHaveValue(`radionice-${stamp}`)
  const inDialog = await axeViolations(staff)
  expect(inDialog.length ? describeFindings('the new page modal', inDialog) : '').toBe('')
  await dialog.getByRole('textbox', { name: /^Slug/ }).fill('abc')
  await dialog.getByRole('button', { name: 'Stvori stranicu' }).click()
  await expect(dialog.getByText('Slug je kratak')).toBeVisible()
  await dialog.getByRole('textbox', { name: /^Slug/ }).fill(`radionice-${stamp}`)
  await dialog.getByRole('button', { name: 'Stvori stranicu' }).click()

  await expect(staff).toHaveURL(new RegExp(`/radionice-${stamp}\\?editPage=true$`))
  await expect(staff.getByText('Stranica još nije objavljena')).toBeVisible()
  const hidden = await page.goto(`/radionice-${stamp}`)
  expect(hidden?.status()).toBe(404)
  await staff.getByRole('button', { name: 'Objavi', exact: true }).click()
  await expect(staff.getByText('Stranica je objavljena.')).toBeVisible()
  const shown = await page.goto(`/radionice-${stamp}`)
  expect(shown?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Radionice ${stamp}`)

  await staff.getByRole('button', { name: 'Prijevod: engleski' }).click()
  const translation = staff.getByRole('dialog', { name: 'Prijevod stranice: engleski' })
  await translation.getByRole('textbox', { name: /^Naslov stranice/ }).fill(`Workshops ${stamp}`)
  await expect(translation.getByRole('textbox', { name: /^Slug/ })).toHaveValue(`workshops-${stamp}`)
  await translation.getByRole('button', { name: 'Stvori prijevod' }).click()
  await expect(staff).toHaveURL(new RegExp(`/en/workshops-${stamp}\\?editPage=true$`))
  await expect(staff.getByRole('region', { name: 'Page editing' })).toBeVisible()
  await staff.context().close()

  // The language switcher of the Croatian page leads to its English translation.
  await page.goto(`/radionice-${stamp}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('link', { name: /^EN/ }).click()
  await expect(page).toHaveURL(new RegExp(`/en/workshops-${stamp}$`))
  allowFailedRequest(consoleErrors, 404)
})

test('outside production a refused request shows, besides its toast, the curl command that repeats it (SPEC §8)', async ({
  browser,
}) => {
  const staff = await staffPage(browser, 'hr')
  const errors: string[] = []
  staff.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await openEditor(staff, CASES[0], '/o-nama')
  await staff.getByRole('button', { name: 'Nova stranica' }).click()
  const dialog = staff.getByRole('dialog', { name: 'Nova stranica' })
  await dialog.getByRole('textbox', { name: /^Naslov stranice/ }).fill('Kontakt')
  await dialog.getByRole('button', { name: 'Stvori stranicu' }).click()
  await expect(staff.getByRole('alert').filter({ hasText: 'Slug se već koristi' })).toBeVisible()
  const debug = staff.locator('.toast--debug code')
  await expect(debug).toContainText("curl -X POST '")
  await expect(debug).toContainText(
    '/api/v1/post/createPage\' -H \'Accept: application/json\' -H \'language: hrv\' -H \'Content-Type: application/json\' --data-raw \'{"title":"Kontakt","slug":"kontakt"',
  )
  expect(errors.every((text) => text.includes('status of 409'))).toBe(true)
  await staff.context().close()
})
