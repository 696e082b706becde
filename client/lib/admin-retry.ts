import { ApiError, type ApiFetch } from '../../contract/api'

/** The backend's answer to a token whose backoffice role is no longer true (worker/backend/context.ts). */
const BACKOFFICE_REFUSED = 'BACKOFFICE_ONLY'

/**
 * SPEC §4/§8 "Admin 403: log out and retry once without the access token": staff whose role was
 * taken away mid-session are logged out (the edge clears the session cookies) and the call is made
 * once more as a visitor, so what a visitor may see still loads and anything else fails plainly.
 */
export function withAdminRetry(
  api: ApiFetch,
  onLoggedOut: () => void,
  logout: () => Promise<unknown> = logoutAtEdge,
): ApiFetch {
  return async <T>(request: Parameters<ApiFetch>[0]): Promise<T> => {
    try {
      return await api<T>(request)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 403 || error.code !== BACKOFFICE_REFUSED) throw error
      await logout().catch(() => undefined)
      onLoggedOut()
      return api<T>(request)
    }
  }
}

const logoutAtEdge = () =>
  fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } })
