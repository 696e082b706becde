import { atom, useAtomValue, useSetAtom } from 'jotai'
import type { ViewerInfo } from './page-types'

/**
 * The logged-in visitor (null = anonymous). Filled from the private boot data on uncached pages
 * and refreshed on the client from GET /api/auth/user after hydration (never from cached HTML).
 */
export const viewerAtom = atom<ViewerInfo | null>(null)

export function useViewer(): ViewerInfo | null {
  return useAtomValue(viewerAtom)
}

/** Set the viewer after login / logout (the auth forms call this). */
export function useSetViewer(): (viewer: ViewerInfo | null) => void {
  return useSetAtom(viewerAtom)
}

interface AuthUserResponse {
  user: ViewerInfo | null
}

/** GET /api/auth/user → the viewer (null when anonymous or on failure). */
export async function fetchViewer(): Promise<ViewerInfo | null> {
  try {
    const res = await fetch('/api/auth/user', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    })
    if (!res.ok) return null
    const body: unknown = await res.json()
    const user = typeof body === 'object' && body !== null && 'user' in body ? (body as AuthUserResponse).user : null
    return user && typeof user.id === 'number' ? user : null
  } catch {
    return null
  }
}
