import { LOCALES } from '../../../contract/locales'
import type { ProductFields } from './admin-products'
import { inJson } from './sql'

/**
 * A product's relations as a save writes them (issue 35): texts per language (with SEO texts),
 * categories, tags, cross-sells and images in order (an image's alt texts go to its media file), and
 * attribute values (a configurable's axes, its variants' values, stay). Every statement runs only
 * while `guard` holds (the version the editor read); `product` is the product's id in SQL (`?`, or a
 * subquery by SKU for a product the same batch creates).
 */

type Guard = { sql: string; binds: unknown[] }

/** The product's texts, categories, tags, cross-sells, images and attribute values, each only while `guard` holds. */
export function relationStatements(
  db: D1Database,
  f: ProductFields,
  product: { sql: string; binds: unknown[] },
  guard: Guard,
): D1PreparedStatement[] {
  const P = product.sql
  const run = (sql: string, ...binds: unknown[]) => db.prepare(sql).bind(...binds)
  const statements: D1PreparedStatement[] = []
  for (const language of LOCALES) {
    const t = f.texts[language]
    statements.push(
      t
        ? run(
            `INSERT INTO product_translations (product_id, language, name, slug, short_description, description, seo_title, seo_description)
             SELECT ${P}, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}
             ON CONFLICT (product_id, language) DO UPDATE SET name = excluded.name, slug = excluded.slug,
               short_description = excluded.short_description, description = excluded.description,
               seo_title = excluded.seo_title, seo_description = excluded.seo_description`,
            ...product.binds,
            language,
            t.name,
            t.slug,
            t.shortDescription,
            t.description,
            t.seoTitle,
            t.seoDescription,
            ...guard.binds,
          )
        : run(
            `DELETE FROM product_translations WHERE product_id = ${P} AND language = ? AND ${guard.sql}`,
            ...product.binds,
            language,
            ...guard.binds,
          ),
    )
  }
  for (const [table, column, source, ids] of [
    ['product_categories', 'category_id', 'categories', f.categoryIds],
    ['product_tags', 'tag_id', 'tags', f.tagIds],
  ] as const)
    statements.push(
      run(`DELETE FROM ${table} WHERE product_id = ${P} AND ${guard.sql}`, ...product.binds, ...guard.binds),
      run(
        `INSERT INTO ${table} (product_id, ${column}) SELECT ${P}, s.id FROM ${source} s WHERE ${inJson('s.id', '?')} AND ${guard.sql}`,
        ...product.binds,
        JSON.stringify(ids),
        ...guard.binds,
      ),
    )
  // Cross-sells and images in the order given (json_each's key is the position).
  for (const [table, column, ids] of [
    ['product_cross_sells', 'cross_sell_id', f.crossSellIds],
    ['product_media', 'media_id', f.images.map((image) => image.mediaId)],
  ] as const)
    statements.push(
      run(`DELETE FROM ${table} WHERE product_id = ${P} AND ${guard.sql}`, ...product.binds, ...guard.binds),
      run(
        `INSERT INTO ${table} (product_id, ${column}, position) SELECT ${P}, j.value, j.key FROM json_each(?) j WHERE ${guard.sql}`,
        ...product.binds,
        JSON.stringify(ids),
        ...guard.binds,
      ),
    )
  for (const image of f.images)
    statements.push(
      run(
        `UPDATE media SET alt = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND alt IS NOT ? AND ${guard.sql}`,
        JSON.stringify(image.alt),
        image.mediaId,
        JSON.stringify(image.alt),
        ...guard.binds,
      ),
    )
  // [attribute, value, number, text] rows; a configurable's axes (its variants' values) stay.
  const values = f.attributes.flatMap((a) =>
    a.valueIds.length > 0
      ? a.valueIds.map((id) => [a.attributeId, id, null, null])
      : [[a.attributeId, null, a.number, a.text]],
  )
  statements.push(
    run(
      `DELETE FROM product_attribute_values WHERE product_id = ${P} AND attribute_id NOT IN
         (SELECT attribute_id FROM configurable_attributes WHERE product_id = ${P}) AND ${guard.sql}`,
      ...product.binds,
      ...product.binds,
      ...guard.binds,
    ),
    run(
      `INSERT INTO product_attribute_values (product_id, attribute_id, value_id, number_value, text_value)
       SELECT ${P}, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), json_extract(j.value, '$[2]'),
         json_extract(j.value, '$[3]') FROM json_each(?) j WHERE ${guard.sql}`,
      ...product.binds,
      JSON.stringify(values),
      ...guard.binds,
    ),
  )
  return statements
}
