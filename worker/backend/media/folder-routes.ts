import type { Locale } from '../../../contract/locales'
import { media } from '../../../contract/endpoints/media'
import { BackendError, ok } from '../http'
import { endpointRoutes } from '../routing'
import { createFolder, deleteFolder, listFolders } from './folders'

/** Folders of the media library (issue 16): list, create, and DELETE directoryItem/delete (SPEC §7) of an empty one. */
export const folderRoutes = endpointRoutes('api/v1/directory')
export const folderItemRoutes = endpointRoutes('api/v1/directoryItem')

const MESSAGES: Record<'exists' | 'noParent' | 'notEmpty' | 'missing', Record<Locale, string>> = {
  exists: { hr: 'Mapa tog imena već postoji ovdje.', en: 'A folder of that name is already here.' },
  noParent: { hr: 'Nadređena mapa ne postoji.', en: 'The parent folder does not exist.' },
  notEmpty: {
    hr: 'Mapa nije prazna: najprije premjestite ili obrišite njezine datoteke i mape.',
    en: 'The folder is not empty: move or delete its files and folders first.',
  },
  missing: { hr: 'Mapa ne postoji.', en: 'The folder does not exist.' },
}

folderRoutes.on(media.folderList, async (c) => ok(c, await listFolders(c.env.DB)))

folderRoutes.on(media.folderCreate, async (c) => {
  const { name, parentId } = c.req.valid('json')
  const lang = c.get('lang')
  const outcome = await createFolder(c.env.DB, name, parentId)
  if (outcome.kind === 'exists') throw new BackendError(409, 'FOLDER_EXISTS', MESSAGES.exists[lang], 'name')
  if (outcome.kind === 'noParent') throw new BackendError(404, 'FOLDER_NOT_FOUND', MESSAGES.noParent[lang])
  return ok(c, outcome.folder, 201)
})

folderItemRoutes.on(media.folderDelete, async (c) => {
  const { id } = c.req.valid('param')
  const lang = c.get('lang')
  const outcome = await deleteFolder(c.env.DB, id)
  if (outcome === 'missing') throw new BackendError(404, 'FOLDER_NOT_FOUND', MESSAGES.missing[lang])
  if (outcome === 'notEmpty') throw new BackendError(409, 'FOLDER_NOT_EMPTY', MESSAGES.notEmpty[lang])
  return ok(c, { id, deleted: true as const })
})
