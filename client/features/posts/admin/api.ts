import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { PostTypeDto } from '../../../../contract/dto/cms'
import type { Locale } from '../../../../contract/locales'

/** The admin's templates (post types, issue 16). Staff data: never cached. */
export const postTypeKeys = {
  all: ['admin', 'postTypes'] as const,
  preview: (locale: Locale, slug: string) => ['admin', 'template', locale, slug] as const,
}

export const postTypesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: postTypeKeys.all,
    queryFn: () => callApi(api, 'POST api/v1/postType/filterStandard', { body: { page: 1, limit: 50 } }),
  })

export const createPostType = (api: ApiFetch, input: { slug: string; title: string }) =>
  callApi(api, 'POST api/v1/postType/create', { body: input })

/** A template deleted (the variable is its row). */
export const deletePostTypeMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (type: PostTypeDto) => callApi(api, 'DELETE api/v1/postType/delete/:id', { params: { id: type.id } }),
  })

/** GET api/v1/admin/templates/{slug}: a template's starting sections and its latest pages. */
export const templatePreviewQuery = (api: ApiFetch, locale: Locale, slug: string) =>
  queryOptions({
    queryKey: postTypeKeys.preview(locale, slug),
    queryFn: () => callApi(api, 'GET api/v1/admin/templates/:slug', { params: { slug } }),
    staleTime: 0,
  })
