import type { PostTypeDto } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { ok, pageForms, paging, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { createPostType, deletePostType, findPostType, listPostTypes, postTypeUsage, type PostType } from './post-types'

/** Post types (admin templates): create, filterStandard, delete — backoffice only. */
export const postTypeRoutes = endpointRoutes('api/v1/postType')

/** Built-in types the site depends on; they cannot be deleted. */
const BUILT_IN = new Set(['post', 'page'])

const toDto = (t: PostType): PostTypeDto => ({ id: t.id, slug: t.slug, title: t.title, created_at: t.createdAt })

postTypeRoutes.on(content.postTypeCreate, async (c) => {
  const body = c.req.valid('json')
  const created = await createPostType(c.env.DB, body.slug, body.title)
  if (!created) throw refuse(409, 'POST_TYPE_EXISTS', { params: { slug: body.slug }, field: 'slug' })
  return ok(c, toDto(created), 201)
})

postTypeRoutes.on(content.postTypeFilter, async (c) => {
  const body = c.req.valid('json')
  const p = paging(body.page, body.limit, { page: 1, limit: 50 })
  const { postTypes, total } = await listPostTypes(c.env.DB, p)
  return ok(c, pageForms.dataPagination(postTypes.map(toDto), total, p))
})

postTypeRoutes.on(content.postTypeDelete, async (c) => {
  const { id } = c.req.valid('param')
  const postType = await findPostType(c.env.DB, id)
  if (!postType) throw refuse(404, 'POST_TYPE_NOT_FOUND')
  if (BUILT_IN.has(postType.slug)) throw refuse(409, 'POST_TYPE_BUILT_IN', { params: { slug: postType.slug } })
  const used = await postTypeUsage(c.env.DB, id)
  if (used > 0) throw refuse(409, 'POST_TYPE_IN_USE', { params: { slug: postType.slug, count: used } })
  await deletePostType(c.env.DB, id)
  return ok(c, { id, deleted: true })
})
