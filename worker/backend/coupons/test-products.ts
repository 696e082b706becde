import type { AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import type { AdminCategoryNode } from '../../../contract/dto/catalogue-admin-terms'
import { asStaff, newProduct, unique } from '../catalogue/test-admin-products'

/**
 * Products the coupon tests order (imported by *.test.ts only). Test files share one database and
 * others count the stock of the seeded products they name, so these tests make their own: a parent
 * category with a child, a product only in the child and one outside the tree, made through the
 * backoffice's calls as staff would, published, priced under the free-delivery threshold.
 */

const SORTS = [{ param: 'id', order: 'desc' }]

async function newCategory(word: string, parentId: number | null): Promise<number> {
  const res = await asStaff<AdminCategoryNode>('POST', '/api/v1/admin/catalogue/categories', {
    names: { hr: `Kuponi ${word}`, en: `Coupons ${word}` },
    slugs: { hr: `kuponi-${word}`, en: `coupons-${word}` },
    parentId,
    mediaId: null,
    sortTypes: SORTS,
    sortDefaultType: SORTS[0],
  })
  if (res.status !== 201 || !res.json.data) throw new Error(`category: ${res.status} ${JSON.stringify(res.json)}`)
  return res.json.data.id
}

async function newShopProduct(categoryIds: number[], retailPriceCents: number): Promise<number> {
  const res = await asStaff<AdminProductDetail>(
    'POST',
    '/api/v1/admin/products',
    newProduct(unique(), { status: 'published', categoryIds, retailPriceCents, stockQty: 1000 }),
  )
  if (res.status !== 201 || !res.json.data) throw new Error(`product: ${res.status} ${JSON.stringify(res.json)}`)
  return res.json.data.id
}

/** A parent category, a product only in one of its child categories, and a product outside its tree. */
export async function nestedCatalogue(): Promise<{ parent: number; inside: number; outside: number }> {
  const word = unique()
  const parent = await newCategory(`${word}-a`, null)
  const child = await newCategory(`${word}-b`, parent)
  const inside = await newShopProduct([child], 2400)
  const outside = await newShopProduct([], 1800)
  return { parent, inside, outside }
}
