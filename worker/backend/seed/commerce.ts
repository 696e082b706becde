import type { SeedEnv } from './index'

/**
 * Commerce seed: coupons, delivery methods (with pickup branches) and payment methods, in both
 * languages. Fixed ids + INSERT OR IGNORE: running it again changes nothing. Money in cents.
 */
const COUPONS = [
  { id: 1, code: 'IZLOG10', percent: 10, amountCents: null, minCents: 0, validFrom: null, validTo: null },
  { id: 2, code: 'DOBRODOSLI5', percent: null, amountCents: 500, minCents: 2000, validFrom: null, validTo: null },
  {
    id: 3,
    code: 'EXPIRED2025',
    percent: 15,
    amountCents: null,
    minCents: 0,
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: '2025-12-31T23:59:59.000Z',
  },
  { id: 4, code: 'VR25', percent: 25, amountCents: null, minCents: 10000, validFrom: null, validTo: null },
] as const

const DELIVERY_METHODS = [
  {
    id: 1,
    priceCents: 499,
    freeOverCents: 6000,
    countries: 'ALL',
    hr: {
      name: 'Dostava na adresu (GLS)',
      description: 'Dostava na kućnu adresu u 2–4 radna dana. Besplatno za narudžbe iznad 60 €.',
    },
    en: {
      name: 'Home delivery (GLS)',
      description: 'Delivered to your address in 2–4 working days. Free for orders over €60.',
    },
  },
  {
    id: 2,
    priceCents: 0,
    freeOverCents: null,
    countries: 'HR',
    hr: {
      name: 'Preuzimanje u poslovnici',
      description: 'Besplatno preuzimanje u jednoj od naših poslovnica, obično sljedeći radni dan.',
    },
    en: {
      name: 'Pick up in a branch',
      description: 'Free pick-up in one of our branches, usually the next working day.',
    },
  },
  {
    id: 3,
    priceCents: 299,
    freeOverCents: null,
    countries: 'HR',
    hr: { name: 'Paketomat', description: 'Dostava u paketomat po vašem izboru u 1–3 radna dana.' },
    en: { name: 'Parcel locker', description: 'Delivered to a parcel locker of your choice in 1–3 working days.' },
  },
] as const

const locker = (id: number, name: string, address: string) =>
  ({ id, methodId: 3, address, hr: name, en: name, hours: { hr: '0–24', en: '0–24' } }) as const

/** A shop branch's opening hours (issue 37). */
const SHOP_HOURS = { hr: 'pon–pet 8–20, sub 8–14', en: 'Mon–Fri 8–20, Sat 8–14' } as const

const BRANCHES = [
  {
    id: 1,
    methodId: 2,
    address: 'Ilica 42, 10000 Zagreb',
    hr: 'Zagreb – Ilica',
    en: 'Zagreb – Ilica',
    hours: SHOP_HOURS,
  },
  {
    id: 2,
    methodId: 2,
    address: 'Marmontova 7, 21000 Split',
    hr: 'Split – Marmontova',
    en: 'Split – Marmontova',
    hours: SHOP_HOURS,
  },
  {
    id: 3,
    methodId: 2,
    address: 'Korzo 18, 51000 Rijeka',
    hr: 'Rijeka – Korzo',
    en: 'Rijeka – Korzo',
    hours: SHOP_HOURS,
  },
  // Paketomat's lockers: a method with branches needs one chosen (SPEC §5).
  locker(4, 'Zagreb – Kvaternikov trg', 'Kvaternikov trg 5, 10000 Zagreb'),
  locker(5, 'Zagreb – Avenue Mall', 'Avenija Dubrovnik 16, 10020 Zagreb'),
  locker(6, 'Split – Joker', 'Put Brodarice 6, 21000 Split'),
  locker(7, 'Rijeka – Tower Center', 'Janka Polića Kamova 81a, 51000 Rijeka'),
  locker(8, 'Osijek – Portanova', 'Svilajska 31, 31000 Osijek'),
] as const

const PAYMENT_METHODS = [
  {
    id: 1,
    type: 'HPF',
    physicalOnly: 0,
    hr: {
      name: 'Kartično plaćanje',
      description: 'Plaćanje karticom (Visa, Mastercard, Maestro) na sigurnoj stranici za plaćanje.',
    },
    en: { name: 'Card payment', description: 'Pay by card (Visa, Mastercard, Maestro) on a secure payment page.' },
  },
  {
    id: 2,
    type: 'COD',
    physicalOnly: 1,
    hr: { name: 'Plaćanje pouzećem', description: 'Plaćanje gotovinom ili karticom dostavljaču pri preuzimanju.' },
    en: { name: 'Cash on delivery', description: 'Pay the courier in cash or by card when the parcel arrives.' },
  },
  {
    id: 3,
    type: 'WALLET',
    physicalOnly: 0,
    hr: { name: 'Digitalni novčanik', description: 'Brzo plaćanje digitalnim novčanikom.' },
    en: { name: 'Digital wallet', description: 'Fast checkout with a digital wallet.' },
  },
  {
    id: 4,
    type: 'BANK_TRANSFER',
    physicalOnly: 0,
    hr: {
      name: 'Uplata na račun',
      description: 'Uplata općom uplatnicom ili mobilnim bankarstvom; narudžbu šaljemo kad uplata stigne.',
    },
    en: {
      name: 'Bank transfer',
      description: 'Pay by bank transfer or in your banking app; we ship once the payment arrives.',
    },
  },
] as const

export async function seedCommerce(env: SeedEnv): Promise<void> {
  const db = env.DB
  const statements: D1PreparedStatement[] = []
  for (const c of COUPONS) {
    statements.push(
      db
        .prepare(
          'INSERT OR IGNORE INTO coupons (id, code, type, percent, amount_cents, min_items_total_cents, valid_from, valid_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          c.id,
          c.code,
          c.percent === null ? 'fixed' : 'percent',
          c.percent,
          c.amountCents,
          c.minCents,
          c.validFrom,
          c.validTo,
        ),
    )
  }
  for (const m of DELIVERY_METHODS) {
    statements.push(
      db
        .prepare(
          'INSERT OR IGNORE INTO delivery_methods (id, price_cents, free_over_cents, countries, sort_order) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(m.id, m.priceCents, m.freeOverCents, m.countries, m.id),
    )
    for (const lang of ['hr', 'en'] as const) {
      statements.push(
        db
          .prepare(
            'INSERT OR IGNORE INTO delivery_method_translations (method_id, language, name, description) VALUES (?, ?, ?, ?)',
          )
          .bind(m.id, lang, m[lang].name, m[lang].description),
      )
    }
  }
  for (const b of BRANCHES) {
    statements.push(
      db
        .prepare('INSERT OR IGNORE INTO delivery_branches (id, method_id, address, sort_order) VALUES (?, ?, ?, ?)')
        .bind(b.id, b.methodId, b.address, b.id),
    )
    for (const lang of ['hr', 'en'] as const) {
      statements.push(
        db
          .prepare(
            'INSERT OR IGNORE INTO delivery_branch_translations (branch_id, language, name, hours) VALUES (?, ?, ?, ?)',
          )
          .bind(b.id, lang, b[lang], b.hours[lang]),
      )
    }
  }
  for (const p of PAYMENT_METHODS) {
    statements.push(
      db
        .prepare(
          'INSERT OR IGNORE INTO payment_methods (id, payment_type, physical_only, sort_order) VALUES (?, ?, ?, ?)',
        )
        .bind(p.id, p.type, p.physicalOnly, p.id),
    )
    for (const lang of ['hr', 'en'] as const) {
      statements.push(
        db
          .prepare(
            'INSERT OR IGNORE INTO payment_method_translations (method_id, language, name, description) VALUES (?, ?, ?, ?)',
          )
          .bind(p.id, lang, p[lang].name, p[lang].description),
      )
    }
  }
  await db.batch(statements)
}
