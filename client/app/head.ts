import type { Translate } from '../i18n/i18n'
import type { RouteState } from '../lib/route-state'

export const SITE_NAME = 'izlog'

/** Document title: 'Page title | izlog' (or just the site name), error pages use their headline. */
export function documentTitle(route: RouteState, t: Translate): string {
  const title = route.error ? errorHeadline(route.error.status, t) : route.head.title
  if (!title) return `${SITE_NAME} — ${t('common.tagline')}`
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`
}

export function documentDescription(route: RouteState, t: Translate): string {
  if (route.error) return route.error.status === 404 ? t('error.page.notFoundText') : t('error.page.errorText')
  return route.head.description ?? t('common.tagline')
}

export function errorHeadline(status: number, t: Translate): string {
  if (status === 404) return t('error.page.notFoundTitle')
  if (status === 403 || status === 401) return t('error.page.forbiddenTitle')
  if (status === 503 || status === 502 || status === 504) return t('error.page.unavailableTitle')
  return t('error.page.errorTitle')
}

export function errorText(status: number, t: Translate): string {
  if (status === 404) return t('error.page.notFoundText')
  if (status === 403 || status === 401) return t('error.page.forbiddenText')
  if (status === 503 || status === 502 || status === 504) return t('error.page.unavailableText')
  return t('error.page.errorText')
}
