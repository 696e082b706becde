import { describe, expect, it } from 'vitest'
import { absoluteJsonLd } from './json-ld'

describe('absoluteJsonLd', () => {
  it('makes site paths in URL properties absolute, leaving everything else alone', () => {
    const input = {
      '@type': 'Product',
      name: '/not-a-url-key',
      url: '/product/majica',
      image: ['/media/1/2/large/a.svg', 'https://cdn.example/b.png'],
      offers: { '@type': 'Offer', url: '/product/majica?variant=m', price: 19.9 },
      itemListElement: [{ '@type': 'ListItem', position: 1, item: '/' }, { item: '//evil.example/x' }],
    }
    expect(absoluteJsonLd(input, 'https://izlog.hr/')).toEqual({
      '@type': 'Product',
      name: '/not-a-url-key',
      url: 'https://izlog.hr/product/majica',
      image: ['https://izlog.hr/media/1/2/large/a.svg', 'https://cdn.example/b.png'],
      offers: { '@type': 'Offer', url: 'https://izlog.hr/product/majica?variant=m', price: 19.9 },
      itemListElement: [{ '@type': 'ListItem', position: 1, item: 'https://izlog.hr/' }, { item: '//evil.example/x' }],
    })
  })
})
