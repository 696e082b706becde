/** Networks of the share bar (SPEC §2), in display order. */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'pinterest', 'linkedin', 'whatsapp'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
}

interface ShareTarget {
  /** Site origin, e.g. 'https://izlog.hr' (no trailing slash needed). */
  origin: string
  /** Endpoint path of the shared resource, e.g. '/en/our-first-vr-game'. */
  path: string
  title: string
  /** Absolute or site-relative image URL (Pinterest needs one). */
  image?: string
}

/** The shared page URL: site origin plus the endpoint path. */
export function shareUrl(target: Pick<ShareTarget, 'origin' | 'path'>): string {
  const origin = target.origin.replace(/\/+$/, '')
  const path = target.path.startsWith('/') ? target.path : `/${target.path}`
  return origin + path
}

/** The network's share-intent URL for a page. */
export function shareLink(network: ShareNetwork, target: ShareTarget): string {
  const url = encodeURIComponent(shareUrl(target))
  const title = encodeURIComponent(target.title)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`
    case 'pinterest': {
      const media = target.image ? `&media=${encodeURIComponent(absolute(target.origin, target.image))}` : ''
      return `https://pinterest.com/pin/create/button/?url=${url}${media}&description=${title}`
    }
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${target.title} ${shareUrl(target)}`)}`
  }
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : shareUrl({ origin, path: url })
}
