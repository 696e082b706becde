import { noop } from '@tanstack/react-query'
import { HttpStatusError, type LoaderContext } from '../../lib/page-types'
import { ApiError } from '../../../contract/api'
import type { FinderDecision } from '../../../contract/dto/cms'
import { prefetchSectionData } from '../sections/section-queries'
import { commentsQuery } from '../comments/queries'
import { decideQuery } from './queries'

/**
 * The critical part of every CMS route: resolve the slug (either language) with finder/decide.
 * Unknown slug → HttpStatusError(404) before the stream starts. Then the data of the page's
 * sections (and a post's comments) is prefetched without waiting, to stream in.
 */
export async function loadResource(ctx: LoaderContext, slug: string): Promise<FinderDecision> {
  let decision: FinderDecision
  try {
    decision = await ctx.queryClient.query(decideQuery(ctx.api, ctx.locale, slug))
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw new HttpStatusError(404, 'This page could not be found')
    throw error
  }
  if (decision.resourceType !== 'term') {
    prefetchSectionData(ctx.queryClient, ctx.api, ctx.locale, decision.resource.sections)
    if (decision.resourceType === 'post') {
      void ctx.queryClient
        .query(commentsQuery(ctx.api, ctx.locale, 'post', decision.resource.id, ctx.viewer?.id ?? null))
        .catch(noop)
    }
  }
  return decision
}
