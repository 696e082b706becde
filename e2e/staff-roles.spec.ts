import type { Page } from '@playwright/test'
import { test, expect, newContext } from './console-guard'
import { linkFromMailbox, origin } from './mailbox'
import { expectAccessible, staffPage } from './after-sale-flow'

/**
 * Staff roles (issue 37), in real Chromium against the Worker, in Croatian and English: the owner
 * invites a content editor on /admin/staff; the invitee opens the invitation from the dev mailbox,
 * sets a password, logs in at /adminLogin, edits a page of their own in edit mode, and finds the
 * orders page closed to their role (the 403 page, no Orders link in the menu). Axe and the 320 px
 * reflow check run on the staff page and the not-allowed page.
 */

/** The texts of the new screens, as client/i18n/messages/staff.ts and email.ts write them. */
const CASES = [
  {
    lang: 'hr',
    staff: '/admin/staff',
    orders: '/admin/orders',
    login: '/adminLogin',
    invite: 'Pozovi člana osoblja',
    email: 'E-mail adresa',
    firstName: 'Ime (nije obavezno)',
    role: 'Uloga',
    content: 'Sadržaj — uređivanje stranica, mediji, obrasci, komentari, preusmjeravanja i e-mail predlošci',
    send: 'Pošalji poziv',
    sent: (email: string) => `Poziv je poslan na ${email}.`,
    subject: 'Poziv u administraciju izloga',
    button: 'Postavi lozinku',
    newPassword: 'Nova lozinka',
    repeat: 'Ponovite novu lozinku',
    save: 'Spremi novu lozinku',
    saved: 'Nova lozinka je spremljena. Sada se možete prijaviti.',
    password: 'Lozinka',
    logIn: 'Prijavi se',
    menu: 'Izbornik administracije',
    ordersLink: 'Narudžbe',
    mediaLink: 'Medijateka',
    forbidden: 'Pristup nije dopušten',
    notAllowed: 'Ova stranica ne pripada dijelu administracije koji vaša uloga (Sadržaj) smije otvoriti.',
    bar: 'Uređivanje stranice',
    hero: 'Sekcija 1: Naslovna slika',
    edit: 'Uredi',
    title: 'Naslov',
    draftSaved: 'Nacrt spremljen',
  },
  {
    lang: 'en',
    staff: '/en/admin/staff',
    orders: '/en/admin/orders',
    login: '/en/adminLogin',
    invite: 'Invite a staff member',
    email: 'E-mail address',
    firstName: 'First name (optional)',
    role: 'Role',
    content: 'Content — page editing, media, forms, comments, redirects and e-mail templates',
    send: 'Send invitation',
    sent: (email: string) => `The invitation was sent to ${email}.`,
    subject: 'Your invitation to the izlog backoffice',
    button: 'Set a password',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    save: 'Save the new password',
    saved: 'Your new password has been saved. You can log in now.',
    password: 'Password',
    logIn: 'Log in',
    menu: 'Administration menu',
    ordersLink: 'Orders',
    mediaLink: 'Media library',
    forbidden: 'Access denied',
    notAllowed: 'This page is not in the part of the backoffice your role (Content) may open.',
    bar: 'Page editing',
    hero: 'Section 1: Hero image',
    edit: 'Edit',
    title: 'Title',
    draftSaved: 'Draft saved',
  },
] as const
type Case = (typeof CASES)[number]

/** A page of the editor's own, made through the API with their session (a content call). */
async function ownPage(page: Page, c: Case): Promise<string> {
  const slug = `uloge-${c.lang}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const res = await page.request.post('/api/v1/post/create', {
    headers: { origin: origin(), 'content-type': 'application/json', language: c.lang === 'hr' ? 'hrv' : 'eng' },
    data: JSON.stringify({
      postType: 'page',
      status: 'published',
      translations: {
        hr: { title: 'Uloge', slug, sections: [{ type: 'hero', id: 'hero', title: 'Naslov' }] },
        en: { title: 'Roles', slug: `${slug}-en`, sections: [{ type: 'hero', id: 'hero', title: 'Title' }] },
      },
    }),
  })
  expect(res.status(), await res.text()).toBe(201)
  return c.lang === 'hr' ? `/${slug}` : `/en/${slug}-en`
}

for (const c of CASES) {
  test(`${c.lang}: the owner invites a content editor, who sets a password, edits a page and cannot open orders`, async ({
    browser,
  }) => {
    const email = `urednica-${c.lang}-${Date.now()}@example.com`
    const password = `uloge-${c.lang}-lozinka-2026`

    // The owner invites the editor.
    const owner = await staffPage(browser, c.lang)
    await owner.goto(c.staff)
    await expect(owner.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await owner.getByText(c.invite).click()
    await owner.getByRole('textbox', { name: c.email }).fill(email)
    await owner.getByRole('textbox', { name: c.firstName, exact: true }).fill('Iva')
    await owner.getByRole('combobox', { name: c.role, exact: true }).selectOption({ label: c.content })
    await owner.getByRole('button', { name: c.send }).click()
    await expect(owner.getByText(c.sent(email))).toBeVisible()
    await expect(owner.getByRole('cell', { name: email, exact: true })).toBeVisible()
    await expectAccessible(owner, `${c.staff} after an invitation`)

    // The invitation's link sets the password.
    const link = await linkFromMailbox(browser, c.lang, email, c.subject, c.button)
    const editor = await (await newContext(browser)).newPage()
    await editor.goto(link)
    await expect(editor.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await editor.getByLabel(new RegExp(`^${c.newPassword}`)).fill(password)
    await editor.getByLabel(new RegExp(`^${c.repeat}`)).fill(password)
    await editor.getByRole('button', { name: c.save }).click()
    await expect(editor.getByText(c.saved)).toBeVisible()

    // The backoffice login.
    await editor.goto(c.login)
    await expect(editor.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await editor.getByRole('textbox', { name: c.email }).fill(email)
    await editor.getByLabel(new RegExp(`^${c.password}`)).fill(password)
    await editor.getByRole('button', { name: c.logIn }).click()
    await expect(editor.getByRole('navigation', { name: c.menu })).toBeVisible()
    const menu = editor.getByRole('navigation', { name: c.menu })
    await expect(menu.getByRole('link', { name: c.mediaLink })).toBeVisible()
    await expect(menu.getByRole('link', { name: c.ordersLink, exact: true })).toHaveCount(0)

    // Edit mode on a page of their own: a change is saved as a draft.
    const path = await ownPage(editor, c)
    await editor.goto(`${path}?editPage=true`)
    await expect(editor.getByRole('region', { name: c.bar })).toBeVisible()
    const hero = editor.getByRole('group', { name: c.hero })
    await hero.getByRole('button', { name: c.edit, exact: true }).click()
    const title = `${c.title} ${Date.now()}`
    await hero.getByRole('textbox', { name: new RegExp(`^${c.title}`) }).fill(title)
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(editor.getByRole('region', { name: c.bar }).getByRole('status')).toContainText(c.draftSaved)

    // Orders are not the content editor's: the 403 page, and still no Orders link.
    const res = await editor.goto(c.orders)
    expect(res?.status()).toBe(403)
    await expect(editor.getByRole('heading', { level: 1, name: c.forbidden })).toBeVisible()
    await expect(editor.getByText(c.notAllowed)).toBeVisible()
    await expectAccessible(editor, `${c.orders} as a content editor`)
  })
}
