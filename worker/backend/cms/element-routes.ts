import * as v from 'valibot'
import type { ElementHandler, LayoutElement } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { CookieOptionsSchema, FooterOptionsSchema, HeaderOptionsSchema } from '../../../contract/schemas/content'
import { ok, refuse } from '../http'
import { validationFailure } from '../../lib/validation'
import { endpointRoutes } from '../routing'
import { createElement, findElement, findElementsByHandlers, updateElement, type ElementRow } from './elements'
import { parseJsonArray, parseJsonObject } from '../../lib/parse-json'
import { nowIso } from './shared'

/** Layout elements (header, footer, cookie notice): getByHandlers, create, update. */
export const elementRoutes = endpointRoutes('api/v1/element')

const OPTION_SCHEMAS = {
  'header-section': HeaderOptionsSchema,
  'footer-section': FooterOptionsSchema,
  'cookie-section': CookieOptionsSchema,
} as const

/** The handler's options checked as the row's validators check a body: under `options`, in the one envelope. */
const checkOptions = (handler: ElementHandler, options: unknown) =>
  v.safeParse(v.object({ options: OPTION_SCHEMAS[handler] }), { options })

function toDto(row: ElementRow): LayoutElement {
  const base = {
    id: row.id,
    title: row.title,
    parts: parseJsonArray(row.parts),
    meta: parseJsonObject(row.meta),
    linkMeta: parseJsonObject(row.link_meta),
    language_code: row.language,
    type: 'static-element' as const,
    slug: row.slug,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
  // Options were validated against the handler's schema when written.
  const options = parseJsonObject(row.options)
  switch (row.handler) {
    case 'header-section':
      return { ...base, handler: row.handler, options: options as v.InferOutput<typeof HeaderOptionsSchema> }
    case 'footer-section':
      return { ...base, handler: row.handler, options: options as v.InferOutput<typeof FooterOptionsSchema> }
    case 'cookie-section':
      return { ...base, handler: row.handler, options: options as v.InferOutput<typeof CookieOptionsSchema> }
  }
}

elementRoutes.on(content.elementsByHandlers, async (c) => {
  const { handlers } = c.req.valid('json')
  const unique = [...new Set(handlers)]
  const rows = await findElementsByHandlers(c.env.DB, c.get('lang'), unique)
  return ok(c, { elements: rows.map(toDto) })
})

elementRoutes.on(content.elementCreate, async (c) => {
  const body = c.req.valid('json')
  const lang = body.language ?? c.get('lang')
  const checked = checkOptions(body.handler, body.options)
  if (!checked.success) return validationFailure(c, checked.issues, c.get('lang'))
  const options: Record<string, unknown> = checked.output.options
  const row = await createElement(c.env.DB, {
    handler: body.handler,
    language: lang,
    title: body.title,
    slug: body.slug ?? `${body.handler}-${lang}`,
    options,
    parts: body.parts,
    meta: body.meta,
    linkMeta: body.linkMeta,
  })
  if (!row) throw refuse(409, 'ELEMENT_EXISTS', { params: { handler: body.handler, language: lang } })
  return ok(c, toDto(row), 201)
})

elementRoutes.on(content.elementUpdate, async (c) => {
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const existing = await findElement(c.env.DB, id)
  if (!existing) throw refuse(404, 'ELEMENT_NOT_FOUND')
  let options = existing.options
  if (body.options !== undefined) {
    const checked = checkOptions(existing.handler, body.options)
    if (!checked.success) return validationFailure(c, checked.issues, c.get('lang'))
    options = JSON.stringify(checked.output.options)
  }
  const row = await updateElement(
    c.env.DB,
    id,
    {
      title: body.title ?? existing.title,
      options,
      parts: body.parts ? JSON.stringify(body.parts) : existing.parts,
      meta: body.meta ? JSON.stringify(body.meta) : existing.meta,
      linkMeta: body.linkMeta ? JSON.stringify(body.linkMeta) : existing.link_meta,
    },
    nowIso(),
  )
  if (!row) throw refuse(404, 'ELEMENT_NOT_FOUND')
  return ok(c, toDto(row))
})
