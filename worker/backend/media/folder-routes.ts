import { Hono } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import { requireBackoffice, type BackendEnv } from '../context'
import { BackendError, IdParamSchema, ok, validate } from '../http'
import { createFolder, deleteFolder, listFolders } from './folders'

/** Folders of the media library (issue 16): list, create, and DELETE directoryItem/delete (SPEC §7) of an empty one. */
export const folderRoutes = new Hono<BackendEnv>()

const MESSAGES: Record<'exists' | 'noParent' | 'notEmpty' | 'missing', Record<Locale, string>> = {
  exists: { hr: 'Mapa tog imena već postoji ovdje.', en: 'A folder of that name is already here.' },
  noParent: { hr: 'Nadređena mapa ne postoji.', en: 'The parent folder does not exist.' },
  notEmpty: {
    hr: 'Mapa nije prazna: najprije premjestite ili obrišite njezine datoteke i mape.',
    en: 'The folder is not empty: move or delete its files and folders first.',
  },
  missing: { hr: 'Mapa ne postoji.', en: 'The folder does not exist.' },
}

folderRoutes.get('/api/v1/directory/filter', async (c) => {
  requireBackoffice(c)
  return ok(c, await listFolders(c.env.DB))
})

const CreateSchema = v.object({
  name: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.nonEmpty('Unos ovog polja je obavezan'),
    v.maxLength(80, 'The name is too long.'),
    v.regex(/^[^/\\]+$/, 'A folder name cannot contain / or \\.'),
  ),
  parentId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
})

folderRoutes.post('/api/v1/directory/create', validate('json', CreateSchema), async (c) => {
  requireBackoffice(c)
  const { name, parentId } = c.req.valid('json')
  const lang = c.get('lang')
  const outcome = await createFolder(c.env.DB, name, parentId)
  if (outcome.kind === 'exists') throw new BackendError(409, 'FOLDER_EXISTS', MESSAGES.exists[lang], 'name')
  if (outcome.kind === 'noParent') throw new BackendError(404, 'FOLDER_NOT_FOUND', MESSAGES.noParent[lang])
  return ok(c, outcome.folder, 201)
})

folderRoutes.delete('/api/v1/directoryItem/delete/:id', validate('param', IdParamSchema), async (c) => {
  requireBackoffice(c)
  const { id } = c.req.valid('param')
  const lang = c.get('lang')
  const outcome = await deleteFolder(c.env.DB, id)
  if (outcome === 'missing') throw new BackendError(404, 'FOLDER_NOT_FOUND', MESSAGES.missing[lang])
  if (outcome === 'notEmpty') throw new BackendError(409, 'FOLDER_NOT_EMPTY', MESSAGES.notEmpty[lang])
  return ok(c, { id, deleted: true as const })
})
