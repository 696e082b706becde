import { FOOTER_MENUS } from '../../../contract/dto/cms'
import { content } from '../../../contract/endpoints/content'
import { badRequest, notFound, ok } from '../http'
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
  if (!tree) throw notFound(`Navigation '${handler}' not found.`)
  return ok(c, tree)
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

navigationRoutes.on(content.navigationUpdate, async (c) => {
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
