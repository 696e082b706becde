import { Hono } from 'hono'
import * as v from 'valibot'
import type { DocumentDto } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { badRequest, notFound, ok, pageForms, paging, validate } from '../http'
import { LimitSchema, PageSchema, idParam, loadMedia } from './shared'

/** Downloadable documents: POST document/filter/web, GET document/get/web/:id. */
export const documentRoutes = new Hono<BackendEnv>()

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

async function toDtos(db: D1Database, rows: DocumentRow[]): Promise<DocumentDto[]> {
  const media = await loadMedia(
    db,
    rows.map((r) => r.media_id),
  )
  return rows.map((r) => {
    const m = r.media_id !== null ? (media.get(r.media_id) ?? null) : null
    return { id: r.id, title: r.title, description: r.description, media: m, url: m ? m.urls.original : null, created_at: r.created_at }
  })
}

documentRoutes.post('/api/v1/document/filter/web', validate('json', v.object({ page: PageSchema, limit: LimitSchema(20) })), async (c) => {
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit, { page: 1, limit: 20 })
  const [rows, count] = await Promise.all([
    c.env.DB.prepare(`${SELECT} ORDER BY d.position, d.id LIMIT ?2 OFFSET ?3`).bind(c.get('lang'), p.limit, p.offset).all<DocumentRow>(),
    c.env.DB.prepare('SELECT COUNT(*) AS n FROM documents').first<{ n: number }>(),
  ])
  return ok(c, pageForms.dataPagination(await toDtos(c.env.DB, rows.results), count?.n ?? 0, p))
})

documentRoutes.get('/api/v1/document/get/web/:id', async (c) => {
  const id = idParam(c.req.param('id'))
  if (id === null) throw badRequest('Invalid document id.')
  const row = await c.env.DB.prepare(`${SELECT} WHERE d.id = ?2`).bind(c.get('lang'), id).first<DocumentRow>()
  if (!row) throw notFound('Document not found.')
  return ok(c, (await toDtos(c.env.DB, [row]))[0])
})
