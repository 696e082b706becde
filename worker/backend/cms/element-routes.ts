import { Hono } from 'hono'
import * as v from 'valibot'
import { LAYOUT_HANDLERS, SOCIAL_ICONS, type ElementHandler, type LayoutElement } from '../../../contract/dto/cms'
import type { BackendEnv } from '../context'
import { requireBackoffice } from '../context'
import { badRequest, conflict, notFound, ok, validate, IdParamSchema } from '../http'
import { isSafeUrl } from '../../lib/sanitize-html'
import { createElement, findElement, findElementsByHandlers, updateElement, type ElementRow } from './elements'
import { nowIso, parseJsonArray, parseJsonObject } from './shared'

/** Layout elements (header, footer, cookie notice): getByHandlers, create, update. */
export const elementRoutes = new Hono<BackendEnv>()

const HANDLERS = LAYOUT_HANDLERS
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const Href = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000),
  v.check((href) => isSafeUrl(href, true), 'link must be a site path or an http(s) URL'),
)
const LinkSchema = v.object({ label: Text(200), href: Href })

export const HeaderOptionsSchema = v.object({ contactPage: LinkSchema })
export const FooterOptionsSchema = v.object({
  footer1: Text(120),
  footer2: Text(120),
  footer3: Text(120),
  footer4: Text(120),
  credits: Text(500),
  socialItems: v.pipe(
    v.array(
      v.object({
        icon: v.picklist(SOCIAL_ICONS, 'unknown social icon'),
        link: v.pipe(
          Href,
          v.check((href) => /^https:\/\//.test(href), 'social links must be https URLs'),
        ),
        label: Text(120),
      }),
    ),
    v.maxLength(12),
  ),
  newsletter: v.object({ title: Text(200), body: Text(1000), thankYouTitle: Text(200), thankYouBody: Text(1000) }),
})
const CategoryText = v.object({ label: Text(120), description: Text(500) })
export const CookieOptionsSchema = v.object({
  title: Text(200),
  text: Text(2000),
  acceptLabel: Text(60),
  rejectLabel: Text(60),
  settingsLabel: Text(60),
  policyLink: LinkSchema,
  categories: v.object({ necessary: CategoryText, marketing: CategoryText, analytics: CategoryText }),
})

const OPTION_SCHEMAS = {
  'header-section': HeaderOptionsSchema,
  'footer-section': FooterOptionsSchema,
  'cookie-section': CookieOptionsSchema,
} as const

function validOptions(handler: ElementHandler, options: unknown): Record<string, unknown> {
  const result = v.safeParse(OPTION_SCHEMAS[handler], options)
  if (!result.success) {
    const issue = result.issues[0]
    const path = v.getDotPath(issue)
    throw badRequest(`options${path ? '.' + path : ''}: ${issue.message}`, 'VALIDATION_ERROR')
  }
  return result.output
}

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

const ByHandlersSchema = v.object({
  handlers: v.pipe(
    v.array(v.picklist(HANDLERS, 'unknown element handler'), 'handlers must be an array'),
    v.minLength(1, 'handlers is required'),
    v.maxLength(10),
  ),
})

elementRoutes.post('/api/v1/element/getByHandlers', validate('json', ByHandlersSchema), async (c) => {
  const { handlers } = c.req.valid('json')
  const unique = [...new Set(handlers)]
  const rows = await findElementsByHandlers(c.env.DB, c.get('lang'), unique)
  return ok(c, { elements: rows.map(toDto) })
})

const Json = v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())])
const CreateSchema = v.object({
  handler: v.picklist(HANDLERS, 'unknown element handler'),
  language: v.optional(v.picklist(['hr', 'en'], 'language must be hr or en')),
  title: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.nonEmpty('Unos ovog polja je obavezan'),
    v.maxLength(200),
  ),
  slug: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,120}$/, 'Slug nije ispravan'))),
  options: v.unknown(),
  parts: v.optional(v.array(v.unknown()), []),
  meta: v.optional(v.record(v.string(), v.unknown()), {}),
  linkMeta: v.optional(v.record(v.string(), v.unknown()), {}),
})

elementRoutes.post('/api/v1/element/create', validate('json', CreateSchema), async (c) => {
  requireBackoffice(c)
  const body = c.req.valid('json')
  const lang = body.language ?? c.get('lang')
  const options = validOptions(body.handler, body.options)
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
  if (!row) throw conflict(`Element '${body.handler}' already exists for language '${lang}'.`, 'ELEMENT_EXISTS')
  return ok(c, toDto(row), 201)
})

const UpdateSchema = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(200))),
  options: v.optional(v.unknown()),
  parts: v.optional(v.array(v.unknown())),
  meta: v.optional(Json),
  linkMeta: v.optional(Json),
})

elementRoutes.patch(
  '/api/v1/element/update/:id',
  validate('param', IdParamSchema),
  validate('json', UpdateSchema),
  async (c) => {
    requireBackoffice(c)
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    const existing = await findElement(c.env.DB, id)
    if (!existing) throw notFound('Element not found.')
    const options =
      body.options !== undefined ? JSON.stringify(validOptions(existing.handler, body.options)) : existing.options
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
    if (!row) throw notFound('Element not found.')
    return ok(c, toDto(row))
  },
)
