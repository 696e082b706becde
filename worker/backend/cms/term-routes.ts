import { Hono } from 'hono'
import * as v from 'valibot'
import type { TermType } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { badRequest, notFound, ok, pageForms, paging, validate, IdParamSchema } from '../http'
import { getTerm, getTermBySlug, listTerms } from './terms'
import { LimitSchema, PageSchema } from './shared'

/** Terms: GET term/filter, POST term/filterStandard, GET term/get/:id, GET term/getBySlug/:slug. */
export const termRoutes = new Hono<BackendEnv>()

const TYPE_ALIASES: Record<string, TermType> = { category: 'category', categories: 'category', tag: 'tag', tags: 'tag' }

function parseTypes(raw: string | string[] | undefined | null): TermType[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  const list = (Array.isArray(raw) ? raw : raw.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean)
  const types = list.map((s) => TYPE_ALIASES[s])
  if (types.some((t) => t === undefined))
    throw badRequest(`Unknown term type in '${list.join(',')}' (category or tag).`)
  return [...new Set(types.filter((t): t is TermType => t !== undefined))]
}

const FilterQuery = v.object({
  termTypeTitles: v.optional(v.pipe(v.string(), v.maxLength(100))),
  limit: LimitSchema(100),
  page: PageSchema,
  noPaginate: v.optional(v.picklist(['true', 'false', '1', '0'])),
  parentId: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'parentId must be a number'))),
})

termRoutes.get('/api/v1/term/filter', validate('query', FilterQuery), async (c) => {
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

const FilterStandardBody = v.object({
  page: PageSchema,
  limit: LimitSchema(10),
  termTypeTitles: v.optional(v.union([v.string(), v.array(v.string())])),
  keywords: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.maxLength')))),
  parentId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
})

termRoutes.post('/api/v1/term/filterStandard', validate('json', FilterStandardBody), async (c) => {
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

termRoutes.get('/api/v1/term/get/:id', validate('param', IdParamSchema), async (c) => {
  const { id } = c.req.valid('param')
  const term = await getTerm(c.env.DB, c.get('lang'), id)
  if (!term) throw notFound('Term not found.')
  return ok(c, term)
})

termRoutes.get('/api/v1/term/getBySlug/:slug', async (c) => {
  const slug = c.req.param('slug').trim()
  if (!slug || slug.length > 200) throw badRequest('Invalid slug.')
  const term = await getTermBySlug(c.env.DB, c.get('lang'), slug)
  if (!term) throw notFound('Term not found.')
  return ok(c, term)
})
