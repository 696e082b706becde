import type { Locale } from '../../../contract/locales'
import type { ProductFilterResponse, ProductListRecord } from '../../../contract/dto/catalogue'
import { refuse } from '../http'
import { loadCards } from './cards'
import { batchRows, columns, type Row } from '../rows'
import { buildProductQuery, isMeaningful } from './filter-query'
import { MAX_LIMIT, MAX_UNLIMITED, type ProductFilter } from '../../../contract/schemas/product-filter'

const products = columns('products')
const readCount = (r: Row) => products.int(r, 'n')
const readId = (r: Row) => products.int(r, 'id')

const ORDER_COLUMN = {
  id: 'p.id',
  finalPrice: 'p.final_price_cents',
  name: "COALESCE(t.name, '') COLLATE NOCASE",
  categoryPriority: 'p.category_priority',
} as const

/** product/web/filter: one page of list cards (SPEC §5 empty-result rule applies). */
export async function filterProducts(
  db: D1Database,
  body: ProductFilter,
  lang: Locale,
): Promise<ProductFilterResponse> {
  const page = body.page ?? 1
  if (body.limit !== undefined && body.limit > MAX_LIMIT && !body.allowUnlimited) {
    throw refuse(400, 'LIMIT_TOO_HIGH', { params: { max: MAX_LIMIT }, field: 'limit' })
  }
  const limit = body.limit ?? (body.allowUnlimited ? MAX_UNLIMITED : 10)
  if (!isMeaningful(body)) return { records: [], pagination: { page, limit, totalPages: 0, totalRecords: 0 } }

  const query = await buildProductQuery(db, body, lang)
  const param = body.sort?.param ?? 'id'
  const order = body.sort?.order === 'asc' ? 'ASC' : 'DESC'
  const orderBy = param === 'id' ? `p.id ${order}` : `${ORDER_COLUMN[param]} ${order}, p.id ${order}`
  const limitParam = query.params.length + 1
  const [countResult, idsResult] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${query.where}`).bind(...query.params),
    db
      .prepare(
        `SELECT p.id FROM products p LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?1
         WHERE ${query.where} ORDER BY ${orderBy} LIMIT ?${limitParam} OFFSET ?${limitParam + 1}`,
      )
      .bind(...query.params, limit, (page - 1) * limit),
  ])
  const total = batchRows(countResult, readCount)[0] ?? 0
  const ids = batchRows(idsResult, readId)
  const cards = await loadCards(db, ids, lang)
  const records: ProductListRecord[] =
    body.select && body.select.length > 0 ? cards.map((card) => pick(card, body.select ?? [])) : cards
  return { records, pagination: { page, limit, totalPages: Math.ceil(total / limit), totalRecords: total } }
}

function pick<T extends { id: number }, K extends keyof T>(
  record: T,
  fields: readonly K[],
): Pick<T, 'id'> & Partial<T> {
  const out: Pick<T, 'id'> & Partial<T> = { id: record.id } as Pick<T, 'id'> & Partial<T>
  for (const field of fields) out[field] = record[field]
  return out
}
