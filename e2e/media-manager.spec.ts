import { allowFailedRequest, test, expect } from './console-guard'
import { post } from './mailbox'
import { axeViolations, describeFindings } from './axe'

/**
 * The media manager (issue 16, /admin/media), as backoffice staff in both languages: three images
 * dropped at once, each with its own state; a big photo's thumbnail is a real 50 × 50 variant, far
 * smaller than the original; one's texts edited; the list view; one deleted after a confirmation;
 * a file still in use refused and kept.
 */

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

const CASES = [
  {
    lang: 'hr',
    path: '/admin/media',
    uploaded: 'preneseno',
    altHr: /^Alternativni tekst \(hrvatski\)/,
    save: 'Spremi tekstove',
    saved: 'Tekstovi medija su spremljeni.',
    search: 'Pretraži medijateku',
    remove: 'Obriši',
    confirmTitle: 'Obrisati datoteku?',
    deleted: 'je obrisana',
    inUse: 'Datoteka se još koristi',
    list: 'Popis',
    inUseName: 'VR početni paket',
    product: 'Proizvod: VR početni paket',
  },
  {
    lang: 'en',
    path: '/en/admin/media',
    uploaded: 'uploaded',
    altHr: /^Alternative text \(Croatian\)/,
    save: 'Save texts',
    saved: 'The media texts are saved.',
    search: 'Search the media library',
    remove: 'Delete',
    confirmTitle: 'Delete the file?',
    deleted: 'was deleted',
    inUse: 'The file is still in use',
    list: 'List',
    inUseName: 'VR početni paket',
    product: 'Product: VR starter bundle',
  },
] as const

for (const c of CASES) {
  test(`${c.lang}: three images dropped at once, one's texts edited, one deleted after a confirmation; a file in use is refused`, async ({
    page,
    consoleErrors,
  }) => {
    const stamp = `mm-${c.lang}-${Date.now()}`
    await page.goto(c.lang === 'hr' ? '/' : '/en')
    expect(await post(page, '/api/auth/login', { ...STAFF, locale: c.lang })).toBe(200)
    await page.goto(c.path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

    // Drag and drop: three files in one drop.
    await page
      .locator('.media-drop')
      .first()
      .evaluate(
        (zone, { png, stamp }) => {
          const bytes = Uint8Array.from(atob(png), (ch) => ch.charCodeAt(0))
          const transfer = new DataTransfer()
          for (const n of [1, 2, 3]) transfer.items.add(new File([bytes], `${stamp}-${n}.png`, { type: 'image/png' }))
          zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }))
          zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
        },
        { png: PNG, stamp },
      )
    for (const n of [1, 2, 3])
      await expect(page.getByRole('listitem').filter({ hasText: `${stamp}-${n}.png` })).toContainText(c.uploaded)

    // A big photo gets a real 50 × 50 thumbnail: far smaller than the original.
    const big = await page.evaluate(async (name) => {
      const canvas = document.createElement('canvas')
      canvas.width = 1600
      canvas.height = 1000
      const context = canvas.getContext('2d')!
      const pixels = context.createImageData(1600, 1000)
      crypto.getRandomValues(pixels.data.subarray(0, 65536))
      for (let i = 0; i < pixels.data.length; i += 65536)
        crypto.getRandomValues(pixels.data.subarray(i, Math.min(i + 65536, pixels.data.length)))
      for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = 255
      context.putImageData(pixels, 0, 0)
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
      const data = new FormData()
      data.append('files', new File([blob], name, { type: 'image/png' }))
      const res = await fetch('/api/v2/media/upload', { method: 'POST', body: data })
      return ((await res.json()) as { data: Array<{ urls: { thumbnail: string; original: string } }> }).data[0]!.urls
    }, `${stamp}-velika.png`)
    const [thumbnail, original] = await Promise.all([page.request.get(big.thumbnail), page.request.get(big.original)])
    const thumbBytes = (await thumbnail.body()).length
    const originalBytes = (await original.body()).length
    expect(thumbBytes).toBeLessThan(originalBytes / 50)
    const shown = await page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return [image.naturalWidth, image.naturalHeight]
    }, big.thumbnail)
    expect(shown).toEqual([50, 50])

    await page.getByRole('searchbox', { name: c.search }).fill(stamp)
    await page.getByRole('radio', { name: c.list }).check()
    await expect(page.getByRole('button', { name: new RegExp(`^${stamp}-2`) })).toBeVisible()
    await page.getByRole('button', { name: new RegExp(`^${stamp}-2`) }).click()
    await page.getByRole('textbox', { name: c.altHr }).fill('Drugi piksel')
    await page.getByRole('button', { name: c.save }).click()
    await expect(page.getByText(c.saved)).toBeVisible()
    const findings = await axeViolations(page)
    expect(findings.length ? describeFindings('the media manager', findings) : '').toBe('')

    await page.getByRole('button', { name: c.remove, exact: true }).click()
    const confirm = page.getByRole('dialog', { name: c.confirmTitle })
    await confirm.getByRole('button', { name: c.remove, exact: true }).click()
    await expect(page.getByText(c.deleted)).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`^${stamp}-2`) })).toHaveCount(0)
    await expect(page.getByRole('button', { name: new RegExp(`^${stamp}-1`) })).toBeVisible()

    // A product's image is in use: refused, and still there.
    await page.getByRole('searchbox', { name: c.search }).fill(c.inUseName)
    await page
      .getByRole('button', { name: new RegExp(`^${c.inUseName}`) })
      .first()
      .click()
    await page.getByRole('button', { name: c.remove, exact: true }).click()
    const warning = page.getByRole('dialog', { name: c.confirmTitle })
    // The warning names where the file is used: the product.
    await expect(warning.getByRole('listitem').filter({ hasText: c.product })).toBeVisible()
    await warning.getByRole('button', { name: c.remove, exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: c.inUse })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`^${c.inUseName}`) }).first()).toBeVisible()
    allowFailedRequest(consoleErrors, 409)
  })
}

const FOLDERS = {
  hr: {
    path: '/admin/media',
    newName: /^Nova mapa/,
    create: 'Dodaj mapu',
    created: 'je dodana',
    remove: 'Obriši mapu',
    notEmpty: 'Mapa nije prazna',
    field: 'Mapa',
    top: 'Vrh medijateke',
    save: 'Spremi tekstove',
    saved: 'Tekstovi medija su spremljeni.',
    removed: 'je obrisana',
    uploaded: 'preneseno',
  },
  en: {
    path: '/en/admin/media',
    newName: /^New folder/,
    create: 'Add folder',
    created: 'is added',
    remove: 'Delete folder',
    notEmpty: 'The folder is not empty',
    field: 'Folder',
    top: 'Top of the library',
    save: 'Save texts',
    saved: 'The media texts are saved.',
    removed: 'is deleted',
    uploaded: 'uploaded',
  },
} as const

for (const lang of ['hr', 'en'] as const) {
  const x = FOLDERS[lang]
  test(`${lang}: a folder is made, a file uploaded into it; the folder is deleted only once it is empty`, async ({
    page,
    consoleErrors,
  }) => {
    const folder = `Mapa ${lang} ${Date.now()}`
    const file = `u-mapi-${lang}-${Date.now()}.png`
    await page.goto(lang === 'hr' ? '/' : '/en')
    expect(await post(page, '/api/auth/login', { ...STAFF, locale: lang })).toBe(200)
    await page.goto(x.path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('textbox', { name: x.newName }).fill(folder)
    await page.getByRole('button', { name: x.create }).click()
    await expect(page.getByText(x.created)).toBeVisible()
    await page.getByRole('button', { name: `📁 ${folder} (0)` }).click()
    await expect(page.getByRole('button', { name: folder, exact: true })).toHaveAttribute('aria-current', 'location')

    await page
      .locator('.media-drop')
      .first()
      .evaluate(
        (zone, { png, file }) => {
          const transfer = new DataTransfer()
          transfer.items.add(
            new File([Uint8Array.from(atob(png), (ch) => ch.charCodeAt(0))], file, { type: 'image/png' }),
          )
          zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
        },
        { png: PNG, file },
      )
    await expect(page.getByRole('listitem').filter({ hasText: file })).toContainText(x.uploaded)
    const stored = page.locator('.media-grid__item', { hasText: file.replace(/\.png$/, '') })
    await expect(stored).toBeVisible()

    // Not empty: refused, and the folder and its file stay.
    await page.getByRole('button', { name: x.remove }).click()
    await page.getByRole('dialog').getByRole('button', { name: x.remove }).click()
    await expect(page.getByText(x.notEmpty)).toBeVisible()
    await expect(stored).toBeVisible()

    // Moved to the top, the folder can go.
    await stored.click()
    await page.getByRole('combobox', { name: x.field }).selectOption({ label: x.top })
    await page.getByRole('button', { name: x.save }).click()
    await expect(page.getByText(x.saved)).toBeVisible()
    await expect(stored).toHaveCount(0)
    await page.getByRole('button', { name: x.remove }).click()
    await page.getByRole('dialog').getByRole('button', { name: x.remove }).click()
    await expect(page.getByText(x.removed)).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(folder) })).toHaveCount(0)
    allowFailedRequest(consoleErrors, 409)
  })
}
