import type { Context } from 'hono'
import type { PostDto } from '../../contract/dto/cms'
import type { NewPageCreated } from '../../contract/dto/page-draft'
import { LOCALES } from '../../contract/locales'
import { HOME_SLUG, pagePath } from '../../contract/routes'
import type { AppEnv } from '../env'
import { purgePublishedPage, type PagePurge } from './purge-page'
import { pathsOf, recordPurge } from './cache-overview'

/*
 * Staff writes to posts and pages outside edit mode's publish (which purges on its own answer):
 * each may change what visitors see — post/update its status, publication time, slugs or content,
 * post/create a new page where a 404 was cached, link/postTranslation the other language's page.
 * Their rows in contract/endpoints say `purges: ['post']` (worker/cache/purge-after-call.ts).
 */

/**
 * The paths and slugs of every version of one post (before and after a write) in both languages:
 * an old slug's copies go with the new slug's cached 404s. A page is purged exactly; a blog post
 * also shows in lists on pages the edge cannot name (the latest posts on any page), so with a
 * blog post every cached page goes.
 */
export function postPurge(versions: readonly (PostDto | null)[]): PagePurge | null {
  const posts = versions.filter((post): post is PostDto => post !== null)
  const [first] = posts
  if (!first) return null
  const isHome = (post: PostDto) => post.slugs.hr === HOME_SLUG
  const slugs = [
    ...new Set([
      ...(posts.some(isHome) ? [HOME_SLUG] : []),
      ...posts.flatMap((post) => LOCALES.map((locale) => post.slugs[locale])),
    ]),
  ]
  const paths = [
    ...new Set(
      posts.flatMap((post) => LOCALES.map((locale) => pagePath(isHome(post) ? HOME_SLUG : post.slugs[locale], locale))),
    ),
  ]
  const blogPost = posts.some((post) => post.postType !== 'page')
  return { paths, slugs, postIds: [first.id], listsChanged: blogPost, everyPage: blogPost }
}

/** A post as staff see it now (null when it cannot be read: then only the new version is purged). */
async function currentPost(c: Context<AppEnv>, postId: string | number): Promise<PostDto | null> {
  try {
    const result = await c
      .get('upstream')
      .json<PostDto>({ method: 'GET', path: `api/v1/post/get/${postId}`, cache: null })
    return result.ok ? result.data : null
  } catch {
    return null
  }
}

/** Before a staff post/update: the post as it was, whose paths are purged too. */
export async function postBeforeWrite(c: Context<AppEnv>, postId: string): Promise<PostDto | null> {
  return currentPost(c, postId)
}

/**
 * After a successful post write: the cached copies of every version go, and the admin's cache view
 * logs it. The answer is the post itself, or (a translation linked) the id of the post it made.
 */
export async function purgeAfterPostWrite(
  c: Context<AppEnv>,
  res: Response,
  before: PostDto | null,
  subject: string,
): Promise<void> {
  const data = ((await res.clone().json()) as { data: (PostDto & { slugs?: unknown }) | NewPageCreated }).data
  const after =
    'slugs' in data && data.slugs ? (data as PostDto) : 'postId' in data ? await currentPost(c, data.postId) : null
  const purge = postPurge([before, after])
  if (!purge) return
  const purged = await purgePublishedPage(c.env, purge)
  await recordPurge(c.env, {
    kind: 'page',
    paths: pathsOf(purged.pages),
    entries: purged.entries,
    subject: purge.paths[0] ?? subject,
  })
}
