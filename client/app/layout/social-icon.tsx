import type { SocialItem } from '../../../contract/dto/cms'

const NETWORK_NAMES: Record<SocialItem['icon'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  github: 'GitHub',
}

export function networkName(icon: SocialItem['icon']): string {
  return NETWORK_NAMES[icon]
}

/** Simple 24×24 glyphs of the social networks (decorative: the link carries the accessible name). */
export function SocialIcon({ icon }: { icon: SocialItem['icon'] }) {
  const common = { viewBox: '0 0 24 24', width: 22, height: 22, 'aria-hidden': true, focusable: false } as const
  switch (icon) {
    case 'facebook':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z"
          />
        </svg>
      )
    case 'instagram':
      return (
        <svg {...common}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
        </svg>
      )
    case 'linkedin':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M4.5 9h3v11h-3V9zm1.5-5a1.75 1.75 0 110 3.5A1.75 1.75 0 016 4zm4 5h2.9v1.5h.1c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3V9z"
          />
        </svg>
      )
    case 'youtube':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z"
          />
        </svg>
      )
    case 'x':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z"
          />
        </svg>
      )
    case 'tiktok':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M16.5 3c.3 2.2 1.6 3.6 3.8 3.8v3c-1.4.1-2.6-.3-3.8-1v6.1c0 3.9-3.2 6.1-6.4 5.1-3.9-1.2-4.4-6.9-.3-8.2.9-.3 1.7-.3 2.6-.1v3.2c-.5-.2-1-.2-1.5-.1-1.6.4-1.8 2.7-.1 3.2 1.4.4 2.7-.5 2.7-2.1V3h3z"
          />
        </svg>
      )
    case 'github':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M12 2a10 10 0 00-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 015 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0012 2z"
          />
        </svg>
      )
  }
}
