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
  /** The files chosen in the form's file fields. */
  files: ReadonlyArray<{ field: string; file: File }>
}

/**
 * POST form/storeData (SPEC §7): the values, and the captcha answer the server verifies. With
 * files it is multipart: the same JSON in the `payload` part, each file in `file.<field>`.
 */
export const submitCmsForm = (api: ApiFetch, submission: Submission) => {
  const payload = {
    id: submission.id,
    data: submission.data,
    ...(submission.captcha
      ? { recaptchaKey: submission.captcha.siteKey, recaptchaResponse: submission.captcha.answer }
      : {}),
  }
  if (submission.files.length === 0)
    return api<FormSubmissionResult>({ method: 'POST', path: 'api/v1/form/storeData', body: payload })
  const body = new FormData()
  body.append('payload', JSON.stringify(payload))
  for (const { field, file } of submission.files) body.append(`file.${field}`, file)
  return api<FormSubmissionResult>({ method: 'POST', path: 'api/v1/form/storeData', body })
}
