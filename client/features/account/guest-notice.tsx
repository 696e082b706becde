import type { ReactNode } from 'react'
import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'
import { isSafePath } from '../../../contract/safe-redirect'

/**
 * SPEC §2: login/register/social routes hold only a short text; the forms live on the profile page.
 * A safe `redirect` (SPEC §5, the page the visitor came from) goes along, so the login returns there.
 */
export function GuestNotice({
  title,
  text,
  searchParams,
  children,
}: {
  title: string
  text: string
  searchParams?: URLSearchParams
  children?: ReactNode
}) {
  const redirect = searchParams?.get('redirect')
  const t = useT()
  return (
    <div className="container section stack narrow">
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
      <p>
        <Link to="profile" query={isSafePath(redirect) ? { redirect } : undefined} className="btn btn--primary">
          {t('account.guestPages.toProfile')}
        </Link>
      </p>
    </div>
  )
}
