import { renderToString } from 'react-dom/server'
import { IslandProviders, useIslandContext } from './island-context'
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandProps } from './island'
import { islandIdPrefix } from './roots'

/**
 * On the server an island is rendered as the root it is in the browser (its own render, its own
 * ids), inside the page's HTML with its props beside it, so the islands' entry can hydrate it
 * before the app runs, and the app take it in after (island-source.browser.tsx).
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const context = useIslandContext()
  const html = renderToString(
    <IslandProviders context={context}>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix: islandIdPrefix(name) },
  )
  return (
    <div
      className="island"
      {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props) }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
