import type { Locale } from '../../../contract/locales'
import type { Paging } from '../http'

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
    db
      .prepare(`${SELECT} ORDER BY d.position, d.id LIMIT ?2 OFFSET ?3`)
      .bind(language, page.limit, page.offset)
      .all<DocumentRow>(),
    db.prepare('SELECT COUNT(*) AS n FROM documents').first<{ n: number }>(),
  ])
  return { documents: rows.results.map(toDocument), total: count?.n ?? 0 }
}

export async function findDocument(db: D1Database, language: Locale, id: number): Promise<StoredDocument | null> {
  const row = await db.prepare(`${SELECT} WHERE d.id = ?2`).bind(language, id).first<DocumentRow>()
  return row ? toDocument(row) : null
}
