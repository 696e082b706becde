import { atom, useSetAtom } from 'jotai'
import { useMemo } from 'react'

/** Number of things the loading bar waits for (navigations, and anything else that calls start()). */
export const loadingCountAtom = atom(0)

const startAtom = atom(null, (get, set) => set(loadingCountAtom, get(loadingCountAtom) + 1))
const finishAtom = atom(null, (get, set) => set(loadingCountAtom, Math.max(0, get(loadingCountAtom) - 1)))

/** Drive the top loading bar (SPEC §9: advances up to 5000 ms, shown after a 200 ms throttle). */
export function useLoadingBar(): { start: () => void; finish: () => void } {
  const start = useSetAtom(startAtom)
  const finish = useSetAtom(finishAtom)
  return useMemo(() => ({ start, finish }), [start, finish])
}
