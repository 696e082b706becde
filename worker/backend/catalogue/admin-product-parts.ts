import type { AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import { allRows, columns, type Row } from '../rows'
import { PRODUCT_TYPES } from './product-rows'

/**
 * The parts of a product that belong to its type (issue 35): a configurable's axes and variants, a
 * bundle's components, an eProduct's file and licence keys. Read for the editor beside the common fields.
 */
export type ProductTypeParts = Pick<AdminProductDetail, 'configurable' | 'variants' | 'bundleComponents' | 'digital'>

const products = columns('products')

const readVariant = (r: Row) => ({
  id: products.int(r, 'id'),
  sku: products.text(r, 'sku'),
  valueIds: [] as number[],
  retailPriceCents: products.int(r, 'retail_price_cents'),
  discountPriceCents: products.nullableInt(r, 'discount_price_cents'),
  finalPriceCents: products.int(r, 'final_price_cents'),
  stockQty: products.nullableInt(r, 'stock_qty'),
  imageMediaId: null as number | null,
  archived: products.bool(r, 'archived'),
})

const readComponent = (r: Row) => ({
  productId: products.int(r, 'component_id'),
  qty: products.int(r, 'qty'),
  sku: products.text(r, 'sku'),
  name: products.text(r, 'name'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
})

export async function readTypeParts(
  db: D1Database,
  product: { id: number; type: (typeof PRODUCT_TYPES)[number] },
  language: 'hr' | 'en' = 'hr',
): Promise<ProductTypeParts> {
  const none: ProductTypeParts = { configurable: null, variants: [], bundleComponents: [], digital: null }
  switch (product.type) {
    case 'configurable': {
      const variants = await allRows(
        db
          .prepare(
            `SELECT id, sku, retail_price_cents, discount_price_cents, final_price_cents, stock_qty, archived
             FROM products WHERE main_product_id = ? ORDER BY id`,
          )
          .bind(product.id),
        readVariant,
      )
      const axes = await allRows(
        db
          .prepare('SELECT attribute_id FROM configurable_attributes WHERE product_id = ? ORDER BY position')
          .bind(product.id),
        (r) => columns('configurable_attributes').int(r, 'attribute_id'),
      )
      return { ...none, configurable: { attributeIds: axes, defaultVariantId: null }, variants }
    }
    case 'bundle':
      return {
        ...none,
        bundleComponents: await allRows(
          db
            .prepare(
              `SELECT b.component_id, b.qty, p.sku, p.type, COALESCE(t.name, p.sku) AS name FROM bundle_components b
               JOIN products p ON p.id = b.component_id
               LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?2
               WHERE b.bundle_id = ?1 ORDER BY b.position, b.id`,
            )
            .bind(product.id, language),
          readComponent,
        ),
      }
    case 'eProduct':
      return { ...none, digital: { file: null, keys: { available: 0, assigned: 0 } } }
    case 'simple':
      return none
  }
}
