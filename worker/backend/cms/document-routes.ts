import type { DocumentDto } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { loadMedia } from './shared'
import { findDocument, listDocuments, type StoredDocument } from './documents'

/** Downloadable documents: POST document/filter/web, GET document/get/web/:id. */
export const documentRoutes = endpointRoutes('api/v1/document')

async function toDtos(db: D1Database, documents: StoredDocument[]): Promise<DocumentDto[]> {
  const media = await loadMedia(
    db,
    documents.map((d) => d.mediaId),
  )
  return documents.map((d) => {
    const m = d.mediaId !== null ? (media.get(d.mediaId) ?? null) : null
    return {
      id: d.id,
      title: d.title,
      description: d.description,
      media: m,
      url: m ? m.urls.original : null,
      created_at: d.createdAt,
    }
  })
}

documentRoutes.on(content.documentFilter, async (c) => {
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit, { page: 1, limit: 20 })
  const { documents, total } = await listDocuments(c.env.DB, c.get('lang'), p)
  return ok(c, pageForms.dataPagination(await toDtos(c.env.DB, documents), total, p))
})

documentRoutes.on(content.documentGet, async (c) => {
  const { id } = c.req.valid('param')
  const document = await findDocument(c.env.DB, c.get('lang'), id)
  if (!document) throw refuse(404, 'DOCUMENT_NOT_FOUND')
  return ok(c, (await toDtos(c.env.DB, [document]))[0])
})
