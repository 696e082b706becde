import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { Locale } from '../../../contract/locales'
import type { CaptchaConfig } from '../../../contract/dto/cms'
import { callApi } from '../../../contract/endpoints/call'
import { FORM_PAYLOAD_PART, formFilePart } from '../../../contract/form-submission'

/** GET form/get/:id — a form's fields in the page's language (public, cached at the edge). */
export const cmsFormQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['forms', id, locale] as const,
    queryFn: () => callApi(api, 'GET api/v1/form/get/:id', { params: { id } }),
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
  if (submission.files.length === 0) return callApi(api, 'POST api/v1/form/storeData', { body: payload })
  const multipart = new FormData()
  multipart.append(FORM_PAYLOAD_PART, JSON.stringify(payload))
  for (const { field, file } of submission.files) multipart.append(formFilePart(field), file)
  return callApi(api, 'POST api/v1/form/storeData', { body: payload, multipart })
}
