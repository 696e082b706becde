import { describe, expect, it } from 'vitest'
import { workerFetch } from '../../test/edge/helpers'

describe('locale prefix redirect', () => {
  it('/hr → / and /hr/... → unprefixed path, query kept, 301', async () => {
    const root = await workerFetch('/hr', { redirect: 'manual' })
    expect(root.status).toBe(301)
    expect(new URL(root.headers.get('Location') ?? '', 'https://x').pathname).toBe('/')
    const deep = await workerFetch('/hr/shop/igre?sort=price&page=2', { redirect: 'manual' })
    expect(deep.status).toBe(301)
    expect(deep.headers.get('Location')).toBe('/shop/igre?sort=price&page=2')
  })

  it('never turns /hr//host into a protocol-relative redirect', async () => {
    const res = await workerFetch('/hr//evil.example/x', { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/evil.example/x')
  })

  it('does not redirect paths that merely start with hr', async () => {
    const res = await workerFetch('/hrvatska-igra', { redirect: 'manual' })
    expect(res.status).not.toBe(301)
  })
})
