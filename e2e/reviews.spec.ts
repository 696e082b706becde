import type { Browser, Page } from '@playwright/test'
import { test, expect, visitorPage, newContext } from './console-guard'
import { origin, post } from './mailbox'

/**
 * Product reviews (issue 14, SPEC §5), both languages: a customer rates and reviews a product
 * (stars and text both required), sees it awaiting approval, staff publish it, and every visitor
 * then sees it with the product's new rating (and JSON-LD aggregateRating); editing sends it back
 * for approval.
 */

const TEXT = {
  hr: {
    product: '/product/poster-svjetionik',
    reviews: 'Recenzije',
    body: 'Recenzija',
    submit: 'Pošalji recenziju',
    rateFirst: 'Uz komentar dodajte i ocjenu',
    star: (n: number) => `${n} od 5 zvjezdica`,
    thanks: 'Hvala! Recenzija će biti objavljena nakon odobrenja.',
    pending: 'Čeka odobrenje',
    edit: 'Uredi',
    save: 'Spremi promjene',
    rating: /^Ocjena [\d,]+ od 5 \((\d+)\)$/,
  },
  en: {
    product: '/en/product/lighthouse-poster',
    reviews: 'Reviews',
    body: 'Review',
    submit: 'Post review',
    rateFirst: 'Add a rating to your comment',
    star: (n: number) => `${n} of 5 stars`,
    thanks: 'Thank you! Your review will appear once it is approved.',
    pending: 'Awaiting approval',
    edit: 'Edit',
    save: 'Save changes',
    rating: /^Rated [\d.]+ out of 5 \((\d+)\)$/,
  },
} as const

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Staff publish a comment through the backoffice's moderation call, in a context of their own. */
async function publish(browser: Browser, id: number) {
  const context = await newContext(browser)
  const staff = await context.newPage()
  expect(
    await post(staff, '/api/auth/login', { username: 'admin@izlog.hr', password: 'izlog-admin-2026', locale: 'hr' }),
  ).toBe(200)
  const res = await staff.request.post(`/api/v1/admin/comments/${id}/decide`, {
    headers: { origin: origin(), 'content-type': 'application/json' },
    data: JSON.stringify({ status: 'published' }),
  })
  expect(res.status(), await res.text()).toBe(200)
  await context.close()
}

for (const lang of ['hr', 'en'] as const) {
  const x = TEXT[lang]
  test(`${lang}: a review awaits approval, is published with the new rating, and an edit goes back for approval`, async ({
    page,
    browser,
  }) => {
    const email = `recenzija-${lang}-${Date.now()}@izlog.test`
    expect(
      await post(page, '/api/v1/user/web/register', {
        firstName: 'Rina',
        lastName: 'Recenzić',
        email,
        password: 'izlog-recenzija-1',
        confirmedPassword: 'izlog-recenzija-1',
        consents: ['privacy'],
      }),
    ).toBe(201)
    expect(await post(page, '/api/auth/login', { username: email, password: 'izlog-recenzija-1', locale: lang })).toBe(
      200,
    )
    await open(page, x.product)
    const section = page.getByRole('region', { name: x.reviews })
    const text = `Odličan otisak, ${Date.now()}`
    await section.getByRole('textbox', { name: new RegExp(`^${x.body}`) }).fill(text)
    await section.getByRole('button', { name: x.submit }).click()
    await expect(section.getByText(x.rateFirst)).toBeVisible()

    await section.getByRole('radio', { name: x.star(4) }).check()
    const created = page.waitForResponse((res) => res.url().endsWith('/api/v1/comment/create'))
    await section.getByRole('button', { name: x.submit }).click()
    const id = ((await (await created).json()) as { data: { id: number } }).data.id
    await expect(page.getByText(x.thanks)).toBeVisible()
    const mine = section.getByRole('listitem').filter({ hasText: text })
    await expect(mine.getByText(x.pending)).toBeVisible()
    await expect(mine.getByRole('img', { name: x.star(4) })).toBeVisible()
    // One review per customer: no second form.
    await expect(section.getByRole('button', { name: x.submit })).toHaveCount(0)

    await publish(browser, id)
    const visitor = await visitorPage(browser)
    await open(visitor, x.product)
    await expect(visitor.getByRole('region', { name: x.reviews }).getByText(text)).toBeVisible()
    const rating = visitor.locator('.product-rating')
    await expect(rating).toHaveAttribute('aria-label', x.rating)
    const count = Number(x.rating.exec((await rating.getAttribute('aria-label')) ?? '')?.[1])
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents()
    const product = jsonLd
      .map((raw) => JSON.parse(raw) as { '@type'?: string; aggregateRating?: { reviewCount: number } })
      .find((entry) => entry['@type'] === 'Product')
    expect(product?.aggregateRating?.reviewCount).toBe(count)
    await visitor.close()

    // The author edits it: saved, and awaiting approval again.
    await open(page, x.product)
    await mine.getByRole('button', { name: x.edit }).click()
    await section.getByRole('textbox', { name: new RegExp(`^${x.body}`) }).fill(`${text} (uređeno)`)
    await section.getByRole('button', { name: x.save }).click()
    await expect(section.getByRole('listitem').filter({ hasText: '(uređeno)' }).getByText(x.pending)).toBeVisible()
  })
}
