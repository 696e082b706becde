import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps same-site relative paths', () => {
    for (const path of [
      '/',
      '/profil',
      '/en/shop/vr-oprema?page=2&sort=price',
      '/objave/nova-igra_2.0',
      '/pretraga?s=vr%20kit',
    ]) {
      expect(safeRedirect(path)).toBe(path)
    }
  })

  it('rejects everything else', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'profil',
      '/ok//double',
      '/a b',
      '/<script>',
      '/%2F%2Fevil.example',
      '/%5Cevil',
      '/a#hash',
      '',
      undefined,
      42,
      '/' + 'a'.repeat(3000),
    ]) {
      expect(safeRedirect(target), String(target)).toBe('/')
    }
  })
})
