import { Suspense } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ErrorBoundary } from '../../lib/ui/error-boundary'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { isSafePath } from '../../../contract/safe-redirect'
import { socialProvidersQuery } from './social-queries'

/**
 * One button per configured social login provider (none when nothing is configured). Each is a
 * real link to the edge's start of the OpenID Connect flow (a full navigation, not a client route),
 * carrying the page to return to.
 */
export function SocialButtons(props: { redirect?: string; withDivider?: boolean }) {
  // The list streams with the page; if it cannot be loaded, the password login is still there.
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ProviderButtons {...props} />
      </Suspense>
    </ErrorBoundary>
  )
}

function ProviderButtons({ redirect, withDivider = false }: { redirect?: string; withDivider?: boolean }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const { data } = useSuspenseQuery(socialProvidersQuery(api))
  const providers = data.providers
  if (providers.length === 0) return null
  const query = (id: string) =>
    `/api/auth/social/${encodeURIComponent(id)}/start?${new URLSearchParams({ locale, ...(isSafePath(redirect) ? { redirect } : {}) }).toString()}`
  return (
    <div className="stack social-buttons">
      {withDivider ? <p className="muted small">{t('account.social.or')}</p> : null}
      <ul className="button-row" role="list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a className="btn btn--secondary" href={query(provider.id)} data-reload>
              {t('account.social.continueWith', { name: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
