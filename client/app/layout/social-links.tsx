import { useT } from '../../i18n/i18n'
import type { SocialItem } from '../../../contract/dto/cms'
import { networkName, SocialIcon } from './social-icon'

/** The footer's links to the studio's social networks, each with its network's icon. */
export function SocialLinks({ items }: { items: readonly SocialItem[] }) {
  const t = useT()
  return (
    <ul className="social" aria-label={t('layout.footer.social')}>
      {items.map((item) => (
        <li key={`${item.icon}-${item.link}`}>
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={item.label || t('layout.footer.followOn', { network: networkName(item.icon) })}
          >
            <SocialIcon icon={item.icon} />
          </a>
        </li>
      ))}
    </ul>
  )
}
