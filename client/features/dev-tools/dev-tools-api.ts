import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { DevDomainAnswer, ReleasesAnswer } from '../../../contract/dto/dev-tools'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import { fromMedia } from '../../lib/ui/responsive-image'
import type { SampleSources } from './section-samples'

/** The version badge's calls (worker/routes/dev-tools.ts, outside production). */

export const releasesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['dev-tools', 'releases'] as const,
    queryFn: () => api<ReleasesAnswer>({ method: 'POST', path: '_cli/get-latest-release', body: {} }),
    // SPEC §9: the release check holds 0.08 h; once loaded, the modal shows what it has.
    staleTime: 0.08 * 3600 * 1000,
    retry: false,
  })

export const domainQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['dev-tools', 'domain'] as const,
    queryFn: async () => {
      const [current, domains] = await Promise.all([
        api<DevDomainAnswer>({ method: 'GET', path: '_cli/get-domain' }),
        callApi(api, 'POST api/v1/domain/filter'),
      ])
      return { ...current, domains }
    },
    staleTime: 0,
    retry: false,
  })

export const setDomain = (api: ApiFetch, domain: string) =>
  api<DevDomainAnswer>({ method: 'POST', path: '_cli/set-domain', body: { domain } })

/** Choosing the domain (the variable is its host). */
export const setDomainMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (domain: string) => setDomain(api, domain) })

/** The style guide's sample images (the newest posts' images) and the site's forms. */
export const sampleSourcesQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['dev-tools', 'samples', locale] as const,
    queryFn: async (): Promise<SampleSources> => {
      const [posts, forms] = await Promise.all([
        callApi(api, 'POST api/v1/post/filterStandard', { body: { page: 1, limit: 6 } }),
        callApi(api, 'POST api/v1/form/filter', { body: {} }),
      ])
      const images = posts.data
        .flatMap((post) =>
          post.media && post.media.mime.startsWith('image/') ? [fromMedia(post.media, post.title)] : [],
        )
        .slice(0, 3)
      const contact = forms.data.find((form) => form.slug === 'contact')
      const other = forms.data.find((form) => form.slug !== 'contact')
      return { images, formId: other?.id ?? null, contactFormId: contact?.id ?? null }
    },
    staleTime: 60_000,
  })
