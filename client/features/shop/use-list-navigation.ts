import { useCallback } from 'react'
import { useRouter } from '../../lib/navigation'
import { useLocale } from '../../i18n/i18n'
import { buildPath } from '../../../contract/routes'
import { listStateQuery, type ProductListState } from './list-state'

/** Client navigation (pushState) to another list state of the same shop page, keeping the scroll position. */
export function useListNavigation(categorySlug: string | null): (state: ProductListState) => void {
  const { navigate } = useRouter()
  const locale = useLocale()
  return useCallback(
    (state: ProductListState) => {
      void navigate(buildPath('shop', locale, { slug: categorySlug ?? undefined }, listStateQuery(state)), {
        keepScroll: true,
      })
    },
    [categorySlug, locale, navigate],
  )
}
