import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouter } from '../../../lib/navigation'

/**
 * Leaving a form with unsaved changes asks first: closing the tab or reloading asks through the
 * browser (beforeunload); a link click inside the app (the router's links and plain anchors) is
 * held until staff confirm (`pending` is its address; `leave` goes there, `stay` forgets it). The
 * click is stopped in the capture phase, before the router's own handlers see it (they skip a
 * prevented click). The browser's Back button is not held: the router cannot be stopped there.
 */
export function useLeaveGuard(
  active: boolean,
  message: string,
): { pending: string | null; leave: () => void; stay: () => void; allow: () => void } {
  const { navigate } = useRouter()
  const [pending, setPending] = useState<string | null>(null)
  /** Set once staff chose to leave (or a save made leaving safe): nothing asks again on the way out. */
  const released = useRef(false)

  useEffect(() => {
    released.current = false
  }, [active])

  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return
      event.preventDefault()
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- no successor: older browsers only ask when returnValue is set
      event.returnValue = message
    }
    const hold = (event: MouseEvent) => {
      if (released.current || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      const anchor = event.target instanceof Element ? event.target.closest('a') : null
      if (!anchor || !anchor.href || anchor.hasAttribute('download')) return
      if (anchor.target && anchor.target !== '_self') return
      const url = new URL(anchor.href, window.location.href)
      const here = new URL(window.location.href)
      if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return
      event.preventDefault()
      setPending(url.href)
    }
    window.addEventListener('beforeunload', warn)
    document.addEventListener('click', hold, true)
    return () => {
      window.removeEventListener('beforeunload', warn)
      document.removeEventListener('click', hold, true)
    }
  }, [active, message])

  const leave = useCallback(() => {
    const target = pending
    setPending(null)
    if (target === null) return
    released.current = true
    void navigate(target)
  }, [navigate, pending])

  const stay = useCallback(() => setPending(null), [])
  /** Lets the next navigation go without asking (after a create moves to the new product's page). */
  const allow = useCallback(() => {
    released.current = true
  }, [])

  return { pending, leave, stay, allow }
}
