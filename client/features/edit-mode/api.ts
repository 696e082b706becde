import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type {
  NewPageCreated,
  PageDraftDto,
  PageDraftSaved,
  PagePublished,
  PostDraftFields,
} from '../../../contract/dto/page-draft'
import type { Section } from '../../../contract/dto/sections'
import type { MediaDto } from '../../../contract/dto/media'
import {
  FOOTER_MENUS,
  LAYOUT_HANDLERS,
  type ElementsResponse,
  type FooterMenu,
  type LayoutElement,
  type MenuLinkInput,
  type NavigationLink,
} from '../../../contract/dto/cms'
import type { MasterComponentDto, MasterLinks } from '../../../contract/dto/master-component'

/** Edit mode's calls (worker/backend/cms/draft-routes.ts): never cached, never shared. */
export const draftQuery = (api: ApiFetch, locale: Locale, postId: number) =>
  queryOptions({
    queryKey: ['edit', 'draft', locale, postId] as const,
    queryFn: () => api<PageDraftDto>({ method: 'GET', path: `api/v1/post/draft/${postId}` }),
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
) => api<PageDraftSaved>({ method: 'PUT', path: `api/v1/post/draft/${postId}`, body })

export const publishDraft = (api: ApiFetch, postId: number, body: { revision: number; liveVersion: number }) =>
  api<PagePublished>({ method: 'POST', path: `api/v1/post/publish/${postId}`, body })

export const discardDraft = (api: ApiFetch, postId: number) =>
  api<{ discarded: true }>({ method: 'DELETE', path: `api/v1/post/draft/${postId}` })

/** The newest image of the media library: a new image-and-text section starts with it. */
export const firstImageQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['edit', 'media', 'first-image'] as const,
    queryFn: async () => {
      const page = await api<{ data: MediaDto[] }>({
        method: 'POST',
        path: 'api/v1/media/filterStandard',
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
      (
        await api<{ data: Array<{ id: number; slug: string; name: string }> }>({
          method: 'POST',
          path: 'api/v1/form/filter',
          body: {},
        })
      ).data,
    staleTime: 60_000,
  })

export const createPage = (api: ApiFetch, body: { title: string; slug: string; template: string; language: Locale }) =>
  api<NewPageCreated>({ method: 'POST', path: 'api/v1/post/createPage', body })

export const translatePage = (api: ApiFetch, body: { postId: number; title: string; slug: string; language: Locale }) =>
  api<NewPageCreated>({ method: 'PUT', path: 'api/v1/link/postTranslation', body })

/** The admin's page templates (post types) a new page can be made from. */
export const templatesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['edit', 'templates'] as const,
    queryFn: async () =>
      (
        await api<{ data: Array<{ id: number; slug: string; title: string }> }>({
          method: 'POST',
          path: 'api/v1/postType/filterStandard',
          body: {},
        })
      ).data,
    staleTime: 60_000,
  })

/** Master components (worker/backend/cms/master-routes.ts): a section shown on several pages. */
export const mastersQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['edit', 'masters', locale] as const,
    queryFn: () => api<MasterComponentDto[]>({ method: 'POST', path: 'api/v1/master/filter', body: {} }),
    staleTime: 10_000,
  })

export const masterLinksQuery = (api: ApiFetch, masterId: number) =>
  queryOptions({
    queryKey: ['edit', 'master-links', masterId] as const,
    queryFn: () => api<MasterLinks>({ method: 'POST', path: `api/v1/link/masters/${masterId}`, body: {} }),
    staleTime: 0,
  })

export const createMaster = (api: ApiFetch, body: { name: string; section: Section }) =>
  api<MasterComponentDto>({ method: 'POST', path: 'api/v1/master/create', body })

/** The layout as edit mode changes it: the elements and the footer menus, fresh (never from a cache). */
export const layoutForEditQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['edit', 'layout', locale] as const,
    queryFn: async () => {
      const [elements, ...menus] = await Promise.all([
        api<ElementsResponse>({
          method: 'POST',
          path: 'api/v1/element/getByHandlers',
          body: { handlers: LAYOUT_HANDLERS },
        }),
        ...FOOTER_MENUS.map((handler) =>
          api<NavigationLink[]>({ method: 'GET', path: `api/v1/navigation/tree/${handler}` }),
        ),
      ])
      return { elements: elements.elements, menus }
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })

export const updateElement = (api: ApiFetch, id: number, options: unknown) =>
  api<LayoutElement>({ method: 'PATCH', path: `api/v1/element/update/${id}`, body: { options } })

export const updateMenu = (api: ApiFetch, handler: FooterMenu, links: MenuLinkInput[]) =>
  api<NavigationLink[]>({ method: 'PUT', path: `api/v1/navigation/update/${handler}`, body: { links } })
