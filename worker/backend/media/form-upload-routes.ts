import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { refuse } from '../http'
import { MEDIA_CSP } from '../../lib/media-csp'
import { getFormUpload } from './form-uploads'

/**
 * `/media/form-uploads/{id}/{name}`: a file a visitor sent with a form, for staff only (anyone
 * else: 404, as if it did not exist). Always a download (`attachment`), never stored by a cache,
 * with the sandboxing policy of media files: a file from a stranger never runs in our origin.
 */
export const formUploadRoutes = new Hono<BackendEnv>()

formUploadRoutes.get('/media/form-uploads/:id/:file', async (c) => {
  const id = c.req.param('id')
  if (!/^\d{1,12}$/.test(id) || !c.get('apiUser')?.isBackofficeUser) throw refuse(404, 'FORM_FILE_NOT_FOUND')
  const upload = await getFormUpload(c.env.DB, Number(id))
  const object = upload ? await c.env.MEDIA.get(upload.r2_key) : null
  if (!upload || !object) throw refuse(404, 'FORM_FILE_NOT_FOUND')
  const asciiName = upload.name.replace(/[^\w.\- ]+/g, '_')
  return new Response(object.body, {
    status: 200,
    headers: {
      'Content-Type': upload.mime,
      'Content-Length': String(object.size),
      'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(upload.name)}`,
      'Content-Security-Policy': MEDIA_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
})
