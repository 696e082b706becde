import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type { CaptchaConfig, FormDto, FormSubmissionResult } from '../../../contract/dto/cms'

/** GET form/get/:id — a form's fields in the page's language (public, cached at the edge). */
export const cmsFormQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['forms', id, locale] as const,
    queryFn: () => api<FormDto>({ method: 'GET', path: `api/v1/form/get/${id}`, cache: 'short' }),
    staleTime: 5 * 60_000,
  })

/** GET /api/forms/captcha — the provider and site key (null: no captcha configured). */
export const captchaConfigQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['forms', 'captcha'] as const,
    queryFn: () => api<CaptchaConfig | null>({ method: 'GET', path: 'api/forms/captcha' }),
    staleTime: 10 * 60_000,
  })

interface Submission {
  id: number
  data: Record<string, string | boolean>
  captcha: { siteKey: string; answer: string } | null
}

/** POST form/storeData (SPEC §7): the values, and the captcha answer the server verifies. */
export const submitCmsForm = (api: ApiFetch, submission: Submission) =>
  api<FormSubmissionResult>({
    method: 'POST',
    path: 'api/v1/form/storeData',
    body: { id: submission.id, data: submission.data, ...(submission.captcha ? { recaptchaKey: submission.captcha.siteKey, recaptchaResponse: submission.captcha.answer } : {}) },
  })
