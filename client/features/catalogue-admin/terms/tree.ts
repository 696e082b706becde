import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'

/**
 * The category tree as the screen moves nodes in it (issue 35): where a node sits, its siblings'
 * order after a move, and which parents a node may take (not itself nor anything below it).
 */

export interface Place {
  node: AdminCategoryNode
  parent: AdminCategoryNode | null
  siblings: AdminCategoryNode[]
  index: number
}

/** Where `id` sits in `tree`, or null. */
export function locate(
  tree: readonly AdminCategoryNode[],
  id: number,
  parent: AdminCategoryNode | null = null,
): Place | null {
  const index = tree.findIndex((node) => node.id === id)
  const node = tree[index]
  if (node) return { node, parent, siblings: [...tree], index }
  for (const candidate of tree) {
    const found = locate(candidate.children, id, candidate)
    if (found) return found
  }
  return null
}

/** Every node, depth first in tree order, with its depth (0: a root). */
export function flatten(
  tree: readonly AdminCategoryNode[],
  depth = 0,
): Array<{ node: AdminCategoryNode; depth: number }> {
  return tree.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)])
}

/** The node's own id and its descendants': parents it may not take. */
export function selfAndBelow(node: AdminCategoryNode): Set<number> {
  return new Set(flatten([node]).map((entry) => entry.node.id))
}

/** `ids` with the one at `from` moved to `to` (both indexes into `ids`). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item === undefined) return next
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item)
  return next
}
