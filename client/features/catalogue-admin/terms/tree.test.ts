import { describe, expect, it } from 'vitest'
import type { ApiFetch, ApiRequest } from '../../../../contract/api'
import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import { moveCategoryMutation, type CategoryMove } from './api'
import { codeFrom } from './attribute-form'
import { flatten, locate, moveItem, selfAndBelow } from './tree'

/** The category screen's moves (issue 35): where a node sits, and which calls a keyboard move makes. */

const node = (id: number, parentId: number | null, children: AdminCategoryNode[] = []): AdminCategoryNode => ({
  id,
  parentId,
  position: 0,
  names: { hr: `k${id}`, en: `c${id}` },
  slugs: { hr: `kat-${id}`, en: `cat-${id}` },
  mediaId: null,
  imageUrl: null,
  sortTypes: [{ param: 'id', order: 'desc' }],
  sortDefaultType: { param: 'id', order: 'desc' },
  productCount: 0,
  children,
})

// 1 ─ 2 ─ 4
//   └ 3
// 5
const TREE = [node(1, null, [node(2, 1, [node(4, 2)]), node(3, 1)]), node(5, null)]

describe('the tree', () => {
  it('finds a node with its parent, siblings and index', () => {
    const place = locate(TREE, 3)
    expect(place?.parent?.id).toBe(1)
    expect(place?.siblings.map((n) => n.id)).toEqual([2, 3])
    expect(place?.index).toBe(1)
    expect(locate(TREE, 5)?.parent).toBeNull()
    expect(locate(TREE, 99)).toBeNull()
  })

  it('flattens depth first with depths, and knows what may not become a parent', () => {
    expect(flatten(TREE).map(({ node: n, depth }) => [n.id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [4, 2],
      [3, 1],
      [5, 0],
    ])
    const first = TREE[0]
    if (!first) throw new Error('no tree')
    expect([...selfAndBelow(first)].sort()).toEqual([1, 2, 3, 4])
  })

  it('moves an item within a list', () => {
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4])
    expect(moveItem([1, 2], 1, 9)).toEqual([1, 2])
  })
})

/** A fake API that records the calls and answers the tree the backend would. */
function recorder(after: AdminCategoryNode[]) {
  const calls: string[] = []
  const bodies: unknown[] = []
  const api: ApiFetch = <T>(request: ApiRequest): Promise<T> => {
    calls.push(`${request.method} ${request.path}`)
    bodies.push(request.body)
    return Promise.resolve(after as T)
  }
  return { api, calls, bodies }
}
async function run(api: ApiFetch, id: number, move: CategoryMove) {
  const mutate = moveCategoryMutation(api).mutationFn
  if (!mutate) throw new Error('no mutationFn')
  return mutate({ tree: TREE, id, move }, {} as never)
}

describe('a move', () => {
  it('among siblings is one reorder of exactly those siblings', async () => {
    const fake = recorder(TREE)
    await run(fake.api, 3, { kind: 'up' })
    expect(fake.calls).toEqual(['POST api/v1/admin/catalogue/categories/reorder'])
    expect(fake.bodies[0]).toEqual({ parentId: 1, ids: [3, 2] })
  })

  it('that cannot happen (the first one up, a root out) calls nothing', async () => {
    const fake = recorder(TREE)
    await run(fake.api, 2, { kind: 'up' })
    await run(fake.api, 5, { kind: 'outdent' })
    await run(fake.api, 1, { kind: 'indent' })
    await run(fake.api, 3, { kind: 'drop', index: 1 })
    expect(fake.calls).toEqual([])
  })

  it('under the previous sibling saves the category with that parent', async () => {
    const fake = recorder(TREE)
    await run(fake.api, 3, { kind: 'indent' })
    expect(fake.calls).toEqual(['PUT api/v1/admin/catalogue/categories/3', 'GET api/v1/admin/catalogue/categories'])
    expect(fake.bodies[0]).toMatchObject({ parentId: 2, names: { hr: 'k3' }, slugs: { en: 'cat-3' } })
  })

  it('out one level saves it under its grandparent, then puts it right after its old parent', async () => {
    // What the backend answers once 4 is a child of 1: last among 2, 3, 4.
    const after = [node(1, null, [node(2, 1), node(3, 1), node(4, 1)]), node(5, null)]
    const fake = recorder(after)
    await run(fake.api, 4, { kind: 'outdent' })
    expect(fake.calls).toEqual([
      'PUT api/v1/admin/catalogue/categories/4',
      'GET api/v1/admin/catalogue/categories',
      'POST api/v1/admin/catalogue/categories/reorder',
    ])
    expect(fake.bodies[0]).toMatchObject({ parentId: 1 })
    expect(fake.bodies[2]).toEqual({ parentId: 1, ids: [2, 4, 3] })
  })
})

describe("an attribute's code suggestion", () => {
  it('is the name in lowercase ASCII with underscores, starting with a letter', () => {
    expect(codeFrom('Veličina majice')).toBe('velicina_majice')
    expect(codeFrom('3D Đakovo boja!')).toBe('d_dakovo_boja')
    expect(codeFrom('')).toBe('')
  })
})
