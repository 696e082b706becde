import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { CategoryNode } from '../../../contract/dto/catalogue'
import type { LinkTargetKind } from '../../../contract/dto/sections'
import type { Locale } from '../../../contract/locales'
import { buildPath, resourcePathOf } from '../../../contract/routes'
import { categoryTreeQuery } from '../shop/queries'

/** The site's own content a link can point to, as the posts / products / categories modals list it. */
export interface LinkTarget {
  kind: LinkTargetKind
  id: number
  title: string
  /** The path in the edited page's language. */
  href: string
}

export const TARGETS_PAGE_SIZE = 20

const postTypesOf: Record<'page' | 'post', string[]> = { page: ['page'], post: ['post'] }

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)])
}

/** Matches `search` in a category's name, ignoring case and Croatian diacritics. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')

/** Up to `limit` targets (categories: the shop's cached tree, searched here) of a kind matching `search` (published content only: the site's public lists). */
export const linkTargetsQuery = (
  api: ApiFetch,
  queryClient: QueryClient,
  locale: Locale,
  kind: LinkTargetKind,
  search: string,
  limit: number,
) =>
  queryOptions({
    queryKey: ['edit', 'link-targets', locale, kind, search, limit] as const,
    queryFn: async (): Promise<{ items: LinkTarget[]; total: number }> => {
      if (kind === 'product') {
        const page = await callApi(api, 'POST api/v1/product/web/filter', {
          body: { keywords: search || undefined, page: 1, limit, select: ['id', 'name', 'slug'] },
        })
        const items = page.records.flatMap((record) =>
          record.slug
            ? [
                {
                  kind,
                  id: record.id,
                  title: record.name ?? record.slug,
                  href: buildPath('product', locale, { slug: record.slug }),
                },
              ]
            : [],
        )
        return { items, total: page.pagination.totalRecords }
      }
      if (kind === 'category') {
        const all = flatten(await queryClient.query(categoryTreeQuery(api, locale)))
        const matching = all.filter((node) => !search || fold(node.name).includes(fold(search)))
        return {
          items: matching.slice(0, limit).map((node) => ({
            kind,
            id: node.id,
            title: node.name,
            href: buildPath('shop', locale, { slug: node.slugs[locale] }),
          })),
          total: matching.length,
        }
      }
      const page = await callApi(api, 'POST api/v1/post/filterStandard', {
        body: { keywords: search || undefined, page: 1, limit, postTypeSlugs: postTypesOf[kind] },
      })
      return {
        items: page.data.map((post) => ({
          kind,
          id: post.id,
          title: post.title,
          href: resourcePathOf(post.slugs, locale),
        })),
        total: page.pagination.totalRecords,
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
