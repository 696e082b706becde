import { useSiteInfo } from '../../lib/site-context'
import { useT } from '../../i18n/i18n'
import { SHARE_NETWORKS, SHARE_NETWORK_NAMES, shareLink, type ShareNetwork } from './share-links'

const ICONS: Record<ShareNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  twitter: 'M4 4l7.2 9.6L4.3 20H6l6-5.6 4.2 5.6H21l-7.6-10.1L19.8 4H18l-5.5 5.1L8.7 4z',
  pinterest:
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.3-5.4s-.3-.6-.3-1.6c0-1.5.9-2.6 2-2.6.9 0 1.4.7 1.4 1.5 0 .9-.6 2.3-.9 3.6-.3 1.1.5 2 1.6 2 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.3-4.5-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.7c.5-1 1.8-2 3.8-2 4 0 4.4 2.6 4.4 6V21h-4v-5.6c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H10z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.7 15l-1.3 5 5.1-1.3A10 10 0 1 0 12 2zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.3 0 .5l-.3.5-.4.5c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.3.1.1.1.6-.1 1.2z',
}

interface ShareBarProps {
  /** Endpoint path of the shared page, e.g. '/en/our-first-vr-game'. */
  path: string
  title: string
  image?: string
}

/** Share bar (SPEC §2): facebook, twitter, pinterest, linkedin, whatsapp — site origin + path, new tab. */
export function ShareBar({ path, title, image }: ShareBarProps) {
  const t = useT()
  const { origin } = useSiteInfo()
  return (
    <nav className="share-bar" aria-label={t('content.share.title')}>
      <h2 className="share-bar__title">{t('content.share.title')}</h2>
      <ul className="share-bar__list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              className={`share-bar__link share-bar__link--${network}`}
              href={shareLink(network, { origin, path, title, image })}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('content.share.label', { network: SHARE_NETWORK_NAMES[network] })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={ICONS[network]} fill="currentColor" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
