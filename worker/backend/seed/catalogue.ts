import { mediaSlug, saveMedia } from '../media/store'
import { netOf } from '../catalogue/prices'
import type { SeedEnv } from './index'
import { artwork, type ArtworkSpec } from './catalogue-data/artwork'
import { ATTR, ATTRIBUTES, CATEGORIES, CATEGORY_MEDIA_BASE, TAGS } from './catalogue-data/taxonomy'
import { MEDIA_BASE, PRODUCTS, SIZES, variantId, variantStock, type SeedProduct, type SeedProductText } from './catalogue-data/products'

const BATCH_SIZE = 400
const encoder = new TextEncoder()

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch)

function descriptionHtml(text: SeedProductText): string {
  const paragraphs = text.body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  const list = text.features.length > 0 ? `<ul>${text.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : ''
  return paragraphs + list
}

interface SeedImage {
  id: number
  spec: ArtworkSpec
}

const attributeValue = (id: number) => ATTRIBUTES.flatMap((a) => a.values).find((v) => v.id === id)

function images(): SeedImage[] {
  const list: SeedImage[] = CATEGORIES.map((c) => ({
    id: CATEGORY_MEDIA_BASE + c.id,
    spec: { title: c.hr.name, subtitle: c.en.name, hue: c.hue, motif: 'category', seed: c.id },
  }))
  for (const p of PRODUCTS) {
    list.push({ id: MEDIA_BASE.main + p.id, spec: { title: p.hr.name, subtitle: p.en.name, hue: p.art.hue, motif: p.art.motif, seed: p.id } })
    for (let i = 0; i < (p.extraImages ?? 0); i++) {
      list.push({ id: MEDIA_BASE.extra + p.id, spec: { title: p.en.name, subtitle: 'Izlog Studio', hue: p.art.hue + 25, motif: p.art.motif, seed: p.id + 500 } })
    }
    ;(p.colours ?? []).forEach((colourId, ci) => {
      const colour = attributeValue(colourId)
      list.push({
        id: MEDIA_BASE.colour + p.id * 5 + ci,
        spec: { title: p.hr.name, subtitle: `${colour?.hr ?? ''} / ${colour?.en ?? ''}`, hue: p.art.hue, motif: p.art.motif, seed: p.id * 10 + ci, colour: colour?.swatch },
      })
    })
  }
  return list
}

async function seedImages(env: SeedEnv): Promise<void> {
  const list = images()
  for (let i = 0; i < list.length; i += 8) {
    await Promise.all(
      list.slice(i, i + 8).map((image) =>
        saveMedia(env, {
          id: image.id,
          title: image.spec.title,
          originalName: `${mediaSlug(image.spec.title)}-${image.id}.svg`,
          mime: 'image/svg+xml',
          bytes: encoder.encode(artwork(image.spec)).buffer as ArrayBuffer,
          description: image.spec.subtitle,
          width: 800,
          height: 800,
        }),
      ),
    )
  }
}

function productStatements(db: D1Database, p: SeedProduct): D1PreparedStatement[] {
  const taxRate = p.taxRate ?? 25
  const out: D1PreparedStatement[] = []
  const insertProduct = (id: number, sku: string, mainId: number | null, visible: boolean, stock: number | null, membership: number | null) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO products (id, type, sku, main_product_id, visible_individually, retail_price, basic_price, discount_price,
          membership_price, tax_rate, category_priority, featured, archived, is_purchasable, stock_qty, manufacturer, brand)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
      )
      .bind(
        id,
        mainId === null ? p.type : 'simple',
        sku,
        mainId,
        visible ? 1 : 0,
        p.retail,
        netOf(p.retail, taxRate),
        p.discount ?? null,
        membership,
        taxRate,
        p.priority,
        mainId === null && p.featured ? 1 : 0,
        p.archived ? 1 : 0,
        stock,
        p.manufacturer ?? null,
        p.brand ?? null,
      )
  const insertTranslation = (id: number, lang: 'hr' | 'en', name: string, slug: string, description: string, short: string) =>
    db
      .prepare('INSERT OR IGNORE INTO product_translations (product_id, language, name, slug, description, short_description) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(id, lang, name, slug, description, short)
  const insertMedia = (id: number, mediaId: number, position: number) =>
    db.prepare('INSERT OR IGNORE INTO product_media (product_id, media_id, position) VALUES (?, ?, ?)').bind(id, mediaId, position)
  const insertValue = (id: number, attributeId: number, valueId: number) =>
    db.prepare('INSERT OR IGNORE INTO product_attribute_values (product_id, attribute_id, value_id) VALUES (?, ?, ?)').bind(id, attributeId, valueId)

  out.push(insertProduct(p.id, p.sku, null, p.visible ?? true, p.stock ?? null, p.membership ?? null))
  out.push(insertTranslation(p.id, 'hr', p.hr.name, p.hr.slug, descriptionHtml(p.hr), p.hr.short))
  out.push(insertTranslation(p.id, 'en', p.en.name, p.en.slug, descriptionHtml(p.en), p.en.short))
  out.push(insertMedia(p.id, MEDIA_BASE.main + p.id, 0))
  if (p.extraImages) out.push(insertMedia(p.id, MEDIA_BASE.extra + p.id, 1))
  for (const c of p.categories) out.push(db.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)').bind(p.id, c))
  for (const t of p.tags) out.push(db.prepare('INSERT OR IGNORE INTO product_tags (product_id, tag_id) VALUES (?, ?)').bind(p.id, t))
  for (const [attributeId, valueId] of p.values ?? []) out.push(insertValue(p.id, attributeId, valueId))
  for (const [attributeId, n] of p.numbers ?? []) {
    out.push(db.prepare('INSERT OR IGNORE INTO product_attribute_values (product_id, attribute_id, number_value) VALUES (?, ?, ?)').bind(p.id, attributeId, n))
  }
  for (const [attributeId, text] of p.texts ?? []) {
    out.push(db.prepare('INSERT OR IGNORE INTO product_attribute_values (product_id, attribute_id, text_value) VALUES (?, ?, ?)').bind(p.id, attributeId, text))
  }
  ;(p.crossSells ?? []).forEach((crossId, position) => {
    out.push(db.prepare('INSERT OR IGNORE INTO product_cross_sells (product_id, cross_sell_id, position) VALUES (?, ?, ?)').bind(p.id, crossId, position))
  })
  ;(p.components ?? []).forEach(([componentId, qty], position) => {
    out.push(
      db
        .prepare('INSERT OR IGNORE INTO bundle_components (id, bundle_id, component_id, qty, position) VALUES (?, ?, ?, ?, ?)')
        .bind(p.id * 10 + position, p.id, componentId, qty, position),
    )
  })
  ;(p.options ?? []).forEach((option, position) => {
    out.push(
      db
        .prepare('INSERT OR IGNORE INTO custom_options (id, product_id, option_type, required, position) VALUES (?, ?, ?, ?, ?)')
        .bind(option.id, p.id, option.type, option.required ? 1 : 0, position),
    )
    option.values.forEach((value, valuePosition) => {
      out.push(
        db
          .prepare('INSERT OR IGNORE INTO custom_option_values (id, option_id, label_hr, label_en, position) VALUES (?, ?, ?, ?, ?)')
          .bind(value.id, option.id, value.hr, value.en, valuePosition),
      )
    })
  })
  ;(p.history ?? []).forEach(([daysAgo, price], i) => {
    out.push(
      db
        .prepare("INSERT OR IGNORE INTO price_history (id, product_id, price, recorded_at) VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?))")
        .bind(p.id * 10 + i, p.id, price, `-${daysAgo} days`),
    )
  })
  // Configurable: axes and one variant per size × colour.
  if (p.colours) {
    out.push(db.prepare('INSERT OR IGNORE INTO configurable_attributes (product_id, attribute_id, position) VALUES (?, ?, 0)').bind(p.id, ATTR.size))
    out.push(db.prepare('INSERT OR IGNORE INTO configurable_attributes (product_id, attribute_id, position) VALUES (?, ?, 1)').bind(p.id, ATTR.colour))
    p.colours.forEach((colourId, ci) => {
      const colour = attributeValue(colourId)
      out.push(insertMedia(p.id, MEDIA_BASE.colour + p.id * 5 + ci, 2 + ci))
      SIZES.forEach((sizeId, si) => {
        const size = attributeValue(sizeId)?.en ?? String(sizeId)
        const id = variantId(p.id, si, ci)
        const colourHr = colour?.hr ?? ''
        const colourEn = colour?.en ?? ''
        out.push(insertProduct(id, `${p.sku}-${size}-${mediaSlug(colourEn).toUpperCase()}`, p.id, false, variantStock(si, ci), null))
        out.push(insertTranslation(id, 'hr', `${p.hr.name} — ${size} / ${colourHr}`, `${p.hr.slug}-${size.toLowerCase()}-${mediaSlug(colourHr)}`, '', p.hr.short))
        out.push(insertTranslation(id, 'en', `${p.en.name} — ${size} / ${colourEn}`, `${p.en.slug}-${size.toLowerCase()}-${mediaSlug(colourEn)}`, '', p.en.short))
        out.push(insertMedia(id, MEDIA_BASE.colour + p.id * 5 + ci, 0))
        out.push(insertValue(id, ATTR.size, sizeId))
        out.push(insertValue(id, ATTR.colour, colourId))
        for (const c of p.categories) out.push(db.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)').bind(id, c))
      })
    })
  }
  return out
}

/** The studio's catalogue: categories, tags, attributes, 36 products (+ 50 variants) and artwork. */
export async function seedCatalogue(env: SeedEnv): Promise<void> {
  await seedImages(env)
  const db = env.DB
  const statements: D1PreparedStatement[] = []
  for (const c of CATEGORIES) {
    statements.push(
      db.prepare('INSERT OR IGNORE INTO categories (id, parent_id, media_id, position) VALUES (?, ?, ?, ?)').bind(c.id, c.parentId, CATEGORY_MEDIA_BASE + c.id, c.position),
    )
    for (const lang of ['hr', 'en'] as const) {
      const t = c[lang]
      statements.push(
        db
          .prepare('INSERT OR IGNORE INTO category_translations (category_id, language, name, slug, description) VALUES (?, ?, ?, ?, ?)')
          .bind(c.id, lang, t.name, t.slug, t.description ?? ''),
      )
    }
  }
  for (const t of TAGS) {
    statements.push(db.prepare('INSERT OR IGNORE INTO tags (id) VALUES (?)').bind(t.id))
    for (const lang of ['hr', 'en'] as const) {
      statements.push(db.prepare('INSERT OR IGNORE INTO tag_translations (tag_id, language, name, slug) VALUES (?, ?, ?, ?)').bind(t.id, lang, t[lang].name, t[lang].slug))
    }
  }
  ATTRIBUTES.forEach((a, position) => {
    statements.push(
      db
        .prepare('INSERT OR IGNORE INTO attributes (id, code, input_type, label_hr, label_en, is_filterable, custom_class, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(a.id, a.code, a.inputType, a.hr, a.en, a.filterable ? 1 : 0, a.customClass, position),
    )
    a.values.forEach((value, valuePosition) => {
      statements.push(
        db
          .prepare('INSERT OR IGNORE INTO attribute_values (id, attribute_id, label_hr, label_en, swatch, is_default, position) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .bind(value.id, a.id, value.hr, value.en, value.swatch ?? null, value.isDefault ? 1 : 0, valuePosition),
      )
    })
  })
  // Products first (components and cross-sells reference each other), then their relations.
  const productRows: D1PreparedStatement[] = []
  const relations: D1PreparedStatement[] = []
  for (const p of PRODUCTS) {
    const [main, ...rest] = productStatements(db, p)
    if (main) productRows.push(main)
    relations.push(...rest)
  }
  const all = [...statements, ...productRows, ...relations]
  for (let i = 0; i < all.length; i += BATCH_SIZE) {
    await db.batch(all.slice(i, i + BATCH_SIZE))
  }
}
