import { media } from '../../../contract/endpoints/media'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { createFolder, deleteFolder, listFolders } from './folders'

/** Folders of the media library (issue 16): list, create, and DELETE directoryItem/delete (SPEC §7) of an empty one. */
export const folderRoutes = endpointRoutes('api/v1/directory')
export const folderItemRoutes = endpointRoutes('api/v1/directoryItem')

folderRoutes.on(media.folderList, async (c) => ok(c, await listFolders(c.env.DB)))

folderRoutes.on(media.folderCreate, async (c) => {
  const { name, parentId } = c.req.valid('json')
  const outcome = await createFolder(c.env.DB, name, parentId)
  if (outcome.kind === 'exists') throw refuse(409, 'FOLDER_EXISTS', { field: 'name' })
  if (outcome.kind === 'noParent') throw refuse(404, 'PARENT_FOLDER_NOT_FOUND', { field: 'parentId' })
  return ok(c, outcome.folder, 201)
})

folderItemRoutes.on(media.folderDelete, async (c) => {
  const { id } = c.req.valid('param')
  const outcome = await deleteFolder(c.env.DB, id)
  if (outcome === 'missing') throw refuse(404, 'FOLDER_NOT_FOUND')
  if (outcome === 'notEmpty') throw refuse(409, 'FOLDER_NOT_EMPTY')
  return ok(c, { id, deleted: true as const })
})
