import { mutationOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { ViewerInfo } from '../../lib/page-types'
import type { Locale } from '../../../contract/locales'
import type { LoginInput } from '../../../contract/schemas/auth'

/** POST /api/auth/login → the session user (tokens stay in HttpOnly cookies) and a safe redirect. */
export interface LoginResult {
  user: ViewerInfo
  redirect: string
  /** Lines of the anonymous cart merged into the customer's cart at login. */
  cartMergedLines: number
  /** The provider whose login this password login linked to the account (social login), else null. */
  linkedProvider: string | null
}

export const loginRequest = (api: ApiFetch, input: LoginInput, locale: Locale, redirect?: string) =>
  api<LoginResult>({
    method: 'POST',
    path: 'api/auth/login',
    body: { ...input, locale, ...(redirect ? { redirect } : {}) },
  })

/** POST /api/auth/logout — clears the session and the cart cookies. */
export const logoutRequest = (api: ApiFetch) => api<unknown>({ method: 'POST', path: 'api/auth/logout', body: {} })

export const logoutMutation = (api: ApiFetch) => mutationOptions({ mutationFn: () => logoutRequest(api) })
