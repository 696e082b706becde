import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { loadingCountAtom } from '../loading'
import { useT } from '../../i18n/i18n'

/** SPEC §9 loading bar: advances over 5000 ms, only shown after a 200 ms throttle. */
const LOADING_DURATION_MS = 5000
const LOADING_THROTTLE_MS = 200
const TICK_MS = 100

/** Progress (0–100) after `elapsed` ms of loading: linear towards 100 over the duration, held at 95 until done. */
export function loadingProgress(elapsed: number): number {
  return Math.min(95, Math.round((elapsed / LOADING_DURATION_MS) * 100))
}

/** The thin bar at the top of the viewport while a navigation (or anything using useLoadingBar) runs. */
export function LoadingBar() {
  const active = useAtomValue(loadingCountAtom) > 0
  const t = useT()
  const [progress, setProgress] = useState<number | null>(null)
  const startedAt = useRef(0)

  useEffect(() => {
    if (!active) {
      // A bar that was never shown stays hidden; a shown one fills up, then goes.
      setProgress((shown) => (shown === null ? null : 100))
      const hide = window.setTimeout(() => setProgress(null), 300)
      return () => window.clearTimeout(hide)
    }
    startedAt.current = performance.now()
    let interval = 0
    const throttle = window.setTimeout(() => {
      setProgress(loadingProgress(performance.now() - startedAt.current))
      interval = window.setInterval(() => setProgress(loadingProgress(performance.now() - startedAt.current)), TICK_MS)
    }, LOADING_THROTTLE_MS)
    return () => {
      window.clearTimeout(throttle)
      window.clearInterval(interval)
    }
  }, [active])

  if (progress === null) return null
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t('layout.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      style={{ transform: `scaleX(${progress / 100})`, opacity: progress >= 100 ? 0 : 1 }}
    />
  )
}
