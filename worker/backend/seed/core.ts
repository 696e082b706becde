import type { SeedEnv } from './index'
import { MEDIA_SIZES, mediaPath, saveSeedMedia } from '../media/store'
import { hashPassword } from '../users/crypto'
import { allRows, columns, type Row } from '../rows'

/**
 * Core data: the site, its options and logo, languages, countries, the euro, settings, domains,
 * the two seeded accounts and the membership cards. Fixed ids + INSERT OR IGNORE: a second run
 * changes nothing and never overwrites edits. Password hashing only runs for missing users.
 */
export const SITE_ID = 1
export const LOGO_MEDIA_ID = 900
export const LOGO_LIGHT_MEDIA_ID = 901
export const ADMIN_USER = { id: 1, email: 'admin@izlog.hr', password: 'izlog-admin-2026' } as const
export const CUSTOMER_USER = { id: 2, email: 'kupac@izlog.hr', password: 'izlog-kupac-2026' } as const
/** A second customer, so browser journeys that log in run side by side without sharing a cart. */
export const SECOND_CUSTOMER_USER = { id: 3, email: 'kupac2@izlog.hr', password: 'izlog-kupac-2026' } as const
export const CUSTOMER_BARCODE = '3850000000015'

function logoSvg(text: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-label="izlog">
  <title>izlog</title>
  <rect x="2" y="2" width="60" height="60" rx="14" fill="${accent}"/>
  <path d="M18 20h8v26h-8zM18 12h8v6h-8z" fill="#ffffff"/>
  <path d="M30 20h18v6l-10 14h10v6H30v-6l10-14H30z" fill="#ffffff"/>
  <text x="76" y="45" font-family="Montserrat, Arial, Helvetica, sans-serif" font-size="38" font-weight="700" letter-spacing="1" fill="${text}">izlog</text>
</svg>`
}

const LANGUAGES: Array<[number, string, string, string, string, string, string, string, string, number]> = [
  // id, code, code2, iso, name, hrv, eng, ger, srp, enabled
  [41, 'hrv', 'hrv', 'hr', 'Hrvatski', 'Hrvatski', 'Croatian', 'Kroatisch', 'Hrvatski', 1],
  [31, 'eng', 'eng', 'en', 'English', 'Engleski', 'English', 'Englisch', 'Engleski', 1],
  [21, 'ger', 'deu', 'de', 'Deutsch', 'Njemački', 'German', 'Deutsch', 'Nemački', 0],
  [60, 'srp', 'srp', 'sr', 'Srpski', 'Srpski', 'Serbian', 'Serbisch', 'Srpski', 0],
  [61, 'slv', 'slv', 'sl', 'Slovenščina', 'Slovenski', 'Slovenian', 'Slowenisch', 'Slovenački', 0],
  [9, 'bos', 'bos', 'bs', 'Bosanski', 'Bosanski', 'Bosnian', 'Bosnisch', 'Bosanski', 0],
  [35, 'fre', 'fra', 'fr', 'Français', 'Francuski', 'French', 'Französisch', 'Francuski', 0],
  [47, 'ita', 'ita', 'it', 'Italiano', 'Talijanski', 'Italian', 'Italienisch', 'Italijanski', 0],
  [42, 'hun', 'hun', 'hu', 'Magyar', 'Mađarski', 'Hungarian', 'Ungarisch', 'Mađarski', 0],
  [66, 'spa', 'spa', 'es', 'Español', 'Španjolski', 'Spanish', 'Spanisch', 'Španski', 0],
  [57, 'pol', 'pol', 'pl', 'Polski', 'Poljski', 'Polish', 'Polnisch', 'Poljski', 0],
  [52, 'dut', 'nld', 'nl', 'Nederlands', 'Nizozemski', 'Dutch', 'Niederländisch', 'Holandski', 0],
]

/** ISO 3166-1 numeric codes as ids. */
const COUNTRIES: Array<[number, string, string, string, string]> = [
  [191, 'HR', 'HRV', 'Hrvatska', 'Croatia'],
  [705, 'SI', 'SVN', 'Slovenija', 'Slovenia'],
  [40, 'AT', 'AUT', 'Austrija', 'Austria'],
  [276, 'DE', 'DEU', 'Njemačka', 'Germany'],
  [380, 'IT', 'ITA', 'Italija', 'Italy'],
  [348, 'HU', 'HUN', 'Mađarska', 'Hungary'],
  [688, 'RS', 'SRB', 'Srbija', 'Serbia'],
  [70, 'BA', 'BIH', 'Bosna i Hercegovina', 'Bosnia and Herzegovina'],
  [499, 'ME', 'MNE', 'Crna Gora', 'Montenegro'],
  [826, 'GB', 'GBR', 'Ujedinjeno Kraljevstvo', 'United Kingdom'],
  [840, 'US', 'USA', 'Sjedinjene Američke Države', 'United States'],
  [250, 'FR', 'FRA', 'Francuska', 'France'],
  [528, 'NL', 'NLD', 'Nizozemska', 'Netherlands'],
  [724, 'ES', 'ESP', 'Španjolska', 'Spain'],
  [616, 'PL', 'POL', 'Poljska', 'Poland'],
]

const SETTINGS: Array<[number, string, string, unknown]> = [
  [1, 'checkout', 'allowedCountries', 'ALL'],
  [2, 'checkout', 'cartAdditionBehaviour', 2],
  [3, 'checkout', 'skipShippingStep', false],
  [4, 'checkout', 'companyOrders', true],
  [5, 'checkout', 'specialCharValidation', true],
  [6, 'checkout', 'consentValidationAtAddress', true],
  [7, 'checkout', 'loginRequiredToBuy', false],
  // Who sells: the contact page's address and the HUB-3 slip's payee with its account (one record).
  [
    8,
    'shop',
    'seller',
    {
      name: 'izlog d.o.o.',
      street: 'Ozaljska 93',
      zipCode: '10000',
      city: 'Zagreb',
      country: 'HR',
      email: 'info@izlog.hr',
      phone: '+385 1 555 0199',
      iban: 'HR1210010051863000160',
      model: 'HR00',
      // The invoice's seller (issue 36): OIB, and the business premises and device that number invoices.
      oib: '12345678903',
      invoicePremises: 'IZLOG1',
      invoiceDevice: '1',
    },
  ],
  // The carriers staff ship with; `{tracking}` in the URL template is the shipment's tracking number.
  [
    9,
    'shop',
    'carriers',
    [
      { id: 'gls', name: 'GLS', trackingUrl: 'https://gls-group.eu/HR/hr/pracenje-posiljaka?match={tracking}' },
      {
        id: 'posta',
        name: 'Hrvatska pošta',
        trackingUrl: 'https://posiljka.posta.hr/hr/tracking/trackingdata?barcode={tracking}',
      },
      { id: 'dpd', name: 'DPD', trackingUrl: 'https://www.dpd.com/hr/hr/pracenje-posiljke/?parcelNumber={tracking}' },
      { id: 'boxnow', name: 'BoxNow', trackingUrl: 'https://boxnow.hr/?track={tracking}' },
    ],
  ],
  [20, 'user', 'emailVerificationRequired', false],
  [21, 'user', 'registrationEnabled', true],
  [22, 'user', 'passwordMinLength', 8],
]

const MEDIA_OPTION_KEYS: Record<Exclude<keyof typeof MEDIA_SIZES, 'original'>, string> = {
  thumbnail: 'ThumbnailSize',
  portrait: 'PortraitSize',
  large: 'LargeSize',
  fullhd: 'FullHDSize',
  medium: 'MediumSize',
}

/** [id, barcode, holder, active, valid until, issued to]: only an account with the issued-to e-mail may claim a card itself. */
const MEMBERSHIP_CARDS: Array<[number, string, string, number, string | null, string | null]> = [
  [1, CUSTOMER_BARCODE, 'Ivana Horvat', 1, '2030-12-31', CUSTOMER_USER.email],
  [2, '3850000000022', 'Luka Perić', 1, '2030-12-31', SECOND_CUSTOMER_USER.email],
  [3, '3850000000039', 'Petra Novak', 1, null, null],
  [4, '3850000000046', 'Tomislav Jurić', 0, '2030-12-31', null],
]

export async function seedCore(env: SeedEnv): Promise<void> {
  const db = env.DB
  const encoder = new TextEncoder()
  const logos = await saveSeedMedia(env, [
    {
      id: LOGO_MEDIA_ID,
      title: 'izlog logo',
      originalName: 'izlog-logo.svg',
      mime: 'image/svg+xml',
      bytes: () => encoder.encode(logoSvg('#111827', '#6d28d9')).buffer as ArrayBuffer,
      description: 'izlog logo',
      width: 240,
      height: 64,
    },
    {
      id: LOGO_LIGHT_MEDIA_ID,
      title: 'izlog logo light',
      originalName: 'izlog-logo-light.svg',
      mime: 'image/svg+xml',
      bytes: () => encoder.encode(logoSvg('#ffffff', '#8b5cf6')).buffer as ArrayBuffer,
      description: 'izlog logo for dark backgrounds',
      width: 240,
      height: 64,
    },
  ])
  const logo = logos.get(LOGO_MEDIA_ID)
  const logoLight = logos.get(LOGO_LIGHT_MEDIA_ID)
  if (!logo || !logoLight) throw new Error('seed logos missing')

  const cmsOptions: Array<[number, string, string]> = [
    [1, 'logo', mediaPath(logo, 'original')],
    [2, 'logoMediaId', String(logo.id)],
    [3, 'logoLight', mediaPath(logoLight, 'original')],
    [4, 'GitlabProjectId', 'izlog/izlog-web'],
    [5, 'siteTitle', 'izlog'],
    [6, 'contactEmail', 'info@izlog.hr'],
    [7, 'defaultImageSize', 'MediumSize'],
    [8, 'backofficeLanguage', 'hrv'],
  ]

  const statements: D1PreparedStatement[] = [
    db
      .prepare('INSERT OR IGNORE INTO sites (id, name, url, subdomain) VALUES (?, ?, ?, ?)')
      .bind(SITE_ID, 'izlog', 'https://izlog.hr', 'izlog'),
    ...cmsOptions.map(([id, key, value]) =>
      db
        .prepare('INSERT OR IGNORE INTO site_cms_options (id, site_id, key, value) VALUES (?, ?, ?, ?)')
        .bind(id, SITE_ID, key, value),
    ),
    ...Object.entries(MEDIA_OPTION_KEYS).map(([size, key], index) => {
      const box = MEDIA_SIZES[size as keyof typeof MEDIA_OPTION_KEYS]
      return db
        .prepare(
          'INSERT OR IGNORE INTO site_media_options (id, site_id, key, value, x, y, auto_resize) VALUES (?, ?, ?, ?, ?, ?, 1)',
        )
        .bind(index + 1, SITE_ID, key, size, box.width, box.height)
    }),
    ...LANGUAGES.map((l) =>
      db
        .prepare(
          'INSERT OR IGNORE INTO languages (id, code, code2, iso, name, name_hrv, name_eng, name_ger, name_srp, enabled) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(...l),
    ),
    ...COUNTRIES.map((c) =>
      db.prepare('INSERT OR IGNORE INTO countries (id, iso, iso3, name_hr, name_en) VALUES (?, ?, ?, ?, ?)').bind(...c),
    ),
    db
      .prepare(
        'INSERT OR IGNORE INTO currencies (id, code, label, symbol, is_main, rate, decimals) VALUES (1, ?, ?, ?, 1, 1, 2)',
      )
      .bind('EUR', 'EUR', '€'),
    ...SETTINGS.map(([id, group, key, value]) =>
      db
        .prepare('INSERT OR IGNORE INTO settings (id, group_name, key, value) VALUES (?, ?, ?, ?)')
        .bind(id, group, key, JSON.stringify(value)),
    ),
    db
      .prepare('INSERT OR IGNORE INTO domains (id, site_id, name, url) VALUES (1, ?, ?, ?)')
      .bind(SITE_ID, 'izlog.hr (production)', 'https://izlog.hr'),
    db
      .prepare('INSERT OR IGNORE INTO domains (id, site_id, name, url) VALUES (2, ?, ?, ?)')
      .bind(SITE_ID, 'staging.izlog.hr (staging)', 'https://staging.izlog.hr'),
    db
      .prepare('INSERT OR IGNORE INTO domains (id, site_id, name, url) VALUES (3, ?, ?, ?)')
      .bind(SITE_ID, 'localhost (development)', 'http://localhost:8787'),
    ...MEMBERSHIP_CARDS.map((card) =>
      // Upsert: seeds before 2026-11-22.2 had barcodes without a valid EAN-13 check digit.
      db
        .prepare(
          'INSERT INTO membership_cards (id, barcode, holder_name, active, valid_until, issued_to_email) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET barcode = excluded.barcode, issued_to_email = excluded.issued_to_email',
        )
        .bind(...card),
    ),
    db
      .prepare("UPDATE users SET member_card_barcode = ? WHERE member_card_barcode = '3850000000017'")
      .bind(CUSTOMER_BARCODE),
  ]
  await db.batch(statements)

  const existing = await allRows(
    db
      .prepare('SELECT id FROM users WHERE id IN (?, ?, ?) OR email = ?')
      .bind(ADMIN_USER.id, CUSTOMER_USER.id, SECOND_CUSTOMER_USER.id, SECOND_CUSTOMER_USER.email),
    (r: Row) => columns('users').int(r, 'id'),
  )
  const have = new Set(existing)
  const userStatements: D1PreparedStatement[] = []
  const insertUser = `INSERT OR IGNORE INTO users (id, email, username, password_hash, password_salt, password_iterations, first_name, last_name, phone,
    member_card_barcode, staff_role, email_verified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`
  if (!have.has(ADMIN_USER.id)) {
    const pw = await hashPassword(ADMIN_USER.password)
    userStatements.push(
      db
        .prepare(insertUser)
        .bind(
          ADMIN_USER.id,
          ADMIN_USER.email,
          ADMIN_USER.email,
          pw.hash,
          pw.salt,
          pw.iterations,
          'Ana',
          'Babić',
          '+385 1 555 0100',
          null,
          'owner',
        ),
    )
  }
  if (!have.has(SECOND_CUSTOMER_USER.id)) {
    const pw = await hashPassword(SECOND_CUSTOMER_USER.password)
    userStatements.push(
      db
        .prepare(insertUser)
        .bind(
          SECOND_CUSTOMER_USER.id,
          SECOND_CUSTOMER_USER.email,
          SECOND_CUSTOMER_USER.email,
          pw.hash,
          pw.salt,
          pw.iterations,
          'Marko',
          'Kovač',
          '+385 98 765 4321',
          null,
          null,
        ),
    )
  }
  if (!have.has(CUSTOMER_USER.id)) {
    const pw = await hashPassword(CUSTOMER_USER.password)
    userStatements.push(
      db
        .prepare(insertUser)
        .bind(
          CUSTOMER_USER.id,
          CUSTOMER_USER.email,
          CUSTOMER_USER.email,
          pw.hash,
          pw.salt,
          pw.iterations,
          'Ivana',
          'Horvat',
          '+385 91 234 5678',
          CUSTOMER_BARCODE,
          null,
        ),
      db
        .prepare(
          `INSERT OR IGNORE INTO user_addresses (id, user_id, first_name, last_name, contact_email, contact_phone, country_id, city, street,
            house_number, zip_code, type, kind) VALUES (1, ?, 'Ivana', 'Horvat', ?, '+385 91 234 5678', 191, 'Zagreb', 'Ilica', '42', '10000', 'Main', 'main')`,
        )
        .bind(CUSTOMER_USER.id, CUSTOMER_USER.email),
    )
  }
  if (userStatements.length > 0) await db.batch(userStatements)
}
