import { describe, expect, it } from 'vitest'
import { ApiError } from '../../contract/api'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload'
import { isClientRoutable } from '../lib/client-routable'
import { statusOfError } from './http-status'
import { HttpStatusError } from '../lib/page-types'
import { shouldSkipPrefetch } from './prefetch'
import { toastDuration } from '../lib/toasts'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('chunk reload guard (SPEC §9: at most once per 60 s)', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/chunk-AB.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Network down'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once, then not again within the window, then again after it', () => {
    const storage = memoryStorage()
    const start = 1_000_000
    expect(reloadForChunkError(start, storage)).toBe(true)
    expect(reloadForChunkError(start + 1_000, storage)).toBe(false)
    expect(reloadForChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(false)
    expect(reloadForChunkError(start + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true)
  })
})

describe('toast durations (SPEC §9)', () => {
  it('3000 ms for success/info, 12000 ms for cart updates, 50 ms per character for errors (min 3000)', () => {
    expect(toastDuration('success', 'Spremljeno')).toBe(3000)
    expect(toastDuration('info', 'x'.repeat(500))).toBe(3000)
    expect(toastDuration('cartUpdated', 'x')).toBe(12_000)
    expect(toastDuration('error', 'short')).toBe(3000)
    expect(toastDuration('error', 'x'.repeat(100))).toBe(5000)
  })
})

describe('client routing decisions', () => {
  const origin = 'https://izlog.hr'
  const url = (path: string) => new URL(path, origin)
  it('routes same-origin, same-locale page links on the client', () => {
    expect(isClientRoutable(url('/o-nama'), 'hr', origin)).toBe(true)
    expect(isClientRoutable(url('/shop/igre?page=2'), 'hr', origin)).toBe(true)
    expect(isClientRoutable(url('/en/blog'), 'en', origin)).toBe(true)
  })
  it('uses full navigations for the other locale, other origins, files and worker paths', () => {
    expect(isClientRoutable(url('/en/about-us'), 'hr', origin)).toBe(false)
    expect(isClientRoutable(url('/o-nama'), 'en', origin)).toBe(false)
    expect(isClientRoutable(new URL('https://example.com/o-nama'), 'hr', origin)).toBe(false)
    expect(isClientRoutable(url('/sitemap.xml'), 'hr', origin)).toBe(false)
    expect(isClientRoutable(url('/api/v1/post/filterStandard'), 'hr', origin)).toBe(false)
    expect(isClientRoutable(url('/media/1/2/large/a.webp'), 'hr', origin)).toBe(false)
    expect(isClientRoutable(url('/pay/123'), 'hr', origin)).toBe(false)
    expect(isClientRoutable(url('/a/b/c/d'), 'hr', origin)).toBe(false)
  })
})

describe('error status (SPEC §4: statusCode, status or response status, default 500)', () => {
  it.each([
    [new HttpStatusError(404), 404],
    [new ApiError(503, 'down'), 503],
    [{ statusCode: 410 }, 410],
    [{ response: { status: 403 } }, 403],
    [new Error('boom'), 500],
    [{ status: 200 }, 500],
    ['text', 500],
  ])('%o → %i', (error, status) => {
    expect(statusOfError(error)).toBe(status)
  })
})

describe('prefetch skipping (SPEC §9: data saver or 2g)', () => {
  it.each([
    [undefined, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: true, effectiveType: '4g' }, true],
  ])('%o → %s', (connection, skip) => {
    expect(shouldSkipPrefetch(connection)).toBe(skip)
  })
})
