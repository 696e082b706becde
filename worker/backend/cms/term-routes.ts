import type { TermType } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { getTerm, getTermBySlug, listTerms } from './terms'

/** Terms: GET term/filter, POST term/filterStandard, GET term/get/:id, GET term/getBySlug/:slug. */
export const termRoutes = endpointRoutes('api/v1/term')

const TYPE_ALIASES: Record<string, TermType> = { category: 'category', categories: 'category', tag: 'tag', tags: 'tag' }

function parseTypes(raw: string | string[] | undefined | null): TermType[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  const list = (Array.isArray(raw) ? raw : raw.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean)
  const types = list.map((s) => TYPE_ALIASES[s])
  if (types.some((t) => t === undefined))
    throw refuse(400, 'TERM_TYPE_UNKNOWN', { params: { types: list.join(',') }, field: 'termTypeTitles' })
  return [...new Set(types.filter((t): t is TermType => t !== undefined))]
}

termRoutes.on(content.termFilter, async (c) => {
  const q = c.req.valid('query')
  const types = parseTypes(q.termTypeTitles)
  const all = q.noPaginate === 'true' || q.noPaginate === '1'
  const p = paging(q.page, q.limit, { page: 1, limit: 100 })
  const { terms } = await listTerms(c.env.DB, c.get('lang'), {
    types,
    parentId: q.parentId !== undefined ? Number(q.parentId) : undefined,
    ...(all ? {} : { limit: p.limit, offset: p.offset }),
  })
  return ok(c, { categories: terms.filter((t) => t.type === 'category'), tags: terms.filter((t) => t.type === 'tag') })
})

termRoutes.on(content.termFilterStandard, async (c) => {
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit)
  const { terms, total } = await listTerms(c.env.DB, c.get('lang'), {
    types: parseTypes(body.termTypeTitles),
    keywords: body.keywords ?? undefined,
    parentId: body.parentId ?? undefined,
    limit: p.limit,
    offset: p.offset,
  })
  return ok(c, pageForms.dataPagination(terms, total, p))
})

termRoutes.on(content.termGet, async (c) => {
  const { id } = c.req.valid('param')
  const term = await getTerm(c.env.DB, c.get('lang'), id)
  if (!term) throw refuse(404, 'TERM_NOT_FOUND')
  return ok(c, term)
})

termRoutes.on(content.termGetBySlug, async (c) => {
  const { slug } = c.req.valid('param')
  const term = await getTermBySlug(c.env.DB, c.get('lang'), slug)
  if (!term) throw refuse(404, 'TERM_NOT_FOUND')
  return ok(c, term)
})
