import { describe, expect, it } from 'vitest'
import { SHARE_NETWORKS, shareLink, shareUrl } from './share-links'

const target = {
  origin: 'https://izlog.hr/',
  path: '/en/year-in-review',
  title: 'Year in review & more',
  image: '/media/1/2/large/x.svg',
}

describe('share links', () => {
  it('shares the site origin plus the endpoint path', () => {
    expect(shareUrl(target)).toBe('https://izlog.hr/en/year-in-review')
    expect(shareUrl({ origin: 'https://izlog.hr', path: 'objave' })).toBe('https://izlog.hr/objave')
  })

  it('builds an encoded intent URL for every network', () => {
    const encoded = encodeURIComponent('https://izlog.hr/en/year-in-review')
    expect(SHARE_NETWORKS).toEqual(['facebook', 'twitter', 'pinterest', 'linkedin', 'whatsapp'])
    expect(shareLink('facebook', target)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(shareLink('twitter', target)).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=Year%20in%20review%20%26%20more`,
    )
    expect(shareLink('linkedin', target)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`)
    expect(shareLink('pinterest', target)).toContain(
      `media=${encodeURIComponent('https://izlog.hr/media/1/2/large/x.svg')}`,
    )
    expect(shareLink('whatsapp', target)).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent('Year in review & more https://izlog.hr/en/year-in-review')}`,
    )
  })
})
