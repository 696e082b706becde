// A fake OpenID Connect provider for the e2e journeys (issue 14, social login): discovery, JWKS,
// an authorisation endpoint that signs in at once (the identity given by `login_hint`, else a fixed
// one) and a token endpoint that checks the client secret and the PKCE verifier. Keys are made at
// start. scripts/e2e.mjs runs it and configures the Worker with it as the provider "demo".
import http from 'node:http'
import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'

export const FAKE_CLIENT = { id: 'demo', name: 'Demo ID', clientId: 'izlog-e2e', clientSecret: 'e2e-client-secret' }

/** Starts the issuer on `port`; the Worker's SOCIAL_* vars and a stop function. */
export async function startFakeIssuer(port) {
  const issuer = `http://127.0.0.1:${port}`
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' }
  /** code → what the token endpoint needs to check and to put into the ID token. */
  const codes = new Map()
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    const json = (body, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      })
    }
    if (url.pathname === '/jwks') return json({ keys: [jwk] })
    if (url.pathname === '/authorize') {
      const q = url.searchParams
      if (q.get('client_id') !== FAKE_CLIENT.clientId || q.get('code_challenge_method') !== 'S256')
        return json({ error: 'invalid_request' }, 400)
      const code = randomBytes(16).toString('hex')
      codes.set(code, {
        nonce: q.get('nonce'),
        challenge: q.get('code_challenge'),
        redirectUri: q.get('redirect_uri'),
        email: q.get('login_hint') || 'demo.sso@example.com',
      })
      res.writeHead(302, {
        location: `${q.get('redirect_uri')}?code=${code}&state=${encodeURIComponent(q.get('state') ?? '')}`,
      })
      return res.end()
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = ''
      for await (const chunk of req) body += chunk
      const form = new URLSearchParams(body)
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url')
      if (
        !grant ||
        challenge !== grant.challenge ||
        form.get('client_secret') !== FAKE_CLIENT.clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri
      )
        return json({ error: 'invalid_grant' }, 400)
      const idToken = await new SignJWT({
        nonce: grant.nonce,
        email: grant.email,
        email_verified: true,
        given_name: 'Demo',
        family_name: 'Korisnik',
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
        .setIssuer(issuer)
        .setAudience(FAKE_CLIENT.clientId)
        .setSubject(grant.email)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey)
      return json({ access_token: 'unused', token_type: 'Bearer', id_token: idToken })
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    vars: {
      SOCIAL_PROVIDERS: JSON.stringify([
        { id: FAKE_CLIENT.id, name: FAKE_CLIENT.name, issuer, clientId: FAKE_CLIENT.clientId },
      ]),
      SOCIAL_CLIENT_SECRETS: JSON.stringify({ [FAKE_CLIENT.id]: FAKE_CLIENT.clientSecret }),
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
