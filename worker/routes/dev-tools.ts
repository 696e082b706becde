import { Hono } from 'hono'
import * as v from 'valibot'
import { domainHost, type DevDomainAnswer, type ReleaseDto, type ReleasesAnswer } from '../../contract/dto/dev-tools'
import type { DomainDto } from '../../contract/dto/settings'
import { isProduction, type AppEnv, type Bindings } from '../env'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'
import { changelogReleases, markdownToHtml } from '../lib/markdown'
import { sanitizeHtml } from '../lib/sanitize-html'
import { edgeValidator } from '../middleware/edge-validator'
import { CHANGELOG_MD, README_MD } from '../generated/project-docs'

/**
 * The version badge's development tools (SPEC §2/§7), outside production only (404 there):
 * GET /_cli/get-latest-tag · POST /_cli/get-latest-release (GitLab releases, else CHANGELOG.md;
 * cached 0.08 h) · GET /_cli/get-domain · POST /_cli/set-domain (staff; one of the site's
 * domains) · GET /_cli/docs (the README).
 */
export const devToolsRoutes = new Hono<AppEnv>()

/** SPEC §9: the release check is cached for 0.08 h. */
export const RELEASES_CACHE_SECONDS = Math.round(0.08 * 3600)
const GITLAB_TIMEOUT_MS = 5000
/** The domain chosen in the picker (KV), until FORCED_DOMAIN names it in a new build. */
export const DEV_DOMAIN_KEY = 'dev:domain'

devToolsRoutes.use('*', async (c, next) => {
  if (isProduction(c.env))
    return c.json(errorBody(404, 'NOT_FOUND', edgeText(c.get('locale'), 'edge.devTools.notFound')), 404)
  c.header('Cache-Control', 'no-store')
  await next()
})

const ReleaseSchema = v.object({
  name: v.optional(v.nullable(v.string()), ''),
  tag_name: v.string(),
  released_at: v.optional(v.nullable(v.string()), null),
  description_html: v.optional(v.nullable(v.string()), ''),
})

/** The configured project's releases from GitLab, or null when it is not configured, unreachable or answers no list. */
async function gitlabReleases(env: Bindings, branch: string): Promise<ReleaseDto[] | null> {
  const project = env.GITLAB_PROJECT_ID.trim()
  if (!project) return null
  const url = `${env.GITLAB_URL.replace(/\/+$/, '')}/api/v4/projects/${encodeURIComponent(project)}/releases?per_page=20${branch ? `&ref=${encodeURIComponent(branch)}` : ''}`
  try {
    const res = await fetch(url, {
      headers: env.GITLAB_TOKEN ? { 'PRIVATE-TOKEN': env.GITLAB_TOKEN } : {},
      signal: AbortSignal.timeout(GITLAB_TIMEOUT_MS),
    })
    if (!res.ok) return null
    const body: unknown = await res.json()
    // SPEC: an answer that is not an array is ignored.
    if (!Array.isArray(body)) return null
    return body.flatMap((item) => {
      const parsed = v.safeParse(ReleaseSchema, item)
      if (!parsed.success) return []
      const release = parsed.output
      return [
        {
          name: release.name || release.tag_name,
          tag_name: release.tag_name,
          released_at: release.released_at,
          description_html: sanitizeHtml(release.description_html ?? ''),
        },
      ]
    })
  } catch {
    return null
  }
}

async function releases(env: Bindings, branch: string): Promise<ReleasesAnswer> {
  const key = `dev:releases:${env.GITLAB_PROJECT_ID.trim()}:${branch}`
  const cached = await env.CACHE.get<ReleasesAnswer & { storedAt: number }>(key, 'json').catch(() => null)
  if (cached && Date.now() - cached.storedAt < RELEASES_CACHE_SECONDS * 1000)
    return { source: cached.source, releases: cached.releases }
  const fromGitlab = await gitlabReleases(env, branch)
  const answer: ReleasesAnswer = fromGitlab
    ? { source: 'gitlab', releases: fromGitlab }
    : { source: 'changelog', releases: changelogReleases(CHANGELOG_MD) }
  // Only GitLab's answer is worth keeping; the changelog is in the bundle anyway.
  if (fromGitlab)
    await env.CACHE.put(key, JSON.stringify({ ...answer, storedAt: Date.now() }), {
      expirationTtl: Math.max(60, RELEASES_CACHE_SECONDS),
    })
  return answer
}

const ReleaseRequest = v.object({
  gitlabProjectId: v.optional(v.union([v.string(), v.number()])),
  gitlabBranch: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100), v.regex(/^[\w./-]*$/, 'gitlabBranch is not a branch name')),
  ),
})

devToolsRoutes.post(
  '/_cli/get-latest-release',
  edgeValidator('json', () => ReleaseRequest),
  async (c) => {
    const body = c.req.valid('json')
    // Only the configured project: the token must never read another project's releases.
    if (body.gitlabProjectId !== undefined && String(body.gitlabProjectId) !== c.env.GITLAB_PROJECT_ID.trim()) {
      return c.json(errorBody(400, 'UNKNOWN_PROJECT', edgeText(c.get('locale'), 'edge.devTools.unknownProject')), 400)
    }
    return c.json({ data: await releases(c.env, body.gitlabBranch || c.env.GITLAB_BRANCH) })
  },
)

devToolsRoutes.get('/_cli/get-latest-tag', async (c) => {
  const { releases: list } = await releases(c.env, c.env.GITLAB_BRANCH)
  return c.json({ data: { tag: list[0]?.tag_name ?? null } })
})

devToolsRoutes.get('/_cli/get-domain', async (c) => {
  const chosen = (await c.env.CACHE.get(DEV_DOMAIN_KEY)) ?? ''
  return c.json({
    data: { domain: chosen || c.env.FORCED_DOMAIN, forced: c.env.FORCED_DOMAIN } satisfies DevDomainAnswer,
  })
})

const DomainRequest = v.object({ domain: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(253)) })

devToolsRoutes.post(
  '/_cli/set-domain',
  edgeValidator('json', () => DomainRequest),
  async (c) => {
    const locale = c.get('locale')
    if (!c.get('user')?.isBackofficeUser)
      return c.json(errorBody(403, 'BACKOFFICE_ONLY', edgeText(locale, 'edge.auth.backofficeOnly')), 403)
    const { domain } = c.req.valid('json')
    const list = await c.get('upstream').json<DomainDto[]>({ method: 'POST', path: 'api/v1/domain/filter', body: {} })
    if (!list.ok)
      return c.json(errorBody(503, 'UPSTREAM_UNAVAILABLE', edgeText(locale, 'edge.upstream.unavailable')), 503)
    if (!list.data.some((item) => domainHost(item.url) === domain))
      return c.json(errorBody(400, 'UNKNOWN_DOMAIN', edgeText(locale, 'edge.devTools.unknownDomain', { domain })), 400)
    await c.env.CACHE.put(DEV_DOMAIN_KEY, domain)
    return c.json({ data: { domain, forced: c.env.FORCED_DOMAIN } satisfies DevDomainAnswer })
  },
)

devToolsRoutes.get('/_cli/docs', (c) =>
  c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>izlog — documentation</title>` +
      `<style>body{font:16px/1.6 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#14142b}pre{overflow:auto;background:#eef0f6;padding:1rem}code{font-size:.9em}</style></head>` +
      `<body><main>${sanitizeHtml(markdownToHtml(README_MD))}</main></body></html>`,
  ),
)
