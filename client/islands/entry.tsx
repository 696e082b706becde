import {
  ISLAND_ATTR,
  ISLAND_NAMES,
  ISLAND_PROPS_ATTR,
  ISLAND_REPLAYED_ATTR,
  type IslandName,
} from '../lib/islands/island'
import { ISLAND_COMPONENTS } from './registry'
import { clientState, documentParsed } from './client-state'
import { IslandProviders } from '../lib/islands/island-context'
import { islandHydrated, renderIsland } from '../lib/islands/roots'
import { createBrowserApi } from '../lib/browser-api'
import { replayPendingActions } from '../app/pending-actions'
import { APP_WANTED_EVENT } from '../app/boot'
import type { RouterValue } from '../lib/navigation'
import type { RouteState } from '../lib/route-state'

const isIslandName = (name: string | undefined): name is IslandName =>
  (ISLAND_NAMES as readonly (string | undefined)[]).includes(name)

/** Before the app, a link or a route change is the browser's own navigation. */
function documentRouter(route: RouteState): RouterValue {
  return {
    route,
    pending: false,
    navigate: async (href, options) => {
      if (options?.history === 'replace') window.location.replace(href)
      else window.location.assign(href)
    },
  }
}

/**
 * The islands' entry (issue 38): on a page that waits for its visitor, the first sign of one loads
 * this, not the app. It hydrates the parts of the page a first press must answer at once (the
 * product's choices and its add to cart), each as its own React root, replays what was pressed in
 * them before, and asks for the app, which then loads at idle and takes them in.
 */
async function start() {
  await documentParsed()
  const state = clientState()
  if (!state) return
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)]
  const rendered: HTMLElement[] = []
  const router = documentRouter(state.boot.route)
  const api = createBrowserApi(state.boot.locale)
  const site = { origin: state.boot.origin || window.location.origin, badge: state.boot.badge }
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTR) ?? undefined
    if (!isIslandName(name)) continue
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTR) ?? '{}')
    const Component = ISLAND_COMPONENTS[name]
    renderIsland(
      element,
      name,
      <IslandProviders context={{ ...state, api, site, router }}>
        <Component {...(props as object)} />
      </IslandProviders>,
    )
    rendered.push(element)
  }
  // An island whose hydration waits for a lazy part (a bundle's page) answers its presses once it has it.
  await Promise.all(rendered.map(islandHydrated))
  await replayPendingActions(document.documentElement, (held) => elements.some((element) => element.contains(held)))
  for (const element of elements) element.setAttribute(ISLAND_REPLAYED_ATTR, '')
  window.dispatchEvent(new Event(APP_WANTED_EVENT))
}

void start()
