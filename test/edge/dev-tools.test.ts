import { CHANGELOG_MD } from '../../worker/generated/project-docs'
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DevDomainAnswer, ReleasesAnswer } from '../../contract/dto/dev-tools'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { appFetch, cookieHeader, sameOrigin } from './helpers'

/** The version badge's development tools (issue 15; SPEC §2/§7): outside production only. */

const post = (path: string, body: unknown, headers: Record<string, string> = {}, overrides = {}) =>
  appFetch(
    path,
    sameOrigin({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    overrides,
  )
const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data

afterEach(() => vi.restoreAllMocks())

describe('releases (the changelog modal)', () => {
  it('without a GitLab project reads the project’s own CHANGELOG.md', async () => {
    const res = await post('/_cli/get-latest-release', {})
    expect(res.status).toBe(200)
    const answer = await data<ReleasesAnswer>(res)
    expect(answer.source).toBe('changelog')
    // The newest release heading of the bundled CHANGELOG.md (`## [x.y.z] - date`).
    const [, tag, date] = /^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2})$/m.exec(CHANGELOG_MD) ?? []
    expect(tag).toMatch(/^\d+\.\d+\.\d+$/)
    expect(answer.releases[0]).toMatchObject({ tag_name: tag, released_at: date })
    expect(answer.releases[0]?.description_html).toContain('<li>')
    expect(await data<{ tag: string }>(await appFetch('/_cli/get-latest-tag'))).toEqual({ tag })
  })

  it('reads a configured GitLab project within its deadline, caches the answer 0.08 h, and falls back when GitLab fails or answers no list', async () => {
    const gitlab = { GITLAB_PROJECT_ID: `4${Date.now() % 100000}`, GITLAB_URL: 'https://gitlab.example' }
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return Response.json([
        {
          name: 'Izdanje 2',
          tag_name: 'v2',
          released_at: '2026-11-25T10:00:00Z',
          description_html: '<p>Novo</p><script>alert(1)</script>',
        },
        { nonsense: true },
      ])
    })
    const first = await data<ReleasesAnswer>(
      await post('/_cli/get-latest-release', { gitlabProjectId: gitlab.GITLAB_PROJECT_ID }, {}, gitlab),
    )
    expect(first).toEqual({
      source: 'gitlab',
      releases: [
        { name: 'Izdanje 2', tag_name: 'v2', released_at: '2026-11-25T10:00:00Z', description_html: '<p>Novo</p>' },
      ],
    })
    expect(calls[0]).toBe(
      `https://gitlab.example/api/v4/projects/${gitlab.GITLAB_PROJECT_ID}/releases?per_page=20&ref=main`,
    )
    await post('/_cli/get-latest-release', {}, {}, gitlab)
    expect(calls).toHaveLength(1)

    // Another project id than the configured one is refused: the token reads only that project.
    expect((await post('/_cli/get-latest-release', { gitlabProjectId: '999' }, {}, gitlab)).status).toBe(400)

    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ message: 'not a list' }))
    const notAList = await data<ReleasesAnswer>(
      await post('/_cli/get-latest-release', {}, {}, { ...gitlab, GITLAB_PROJECT_ID: '77' }),
    )
    expect(notAList.source).toBe('changelog')
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new DOMException('timed out', 'TimeoutError')
    })
    expect(
      (
        await data<ReleasesAnswer>(
          await post('/_cli/get-latest-release', {}, {}, { ...gitlab, GITLAB_PROJECT_ID: '78' }),
        )
      ).source,
    ).toBe('changelog')
  })
})

describe('the domain picker', () => {
  it('answers the chosen and the forced domain; only staff choose, and only one of the site’s domains', async () => {
    const staff = await signAccessToken(env, {
      userId: 1,
      email: 'admin@izlog.hr',
      firstName: 'Ana',
      lastName: 'Babić',
      isBackofficeUser: true,
    })
    const asStaff = { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }) }
    expect(await data<DevDomainAnswer>(await appFetch('/_cli/get-domain'))).toEqual({
      domain: 'izlog.hr',
      forced: 'izlog.hr',
    })
    expect((await post('/_cli/set-domain', { domain: 'staging.izlog.hr' })).status).toBe(403)
    const refused = await post('/_cli/set-domain', { domain: 'evil.example' }, asStaff)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Domena evil.example nije među domenama stranice.',
    )
    expect(
      await data<DevDomainAnswer>(await post('/_cli/set-domain', { domain: 'staging.izlog.hr' }, asStaff)),
    ).toEqual({ domain: 'staging.izlog.hr', forced: 'izlog.hr' })
    expect(await data<DevDomainAnswer>(await appFetch('/_cli/get-domain'))).toEqual({
      domain: 'staging.izlog.hr',
      forced: 'izlog.hr',
    })
    await env.CACHE.delete('dev:domain')
  })

  it('in production the tools do not exist', async () => {
    const production = {
      ENVIRONMENT: 'production',
      JWT_SECRET: 'a-real-production-secret-of-enough-length-42',
      API_KEY: 'prod-api-key-0123456789',
    }
    for (const path of ['/_cli/get-domain', '/_cli/get-latest-tag', '/_cli/docs'])
      expect((await appFetch(path, {}, production)).status, path).toBe(404)
  })

  it('the sections’ style guide shows every section type with sample content in both languages; production has none', async () => {
    const hr = await appFetch('/section-tool')
    expect(hr.status).toBe(200)
    const html = await hr.text()
    expect(html).toContain('Igre i virtualna stvarnost iz Zagreba')
    expect(html).toContain('Vrsta sekcije: newsletter')
    expect(await (await appFetch('/en/section-tool')).text()).toContain('Games and virtual reality from Zagreb')
    // Its sample texts are on this page only.
    expect(await (await appFetch('/o-nama')).text()).not.toContain('Igre i virtualna stvarnost iz Zagreba')
    const production = {
      ENVIRONMENT: 'production',
      JWT_SECRET: 'a-real-production-secret-of-enough-length-42',
      API_KEY: 'prod-api-key-0123456789',
    }
    expect((await appFetch('/section-tool', {}, production)).status).toBe(404)
  })

  it('serves the README as the documentation', async () => {
    const docs = await appFetch('/_cli/docs')
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain('<h2>izlog</h2>')
  })
})

describe('development without a forced domain', () => {
  it('sends visitors’ pages to /adminLogin until staff choose a domain; staff, the login page and the API pass', async () => {
    const noDomain = { FORCED_DOMAIN: '' }
    const home = await appFetch('/o-nama', {}, noDomain)
    expect(home.status).toBe(302)
    expect(home.headers.get('Location')).toBe('/adminLogin')
    expect((await appFetch('/en/about-us', {}, noDomain)).headers.get('Location')).toBe('/en/adminLogin')
    expect((await appFetch('/adminLogin', {}, noDomain)).status).toBe(200)
    expect((await appFetch('/api/v1/navigation/tree/main', {}, noDomain)).status).toBe(200)
    const staff = await signAccessToken(env, {
      userId: 1,
      email: 'admin@izlog.hr',
      firstName: 'Ana',
      lastName: 'Babić',
      isBackofficeUser: true,
    })
    expect(
      (await appFetch('/o-nama', { headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }) } }, noDomain)).status,
    ).toBe(200)
  })
})
