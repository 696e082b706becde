import { Hono } from 'hono'
import * as v from 'valibot'
import type { PostTypeDto } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { requireBackoffice } from '../context'
import { badRequest, conflict, notFound, ok, pageForms, paging, validate } from '../http'
import { LimitSchema, PageSchema, SlugSchema, idParam } from './shared'

/** Post types (admin templates): create, filterStandard, delete — backoffice only. */
export const postTypeRoutes = new Hono<BackendEnv>()

/** Built-in types the site depends on; they cannot be deleted. */
const BUILT_IN = new Set(['post', 'page'])

interface PostTypeRow {
  id: number
  slug: string
  title: string
  created_at: string
}
const toDto = (r: PostTypeRow): PostTypeDto => ({ id: r.id, slug: r.slug, title: r.title, created_at: r.created_at })

const CreateSchema = v.object({
  slug: SlugSchema,
  title: v.pipe(v.string('Unos ovog polja je obavezan'), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(120)),
})

postTypeRoutes.post('/api/v1/postType/create', validate('json', CreateSchema), async (c) => {
  requireBackoffice(c)
  const body = c.req.valid('json')
  const row = await c.env.DB.prepare('INSERT INTO post_types (slug, title) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING RETURNING *')
    .bind(body.slug, body.title)
    .first<PostTypeRow>()
  if (!row) throw conflict(`Post type '${body.slug}' already exists.`, 'POST_TYPE_EXISTS')
  return ok(c, toDto(row), 201)
})

const FilterSchema = v.object({ page: PageSchema, limit: LimitSchema(50) })

postTypeRoutes.post('/api/v1/postType/filterStandard', validate('json', FilterSchema), async (c) => {
  requireBackoffice(c)
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit, { page: 1, limit: 50 })
  const [rows, count] = await Promise.all([
    c.env.DB.prepare('SELECT * FROM post_types ORDER BY id LIMIT ? OFFSET ?').bind(p.limit, p.offset).all<PostTypeRow>(),
    c.env.DB.prepare('SELECT COUNT(*) AS n FROM post_types').first<{ n: number }>(),
  ])
  return ok(c, pageForms.dataPagination(rows.results.map(toDto), count?.n ?? 0, p))
})

postTypeRoutes.delete('/api/v1/postType/delete/:id', async (c) => {
  requireBackoffice(c)
  const id = idParam(c.req.param('id'))
  if (id === null) throw badRequest('Invalid post type id.')
  const row = await c.env.DB.prepare('SELECT * FROM post_types WHERE id = ?').bind(id).first<PostTypeRow>()
  if (!row) throw notFound('Post type not found.')
  if (BUILT_IN.has(row.slug)) throw conflict(`The built-in post type '${row.slug}' cannot be deleted.`, 'POST_TYPE_BUILT_IN')
  const used = await c.env.DB.prepare('SELECT COUNT(*) AS n FROM posts WHERE post_type_id = ?').bind(id).first<{ n: number }>()
  if ((used?.n ?? 0) > 0) throw conflict(`Post type '${row.slug}' is used by ${used?.n ?? 0} posts.`, 'POST_TYPE_IN_USE')
  await c.env.DB.prepare('DELETE FROM post_types WHERE id = ?').bind(id).run()
  return ok(c, { id, deleted: true })
})
