import { describe, expect, it } from 'vitest'
import { ApiError, type ApiFetch } from '../../contract/api'
import { withAdminRetry } from './admin-retry'

/** An ApiFetch that answers from a list of outcomes, in order, and counts its calls. */
function scripted(outcomes: Array<unknown>) {
  let calls = 0
  const api = (async () => {
    const outcome = outcomes[calls++]
    if (outcome instanceof Error) throw outcome
    return outcome
  }) as ApiFetch
  return { api, calls: () => calls }
}

describe('admin 403 (SPEC §4): log out and retry once without the token', () => {
  it('logs out, tells the app, and retries once when the backoffice role is refused', async () => {
    const upstream = scripted([new ApiError(403, 'Backoffice access required.', 'BACKOFFICE_ONLY'), { ok: true }])
    const events: string[] = []
    const api = withAdminRetry(
      upstream.api,
      () => events.push('logged out'),
      async () => void events.push('logout call'),
    )
    await expect(api({ method: 'GET', path: 'api/v1/admin/mailbox' })).resolves.toEqual({ ok: true })
    expect(events).toEqual(['logout call', 'logged out'])
    expect(upstream.calls()).toBe(2)
  })

  it('retries only once, and leaves every other error alone', async () => {
    const refused = new ApiError(403, 'Backoffice access required.', 'BACKOFFICE_ONLY')
    const twice = scripted([refused, new ApiError(401, 'Login required.', 'UNAUTHORIZED')])
    await expect(
      withAdminRetry(
        twice.api,
        () => undefined,
        async () => undefined,
      )({ method: 'GET', path: 'x' }),
    ).rejects.toMatchObject({ status: 401 })
    expect(twice.calls()).toBe(2)

    const other = scripted([new ApiError(403, 'Not yours.', 'FORBIDDEN')])
    let loggedOut = false
    await expect(
      withAdminRetry(
        other.api,
        () => (loggedOut = true),
        async () => undefined,
      )({ method: 'GET', path: 'x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(loggedOut).toBe(false)
    expect(other.calls()).toBe(1)
  })

  it('does not repeat the call with the token when the logout fails', async () => {
    const refused = new ApiError(403, 'Backoffice access required.', 'BACKOFFICE_ONLY')
    const upstream = scripted([refused, { ok: true }])
    let loggedOut = false
    const api = withAdminRetry(
      upstream.api,
      () => (loggedOut = true),
      () => Promise.reject(new Error('offline')),
    )
    await expect(api({ method: 'GET', path: 'api/v1/admin/outbox' })).rejects.toBe(refused)
    expect(loggedOut).toBe(false)
    expect(upstream.calls()).toBe(1)
  })
})
