import { FOOTER_MENUS } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { navigationTree, writeMenu } from './navigation'

/**
 * GET navigation/tree/:handler → the link tree with paths built for the request language;
 * PUT navigation/update/:handler (backoffice) → a footer menu's links, as edit mode writes them.
 */
export const navigationRoutes = endpointRoutes('api/v1/navigation')

navigationRoutes.on(content.navigationTree, async (c) => {
  const { handler } = c.req.valid('param')
  const tree = await navigationTree(c.env.DB, handler, c.get('lang'))
  if (!tree) throw refuse(404, 'NAVIGATION_NOT_FOUND', { params: { handler } })
  return ok(c, tree)
})

navigationRoutes.on(content.navigationUpdate, async (c) => {
  const handler = c.req.param('handler') ?? ''
  if (!(FOOTER_MENUS as readonly string[]).includes(handler)) throw refuse(400, 'MENU_NOT_EDITABLE')
  const lang = c.get('lang')
  const outcome = await writeMenu(c.env.DB, handler, lang, c.req.valid('json').links)
  if (outcome.kind === 'missing-menu') throw refuse(404, 'NAVIGATION_NOT_FOUND', { params: { handler } })
  if (outcome.kind === 'bad-target')
    throw refuse(400, 'MENU_TARGET_NOT_FOUND', { params: { n: outcome.index + 1 }, field: `links.${outcome.index}` })
  if (outcome.kind === 'bad-link')
    throw refuse(400, 'MENU_LINK_INVALID', { params: { n: outcome.index + 1 }, field: `links.${outcome.index}` })
  return ok(c, await navigationTree(c.env.DB, handler, lang))
})
