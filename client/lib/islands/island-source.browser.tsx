import { useEffect, useLayoutEffect, useRef } from 'react'
import { IslandProviders, useIslandContext } from './island-context'
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandProps } from './island'
import { renderIsland, unmountIsland } from './roots'

/** React leaves what is inside alone: the island's own root owns it. */
const OWN_ROOT = { __html: '' }

/**
 * In the app an island is its own React root inside the app's tree: hydrated from the server's HTML
 * (or already hydrated by the islands' entry, then taken in with the app's context: the app's
 * router, api), rendered into its element on a page the app rendered itself.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const context = useIslandContext()
  const element = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!element.current) return
    renderIsland(
      element.current,
      name,
      <IslandProviders context={context}>
        <Component {...props} />
      </IslandProviders>,
    )
  })
  useEffect(() => {
    const container = element.current
    return () => {
      if (container) unmountIsland(container)
    }
  }, [])
  return (
    <div
      ref={element}
      className="island"
      {...{ [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props) }}
      dangerouslySetInnerHTML={OWN_ROOT}
      suppressHydrationWarning
    />
  )
}
