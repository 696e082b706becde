import { describe, expect, it } from 'vitest'
import { cookieHeader, sameOrigin, setCookies, workerFetch } from '../edge/helpers'
import { consentsQuery } from '../../client/features/consents/queries'
import { sendContactMessage } from '../../client/features/contact/queries'
import { createComment } from '../../client/features/comments/queries'
import { subscribeNewsletter } from '../../client/features/newsletter/subscribe'
import { confirmNewsletter } from '../../client/features/account/api'
import { latestEmailTo } from '../../worker/backend/test-helpers'
import { ApiError, type ApiFetch } from '../../contract/api'
import { withQuery, envelopeError } from '../../client/lib/api-query'
import { QueryClient } from '@tanstack/react-query'

// The calls the content forms make (contact, comments, newsletter), sent exactly as the browser
// sends them: through the edge /api proxy, same origin, with the session cookies when logged in.

function browserApi(cookies = ''): ApiFetch {
  return async <T>(request: Parameters<ApiFetch>[0]): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (request.body !== undefined) headers['Content-Type'] = 'application/json'
    if (cookies) headers['Cookie'] = cookies
    const res = await workerFetch(
      '/' + withQuery(request.path, request.query),
      sameOrigin({
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }),
    )
    const body: unknown = await res.json()
    if (!res.ok) {
      const error = envelopeError(body, res.statusText)
      throw new ApiError(res.status, error.message, error.code)
    }
    return (body as { data: T }).data
  }
}

async function login(): Promise<string> {
  const res = await workerFetch(
    '/api/auth/login',
    sameOrigin({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' }),
    }),
  )
  expect(res.status).toBe(200)
  return cookieHeader(Object.fromEntries([...setCookies(res)].map(([name, cookie]) => [name, cookie.value])))
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

describe('contact form call', () => {
  it('sends a message with the required contact consents', async () => {
    const api = browserApi()
    const consents = await new QueryClient().fetchQuery(consentsQuery(api, 'hr', 'contact'))
    expect(consents.requiredConsents.length).toBeGreaterThan(0)
    const result = await sendContactMessage(api, {
      name: 'Ana Horvat',
      email: `ana-${unique()}@example.com`,
      reason: 'simulation',
      message: 'Zanima nas simulacija za obuku vatrogasaca.',
      consents: consents.requiredConsents,
    })
    expect(result.received).toBe(true)
  })

  it('is refused without the required consents', async () => {
    const error = await sendContactMessage(browserApi(), {
      name: 'Ana',
      email: 'ana@example.com',
      reason: 'other',
      message: 'Pozdrav!',
      consents: [],
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
  })
})

describe('newsletter form call', () => {
  it('subscribes, is confirmed through the edge by the e-mail link, then reports a duplicate', async () => {
    const email = `news-${unique()}@example.com`
    expect(await subscribeNewsletter(browserApi(), email)).toEqual({ email, subscribed: false, confirmationSent: true })
    const mail = await latestEmailTo(email)
    const token = /newsletterConfirmation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(await confirmNewsletter(browserApi(), token)).toEqual({ email, confirmed: true })
    const again = await subscribeNewsletter(browserApi(), email).catch((e: unknown) => e)
    expect((again as ApiError).status).toBe(409)
  })
})

describe('comments on a post', () => {
  it('shows a login link to visitors and the form plus the own pending comment to a logged-in user', async () => {
    const path = '/kako-smanjujemo-mucninu-u-vr-u'
    const anonymous = await (await workerFetch(path)).text()
    expect(anonymous).toContain('Komentirati mogu samo registrirani korisnici.')

    const cookies = await login()
    const before = await (await workerFetch(path, { headers: { Cookie: cookies } })).text()
    expect(before).toContain('Ostavite komentar')
    expect(before).toMatch(/<textarea[^>]*name="body"/)

    const text = `Odličan tekst o udobnosti, hvala! ${unique()}`
    const comment = await createComment(browserApi(cookies), { resourceType: 'post', resourceId: 103, body: text })
    expect(comment.status).toBe('pending')

    const after = await (await workerFetch(path, { headers: { Cookie: cookies } })).text()
    expect(after).toContain(text)
    expect(after).toContain('Čeka odobrenje')
    // Pending comments are never shown to others.
    expect(await (await workerFetch(path)).text()).not.toContain(text)
  })

  it('refuses comments from visitors', async () => {
    const error = await createComment(browserApi(), { resourceType: 'post', resourceId: 103, body: 'Anonimno' }).catch(
      (e: unknown) => e,
    )
    expect((error as ApiError).status).toBe(401)
  })
})
