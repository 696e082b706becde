import { describe, expect, it } from 'vitest'
import { latestEmailTo, REGISTER_CONSENTS, uniqueEmail } from '../backend/test-helpers'
import { appFetch, ORIGIN, sameOrigin } from '../../test/edge/helpers'

/**
 * Every link of an e-mail is absolute (issue 34): with PUBLIC_ORIGIN empty (as here, and in a
 * local start) the edge tells the backend the origin of the visitor's request that wrote it.
 */
describe('e-mail links', () => {
  it('a password reset link is absolute, on the origin the visitor asked at', async () => {
    const email = uniqueEmail('link')
    const res = await appFetch(
      '/api/v1/user/web/register',
      sameOrigin({
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'hrv' },
        body: JSON.stringify({
          firstName: 'Ana',
          lastName: 'Anić',
          email,
          password: 'lozinka-za-link-1',
          confirmedPassword: 'lozinka-za-link-1',
          consents: REGISTER_CONSENTS,
        }),
      }),
    )
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    // The reset link of a forgotten password (sent whether or not sign-up asks for confirmation).
    const forgot = await appFetch(
      '/api/v1/user/password/forgot',
      sameOrigin({
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'hrv' },
        body: JSON.stringify({ email }),
      }),
    )
    expect(forgot.status).toBeLessThan(300)
    const mail = await latestEmailTo(email)
    const links = [...(mail?.html ?? '').matchAll(/href="([^"]+)"/g)].map(([, href]) => href ?? '')
    expect(links.length).toBeGreaterThan(0)
    for (const href of links) expect(href, href).toMatch(/^(https?:|mailto:)/)
    expect(links.some((href) => href.startsWith(`${ORIGIN}/`) && href.includes('token='))).toBe(true)
  })
})
