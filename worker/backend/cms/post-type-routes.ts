import type { PostTypeDto } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { conflict, notFound, ok, pageForms, paging } from '../http'
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
  if (!created) throw conflict(`Post type '${body.slug}' already exists.`, 'POST_TYPE_EXISTS')
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
  if (!postType) throw notFound('Post type not found.')
  if (BUILT_IN.has(postType.slug))
    throw conflict(`The built-in post type '${postType.slug}' cannot be deleted.`, 'POST_TYPE_BUILT_IN')
  const used = await postTypeUsage(c.env.DB, id)
  if (used > 0) throw conflict(`Post type '${postType.slug}' is used by ${used} posts.`, 'POST_TYPE_IN_USE')
  await deletePostType(c.env.DB, id)
  return ok(c, { id, deleted: true })
})
