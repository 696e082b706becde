import { useCallback } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { ViewerInfo } from '../../lib/page-types'
import { useSetViewer } from '../../lib/viewer'

/** Queries that belong to one visitor: dropped whenever the visitor changes. */
const PERSONAL_QUERIES = ['account', 'wishlist', 'orders'] as const

/**
 * Login, registration with auto-login and logout change who the visitor is: everything cached
 * for the previous one (profile, wishlist, orders) goes, and the cart follows the session — after
 * a login the edge adopted the customer's abandoned cart (refetch), after a logout it dropped the
 * cart cookies (empty).
 */
export function useSwitchViewer(): (viewer: ViewerInfo | null) => void {
  const queryClient = useQueryClient()
  const setViewer = useSetViewer()
  return useCallback(
    (viewer: ViewerInfo | null) => switchViewer(queryClient, setViewer, viewer),
    [queryClient, setViewer],
  )
}

/** The same outside React (the API wrapper logs staff out when their role is gone, client/entry.tsx). */
export function switchViewer(
  queryClient: QueryClient,
  setViewer: (viewer: ViewerInfo | null) => void,
  viewer: ViewerInfo | null,
): void {
  for (const key of PERSONAL_QUERIES) queryClient.removeQueries({ queryKey: [key] })
  if (viewer) void queryClient.invalidateQueries({ queryKey: ['cart'] })
  else queryClient.setQueriesData({ queryKey: ['cart'] }, null)
  setViewer(viewer)
}
