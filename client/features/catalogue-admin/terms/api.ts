import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { AttributeInput, CategoryInput, TagInput } from '../../../../contract/endpoints/catalogue-admin-terms'
import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'
import { locate, moveItem } from './tree'

/**
 * The backoffice's categories, attributes and tags (issue 35): the 13 staff rows of
 * contract/endpoints/catalogue-admin-terms.ts. Reads are keyed under 'backoffice' (never cached,
 * invalidated after every change); each write purges the shop's pages at the edge.
 */

export const categoriesQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/catalogue/categories', locale] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/catalogue/categories'),
    staleTime: 0,
  })

export const attributesQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/catalogue/attributes', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/catalogue/attributes', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const tagsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/catalogue/tags', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/catalogue/tags', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** A new category (`id` null) or a saved one. */
export const saveCategoryMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number | null; input: CategoryInput }) =>
      id === null
        ? callApi(api, 'POST api/v1/admin/catalogue/categories', { body: input })
        : callApi(api, 'PUT api/v1/admin/catalogue/categories/:id', { params: { id }, body: input }),
  })

/** The siblings under `parentId` in a new order (exactly those siblings); answers the whole tree. */
export const reorderCategoriesMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: { parentId: number | null; ids: number[] }) =>
      callApi(api, 'POST api/v1/admin/catalogue/categories/reorder', { body: input }),
  })

/** Deletes a category; its products join `moveProductsTo` (required while it has any). */
export const deleteCategoryMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, moveProductsTo }: { id: number; moveProductsTo: number | null }) =>
      callApi(api, 'POST api/v1/admin/catalogue/categories/:id/delete', {
        params: { id },
        body: { moveProductsTo },
      }),
  })

export const saveAttributeMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number | null; input: AttributeInput }) =>
      id === null
        ? callApi(api, 'POST api/v1/admin/catalogue/attributes', { body: input })
        : callApi(api, 'PUT api/v1/admin/catalogue/attributes/:id', { params: { id }, body: input }),
  })

export const deleteAttributeMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (id: number) => callApi(api, 'POST api/v1/admin/catalogue/attributes/:id/delete', { params: { id } }),
  })

export const saveTagMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number | null; input: TagInput }) =>
      id === null
        ? callApi(api, 'POST api/v1/admin/catalogue/tags', { body: input })
        : callApi(api, 'PUT api/v1/admin/catalogue/tags/:id', { params: { id }, body: input }),
  })

export const deleteTagMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (id: number) => callApi(api, 'POST api/v1/admin/catalogue/tags/:id/delete', { params: { id } }),
  })

/** How staff move a category: among its siblings, under the one before it, or out to its parent's level. */
export type CategoryMove =
  | { kind: 'up' | 'down' | 'indent' | 'outdent' }
  /** Dropped (drag and drop) at `index` among its siblings. */
  | { kind: 'drop'; index: number }

const inputOf = (node: AdminCategoryNode, parentId: number | null): CategoryInput => ({
  names: node.names,
  slugs: node.slugs,
  parentId,
  mediaId: node.mediaId,
  sortTypes: node.sortTypes,
  sortDefaultType: node.sortDefaultType,
})

/**
 * Moves a category and answers the tree after it. Among siblings it is one reorder; under the
 * previous sibling it becomes that one's last child; out one level it follows its old parent
 * (a parent change puts it last, then the new siblings are ordered).
 */
async function moveCategory(
  api: ApiFetch,
  tree: readonly AdminCategoryNode[],
  id: number,
  move: CategoryMove,
): Promise<AdminCategoryNode[]> {
  const place = locate(tree, id)
  if (!place) return [...tree]
  const parentId = place.parent?.id ?? null
  const siblingIds = place.siblings.map((node) => node.id)
  const reorder = (ids: number[], under: number | null) =>
    callApi(api, 'POST api/v1/admin/catalogue/categories/reorder', { body: { parentId: under, ids } })
  switch (move.kind) {
    case 'up':
    case 'down':
    case 'drop': {
      const to = move.kind === 'drop' ? move.index : place.index + (move.kind === 'up' ? -1 : 1)
      if (to < 0 || to >= siblingIds.length || to === place.index) return [...tree]
      return reorder(moveItem(siblingIds, place.index, to), parentId)
    }
    case 'indent': {
      const previous = place.siblings[place.index - 1]
      if (!previous) return [...tree]
      await callApi(api, 'PUT api/v1/admin/catalogue/categories/:id', {
        params: { id },
        body: inputOf(place.node, previous.id),
      })
      return callApi(api, 'GET api/v1/admin/catalogue/categories')
    }
    case 'outdent': {
      const parent = place.parent
      if (!parent) return [...tree]
      const grandparentId = parent.parentId
      await callApi(api, 'PUT api/v1/admin/catalogue/categories/:id', {
        params: { id },
        body: inputOf(place.node, grandparentId),
      })
      const after = await callApi(api, 'GET api/v1/admin/catalogue/categories')
      const moved = locate(after, id)
      const parentAt = moved?.siblings.findIndex((node) => node.id === parent.id) ?? -1
      if (!moved || parentAt < 0 || moved.index === parentAt + 1) return after
      const ids = moved.siblings.map((node) => node.id)
      return reorder(moveItem(ids, moved.index, parentAt + 1), grandparentId)
    }
  }
}

export const moveCategoryMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ tree, id, move }: { tree: readonly AdminCategoryNode[]; id: number; move: CategoryMove }) =>
      moveCategory(api, tree, id, move),
  })
