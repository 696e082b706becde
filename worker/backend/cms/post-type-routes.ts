import { Hono } from 'hono'
import * as v from 'valibot'
import type { PostTypeDto } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { requireBackoffice } from '../context'
import { conflict, notFound, ok, pageForms, paging, validate, IdParamSchema } from '../http'
import { LimitSchema, PageSchema, SlugSchema } from './shared'
import { createPostType, deletePostType, findPostType, listPostTypes, postTypeUsage, type PostType } from './post-types'

/** Post types (admin templates): create, filterStandard, delete — backoffice only. */
export const postTypeRoutes = new Hono<BackendEnv>()

/** Built-in types the site depends on; they cannot be deleted. */
const BUILT_IN = new Set(['post', 'page'])

const toDto = (t: PostType): PostTypeDto => ({ id: t.id, slug: t.slug, title: t.title, created_at: t.createdAt })

const CreateSchema = v.object({
  slug: SlugSchema,
  title: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.nonEmpty('Unos ovog polja je obavezan'),
    v.maxLength(120),
  ),
})

postTypeRoutes.post('/api/v1/postType/create', validate('json', CreateSchema), async (c) => {
  requireBackoffice(c)
  const body = c.req.valid('json')
  const created = await createPostType(c.env.DB, body.slug, body.title)
  if (!created) throw conflict(`Post type '${body.slug}' already exists.`, 'POST_TYPE_EXISTS')
  return ok(c, toDto(created), 201)
})

const FilterSchema = v.object({ page: PageSchema, limit: LimitSchema(50) })

postTypeRoutes.post('/api/v1/postType/filterStandard', validate('json', FilterSchema), async (c) => {
  requireBackoffice(c)
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit, { page: 1, limit: 50 })
  const { postTypes, total } = await listPostTypes(c.env.DB, p)
  return ok(c, pageForms.dataPagination(postTypes.map(toDto), total, p))
})

postTypeRoutes.delete('/api/v1/postType/delete/:id', validate('param', IdParamSchema), async (c) => {
  requireBackoffice(c)
  const { id } = c.req.valid('param')
  const postType = await findPostType(c.env.DB, id)
  if (!postType) throw notFound('Post type not found.')
  if (BUILT_IN.has(postType.slug))
    throw conflict(`The built-in post type '${postType.slug}' cannot be deleted.`, 'POST_TYPE_BUILT_IN')
  const used = await postTypeUsage(c.env.DB, id)
  if (used > 0) throw conflict(`Post type '${postType.slug}' is used by ${used} posts.`, 'POST_TYPE_IN_USE')
  await deletePostType(c.env.DB, id)
  return ok(c, { id, deleted: true })
})
