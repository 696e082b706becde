import { ApiError, type ApiFetch } from '../../contract/api'

/** The answer to a token whose backoffice role is no longer true (the edge's and the backend's, worker/backend/context.ts). */
const BACKOFFICE_REFUSED = 'BACKOFFICE_ONLY'

/**
 * SPEC §4/§8 "Admin 403: log out and retry once without the access token": staff whose role was
 * taken away mid-session are logged out as the app's logout does (the edge clears the session
 * cookies, `onLoggedOut` drops what the app kept for them), and the call is made once more as a
 * visitor, whose answer is the call's answer: what a visitor may see still loads, anything else fails
 * plainly. When the logout itself fails the token is still there, so the call is not repeated with it.
 */
export function withAdminRetry(
  api: ApiFetch,
  onLoggedOut: () => void,
  logout: () => Promise<void> = logoutAtEdge,
): ApiFetch {
  return async <T>(request: Parameters<ApiFetch>[0]): Promise<T> => {
    try {
      return await api<T>(request)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 403 || error.code !== BACKOFFICE_REFUSED) throw error
      try {
        await logout()
      } catch {
        throw error
      }
      onLoggedOut()
      return api<T>(request)
    }
  }
}

async function logoutAtEdge(): Promise<void> {
  const response = await fetch('/api/auth/logout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`logout answered ${response.status}`)
}
