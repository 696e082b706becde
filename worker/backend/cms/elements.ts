import { LAYOUT_HANDLERS, type ElementHandler } from '../../../contract/dto/cms'
import { LOCALES, type Locale } from '../../../contract/locales'
import { allRows, columns, firstRow, type Row } from '../rows'

/** Layout elements (header, footer, cookie notice) per language; options, parts and meta are stored as JSON text. */
export interface ElementRow {
  id: number
  handler: ElementHandler
  language: Locale
  title: string
  slug: string
  options: string
  parts: string
  meta: string
  link_meta: string
  created_at: string
  updated_at: string
}

const elements = columns('elements')
const readElementRow = (r: Row): ElementRow => ({
  id: elements.int(r, 'id'),
  handler: elements.oneOf(r, 'handler', LAYOUT_HANDLERS),
  language: elements.oneOf(r, 'language', LOCALES),
  title: elements.text(r, 'title'),
  slug: elements.text(r, 'slug'),
  options: elements.text(r, 'options'),
  parts: elements.text(r, 'parts'),
  meta: elements.text(r, 'meta'),
  link_meta: elements.text(r, 'link_meta'),
  created_at: elements.text(r, 'created_at'),
  updated_at: elements.text(r, 'updated_at'),
})

export interface NewElement {
  handler: ElementHandler
  language: Locale
  title: string
  slug: string
  options: unknown
  parts: unknown[]
  meta: Record<string, unknown>
  linkMeta: Record<string, unknown>
}

/** The elements of these handlers in a language, in the order the handlers were asked for. */
export async function findElementsByHandlers(
  db: D1Database,
  language: Locale,
  handlers: readonly ElementHandler[],
): Promise<ElementRow[]> {
  const results = await allRows(
    db
      .prepare(`SELECT * FROM elements WHERE language = ? AND handler IN (${handlers.map(() => '?').join(', ')})`)
      .bind(language, ...handlers),
    readElementRow,
  )
  return results.sort((a, b) => handlers.indexOf(a.handler) - handlers.indexOf(b.handler))
}

/** Creates the element; null when the handler already has one in that language. */
export async function createElement(db: D1Database, element: NewElement): Promise<ElementRow | null> {
  return firstRow(
    db
      .prepare(
        `INSERT INTO elements (handler, language, title, slug, options, parts, meta, link_meta) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (handler, language) DO NOTHING RETURNING *`,
      )
      .bind(
        element.handler,
        element.language,
        element.title,
        element.slug,
        JSON.stringify(element.options),
        JSON.stringify(element.parts),
        JSON.stringify(element.meta),
        JSON.stringify(element.linkMeta),
      ),
    readElementRow,
  )
}

export async function findElement(db: D1Database, id: number): Promise<ElementRow | null> {
  return firstRow(db.prepare('SELECT * FROM elements WHERE id = ?').bind(id), readElementRow)
}

/** Replaces the stored fields (JSON text as given) and stamps the update time. */
export async function updateElement(
  db: D1Database,
  id: number,
  fields: { title: string; options: string; parts: string; meta: string; linkMeta: string },
  now: string,
): Promise<ElementRow | null> {
  return firstRow(
    db
      .prepare(
        'UPDATE elements SET title = ?, options = ?, parts = ?, meta = ?, link_meta = ?, updated_at = ? WHERE id = ? RETURNING *',
      )
      .bind(fields.title, fields.options, fields.parts, fields.meta, fields.linkMeta, now, id),
    readElementRow,
  )
}
