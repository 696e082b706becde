import { describe, expect, it } from 'vitest'
import { DEFAULT_DEADLINE_MS, UpstreamTimeoutError, upstreamDeadlineMs, withDeadline } from './deadline'

describe('upstream deadlines', () => {
  it('reads the configured deadlines, falling back to the defaults for empty or nonsense values', () => {
    expect(upstreamDeadlineMs({ UPSTREAM_PAGE_TIMEOUT_MS: '2500', UPSTREAM_API_TIMEOUT_MS: '9000' }, 'page')).toBe(2500)
    expect(upstreamDeadlineMs({ UPSTREAM_PAGE_TIMEOUT_MS: '2500', UPSTREAM_API_TIMEOUT_MS: '9000' }, 'api')).toBe(9000)
    expect(upstreamDeadlineMs({ UPSTREAM_PAGE_TIMEOUT_MS: '' }, 'page')).toBe(DEFAULT_DEADLINE_MS.page)
    expect(upstreamDeadlineMs({ UPSTREAM_API_TIMEOUT_MS: 'soon' }, 'api')).toBe(DEFAULT_DEADLINE_MS.api)
    expect(upstreamDeadlineMs({ UPSTREAM_PAGE_TIMEOUT_MS: '0' }, 'page')).toBe(50)
    expect(upstreamDeadlineMs({ UPSTREAM_API_TIMEOUT_MS: '99999999' }, 'api')).toBe(120_000)
  })

  it('gives up on work that outlives the deadline with an UpstreamTimeoutError and aborts its signal', async () => {
    let seen: AbortSignal | null = null
    const never = (signal: AbortSignal) => {
      seen = signal
      return new Promise<never>(() => {})
    }
    const error = await withDeadline({ ms: 50, signal: null }, 'api/v1/slow?x=1', never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UpstreamTimeoutError)
    expect((error as Error).message).toContain('api/v1/slow within 50 ms')
    expect(seen).not.toBeNull()
    expect((seen as AbortSignal | null)?.aborted).toBe(true)
  })

  it("ends at once when the visitor's request is aborted, and passes a timely answer through", async () => {
    const visitor = new AbortController()
    const pending = withDeadline({ ms: 10_000, signal: visitor.signal }, 'api/v1/x', () => new Promise<never>(() => {}))
    visitor.abort(new DOMException('gone', 'AbortError'))
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await expect(withDeadline({ ms: 1_000, signal: null }, 'api/v1/x', async () => 'answer')).resolves.toBe('answer')
    const aborted = new AbortController()
    aborted.abort()
    let started = false
    await expect(
      withDeadline({ ms: 1_000, signal: aborted.signal }, 'api/v1/x', async () => (started = true)),
    ).rejects.toBeDefined()
    expect(started).toBe(false)
  })
})
