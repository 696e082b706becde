import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import { callApi } from '../../../contract/endpoints/call'
import type { PostDraftFields } from '../../../contract/dto/page-draft'
import type { Section } from '../../../contract/dto/sections'
import {
  FOOTER_MENUS,
  LAYOUT_HANDLERS,
  type FooterMenu,
  type LayoutElement,
  type MenuLinkInput,
} from '../../../contract/dto/cms'

/** Edit mode's calls (worker/backend/cms/draft-routes.ts): never cached, never shared. */
export const draftQuery = (api: ApiFetch, locale: Locale, postId: number) =>
  queryOptions({
    queryKey: ['edit', 'draft', locale, postId] as const,
    queryFn: () => callApi(api, 'GET api/v1/post/draft/:id', { params: { id: postId } }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    // Every load resets the editor, even when the answer equals the last one (a reload after a refusal).
    structuralSharing: false,
  })

export const saveDraft = (
  api: ApiFetch,
  postId: number,
  body: { title: string; sections: Section[]; post?: PostDraftFields; revision: number },
) => callApi(api, 'PUT api/v1/post/draft/:id', { params: { id: postId }, body })

export const publishDraft = (api: ApiFetch, postId: number, body: { revision: number; liveVersion: number }) =>
  callApi(api, 'POST api/v1/post/publish/:id', { params: { id: postId }, body })

export const discardDraft = (api: ApiFetch, postId: number) =>
  callApi(api, 'DELETE api/v1/post/draft/:id', { params: { id: postId } })

/** The newest image of the media library: a new image-and-text section starts with it. */
export const firstImageQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['edit', 'media', 'first-image'] as const,
    queryFn: async () => {
      const page = await callApi(api, 'POST api/v1/media/filterStandard', {
        body: { page: 1, limit: 1, type: 'image' },
      })
      return page.data[0] ?? null
    },
    staleTime: 60_000,
  })

export const formsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['edit', 'forms', locale] as const,
    queryFn: async () =>
      (await callApi(api, 'POST api/v1/form/filter', { body: {} })).data.map(({ id, slug, name }) => ({
        id,
        slug,
        name,
      })),
    staleTime: 60_000,
  })

export const createPage = (api: ApiFetch, body: { title: string; slug: string; template: string; language: Locale }) =>
  callApi(api, 'POST api/v1/post/createPage', { body })

export const translatePage = (api: ApiFetch, body: { postId: number; title: string; slug: string; language: Locale }) =>
  callApi(api, 'PUT api/v1/link/postTranslation', { body })

/** The admin's page templates (post types) a new page can be made from. */
export const templatesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['edit', 'templates'] as const,
    queryFn: async () => (await callApi(api, 'POST api/v1/postType/filterStandard', { body: {} })).data,
    staleTime: 60_000,
  })

/** Master components (worker/backend/cms/master-routes.ts): a section shown on several pages. */
export const mastersQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['edit', 'masters', locale] as const,
    queryFn: () => callApi(api, 'POST api/v1/master/filter'),
    staleTime: 10_000,
  })

export const masterLinksQuery = (api: ApiFetch, masterId: number) =>
  queryOptions({
    queryKey: ['edit', 'master-links', masterId] as const,
    queryFn: () => callApi(api, 'POST api/v1/link/masters/:id', { params: { id: masterId } }),
    staleTime: 0,
  })

export const createMaster = (api: ApiFetch, body: { name: string; section: Section }) =>
  callApi(api, 'POST api/v1/master/create', { body })

/** Saves a section as a new master component under a name. */
export const createMasterMutation = (api: ApiFetch) =>
  mutationOptions({ mutationFn: (body: { name: string; section: Section }) => createMaster(api, body) })

/** The layout as edit mode changes it: the elements and the footer menus, fresh (never from a cache). */
export const layoutForEditQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['edit', 'layout', locale] as const,
    queryFn: async () => {
      const [elements, ...menus] = await Promise.all([
        callApi(api, 'POST api/v1/element/getByHandlers', { body: { handlers: [...LAYOUT_HANDLERS] } }),
        ...FOOTER_MENUS.map((handler) => callApi(api, 'GET api/v1/navigation/tree/:handler', { params: { handler } })),
      ])
      return { elements: elements.elements, menus }
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })

export const updateElement = (api: ApiFetch, id: number, options: unknown): Promise<LayoutElement> =>
  callApi(api, 'PATCH api/v1/element/update/:id', { params: { id }, body: { options } })

export const updateMenu = (api: ApiFetch, handler: FooterMenu, links: MenuLinkInput[]) =>
  callApi(api, 'PUT api/v1/navigation/update/:handler', { params: { handler }, body: { links } })

/** The layout editor's publish: the changed elements' options and footer menus, written together. */
export const publishLayoutMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (changes: {
      elements: Array<{ id: number; options: unknown }>
      menus: Array<{ handler: FooterMenu; links: MenuLinkInput[] }>
    }) =>
      Promise.all([
        ...changes.elements.map((element) => updateElement(api, element.id, element.options)),
        ...changes.menus.map((menu) => updateMenu(api, menu.handler, menu.links)),
      ]),
  })
