import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'

/** SPEC §2: login/register/social routes hold only a short text; the forms live on the profile page. */
export function GuestNotice({ title, text }: { title: string; text: string }) {
  const t = useT()
  return (
    <div className="container section stack narrow">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="profile" className="btn btn--primary">
          {t('account.guestPages.toProfile')}
        </Link>
      </p>
    </div>
  )
}
