import type { Locale } from '../../../contract/locales'
import type { Paging } from '../http'
import { allRows, columns, countOf, firstRow, type Row } from '../rows'

/** Downloadable documents (tables documents, document_translations), Croatian as the fallback text. */
export interface StoredDocument {
  id: number
  mediaId: number | null
  createdAt: string
  title: string
  description: string
}

interface DocumentRow {
  id: number
  media_id: number | null
  created_at: string
  title: string
  description: string
}

const documents = columns('documents')
const readDocumentRow = (r: Row): DocumentRow => ({
  id: documents.int(r, 'id'),
  media_id: documents.nullableInt(r, 'media_id'),
  created_at: documents.text(r, 'created_at'),
  title: documents.text(r, 'title'),
  description: documents.text(r, 'description'),
})

const SELECT = `SELECT d.id, d.media_id, d.created_at, COALESCE(t.title, hr.title) AS title, COALESCE(t.description, hr.description) AS description
  FROM documents d JOIN document_translations hr ON hr.document_id = d.id AND hr.language = 'hr'
  LEFT JOIN document_translations t ON t.document_id = d.id AND t.language = ?1`

const toDocument = (row: DocumentRow): StoredDocument => ({
  id: row.id,
  mediaId: row.media_id,
  createdAt: row.created_at,
  title: row.title,
  description: row.description,
})

export async function listDocuments(
  db: D1Database,
  language: Locale,
  page: Paging,
): Promise<{ documents: StoredDocument[]; total: number }> {
  const [rows, count] = await Promise.all([
    allRows(
      db.prepare(`${SELECT} ORDER BY d.position, d.id LIMIT ?2 OFFSET ?3`).bind(language, page.limit, page.offset),
      readDocumentRow,
    ),
    countOf(db.prepare('SELECT COUNT(*) AS n FROM documents')),
  ])
  return { documents: rows.map(toDocument), total: count }
}

export async function findDocument(db: D1Database, language: Locale, id: number): Promise<StoredDocument | null> {
  const row = await firstRow(db.prepare(`${SELECT} WHERE d.id = ?2`).bind(language, id), readDocumentRow)
  return row ? toDocument(row) : null
}
