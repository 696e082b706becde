import type { Bindings } from '../../lib/bindings'
import { netCentsOf } from './prices'

/** Generated products use ids from here upwards (seed content stays below). */
export const BULK_ID_START = 100_000
const CHUNK = 500

const ADJECTIVES: Array<[string, string]> = [
  ['Tihi', 'Silent'],
  ['Plavi', 'Blue'],
  ['Olujni', 'Stormy'],
  ['Zlatni', 'Golden'],
  ['Daleki', 'Distant'],
  ['Noćni', 'Night'],
  ['Kameni', 'Stone'],
  ['Brzi', 'Swift'],
]
const NOUNS: Array<[string, string]> = [
  ['otok', 'island'],
  ['val', 'wave'],
  ['grad', 'city'],
  ['vjetar', 'wind'],
  ['svjetionik', 'lighthouse'],
  ['greben', 'reef'],
  ['most', 'bridge'],
  ['toranj', 'tower'],
  ['brod', 'ship'],
]
/** [type, category ids, media id of a seeded image of the same kind] */
const KINDS: Array<{ type: 'eProduct' | 'simple'; categories: number[]; media: number; hr: string; en: string }> = [
  { type: 'eProduct', categories: [1, 8], media: 1001, hr: 'VR igra', en: 'VR game' },
  { type: 'eProduct', categories: [8, 9], media: 1011, hr: 'Glazba', en: 'Soundtrack' },
  { type: 'simple', categories: [6], media: 1027, hr: 'Poster', en: 'Poster' },
  { type: 'simple', categories: [2, 10], media: 1017, hr: 'Dodatak', en: 'Accessory' },
]
const GENRES = [201, 202, 203, 204, 205, 206, 207]

interface BulkProduct {
  id: number
  type: string
  sku: string
  retailCents: number
  basicCents: number
  discountCents: number | null
  priority: number
  featured: number
  stock: number | null
  lowStockThreshold: number | null
  /** 0 = a draft (in no shop list), as staff leave some; the admin list's status filter finds them. */
  published: number
  archived: number
  hrName: string
  enName: string
  hrSlug: string
  enSlug: string
  hrShort: string
  enShort: string
  categories: number[]
  media: number
  genre: number | null
}

function generate(id: number): BulkProduct {
  const n = id - BULK_ID_START
  const kind = KINDS[n % KINDS.length] ?? KINDS[0]
  const adjective = ADJECTIVES[n % ADJECTIVES.length] ?? ['Tihi', 'Silent']
  const noun = NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length] ?? ['otok', 'island']
  const retail = 499 + ((n * 37) % 200) * 100 + 50 * (n % 2)
  const discount = n % 7 === 3 ? Math.round(retail * 0.8) : null
  const hrName = `${kind?.hr ?? ''}: ${adjective[0]} ${noun[0]} ${n + 1}`
  const enName = `${kind?.en ?? ''}: ${adjective[1]} ${noun[1]} ${n + 1}`
  return {
    id,
    type: kind?.type ?? 'simple',
    sku: `IZL-BULK-${id}`,
    retailCents: retail,
    basicCents: netCentsOf(retail, 25),
    discountCents: discount,
    priority: (n * 13) % 100,
    featured: n % 97 === 0 ? 1 : 0,
    // 0 … 49 in stock: some out (0), some low (at or below the threshold), most in.
    stock: kind?.type === 'simple' ? (n * 7) % 50 : null,
    lowStockThreshold: n % 5 === 0 ? 10 : null,
    published: n % 40 === 11 ? 0 : 1,
    archived: n % 53 === 17 ? 1 : 0,
    hrName,
    enName,
    hrSlug: `arhiva-${id}`,
    enSlug: `archive-${id}`,
    hrShort: `Arhivski proizvod br. ${n + 1} iz kataloga studija Izlog.`,
    enShort: `Archive item no. ${n + 1} from the Izlog studio catalogue.`,
    categories: kind?.categories ?? [],
    media: kind?.media ?? 1001,
    genre: kind?.type === 'eProduct' ? (GENRES[n % GENRES.length] ?? null) : null,
  }
}

/**
 * Inserts `count` generated products (ids BULK_ID_START … BULK_ID_START + count − 1) with both
 * translations, categories, an image and a genre, for benchmarks of a large catalogue — the shop's
 * lists and the backoffice's product list: SKUs `IZL-BULK-<id>`, names of 8 × 9 words searched by
 * (`svjetionik`, `lighthouse`), four kinds in their categories, stock in, low and out, one in 40 a
 * draft and one in 53 archived.
 * Idempotent: existing ids are left untouched. Each chunk of 500 products is a handful of
 * statements, each binding one JSON parameter.
 */
export async function seedBulkProducts(env: Pick<Bindings, 'DB'>, count: number): Promise<number> {
  const total = Math.max(0, Math.floor(count))
  const db = env.DB
  for (let start = 0; start < total; start += CHUNK) {
    const items = Array.from({ length: Math.min(CHUNK, total - start) }, (_, i) => generate(BULK_ID_START + start + i))
    const json = JSON.stringify(items)
    const field = (name: keyof BulkProduct) => `json_extract(value, '$.${name}')`
    await db.batch([
      db
        .prepare(
          `INSERT OR IGNORE INTO products (id, type, sku, retail_price_cents, basic_price_cents, discount_price_cents, category_priority, featured, stock_qty, low_stock_threshold, published, archived, tax_rate, manufacturer, brand)
           SELECT ${field('id')}, ${field('type')}, ${field('sku')}, ${field('retailCents')}, ${field('basicCents')}, ${field('discountCents')}, ${field('priority')}, ${field('featured')}, ${field('stock')}, ${field('lowStockThreshold')}, ${field('published')}, ${field('archived')}, 25, 'Izlog Studio', 'Izlog'
           FROM json_each(?1)`,
        )
        .bind(json),
      db
        .prepare(
          `INSERT OR IGNORE INTO product_translations (product_id, language, name, slug, description, short_description)
           SELECT ${field('id')}, 'hr', ${field('hrName')}, ${field('hrSlug')}, '<p>' || ${field('hrShort')} || '</p>', ${field('hrShort')} FROM json_each(?1)
           UNION ALL
           SELECT ${field('id')}, 'en', ${field('enName')}, ${field('enSlug')}, '<p>' || ${field('enShort')} || '</p>', ${field('enShort')} FROM json_each(?1)`,
        )
        .bind(json),
      db
        .prepare(
          `INSERT OR IGNORE INTO product_categories (product_id, category_id)
           SELECT json_extract(p.value, '$.id'), c.value FROM json_each(?1) p, json_each(json_extract(p.value, '$.categories')) c`,
        )
        .bind(json),
      db
        .prepare(
          `INSERT OR IGNORE INTO product_media (product_id, media_id, position)
           SELECT ${field('id')}, ${field('media')}, 0 FROM json_each(?1) WHERE EXISTS (SELECT 1 FROM media m WHERE m.id = ${field('media')})`,
        )
        .bind(json),
      db
        .prepare(
          `INSERT OR IGNORE INTO product_attribute_values (product_id, attribute_id, value_id)
           SELECT ${field('id')}, 2, ${field('genre')} FROM json_each(?1)
           WHERE ${field('genre')} IS NOT NULL AND EXISTS (SELECT 1 FROM attribute_values av WHERE av.id = ${field('genre')} AND av.attribute_id = 2)`,
        )
        .bind(json),
    ])
  }
  return total
}
