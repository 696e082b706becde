import type { Context } from 'hono'
import { catalogueAdminProductTypes as rows } from '../../../contract/endpoints/catalogue-admin-product-types'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { staffActor, type BackendEnv } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { saveBundle } from './admin-bundle'
import {
  MAX_PRODUCT_FILE_BYTES,
  addLicenceKeys,
  deleteLicenceKey,
  deleteProductFile,
  keysAvailable,
  listLicenceKeys,
  putProductFile,
  type FileOutcome,
} from './admin-digital'
import { productHead } from './admin-product-parts'
import { adminProductOr404 } from './admin-product-read'
import { saveVariants } from './admin-variants'
import { deliverWaiting } from '../digital/deliver-digital'

/**
 * The parts of a product that belong to its type (issue 35): a configurable's variant grid, a
 * bundle's components, an eProduct's file and licence keys. Each call checks the backoffice user
 * again (the row's 'staff' guard; the actor of the change once more here); the repositories
 * (admin-variants.ts, admin-bundle.ts, admin-digital.ts) hold the SQL.
 */
export const adminProductTypeRoutes = endpointRoutes('api/v1/admin/products')

const stale = () => refuse(409, 'PRODUCT_CHANGED', { field: 'version' })

adminProductTypeRoutes.on(rows.adminProductVariants, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  const outcome = await saveVariants(c.env.DB, actor, id, c.req.valid('json'))
  if (outcome === 'notFound') throw refuse(404, 'PRODUCT_NOT_FOUND')
  if (outcome === 'notConfigurable') throw refuse(400, 'PRODUCT_NOT_CONFIGURABLE')
  if (outcome === 'stale') throw stale()
  return ok(c, await adminProductOr404(c.env.DB, id, c.get('lang')))
})

adminProductTypeRoutes.on(rows.adminProductBundle, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  const outcome = await saveBundle(c.env.DB, actor, id, c.req.valid('json'))
  if (outcome === 'notFound') throw refuse(404, 'PRODUCT_NOT_FOUND')
  if (outcome === 'notBundle') throw refuse(400, 'PRODUCT_NOT_BUNDLE')
  if (outcome === 'stale') throw stale()
  return ok(c, await adminProductOr404(c.env.DB, id, c.get('lang')))
})

function fileRefusal(outcome: Exclude<FileOutcome, 'saved'>) {
  switch (outcome) {
    case 'notFound':
      return refuse(404, 'PRODUCT_NOT_FOUND')
    case 'notEProduct':
      return refuse(400, 'PRODUCT_NOT_EPRODUCT')
    case 'stale':
      return stale()
    case 'noFile':
      return refuse(404, 'PRODUCT_FILE_NOT_FOUND')
  }
}

const MB = 1024 * 1024
/** The form's own fields and boundaries around the file. */
const FORM_OVERHEAD_BYTES = MB

/** The form of a file upload: `file` (one) and `version`; too large a body is refused before it is read. */
async function readFileForm(c: Context<BackendEnv>): Promise<{ file: File; version: number }> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw refuse(400, 'PRODUCT_FILE_MULTIPART', { field: 'file' })
  const tooLarge = () =>
    refuse(413, 'PRODUCT_FILE_TOO_LARGE', { field: 'file', params: { max: MAX_PRODUCT_FILE_BYTES / MB } })
  const declared = Number(c.req.header('content-length') ?? NaN)
  if (declared > MAX_PRODUCT_FILE_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge()
  let form: Record<string, string | File | (string | File)[]>
  try {
    form = await c.req.parseBody({ all: true })
  } catch {
    throw refuse(400, 'BAD_MULTIPART')
  }
  const version = form['version']
  if (typeof version !== 'string' || !/^\d{1,9}$/.test(version.trim()) || Number(version) < 1)
    throw refuse(400, 'PRODUCT_VERSION_REQUIRED', { field: 'version' })
  const sent = form['file']
  if (Array.isArray(sent)) throw refuse(400, 'PRODUCT_FILE_ONE', { field: 'file' })
  if (!(sent instanceof File) || sent.size === 0) throw refuse(400, 'PRODUCT_FILE_MISSING', { field: 'file' })
  if (sent.size > MAX_PRODUCT_FILE_BYTES) throw tooLarge()
  return { file: sent, version: Number(version) }
}

adminProductTypeRoutes.on(rows.adminProductFileUpload, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  const { file, version } = await readFileForm(c)
  const outcome = await putProductFile(c.env, actor, id, version, file)
  if (outcome !== 'saved') throw fileRefusal(outcome)
  // Issue 36: paid orders waiting for this product's file get its download now, and their buyers an e-mail.
  await deliverWaiting(c, id)
  return ok(c, await adminProductOr404(c.env.DB, id, c.get('lang')))
})

adminProductTypeRoutes.on(rows.adminProductFileDelete, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  const outcome = await deleteProductFile(c.env, actor, id, c.req.valid('json').version)
  if (outcome !== 'saved') throw fileRefusal(outcome)
  return ok(c, await adminProductOr404(c.env.DB, id, c.get('lang')))
})

/** The key pool belongs to an eProduct: 404 for an unknown one, 400 for another type. */
async function eProductOr(db: D1Database, id: number): Promise<void> {
  const head = await productHead(db, id)
  if (!head) throw refuse(404, 'PRODUCT_NOT_FOUND')
  if (head.type !== 'eProduct') throw refuse(400, 'PRODUCT_NOT_EPRODUCT')
}

adminProductTypeRoutes.on(rows.adminProductKeys, async (c) => {
  const id = c.req.valid('param').id
  await eProductOr(c.env.DB, id)
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows: list, total } = await listLicenceKeys(
    c.env.DB,
    id,
    { q: query.q || undefined, state: query.state },
    p.limit,
    p.offset,
  )
  return ok(c, pageForms.lastPage(list, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminProductTypeRoutes.on(rows.adminProductKeysAdd, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  const outcome = await addLicenceKeys(c.env.DB, actor, id, c.req.valid('json').text)
  if (outcome.kind === 'notFound') throw refuse(404, 'PRODUCT_NOT_FOUND')
  if (outcome.kind === 'notEProduct') throw refuse(400, 'PRODUCT_NOT_EPRODUCT')
  // Issue 36: paid orders waiting for this product's keys get them now (oldest first), and their buyers an e-mail.
  const available =
    outcome.added > 0 && (await deliverWaiting(c, id)).length > 0
      ? await keysAvailable(c.env.DB, id)
      : outcome.available
  return ok(c, { added: outcome.added, duplicates: outcome.duplicates, available }, 201)
})

adminProductTypeRoutes.on(rows.adminProductKeyDelete, async (c) => {
  const actor = staffActor(c)
  const { id, keyId } = c.req.valid('param')
  const outcome = await deleteLicenceKey(c.env.DB, actor, id, keyId)
  if (outcome.kind === 'notFound') throw refuse(404, 'PRODUCT_NOT_FOUND')
  if (outcome.kind === 'notEProduct') throw refuse(400, 'PRODUCT_NOT_EPRODUCT')
  if (outcome.kind === 'keyNotFound') throw refuse(404, 'LICENCE_KEY_NOT_FOUND')
  if (outcome.kind === 'assigned') throw refuse(409, 'LICENCE_KEY_ASSIGNED')
  return ok(c, { id: keyId, deleted: true as const, available: outcome.available })
})
