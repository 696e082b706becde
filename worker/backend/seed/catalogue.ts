import { mediaSlug, saveSeedMedia } from '../media/store'
import { netCentsOf } from '../catalogue/prices'
import { toCents } from '../money'
import type { SeedEnv } from './index'
import { SeedRows, sqlExpression } from './rows'
import { artwork, type ArtworkSpec } from './catalogue-data/artwork'
import { ATTR, ATTRIBUTES, CATEGORIES, CATEGORY_MEDIA_BASE, TAGS } from './catalogue-data/taxonomy'
import {
  MEDIA_BASE,
  PRODUCTS,
  SIZES,
  variantId,
  variantStock,
  type SeedProduct,
  type SeedProductText,
} from './catalogue-data/products'

const encoder = new TextEncoder()

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch)

function descriptionHtml(text: SeedProductText): string {
  const paragraphs = text.body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  const list =
    text.features.length > 0 ? `<ul>${text.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : ''
  return paragraphs + list
}

interface SeedImage {
  id: number
  spec: ArtworkSpec
  /** The media library's description of the file. */
  description: string
}

const attributeValue = (id: number) => ATTRIBUTES.flatMap((a) => a.values).find((v) => v.id === id)

function images(): SeedImage[] {
  const list: SeedImage[] = CATEGORIES.map((c) => ({
    id: CATEGORY_MEDIA_BASE + c.id,
    spec: { title: c.hr.name, hue: c.hue, motif: 'category', seed: c.id },
    description: c.en.name,
  }))
  for (const p of PRODUCTS) {
    list.push({
      id: MEDIA_BASE.main + p.id,
      spec: { title: p.hr.name, hue: p.art.hue, motif: p.art.motif, seed: p.id },
      description: p.en.name,
    })
    for (let i = 0; i < (p.extraImages ?? 0); i++) {
      list.push({
        id: MEDIA_BASE.extra + p.id,
        spec: { title: p.en.name, hue: p.art.hue + 25, motif: p.art.motif, seed: p.id + 500 },
        description: 'Izlog Studio',
      })
    }
    ;(p.colours ?? []).forEach((colourId, ci) => {
      const colour = attributeValue(colourId)
      list.push({
        id: MEDIA_BASE.colour + p.id * 5 + ci,
        spec: { title: p.hr.name, hue: p.art.hue, motif: p.art.motif, seed: p.id * 10 + ci, colour: colour?.swatch },
        description: `${colour?.hr ?? ''} / ${colour?.en ?? ''}`,
      })
    })
  }
  return list
}

/** Artwork is drawn only for images whose row is missing (saveSeedMedia calls `bytes` lazily). */
async function seedImages(env: SeedEnv): Promise<void> {
  await saveSeedMedia(
    env,
    images().map((image) => ({
      id: image.id,
      title: image.spec.title,
      originalName: `${mediaSlug(image.spec.title)}-${image.id}.svg`,
      mime: 'image/svg+xml',
      bytes: () => encoder.encode(artwork(image.spec)).buffer as ArrayBuffer,
      description: image.description,
      width: 800,
      height: 800,
    })),
  )
}

interface ProductRow {
  id: number
  sku: string
  /** null: a main product; otherwise the variant's main product. */
  mainId: number | null
  visible: boolean
  stock: number | null
  membership: number | null
  /** Euros added to the product's prices (a variant's size surcharge). */
  surcharge?: number
}

function productRow(rows: SeedRows, p: SeedProduct, row: ProductRow): void {
  const taxRate = p.taxRate ?? 25
  rows.insert('products', {
    id: row.id,
    type: row.mainId === null ? p.type : 'simple',
    sku: row.sku,
    main_product_id: row.mainId,
    visible_individually: row.visible ? 1 : 0,
    retail_price_cents: toCents(p.retail + (row.surcharge ?? 0)),
    basic_price_cents: netCentsOf(toCents(p.retail + (row.surcharge ?? 0)), taxRate),
    discount_price_cents:
      p.discount === undefined || p.discount === null ? null : toCents(p.discount + (row.surcharge ?? 0)),
    membership_price_cents: row.membership === null ? null : toCents(row.membership),
    tax_rate: taxRate,
    category_priority: p.priority,
    featured: row.mainId === null && p.featured ? 1 : 0,
    archived: p.archived ? 1 : 0,
    is_purchasable: 1,
    stock_qty: row.stock,
    manufacturer: p.manufacturer ?? null,
    brand: p.brand ?? null,
  })
}

/** Everything of a product but its main row: translations, media, relations and variants. */
function productRelations(rows: SeedRows, p: SeedProduct): void {
  const translation = (
    id: number,
    language: 'hr' | 'en',
    name: string,
    slug: string,
    description: string,
    short: string,
  ) =>
    rows.insert('product_translations', { product_id: id, language, name, slug, description, short_description: short })
  const media = (id: number, mediaId: number, position: number) =>
    rows.insert('product_media', { product_id: id, media_id: mediaId, position })
  const value = (id: number, attributeId: number, valueId: number) =>
    rows.insert('product_attribute_values', { product_id: id, attribute_id: attributeId, value_id: valueId })
  const category = (id: number, categoryId: number) =>
    rows.insert('product_categories', { product_id: id, category_id: categoryId })

  translation(p.id, 'hr', p.hr.name, p.hr.slug, descriptionHtml(p.hr), p.hr.short)
  translation(p.id, 'en', p.en.name, p.en.slug, descriptionHtml(p.en), p.en.short)
  media(p.id, MEDIA_BASE.main + p.id, 0)
  if (p.extraImages) media(p.id, MEDIA_BASE.extra + p.id, 1)
  for (const c of p.categories) category(p.id, c)
  for (const t of p.tags) rows.insert('product_tags', { product_id: p.id, tag_id: t })
  for (const [attributeId, valueId] of p.values ?? []) value(p.id, attributeId, valueId)
  for (const [attributeId, n] of p.numbers ?? [])
    rows.insert('product_attribute_values', { product_id: p.id, attribute_id: attributeId, number_value: n })
  for (const [attributeId, text] of p.texts ?? [])
    rows.insert('product_attribute_values', { product_id: p.id, attribute_id: attributeId, text_value: text })
  ;(p.crossSells ?? []).forEach((crossId, position) =>
    rows.insert('product_cross_sells', { product_id: p.id, cross_sell_id: crossId, position }),
  )
  ;(p.components ?? []).forEach(([componentId, qty], position) =>
    rows.insert('bundle_components', {
      id: p.id * 10 + position,
      bundle_id: p.id,
      component_id: componentId,
      qty,
      position,
    }),
  )
  ;(p.options ?? []).forEach((option, position) => {
    rows.insert('custom_options', {
      id: option.id,
      product_id: p.id,
      option_type: option.type,
      required: option.required ? 1 : 0,
      position,
    })
    option.values.forEach((v, valuePosition) =>
      rows.insert('custom_option_values', {
        id: v.id,
        option_id: option.id,
        label_hr: v.hr,
        label_en: v.en,
        position: valuePosition,
      }),
    )
  })
  ;(p.history ?? []).forEach(([daysAgo, price], i) =>
    rows.insert('price_history', {
      id: p.id * 10 + i,
      product_id: p.id,
      price_cents: toCents(price),
      recorded_at: sqlExpression("strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)", `-${daysAgo} days`),
    }),
  )
  // Configurable: axes and one variant per size × colour.
  if (p.colours) {
    rows.insert('configurable_attributes', { product_id: p.id, attribute_id: ATTR.size, position: 0 })
    rows.insert('configurable_attributes', { product_id: p.id, attribute_id: ATTR.colour, position: 1 })
    p.colours.forEach((colourId, ci) => {
      const colour = attributeValue(colourId)
      media(p.id, MEDIA_BASE.colour + p.id * 5 + ci, 2 + ci)
      SIZES.forEach((sizeId, si) => {
        const size = attributeValue(sizeId)?.en ?? String(sizeId)
        const id = variantId(p.id, si, ci)
        const colourHr = colour?.hr ?? ''
        const colourEn = colour?.en ?? ''
        productRow(rows, p, {
          id,
          sku: `${p.sku}-${size}-${mediaSlug(colourEn).toUpperCase()}`,
          mainId: p.id,
          visible: false,
          stock: variantStock(si, ci),
          membership: null,
          surcharge: p.sizeSurcharge?.[si] ?? 0,
        })
        translation(
          id,
          'hr',
          `${p.hr.name} — ${size} / ${colourHr}`,
          `${p.hr.slug}-${size.toLowerCase()}-${mediaSlug(colourHr)}`,
          '',
          p.hr.short,
        )
        translation(
          id,
          'en',
          `${p.en.name} — ${size} / ${colourEn}`,
          `${p.en.slug}-${size.toLowerCase()}-${mediaSlug(colourEn)}`,
          '',
          p.en.short,
        )
        media(id, MEDIA_BASE.colour + p.id * 5 + ci, 0)
        value(id, ATTR.size, sizeId)
        value(id, ATTR.colour, colourId)
        for (const c of p.categories) category(id, c)
      })
    })
  }
}

/** The studio's catalogue: categories, tags, attributes, 36 products (+ 50 variants) and artwork. */
export async function seedCatalogue(env: SeedEnv): Promise<void> {
  await seedImages(env)
  const rows = new SeedRows(env.DB)
  for (const c of CATEGORIES) {
    rows.insert('categories', {
      id: c.id,
      parent_id: c.parentId,
      media_id: CATEGORY_MEDIA_BASE + c.id,
      position: c.position,
    })
    for (const language of ['hr', 'en'] as const) {
      const t = c[language]
      rows.insert('category_translations', {
        category_id: c.id,
        language,
        name: t.name,
        slug: t.slug,
        description: t.description ?? '',
      })
    }
  }
  for (const t of TAGS) {
    rows.insert('tags', { id: t.id })
    for (const language of ['hr', 'en'] as const)
      rows.insert('tag_translations', { tag_id: t.id, language, name: t[language].name, slug: t[language].slug })
  }
  ATTRIBUTES.forEach((a, position) => {
    rows.insert('attributes', {
      id: a.id,
      code: a.code,
      input_type: a.inputType,
      label_hr: a.hr,
      label_en: a.en,
      is_filterable: a.filterable ? 1 : 0,
      custom_class: a.customClass,
      position,
    })
    a.values.forEach((value, valuePosition) =>
      rows.insert('attribute_values', {
        id: value.id,
        attribute_id: a.id,
        label_hr: value.hr,
        label_en: value.en,
        swatch: value.swatch ?? null,
        is_default: value.isDefault ? 1 : 0,
        position: valuePosition,
      }),
    )
  })
  // Every main product first (components and cross-sells reference each other), then relations.
  for (const p of PRODUCTS) {
    productRow(rows, p, {
      id: p.id,
      sku: p.sku,
      mainId: null,
      visible: p.visible ?? true,
      stock: p.stock ?? null,
      membership: p.membership ?? null,
    })
  }
  for (const p of PRODUCTS) productRelations(rows, p)
  await rows.write()
}
