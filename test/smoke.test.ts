import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

describe('test harness', () => {
  it('has the migrated local D1', async () => {
    const row = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name='media'").first<{
      name: string
    }>()
    expect(row?.name).toBe('media')
  })
})
