import { useMutation } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { useApi } from '../../lib/api-context'
import { useRouter } from '../../lib/navigation'
import { useToast } from '../../lib/toasts'
import { useSwitchViewer } from './use-switch-viewer'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { buildPath } from '../../../contract/routes'
import { logoutMutation } from './auth-api'

/**
 * SPEC §4: logout clears the session (and the cart session: the edge drops the cart cookies),
 * empties the wishlist and personal caches, then goes home.
 */
export function useLogout(): { logout: () => void; pending: boolean } {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const switchViewer = useSwitchViewer()
  const { navigate } = useRouter()
  const mutation = useMutation({
    ...logoutMutation(api),
    onSuccess: async () => {
      switchViewer(null)
      toast.success(t('core.notifications.logoutSuccess'))
      await navigate(buildPath('home', locale))
    },
    onError: showError,
  })
  const pending = mutation.isPending
  const { mutate } = mutation
  // A second click before the first has re-rendered does nothing (isPending is only seen after a render).
  const busy = useRef(false)
  const logout = useCallback(() => {
    if (busy.current) return
    busy.current = true
    mutate(undefined, { onSettled: () => (busy.current = false) })
  }, [mutate])
  return { logout, pending }
}
