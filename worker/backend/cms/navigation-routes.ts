import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import * as v from 'valibot'
import { FOOTER_MENUS } from '../../../contract/dto/cms'
import { requireBackoffice } from '../context'
import { badRequest, notFound, ok, validate } from '../http'
import { isSafeUrl } from '../../lib/sanitize-html'
import { navigationTree, writeMenu } from './navigation'

/**
 * GET navigation/tree/:handler → the link tree with paths built for the request language;
 * PUT navigation/update/:handler (backoffice) → a footer menu's links, as edit mode writes them.
 */
export const navigationRoutes = new Hono<BackendEnv>()

navigationRoutes.get('/api/v1/navigation/tree/:handler', async (c) => {
  const handler = c.req.param('handler').trim()
  if (!/^[a-z0-9-]{1,40}$/i.test(handler)) throw badRequest('Invalid navigation handler.')
  const tree = await navigationTree(c.env.DB, handler, c.get('lang'))
  if (!tree) throw notFound(`Navigation '${handler}' not found.`)
  return ok(c, tree)
})

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const MenuSchema = v.object({
  links: v.pipe(
    v.array(
      v.object({
        id: v.optional(Id),
        name: v.pipe(v.string(), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(120)),
        target: v.optional(
          v.variant('kind', [
            v.object({ kind: v.picklist(['page', 'post', 'product', 'category']), id: Id }),
            v.object({
              kind: v.literal('custom'),
              href: v.pipe(
                v.string(),
                v.trim(),
                v.maxLength(2000),
                v.check((href) => isSafeUrl(href, true), 'link must be a site path or an http(s) URL'),
              ),
            }),
          ]),
        ),
        newTab: v.boolean(),
      }),
    ),
    v.maxLength(20, 'A footer menu holds at most 20 links.'),
  ),
})

const MENU_REFUSALS = {
  badTarget: {
    hr: 'Poveznica {{n}} vodi na sadržaj koji ne postoji.',
    en: 'Link {{n}} leads to content that does not exist.',
  },
  badLink: {
    hr: 'Poveznica {{n}} ne pripada ovom izborniku ili nema cilj.',
    en: 'Link {{n}} is not in this menu or has no target.',
  },
} as const

navigationRoutes.put('/api/v1/navigation/update/:handler', validate('json', MenuSchema), async (c) => {
  requireBackoffice(c)
  const handler = c.req.param('handler') ?? ''
  if (!(FOOTER_MENUS as readonly string[]).includes(handler))
    throw badRequest('Only the footer menus are edited here.', 'MENU_NOT_EDITABLE')
  const lang = c.get('lang')
  const outcome = await writeMenu(c.env.DB, handler, lang, c.req.valid('json').links)
  if (outcome.kind === 'missing-menu') throw notFound(`Navigation '${handler}' not found.`)
  if (outcome.kind === 'bad-target')
    throw badRequest(MENU_REFUSALS.badTarget[lang].replace('{{n}}', String(outcome.index + 1)), 'MENU_TARGET_NOT_FOUND')
  if (outcome.kind === 'bad-link')
    throw badRequest(MENU_REFUSALS.badLink[lang].replace('{{n}}', String(outcome.index + 1)), 'MENU_LINK_INVALID')
  return ok(c, await navigationTree(c.env.DB, handler, lang))
})
